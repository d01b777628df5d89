import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import {
  NOT_MISSING,
  type ArrivalGoods,
  type TripArrival,
} from '@depot/shared/trips/trip-arrival.schema';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import type { User } from '@depot/shared/users/users.schema';
import { vi as texts } from '../../../i18n/vi';
import { clearSession, saveSession } from '../../../lib/session';
import { on, refused, stubEndpoints } from '../../../test/fake-api-endpoints';
import { userOf } from '../../../test/fake-api-lists';
import { renderRoute } from '../../../test/render-route';
import { TripArrivalPage } from './trip-arrival-page';
import { arrivalOf, CT, parcelOf, SG } from './trip-road.test-kit';

// An admin's acts on a confirmed arrival (docs/domain.md, "Branches"): a missing parcel written
// off with a reason (`Báo mất`), an extra one accepted at the branch (`Nhận vào chi nhánh`).

const t = texts.statements.road;
const URL = '/bang-ke/31/nhan-xe';
const AT = '2026-11-20T03:10:00.000Z';
const CONFIRMED = {
  departed_at: '2026-11-20T02:30:00.000Z',
  departed_by: 1,
  arrival_confirmed_at: '2026-11-20T03:00:00.000Z',
};
/** 3 expected, 2 scanned off, parcel 3 missing, parcel 9 came though not on the list. */
const confirmed = () => arrivalOf(3, 2, CONFIRMED, [parcelOf(9, '2026-11-20T02:50:00.000Z')]);

/** The list after parcel 3 was written off for `reason`. */
function writtenOff(reason: string): TripArrival {
  const list = confirmed();
  const gone: ArrivalGoods = { ...parcelOf(3), written_off_at: AT, write_off_reason: reason };
  return {
    ...list,
    expected: list.expected.map((p) => (p.id === gone.id ? gone : p)),
    missing: [],
    written_off: [gone],
  };
}

/**
 * The page at `list` for `user`; `refusal` answers the write-off instead of the list after it.
 * Every later read gives the list as the last act left it, as the server does.
 */
function open(user: User, list: TripArrival, refusal?: Response) {
  saveSession('token', user);
  let now = list;
  const api = stubEndpoints([
    on(branchesApi.list, () => [SG, CT]),
    on(tripsApi.arrival, () => now),
    on(tripsApi.writeOff, ({ body }) => {
      if (refusal) return refusal;
      now = writtenOff((body as { reason: string }).reason);
      return now;
    }),
    on(tripsApi.acceptExtra, () => {
      now = { ...now, extra: now.extra.map((p) => ({ ...p, accepted_at: AT })) };
      return now;
    }),
  ]);
  renderRoute(<TripArrivalPage />, URL, '/bang-ke/:id/nhan-xe');
  return api;
}

async function section(name: string, tab: RegExp) {
  fireEvent.click(await screen.findByRole('tab', { name: tab }));
  return screen.findByRole('region', { name });
}

/** Opens `Báo mất` on parcel 3's row; the dialog it opens. */
async function askWriteOff() {
  const missing = await section(t.missing, /^Thiếu/);
  const row = within(missing).getByRole('row', { name: /2611-0003/ });
  fireEvent.click(within(row).getByRole('button', { name: t.writeOff }));
  return screen.findByRole('dialog', { name: t.writeOffTitle('2611-0003') });
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('an admin on the arrival list', () => {
  it('writes off a missing parcel with a required reason, never on Enter', async () => {
    const api = open(userOf('admin'), confirmed());
    const dialog = await askWriteOff();
    const reason = within(dialog).getByRole('textbox', { name: t.writeOffReason });
    // The reason box holds the focus, not a button an Enter would press.
    await waitFor(() => expect(document.activeElement).toBe(reason));

    fireEvent.click(within(dialog).getByRole('button', { name: t.writeOffOk }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do')).toBeTruthy();
    // A scanner's code and Enter land in the reason box: a new line, not a yes.
    fireEvent.change(reason, { target: { value: '2611-0003' } });
    fireEvent.keyDown(reason, { key: 'Enter', code: 'Enter' });
    expect(api.requests(tripsApi.writeOff)).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.change(reason, { target: { value: '  Rơi mất dọc đường ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.writeOffOk }));
    await waitFor(() => expect(api.requests(tripsApi.writeOff)).toHaveLength(1));
    expect(api.requests(tripsApi.writeOff)[0]!.path).toBe(
      '/api/trips/31/arrival/missing/103/write-off',
    );
    expect(api.bodies(tripsApi.writeOff)).toEqual([{ reason: 'Rơi mất dọc đường' }]);

    // The reply is the list after it: the row stays, marked, with the reason.
    expect(await screen.findByRole('tab', { name: 'Thiếu (0)' })).toBeTruthy();
    const missing = screen.getByRole('region', { name: t.missing });
    const row = within(missing).getByRole('row', { name: /2611-0003/ });
    expect(row.textContent).toContain(t.writtenOff);
    expect(row.textContent).toContain('Rơi mất dọc đường');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(
      (await screen.findByText(t.writeOffDone('2611-0003'))).closest('.toast-success'),
    ).toBeTruthy();
  });

  it('shows a refused write-off in a red toast with the server’s message', async () => {
    const api = open(userOf('admin'), confirmed(), refused(409, NOT_MISSING));
    const dialog = await askWriteOff();
    const reason = within(dialog).getByRole('textbox', { name: t.writeOffReason });
    fireEvent.change(reason, { target: { value: 'Rơi mất dọc đường' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.writeOffOk }));
    expect(await screen.findByText(NOT_MISSING, { selector: '.toast-error *' })).toBeTruthy();
    expect(api.requests(tripsApi.writeOff)).toHaveLength(1);
    const missing = screen.getByRole('region', { name: t.missing });
    expect(within(missing).getByRole('button', { name: t.writeOff })).toBeTruthy();
  });

  it('accepts an extra parcel at the branch after asking', async () => {
    const api = open(userOf('admin'), confirmed());
    const extra = await section(t.extra, /^Thừa/);
    const row = within(extra).getByRole('row', { name: /2611-0009/ });
    fireEvent.click(within(row).getByRole('button', { name: t.acceptExtra }));
    const dialog = await screen.findByRole('dialog', { name: t.acceptTitle });
    expect(dialog.textContent).toContain(t.acceptQuestion('2611-0009', '51C-123.45'));
    expect(api.requests(tripsApi.acceptExtra)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: t.acceptOk }));
    await waitFor(() =>
      expect(within(row).queryByRole('button', { name: t.acceptExtra })).toBeNull(),
    );
    expect(api.requests(tripsApi.acceptExtra)[0]!.path).toBe(
      '/api/trips/31/arrival/extras/109/accept',
    );
    expect(row.textContent).toContain(t.accepted);
  });

  it('offers no write-off before the arrival is confirmed', async () => {
    open(userOf('admin'), arrivalOf(3, 2, { departed_at: CONFIRMED.departed_at }));
    const missing = await section(t.missing, /^Thiếu/);
    expect(within(missing).getByRole('row', { name: /2611-0003/ })).toBeTruthy();
    expect(within(missing).queryByRole('button', { name: t.writeOff })).toBeNull();
  });
});

describe('staff on the arrival list', () => {
  it('see what was decided, and no button to decide it', async () => {
    const list = writtenOff('Rơi mất dọc đường');
    open(userOf('staff'), { ...list, missing: [parcelOf(2)] });
    const missing = await section(t.missing, /^Thiếu/);
    expect(within(missing).getByRole('row', { name: /2611-0003/ }).textContent).toContain(
      t.writtenOff,
    );
    expect(within(missing).queryByRole('button', { name: t.writeOff })).toBeNull();
    const extra = await section(t.extra, /^Thừa/);
    expect(within(extra).getByRole('row', { name: /2611-0009/ })).toBeTruthy();
    expect(within(extra).queryByRole('button', { name: t.acceptExtra })).toBeNull();
  });
});
