import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import { OTHER_NOTE_REQUIRED, TRIP_REQUIRED } from '@depot/shared/payouts/payouts.schema';
import type { Payout } from '@depot/shared/payouts/payouts.schema';
import { DEFAULT_SETTINGS } from '@depot/shared/settings/settings.schema';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { depotToday } from '@depot/shared/validation/dates';
import { vi as texts } from '../../i18n/vi';
import {
  on,
  refused,
  said,
  stubEndpoints,
  type FieldOf,
  type Refusal,
} from '../../test/fake-api-endpoints';
import { pageAt } from '../../test/fake-api-lists';
import { renderRoute } from '../../test/render-route';
import { PayoutDialog } from './payout-dialog';
import { payoutOf, tripOf } from '../../test/fake-payouts';

// Lập phiếu chi (docs/payments.md "Payouts"): a trip cost or other spending, recorded once.

const t = texts.payouts;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
// The settings are not stubbed: the depot's zone is the default one.
const TODAY = depotToday(DEFAULT_SETTINGS.time_zone);
const OTHER_DAY = '2026-11-21';
const TRIPS = {
  [TODAY]: [tripOf(9, '51B-123.45', 'Nguyễn Văn Tài', TODAY)],
  [OTHER_DAY]: [tripOf(12, '60C-777.01', 'Lê Văn Hùng', OTHER_DAY)],
};

type Answer = Payout | Refusal<FieldOf<typeof payoutsApi.create>>;

/** The depot: each day's trips, and POST /payouts answered by `answer` (now or later). */
function stubDepot(answer: () => Answer | Promise<Answer> = () => payoutOf()) {
  return stubEndpoints([
    on(tripsApi.list, ({ query }) => {
      const rows = TRIPS[query.get('date_from') ?? ''] ?? [];
      return pageAt(rows, rows.length, 1, 1000);
    }),
    on(payoutsApi.create, async () => {
      const reply = await answer();
      return reply instanceof Response ? reply : said(`Đã chi ${reply.number}`, reply);
    }),
  ]);
}

afterEach(() => vi.unstubAllGlobals());

function openDialog(onClose = vi.fn()) {
  renderRoute(<PayoutDialog open onClose={onClose} />, '/so-quy');
  return onClose;
}

/** The form item (label, field, messages) of a field. */
const itemOf = (label: string) =>
  screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;

/** Opens a select and picks the option titled `title`. */
async function choose(label: string, title: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
  fireEvent.click(option);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: t.submit }));
const typeAmount = (text: string) =>
  fireEvent.change(screen.getByLabelText(t.amount), { target: { value: text } });

describe('Lập phiếu chi', () => {
  it('records a trip cost of one of today’s trips, then says its number and closes', async () => {
    const api = stubDepot();
    const onClose = openDialog();
    expect(await screen.findByRole('dialog', { name: t.dialogTitle })).toBeTruthy();
    await choose(t.trip, '51B-123.45 · Nguyễn Văn Tài');
    await choose(t.costType, 'Nhiên liệu');
    typeAmount('1.500.000');
    fireEvent.click(screen.getByRole('radio', { name: 'Chuyển khoản' }));
    submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(t.recorded('PC-2611-0001'))).toBeTruthy();
    const [body] = api.bodies(payoutsApi.create);
    expect(body).toEqual({
      kind: 'trip',
      trip_id: 9,
      cost_type: 'fuel',
      amount: 1_500_000,
      method: 'transfer',
      request_id: expect.stringMatching(UUID),
    });
    expect(api.queries(tripsApi.list)[0]).toMatchObject({ date_from: TODAY, date_to: TODAY });
  });

  it('offers the trips of the day chosen, and says when a day has none', async () => {
    const api = stubDepot();
    openDialog();
    const date = await screen.findByLabelText(t.tripDate);
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '21-11-2026' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(api.queries(tripsApi.list)).toContainEqual(
        expect.objectContaining({ date_from: OTHER_DAY, date_to: OTHER_DAY }),
      ),
    );
    await choose(t.trip, '60C-777.01 · Lê Văn Hùng');

    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '01-01-2020' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await within(itemOf(t.trip)).findByText(t.noTrips)).toBeTruthy();
    // Another day empties the trip chosen: it is refused until one of that day is picked.
    submit();
    expect(await within(itemOf(t.trip)).findByText(TRIP_REQUIRED)).toBeTruthy();
    expect(api.bodies(payoutsApi.create)).toEqual([]);
  });

  it('refuses Chi khác without a note with the server’s message under Ghi chú', async () => {
    const api = stubDepot();
    openDialog();
    fireEvent.click(await screen.findByRole('radio', { name: 'Chi khác' }));
    await waitFor(() => expect(screen.queryByLabelText(t.trip)).toBeNull());
    typeAmount('50.000');
    submit();
    expect(await within(itemOf(t.note)).findByText(OTHER_NOTE_REQUIRED)).toBeTruthy();
    expect(api.bodies(payoutsApi.create)).toEqual([]);

    fireEvent.change(screen.getByLabelText(t.note), { target: { value: ' Mua nước uống ' } });
    submit();
    await waitFor(() => expect(api.bodies(payoutsApi.create)).toHaveLength(1));
    expect(api.bodies(payoutsApi.create)[0]).toEqual({
      kind: 'other',
      amount: 50_000,
      method: 'cash',
      note: 'Mua nước uống',
      request_id: expect.stringMatching(UUID),
    });
  });

  it('shows the server’s field errors under their fields and keeps the dialog open', async () => {
    const gone = 'Chuyến xe không còn, vui lòng chọn lại';
    const api = stubDepot(() => refused(409, gone, { trip_id: gone }));
    const onClose = openDialog();
    await choose(t.trip, '51B-123.45 · Nguyễn Văn Tài');
    await choose(t.costType, 'Phí cầu đường');
    typeAmount('30000');
    submit();
    expect(await within(itemOf(t.trip)).findByText(gone)).toBeTruthy();
    expect(api.bodies(payoutsApi.create)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends one request for a double click', async () => {
    let answer: (payout: Payout) => void = () => undefined;
    const api = stubDepot(() => new Promise<Payout>((resolve) => (answer = resolve)));
    const onClose = openDialog();
    fireEvent.click(await screen.findByRole('radio', { name: 'Chi khác' }));
    typeAmount('20.000');
    fireEvent.change(screen.getByLabelText(t.note), { target: { value: 'Gửi xe' } });
    const button = screen.getByRole('button', { name: t.submit });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.bodies(payoutsApi.create)).toHaveLength(1));
    // Busy until the reply: a third click sends nothing either.
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    fireEvent.click(button);
    answer(payoutOf({ kind: 'other', trip: null, cost_type: null, number: 'PC-2611-0002' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(t.recorded('PC-2611-0002'))).toBeTruthy();
    expect(api.bodies(payoutsApi.create)).toHaveLength(1);
  });
});
