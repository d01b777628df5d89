import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRow } from '@depot/shared/payments/payments.schema';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { usersApi } from '@depot/shared/users/users.contract';
import { saveSession } from '../../../lib/session';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { pageAt, userOf } from '../../../test/fake-api-lists';
import { renderRoute, setupUser } from '../../../test/render-route';
import { CashBookPage } from './cash-book-page';

const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const lan = { id: 2, fullname: 'Trần Thị Lan' };
const DAY = '/so-quy?date_from=2026-11-20&date_to=2026-11-20';

/** `count` payments of 100 000 đ received by Lan on 20-11-2026. */
function payments(count: number): PaymentRow[] {
  return Array.from({ length: count }, (_, n) => ({
    id: n + 1,
    number: `PT-2611-${String(n + 1).padStart(4, '0')}`,
    customer: { id: 7, full_name: 'Nguyễn Văn An', phone: '0903123456' },
    amount: 100_000,
    method: 'cash',
    purpose: 'freight',
    received_at: '2026-11-20T02:30:00.000Z',
    received_by: lan,
    note: null,
    credit: 0,
    voided_at: null,
    voided_by: null,
    void_reason: null,
    outstanding_debt_after: 0,
    credit_after: 0,
    allocated: 100_000,
  }));
}

/** GET /payments: 51 payments, 50 a page, with their totals. */
function stubCashBook() {
  const rows = payments(51);
  return stubEndpoints([
    on(paymentsApi.cashBook, ({ query }) => {
      const paged = Number(query.get('paged') ?? 1);
      return {
        ...pageAt(rows.slice((paged - 1) * 50, paged * 50), rows.length, paged, 50),
        totals: {
          count: 51,
          amount: 5_100_000,
          by_method: { cash: 5_100_000, transfer: 0 },
          by_person: [{ ...lan, count: 51, cash: 5_100_000, transfer: 0, amount: 5_100_000 }],
          voided: { count: 0, amount: 0 },
        },
      };
    }),
    on(usersApi.list, () => pageAt([userOf('admin')], 1, 1, 100)),
  ]);
}

const lastAsked = (api: ReturnType<typeof stubCashBook>) =>
  api.queries(paymentsApi.cashBook).at(-1);

beforeEach(() => saveSession('token', userOf('admin')));
afterEach(() => vi.unstubAllGlobals());

describe('the cash book’s filters in the URL', () => {
  it('Hiện phiếu đã hủy: shown by default, hiding them is sent, kept in the URL and on reload', async () => {
    const user = setupUser();
    const api = stubCashBook();
    const first = renderRoute(<CashBookPage />, DAY);
    await screen.findByText('51 phiếu thu');
    const showVoided = screen.getByRole('checkbox', { name: 'Hiện phiếu đã hủy' });
    expect(showVoided).toHaveProperty('checked', true);
    expect(lastAsked(api)).toMatchObject({ include_voided: 'true' });
    await user.click(showVoided);
    await waitFor(() => expect(url()).toBe(`${DAY}&include_voided=false`));
    await waitFor(() => expect(lastAsked(api)).toMatchObject({ include_voided: 'false' }));
    expect(screen.getByRole('checkbox', { name: 'Hiện phiếu đã hủy' })).toHaveProperty(
      'checked',
      false,
    );

    first.unmount();
    const reloaded = stubCashBook();
    renderRoute(<CashBookPage />, `${DAY}&include_voided=false`);
    await screen.findByText('51 phiếu thu');
    expect(screen.getByRole('checkbox', { name: 'Hiện phiếu đã hủy' })).toHaveProperty(
      'checked',
      false,
    );
    expect(reloaded.queries(paymentsApi.cashBook)[0]).toMatchObject({ include_voided: 'false' });
  });

  it('pages of 50; a change of method goes back to page 1 and is sent', async () => {
    const user = setupUser();
    const api = stubCashBook();
    renderRoute(<CashBookPage />, DAY);
    await screen.findByText('51 phiếu thu');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(url()).toBe(`${DAY}&paged=2`));
    await waitFor(() => expect(lastAsked(api)).toMatchObject({ paged: '2', limit: '50' }));
    const method = screen.getByRole('radiogroup', { name: 'Hình thức' });
    await user.click(within(method).getByText('Tiền mặt'));
    await waitFor(() => expect(url()).toBe(`${DAY}&method=cash`));
    await waitFor(() => expect(lastAsked(api)).toMatchObject({ paged: '1', method: 'cash' }));
  });
});
