import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DebtRow } from '@depot/shared/debt/debt.schema';
import { saveSession } from '../../../lib/session';
import { debtApi } from '@depot/shared/debt/debt.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { on, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { customerDebtOf, debtRowOf, pageAt, userOf } from '../../../test/fake-api-lists';
import { currentUrl, renderRoute, setupUser } from '../../../test/render-route';
import { DebtPage } from './debt-page';

/** 21 customers who owe, largest first: one more than a page. */
const owing: DebtRow[] = Array.from({ length: 21 }, (_, n) =>
  debtRowOf({
    id: 100 + n,
    full_name: n === 0 ? 'Đặng Thị Công Nợ' : `Khách nợ ${n}`,
    outstanding_debt: 5_230_000 - n * 1000,
  }),
);

function stubDebt(paid?: () => Response | Promise<Response>) {
  return stubEndpoints([
    on(debtApi.list, ({ query }) => {
      const name = query.get('full_name');
      const rows = name ? owing.slice(0, 1) : owing;
      const paged = Number(query.get('paged'));
      return {
        ...pageAt(rows.slice((paged - 1) * 20, paged * 20), rows.length, paged, 20),
        totals: { outstanding_debt: 123_456_789, customers: rows.length },
      };
    }),
    on(debtApi.customer, () => customerDebtOf()),
    on(paymentsApi.ofCustomer, () => pageAt([], 0, 1, 20)),
    on(
      debtApi.setPaid,
      () => paid?.() ?? said('Đã thu tiền', { changed: 2, outstanding_debt: 5_030_000 }),
    ),
  ]);
}

const rows = () => screen.getAllByRole('row').filter((row) => row.querySelector('td'));

// An admin: the depot's total debt is theirs to see whatever the settings say of staff.
beforeEach(() => saveSession('token', userOf('admin')));
afterEach(() => vi.unstubAllGlobals());

describe('the debt screen', () => {
  it('shows the sum of every debt, each customer’s figures as money, 20 a page', async () => {
    const user = setupUser();
    const api = stubDebt();
    renderRoute(<DebtPage />, '/customers/debt');
    const first = await screen.findByRole('row', { name: /Đặng Thị Công Nợ/ });
    for (const shown of ['5.000.000 đ', '230.000 đ', '5.230.000 đ'])
      expect(first.textContent).toContain(shown);
    expect(screen.getByLabelText('Tổng công nợ').textContent).toContain('123.456.789 đ');
    expect(rows()).toHaveLength(20);
    expect(api.queries(debtApi.list)).toEqual([{ paged: '1', limit: '20' }]);
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.queries(debtApi.list).at(-1)).toEqual({ paged: '2', limit: '20' });
  });

  it('searches a name as typed (once, after a pause), from page 1', async () => {
    const user = setupUser();
    const api = stubDebt();
    renderRoute(<DebtPage />, '/customers/debt');
    await screen.findByRole('row', { name: /Đặng Thị Công Nợ/ });
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm theo tên khách hàng' }), {
      target: { value: ' dang thi cong no ' },
    });
    await waitFor(() =>
      expect(api.queries(debtApi.list).at(-1)).toEqual({
        paged: '1',
        limit: '20',
        full_name: 'dang thi cong no',
      }),
    );
    expect(api.queries(debtApi.list).filter((q) => q.full_name)).toHaveLength(1);
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('searches on Enter too, once: the pause that follows asks nothing more', async () => {
    const user = setupUser();
    const api = stubDebt();
    renderRoute(<DebtPage />, '/customers/debt');
    await screen.findByRole('row', { name: /Đặng Thị Công Nợ/ });
    await user.type(
      screen.getByRole('searchbox', { name: 'Tìm theo tên khách hàng' }),
      'cong no{Enter}',
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    const searched = () => api.queries(debtApi.list).filter((q) => q.full_name);
    await waitFor(() => expect(searched().at(-1)?.full_name).toBe('cong no'));
    // Past the pause: the name settled is the one Enter searched, so no second request.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(searched().filter((q) => q.full_name === 'cong no')).toHaveLength(1);
  });
});

describe('a customer’s debt drawer', () => {
  it('lists the unpaid statements and loose goods; Đã thu asks, then collects the statement', async () => {
    const user = setupUser();
    const api = stubDebt();
    renderRoute(<DebtPage />, '/customers/debt');
    await user.click(
      await screen.findByRole('button', { name: 'Xem công nợ của Đặng Thị Công Nợ' }),
    );
    const statements = await screen.findByRole('table', { name: 'Phiếu thu chưa thu đủ' });
    const statement = within(statements).getByRole('row', { name: /51C-123.45/ });
    expect(statement.textContent).toContain('20-11-2026');
    expect(statement.textContent).toContain('200.000 đ');
    expect(
      screen.getByRole('table', { name: 'Hàng chưa lên xe, chưa thu tiền' }).textContent,
    ).toContain('Thùng lẻ');

    await user.click(within(statement).getByRole('button', { name: 'Đã thu' }));
    const confirm = await waitFor(() => {
      const found = screen
        .getAllByRole('dialog')
        .find((d) => d.textContent?.includes('Xác nhận thu tiền'));
      if (!found) throw new Error('no confirmation');
      return found;
    });
    expect(confirm.textContent).toContain('Thu 200.000 đ của phiếu xe 51C-123.45 ngày 20-11-2026?');
    await user.click(within(confirm).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Đã thu tiền')).toBeTruthy();
    expect(api.bodies(debtApi.setPaid)).toEqual([
      { car_id: 3, customer_id: 100, datetime_from: '2026-11-20', is_paid: true },
    ]);
  });

  it('opens from a link for the customer it names (the dashboard’s largest debts), and closing clears it', async () => {
    const user = setupUser();
    const api = stubDebt();
    renderRoute(<DebtPage />, '/customers/debt?customer_id=7');
    const drawer = await screen.findByRole('dialog', { name: 'Đặng Thị Công Nợ' });
    expect(await within(drawer).findByText('51C-123.45')).toBeTruthy();
    expect(api.requests(debtApi.customer)).toHaveLength(1);
    await user.click(within(drawer).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(currentUrl()).toBe('/customers/debt'));
  });
});
