import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { codApi } from '@depot/shared/cod/cod.contract';
import type { CodLine, CodSenderLines, CodSenders } from '@depot/shared/cod/cod.schema';
import { codPayoutChanged } from '@depot/shared/payouts/cod-payout.rules';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { vi as texts } from '../../../i18n/vi';
import { saveSession } from '../../../lib/session';
import { on, refused, stubEndpoints } from '../../../test/fake-api-endpoints';
import { userOf } from '../../../test/fake-api-lists';
import { depotSettings } from '../../../test/fake-api-payments';
import { payoutOf } from '../../../test/fake-payouts';
import { renderRoute } from '../../../test/render-route';
import { CodSendersPage } from './cod-senders-page';

// Chi trả (docs/payments.md, "Paying senders"): the dialog counts the sum, the fee and what the
// sender receives as the server will (cod-payout.rules.ts) and sends the lines ticked with it;
// the server's own counting is the API's test (payouts-cod.test.ts).

const t = texts.cod;
const son = { id: 9, full_name: 'Công ty Sơn Á Đông', phone: '0281234567' };
const figures = {
  lines: 3,
  cod_amount: 1_700_000,
  not_collected: 500_000,
  collected_unpaid: 1_200_000,
  paid_out: 0,
};
const senders: CodSenders = {
  rows: [{ sender: son, ...figures }],
  total: 1,
  paginate: { paged: 1, limit: 50, last_page: 1 },
  sums: figures,
};
const line = (id: number, name: string, cod: number, collected: number): CodLine => ({
  id,
  code: `2611-00${id}`,
  name,
  datetime: '2026-11-05',
  receiver: { id: 7, full_name: 'Tiệm Tạp Hóa Bảy', phone: '0903123456' },
  cod_amount: cod,
  cod_collected: collected,
  cod_due: cod - collected,
  paid_out: 0,
  state: collected === cod ? 'collected' : collected > 0 ? 'partial' : 'not_collected',
});
const lines: CodSenderLines = {
  sender: son,
  lines: [
    line(41, 'Sơn nước 18L', 1_000_000, 1_000_000),
    line(42, 'Sơn lót 5L', 400_000, 200_000),
    line(43, 'Cọ lăn', 300_000, 0),
  ],
  sums: figures,
};
const feeSettings = { ...depotSettings, cod_fee_percent: 1.5, cod_fee_min: 20_000 };

function open(create: () => unknown = () => payoutOf({ id: 5, kind: 'cod' })) {
  const api = stubEndpoints([
    on(codApi.senders, () => senders),
    on(codApi.senderLines, () => lines),
    on(settingsApi.get, () => feeSettings),
    on(payoutsApi.create, create as never),
  ]);
  renderRoute(<CodSendersPage />, '/doi-soat-thu-ho');
  return api;
}

const net = () => screen.getByLabelText(t.payout.net).textContent;

describe('Chi trả', () => {
  beforeEach(() => saveSession('token', userOf('admin')));

  it('pays the lines ticked, less the fee, and offers the slip', async () => {
    const api = open();
    fireEvent.click(await screen.findByRole('button', { name: t.payOutOf(son.full_name) }));
    const dialog = await screen.findByRole('dialog');
    const table = await within(dialog).findByRole('table', { name: t.payout.lines });
    // Two lines wait (the third collected nothing): 1 200 000, 1,5 % under the minimum.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(dialog).getByText(t.payout.fee('1,5 % (tối thiểu 20.000 đ)'))).toBeTruthy();
    expect(net()).toBe('1.180.000 đ');
    const second = within(table).getByRole('row', { name: /Sơn lót 5L/ });
    fireEvent.click(within(second).getByRole('checkbox'));
    await waitFor(() => expect(net()).toBe('980.000 đ'));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chuyển khoản' }));
    fireEvent.click(within(dialog).getByRole('button', { name: t.payout.submit }));
    await within(dialog).findByText(t.payout.recorded('PC-2611-0001'));
    expect(api.requests(payoutsApi.create)[0]?.body).toMatchObject({
      kind: 'cod',
      sender_id: 9,
      lines: [41],
      amount: 980_000,
      method: 'transfer',
    });
    const print = within(dialog).getByRole('link', { name: t.payout.printSlip });
    expect(print.getAttribute('href')).toBe('/phieu-chi/5');
  });

  it('says the server’s refusal and pays nothing', async () => {
    open(() => refused(409, codPayoutChanged(1_000_000)));
    fireEvent.click(await screen.findByRole('button', { name: t.payOutOf(son.full_name) }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('table', { name: t.payout.lines });
    fireEvent.click(within(dialog).getByRole('button', { name: t.payout.submit }));
    await within(dialog).findByText(codPayoutChanged(1_000_000));
    expect(within(dialog).queryByRole('link', { name: t.payout.printSlip })).toBeNull();
  });

  it('is not offered to staff', async () => {
    saveSession('token', userOf('staff'));
    open();
    await screen.findByText(son.full_name);
    expect(screen.queryByRole('button', { name: t.payOutOf(son.full_name) })).toBeNull();
  });
});
