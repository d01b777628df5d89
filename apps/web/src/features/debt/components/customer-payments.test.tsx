import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { debtApi } from '@depot/shared/debt/debt.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { customerDebtOf, pageAt, userOf } from '../../../test/fake-api-lists';
import { paymentRowOf } from '../../../test/fake-api-payments';
import { currentUrl, renderRoute, setupUser } from '../../../test/render-route';
import { DebtPage } from './debt-page';

/** 21 payments of customer 7, newest first: one more than a page. */
const payments = Array.from({ length: 21 }, (_, n) =>
  paymentRowOf({
    id: 21 - n,
    number: `PT-2611-${String(21 - n).padStart(4, '0')}`,
    amount: (21 - n) * 10_000,
    ...(n === 1 ? { voided_at: '2026-11-20T05:00:00.000Z', void_reason: 'Thu nhầm' } : {}),
  }),
);

function stubDrawer() {
  return stubEndpoints([
    on(debtApi.list, () => ({
      ...pageAt([], 0, 1, 20),
      totals: { outstanding_debt: 0, customers: 0 },
    })),
    on(debtApi.customer, () => customerDebtOf()),
    on(paymentsApi.ofCustomer, ({ query }) => {
      const paged = Number(query.get('paged'));
      return pageAt(payments.slice((paged - 1) * 20, paged * 20), payments.length, paged, 20);
    }),
  ]);
}

beforeEach(() => saveSession('token', userOf('staff')));
afterEach(() => vi.unstubAllGlobals());

describe('the payment history in the debt drawer', () => {
  it('lists the customer’s payments newest first, a page at a time', async () => {
    const user = setupUser();
    const api = stubDrawer();
    renderRoute(<DebtPage />, '/customers/debt?customer_id=7');
    const history = await screen.findByRole('region', { name: 'Lịch sử thu tiền' });
    const newest = await within(history).findByRole('row', { name: /PT-2611-0021/ });
    expect(newest.textContent).toContain('20-11-2026 09:30');
    expect(newest.textContent).toContain('210.000 đ');
    expect(newest.textContent).toContain('Tiền mặt');
    expect(newest.textContent).toContain('Trần Thị Lan');
    expect(within(history).getByRole('row', { name: /PT-2611-0020/ }).textContent).toContain(
      'Đã hủy',
    );
    expect(api.queries(paymentsApi.ofCustomer, { id: 7 })).toEqual([{ paged: '1', limit: '20' }]);

    await user.click(within(history).getByTitle('2'));
    await within(history).findByRole('row', { name: /PT-2611-0001/ });
    expect(api.queries(paymentsApi.ofCustomer, { id: 7 }).at(-1)).toEqual({
      paged: '2',
      limit: '20',
    });
  });

  it('prints a payment again with In lại, as a reprint', async () => {
    const user = setupUser();
    stubDrawer();
    renderRoute(<DebtPage />, '/customers/debt?customer_id=7');
    const history = await screen.findByRole('region', { name: 'Lịch sử thu tiền' });
    await user.click(
      await within(history).findByRole('link', { name: 'In lại phiếu thu PT-2611-0021' }),
    );
    await waitFor(() => expect(currentUrl()).toBe('/phieu-thu-tien/21?reprint=1'));
  });
});
