import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDebt, DebtRow } from '@depot/shared/debt/debt.schema';
import type { CustomerMoney } from '@depot/shared/payments/line-money.rules';
import { saveSession } from '../../../lib/session';
import { debtApi } from '@depot/shared/debt/debt.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { customerDebtOf, debtRowOf, pageAt, userOf } from '../../../test/fake-api-lists';
import { currentUrl, renderRoute, setupUser } from '../../../test/render-route';
import { DebtPage } from './debt-page';

// The list, its drawer (and the phone's cards) read the same server figures (customerMoney()):
// the opening debt as a line, what the goods still owe, the credit, never a negative debt.

/** Paid the 500 000 đ opening debt off; 50 000 đ of goods still owed. */
const paidOpening: CustomerMoney = {
  opening_debt: 500_000,
  opening_collected: 500_000,
  opening_due: 0,
  goods_due: 50_000,
  credit: 0,
  outstanding_debt: 50_000,
};
/** Paid 80 000 đ beyond everything owed. */
const withCredit: CustomerMoney = {
  opening_debt: 0,
  opening_collected: 0,
  opening_due: 0,
  goods_due: 0,
  credit: 80_000,
  outstanding_debt: 0,
};

const owing = debtRowOf({ id: 7, full_name: 'Lê Đã Trả', debt: 500_000, ...paidOpening });
const creditor = debtRowOf({
  id: 8,
  full_name: 'Phan Gửi Trước',
  debt: 0,
  ...withCredit,
  unpaid_statements: 0,
});

/** GET /debt: the debtors, or with has_credit=true the customers with credit. */
function stubDebts() {
  const drawers: Record<string, CustomerDebt> = {
    7: customerDebtOf({
      customer: { id: 7, full_name: owing.full_name, phone: owing.phone },
      debt: 500_000,
      ...paidOpening,
      statements: [],
      loose: [
        {
          id: 90,
          code: '2611-0090',
          name: 'Thùng lẻ',
          datetime: '2026-11-21',
          amount: 50_000,
          collected: 0,
          due: 50_000,
          receiver: null,
          paid_state: 'unpaid',
        },
      ],
    }),
    8: customerDebtOf({
      customer: { id: 8, full_name: creditor.full_name, phone: creditor.phone },
      debt: 0,
      ...withCredit,
      statements: [],
      loose: [],
    }),
  };
  return stubEndpoints([
    on(debtApi.list, ({ query }) => {
      const rows: DebtRow[] = query.get('has_credit') === 'true' ? [creditor] : [owing];
      return {
        ...pageAt(rows, rows.length, 1, 20),
        totals: { outstanding_debt: 50_000, customers: rows.length },
      };
    }),
    on(debtApi.customer, ({ params }) => drawers[params.customer_id]!),
    on(paymentsApi.ofCustomer, () => pageAt([], 0, 1, 20)),
  ]);
}

/** A row's cell under a column of the list, by the column's title. */
function cellOf(row: HTMLElement, title: string): string {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  const cells = within(row).getAllByRole('cell');
  return cells[headers.indexOf(title)]!.textContent ?? '';
}

/** A figure of the drawer, by its label. */
function figureOf(drawer: HTMLElement, label: string): string | undefined {
  const th = within(drawer).queryByText(label, { selector: 'th, th *' });
  return th?.closest('th')?.nextElementSibling?.textContent ?? undefined;
}

beforeEach(() => saveSession('token', userOf('admin')));
afterEach(() => vi.unstubAllGlobals());

describe('the debt list and the drawer', () => {
  it('show the same opening figures for a customer who paid the opening debt off', async () => {
    const user = setupUser();
    stubDebts();
    renderRoute(<DebtPage />, '/customers/debt');
    const row = await screen.findByRole('row', { name: /Lê Đã Trả/ });
    expect(cellOf(row, 'Nợ đầu kỳ')).toBe('500.000 đ · đã thu 500.000 · còn 0');
    expect(cellOf(row, 'Hàng chưa thu')).toBe('50.000 đ');
    expect(cellOf(row, 'Tiền khách gửi trước')).toBe('');
    expect(cellOf(row, 'Tổng nợ')).toBe('50.000 đ');

    await user.click(within(row).getByRole('button', { name: 'Xem công nợ của Lê Đã Trả' }));
    const drawer = await screen.findByRole('dialog', { name: 'Lê Đã Trả' });
    await waitFor(() => expect(figureOf(drawer, 'Tổng nợ')).toBe('50.000 đ'));
    expect(figureOf(drawer, 'Nợ đầu kỳ')).toBe('500.000 đ · đã thu 500.000 · còn 0');
    expect(figureOf(drawer, 'Hàng chưa thu')).toBe('50.000 đ');
    // No credit: no figure of it, rather than a 0 đ that reads like one.
    expect(figureOf(drawer, 'Tiền khách gửi trước')).toBeUndefined();
    // The loose goods say their state.
    const loose = within(drawer).getByRole('table', { name: 'Hàng chưa lên xe, chưa thu tiền' });
    expect(within(loose).getByRole('row', { name: /Thùng lẻ/ }).textContent).toContain('Chưa thu');
  });

  it('lists the customers with credit under its filter, kept in the URL, credit never a negative debt', async () => {
    const user = setupUser();
    const api = stubDebts();
    const first = renderRoute(<DebtPage />, '/customers/debt');
    await screen.findByRole('row', { name: /Lê Đã Trả/ });
    // Owing nothing, the customer with credit is not among the debtors.
    expect(screen.queryByRole('row', { name: /Phan Gửi Trước/ })).toBeNull();

    await user.click(screen.getByText('Có tiền gửi trước'));
    await waitFor(() => expect(currentUrl()).toBe('/customers/debt?has_credit=true'));
    const row = await screen.findByRole('row', { name: /Phan Gửi Trước/ });
    expect(api.queries(debtApi.list).at(-1)).toEqual({
      paged: '1',
      limit: '20',
      has_credit: 'true',
    });
    expect(cellOf(row, 'Tiền khách gửi trước')).toBe('80.000 đ');
    expect(cellOf(row, 'Tổng nợ')).toBe('0 đ');
    // Counted as customers with credit; no total debt of customers who owe nothing.
    expect(screen.getByText('Khách hàng có tiền gửi trước')).toBeTruthy();
    expect(screen.queryByLabelText('Tổng công nợ')).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Xem công nợ của Phan Gửi Trước' }));
    const drawer = await screen.findByRole('dialog', { name: 'Phan Gửi Trước' });
    await waitFor(() => expect(figureOf(drawer, 'Tiền khách gửi trước')).toBe('80.000 đ'));
    expect(figureOf(drawer, 'Tổng nợ')).toBe('0 đ');
    expect(document.body.textContent).not.toMatch(/-\s?80\.000/);

    // A reload keeps the filter.
    first.unmount();
    const reloaded = stubDebts();
    renderRoute(<DebtPage />, '/customers/debt?has_credit=true');
    await screen.findByRole('row', { name: /Phan Gửi Trước/ });
    expect(reloaded.queries(debtApi.list)[0]).toMatchObject({ has_credit: 'true' });
  });
});

/** matchMedia answering antd's breakpoint queries as a phone 390 px wide would. */
function phoneScreen(query: string): MediaQueryList {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const matches = (!min || 390 >= Number(min[1])) && (!max || 390 <= Number(max[1]));
  const ignore = () => undefined;
  return {
    matches,
    media: query,
    onchange: null,
    addListener: ignore,
    removeListener: ignore,
    addEventListener: ignore,
    removeEventListener: ignore,
    dispatchEvent: () => false,
  };
}

describe('the debt cards and drawer on a phone', () => {
  it('show the figures of the desk: the opening debt as a line, the credit, the goods’ state', async () => {
    vi.stubGlobal('matchMedia', phoneScreen);
    const user = setupUser();
    stubDebts();
    renderRoute(<DebtPage />, '/customers/debt');
    const card = await screen.findByRole('article', { name: 'Lê Đã Trả' });
    expect(document.querySelector('table')).toBeNull();
    expect(card.textContent).toContain('Nợ đầu kỳ500.000 đ · đã thu 500.000 · còn 0');
    expect(card.textContent).toContain('Hàng chưa thu50.000 đ');
    expect(card.textContent).toContain('Tổng nợ50.000 đ');
    expect(card.textContent).not.toContain('Tiền khách gửi trước');

    await user.click(within(card).getByRole('button', { name: 'Xem công nợ của Lê Đã Trả' }));
    const loose = await screen.findByRole('list', { name: 'Hàng chưa lên xe, chưa thu tiền' });
    expect(within(loose).getByRole('listitem').textContent).toContain('Trạng tháiChưa thu');

    await user.click(screen.getByText('Có tiền gửi trước'));
    const credit = await screen.findByRole('article', { name: 'Phan Gửi Trước' });
    expect(credit.textContent).toContain('Tiền khách gửi trước80.000 đ');
    expect(credit.textContent).toContain('Tổng nợ0 đ');
  });
});
