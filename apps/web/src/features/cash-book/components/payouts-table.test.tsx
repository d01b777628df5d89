import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import type { PayoutList } from '@depot/shared/payouts/payouts.schema';
import { vi as texts } from '../../../i18n/vi';
import { on, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { renderRoute } from '../../../test/render-route';
import { PayoutsTable } from './payouts-table';
import { lan, payoutOf } from '../../../test/fake-payouts';

// The payouts of a range on Sổ quỹ: rows, the voided look, Tổng chi, and the admins' void.

const t = texts.payouts;
const DAY = '2026-11-28';
const hung = { id: 3, fullname: 'Lê Văn Hùng' };

const list: PayoutList = {
  rows: [
    payoutOf({
      id: 3,
      number: 'PC-2611-0003',
      kind: 'other',
      trip: null,
      cost_type: null,
      amount: 50_000,
      method: 'transfer',
      note: 'Mua nước uống',
      paid_by: hung,
    }),
    payoutOf({
      id: 2,
      number: 'PC-2611-0002',
      amount: 70_000,
      cost_type: 'toll',
      voided_at: '2026-11-28T05:00:00.000Z',
      voided_by: lan,
      void_reason: 'Ghi trùng',
    }),
    payoutOf({ id: 1, number: 'PC-2611-0001', amount: 200_000, note: 'Đổ dầu' }),
  ],
  total: 3,
  paginate: { paged: 1, limit: 50, last_page: 1 },
  amount: 250_000,
};

function stubDepot() {
  return stubEndpoints([
    on(payoutsApi.list, () => list),
    on(payoutsApi.void, ({ params }) => {
      const payout = list.rows.find((row) => row.id === Number(params.id))!;
      const voided = { ...payout, voided_at: '2026-11-28T06:00:00.000Z', voided_by: lan };
      return said(`Đã hủy phiếu chi ${payout.number}`, { ...voided, void_reason: 'Nhầm' });
    }),
  ]);
}

afterEach(() => vi.unstubAllGlobals());

function renderTable(isAdmin: boolean, dateFrom = DAY, dateTo = DAY) {
  renderRoute(<PayoutsTable dateFrom={dateFrom} dateTo={dateTo} isAdmin={isAdmin} />, '/so-quy');
}

const rowOf = (number: string) => screen.findByRole('row', { name: new RegExp(number) });

describe('the payouts of a range', () => {
  it('lists the payouts with their kind, the voided one struck through, and Tổng chi', async () => {
    const api = stubDepot();
    renderTable(true);
    const fuel = await rowOf('PC-2611-0001');
    expect(fuel.textContent).toContain('Nhiên liệu · 51B-123.45 · 28-11-2026');
    expect(fuel.textContent).toContain('200.000 đ');
    expect(fuel.textContent).toContain('Tiền mặt');
    expect(fuel.textContent).toContain('Trần Thị Lan');
    expect(fuel.textContent).toContain('Đổ dầu');
    const other = await rowOf('PC-2611-0003');
    expect(other.textContent).toContain('Chi khác');
    expect(other.textContent).toContain('Chuyển khoản');
    expect(other.textContent).toContain('Lê Văn Hùng');

    const voided = await rowOf('PC-2611-0002');
    expect(within(voided).getByText(t.voided)).toBeTruthy();
    expect(voided.querySelector('del')?.textContent).toBe('PC-2611-0002');
    expect(voided.textContent).toContain(t.voidedBecause('Ghi trùng'));
    expect(
      within(voided).queryByRole('button', { name: t.voidActionOf('PC-2611-0002') }),
    ).toBeNull();

    expect(screen.getByText(t.total(250_000)).textContent).toBe('Tổng chi: 250.000 đ');
    expect(screen.getByRole('columnheader', { name: t.columns.time })).toBeTruthy();
    expect(api.queries(payoutsApi.list)[0]).toMatchObject({
      date_from: DAY,
      date_to: DAY,
      paged: '1',
      limit: '50',
    });
  });

  it('says the day of each payout when the range spans several days', async () => {
    stubDepot();
    renderTable(false, '2026-11-01', DAY);
    await rowOf('PC-2611-0001');
    expect(screen.getByRole('columnheader', { name: t.columns.dateTime })).toBeTruthy();
    expect((await rowOf('PC-2611-0001')).textContent).toMatch(/\d\d:\d\d 28-11-2026/);
  });

  it('lets an admin void a payout with a reason, and sends it', async () => {
    const api = stubDepot();
    renderTable(true);
    const row = await rowOf('PC-2611-0001');
    fireEvent.click(within(row).getByRole('button', { name: t.voidActionOf('PC-2611-0001') }));
    const dialog = await screen.findByRole('dialog', { name: t.voidTitle('PC-2611-0001') });
    const confirm = within(dialog).getByRole('button', { name: t.voidConfirm });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText(/lý do hủy phiếu chi/i)).toBeTruthy();
    expect(api.bodies(payoutsApi.void)).toEqual([]);

    const before = api.queries(payoutsApi.list).length;
    fireEvent.change(within(dialog).getByLabelText(t.voidReason), {
      target: { value: 'Ghi nhầm số tiền' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests(payoutsApi.void)[0]?.params).toEqual({ id: '1' });
    expect(api.bodies(payoutsApi.void)).toEqual([{ reason: 'Ghi nhầm số tiền' }]);
    expect(await screen.findByText('Đã hủy phiếu chi PC-2611-0001')).toBeTruthy();
    await waitFor(() => expect(api.queries(payoutsApi.list).length).toBeGreaterThan(before));
  });

  it('shows staff no void button, and everyone the slip to print', async () => {
    stubDepot();
    renderTable(false);
    await rowOf('PC-2611-0001');
    expect(screen.queryByRole('button', { name: /Hủy phiếu/ })).toBeNull();
    const print = screen.getByRole('link', { name: t.printOf('PC-2611-0001') });
    expect(print.getAttribute('href')).toBe('/phieu-chi/1');
  });
});
