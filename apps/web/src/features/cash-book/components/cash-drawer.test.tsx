import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cashBookApi } from '@depot/shared/cash-book/cash-book.contract';
import {
  OPENING_REASON_REQUIRED,
  type CashBookReply,
  type CashCount,
} from '@depot/shared/cash-book/cash-book.schema';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import type { User } from '@depot/shared/users/users.schema';
import { usersApi } from '@depot/shared/users/users.contract';
import { vi as texts } from '../../../i18n/vi';
import { saveSession } from '../../../lib/session';
import { on, refused, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { userOf } from '../../../test/fake-api-lists';
import { renderRoute } from '../../../test/render-route';
import { CashBookPage } from './cash-book-page';

// The drawer's balance on Sổ quỹ (docs/payments.md "Sổ quỹ (cash book)"): opening to closing,
// the rows in time order with their balance, the cash count and the opening balance.

const t = texts.cashBook;
const DAY = '2026-11-20';
const lan = { id: 2, fullname: 'Trần Thị Lan' };

/** 500 000 at the start, 1 200 000 freight in, a 200 000 fuel cost out: 1 500 000 at closing. */
const drawer = (counts: CashCount[] = []): CashBookReply => ({
  date_from: DAY,
  date_to: DAY,
  branch_id: 1,
  opening: 500_000,
  rows: [
    {
      direction: 'in',
      id: 1,
      number: 'PT-2611-0001',
      at: '2026-11-20T02:30:00.000Z',
      person: lan,
      customer: { id: 7, full_name: 'Nguyễn Văn An' },
      trip: null,
      purpose: 'freight',
      kind: null,
      cost_type: null,
      remittance: null,
      note: null,
      branch_id: 1,
      amount: 1_200_000,
      balance: 1_700_000,
    },
    {
      direction: 'out',
      id: 4,
      number: 'PC-2611-0001',
      at: '2026-11-20T04:00:00.000Z',
      person: lan,
      customer: null,
      trip: { id: 9, number_car: '51B-123.45', datetime_from: DAY },
      purpose: null,
      kind: 'trip',
      cost_type: 'fuel',
      remittance: null,
      note: 'Đổ dầu',
      branch_id: 1,
      amount: 200_000,
      balance: 1_500_000,
    },
  ],
  total: 2,
  paginate: { paged: 1, limit: 100, last_page: 1 },
  totals: {
    in: { count: 1, amount: 1_200_000, by_purpose: { freight: 700_000, cod: 500_000 } },
    out: {
      count: 1,
      amount: 200_000,
      by_kind: { cod: 0, trip: 200_000, other: 0 },
      by_cost_type: { fuel: 200_000, toll: 0, driver: 0, loading: 0, other: 0 },
    },
    remittances: { in: 0, out: 0 },
    by_method: { cash: { in: 1_200_000, out: 200_000 }, transfer: { in: 0, out: 0 } },
    by_person: [{ ...lan, in: 1_200_000, out: 200_000 }],
    voided: { count: 0, amount: 0 },
  },
  closing: 1_500_000,
  openings: [
    {
      branch_id: 1,
      amount: 500_000,
      date: '2026-11-01',
      set_by: lan,
      set_at: '2026-11-01T01:00:00.000Z',
      reason: null,
    },
  ],
  counts,
});

const short: CashCount = {
  id: 1,
  branch_id: 1,
  date: DAY,
  counted: 1_480_000,
  book: 1_500_000,
  difference: -20_000,
  note: null,
  counted_by: lan,
  counted_at: '2026-11-20T10:00:00.000Z',
};

function open(user: User, countReply?: Response, total = 2) {
  saveSession('token', user);
  let counts: CashCount[] = [];
  const api = stubEndpoints([
    on(cashBookApi.book, ({ query }) => {
      const paged = Number(query.get('paged'));
      return { ...drawer(counts), total, paginate: { paged, limit: 100, last_page: 2 } };
    }),
    on(cashBookApi.count, () => {
      if (countReply) return countReply;
      counts = [short];
      return said('Đã kiểm quỹ: thiếu 20.000 đ', short);
    }),
    on(paymentsApi.cashBook, () => ({
      rows: [],
      total: 0,
      paginate: { paged: 1, limit: 50, last_page: 1 },
      totals: {
        count: 0,
        amount: 0,
        by_method: { cash: 0, transfer: 0 },
        by_person: [],
        voided: { count: 0, amount: 0 },
      },
    })),
    on(usersApi.list, () => ({
      rows: [],
      total: 0,
      paginate: { paged: 1, limit: 100, last_page: 1 },
    })),
  ]);
  renderRoute(<CashBookPage />, `/so-quy?date_from=${DAY}&date_to=${DAY}`, '/so-quy');
  return api;
}

/** The open dialog with that title (jsdom gives every antd dialog one id: not by name). */
async function dialogTitled(title: string) {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.textContent?.startsWith(title));
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  });
}

/** The balance strip once the drawer's figures are in (the count line comes with them). */
async function strip() {
  await screen.findByRole('status', { name: t.balance.count });
  return screen.getByRole('region', { name: t.balance.region });
}

describe('Sổ quỹ: the drawer balance', () => {
  it('reads opening, cash in, cash out and closing, and where the book starts', async () => {
    open(userOf('staff'));
    const balance = await strip();
    expect(within(balance).getByRole('region', { name: t.balance.opening }).textContent).toContain(
      '500.000 đ',
    );
    await waitFor(() =>
      expect(
        within(balance).getByRole('region', { name: t.balance.closing }).textContent,
      ).toContain('1.500.000 đ'),
    );
    expect(within(balance).getByRole('region', { name: t.balance.in }).textContent).toContain(
      '1.200.000 đ',
    );
    // The senders' money in it, said apart (docs/payments.md, "Collecting thu hộ").
    expect(within(balance).getByRole('region', { name: t.balance.in }).textContent).toContain(
      'trong đó thu hộ 500.000 đ',
    );
    expect(within(balance).getByRole('region', { name: t.balance.out }).textContent).toContain(
      '200.000 đ',
    );
    expect(balance.textContent).toContain(t.balance.openingSince(500_000, '2026-11-01'));
    expect(within(balance).getByRole('status', { name: t.balance.count }).textContent).toContain(
      t.balance.notCounted(DAY),
    );
    // Staff count the drawer; only an admin sets where the book starts.
    expect(within(balance).getByRole('button', { name: t.balance.count })).toBeTruthy();
    expect(within(balance).queryByRole('button', { name: t.balance.setOpening })).toBeNull();
  });

  it('lists each cash receipt and payout with the balance after it, and the closing line', async () => {
    open(userOf('staff'));
    fireEvent.click(await screen.findByRole('tab', { name: t.tabs.flow }));
    const table = await screen.findByRole('table', { name: t.tabs.flow });
    const paid = await within(table).findByRole('row', { name: /PT-2611-0001/ });
    expect(paid.textContent).toContain('Nguyễn Văn An · Tiền cước');
    expect(paid.textContent).toContain('1.700.000 đ');
    const fuel = within(table).getByRole('row', { name: /PC-2611-0001/ });
    expect(fuel.textContent).toContain(
      'Chi phí chuyến · Nhiên liệu · 51B-123.45 20-11-2026 · Đổ dầu',
    );
    expect(fuel.textContent).toContain('1.500.000 đ');
    const closing = within(table).getByRole('row', { name: new RegExp(t.flow.closingLine) });
    expect(closing.textContent).toContain('1.200.000 đ');
    expect(closing.textContent).toContain('200.000 đ');
    expect(closing.textContent).toContain('1.500.000 đ');
  });

  it('reads a busy range a page at a time, asking the server for the page', async () => {
    const api = open(userOf('staff'), undefined, 150);
    fireEvent.click(await screen.findByRole('tab', { name: t.tabs.flow }));
    const table = await screen.findByRole('table', { name: t.tabs.flow });
    await within(table).findByRole('row', { name: /PT-2611-0001/ });
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(api.queries(cashBookApi.book).at(-1)).toMatchObject({ paged: '2', limit: '100' }),
    );
    expect(api.queries(cashBookApi.book)[0]).toMatchObject({ paged: '1', date_from: DAY });
  });

  it('Kiểm quỹ sends the cash counted for the last day, then shows it short of the book', async () => {
    const api = open(userOf('staff'));
    fireEvent.click(within(await strip()).getByRole('button', { name: t.balance.count }));
    const dialog = await dialogTitled(t.countDialog.title(DAY));
    expect(dialog.textContent).toContain(t.countDialog.book(1_500_000));
    const counted = within(dialog).getByRole('textbox', { name: t.countDialog.counted });
    fireEvent.change(counted, { target: { value: '1480000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.countDialog.save }));
    expect(await screen.findByText('Đã kiểm quỹ: thiếu 20.000 đ')).toBeTruthy();
    expect(api.bodies(cashBookApi.count)).toEqual([{ date: DAY, counted: 1_480_000 }]);
    const status = within(await strip()).getByRole('status', { name: t.balance.count });
    await waitFor(() => expect(status.textContent).toContain(t.balance.difference(-20_000)));
    expect(status.textContent).toContain(t.balance.counted(DAY, 1_480_000, 1_500_000));
  });

  it("a count the server refuses keeps the dialog open with the field's message", async () => {
    open(userOf('staff'), refused(400, 'Dữ liệu không hợp lệ', { counted: 'Số tiền quá lớn' }));
    fireEvent.click(within(await strip()).getByRole('button', { name: t.balance.count }));
    const dialog = await dialogTitled(t.countDialog.title(DAY));
    fireEvent.change(within(dialog).getByRole('textbox', { name: t.countDialog.counted }), {
      target: { value: '1480000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t.countDialog.save }));
    expect(await within(dialog).findByText('Số tiền quá lớn')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
  });

  it('an admin changes the opening balance only with a reason', async () => {
    const api = open(userOf('admin'));
    fireEvent.click(within(await strip()).getByRole('button', { name: t.balance.setOpening }));
    const dialog = await dialogTitled(t.openingDialog.title);
    expect(
      (within(dialog).getByRole('textbox', { name: t.openingDialog.amount }) as HTMLInputElement)
        .value,
    ).toBe('500.000');
    fireEvent.click(within(dialog).getByRole('button', { name: t.openingDialog.save }));
    expect(await within(dialog).findByText(OPENING_REASON_REQUIRED)).toBeTruthy();
    expect(api.requests(cashBookApi.setOpening)).toHaveLength(0);
  });
});
