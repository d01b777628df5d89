import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupsApi } from '@depot/shared/backups/backups.contract';
import {
  RESTORE_CONFIRM_WRONG,
  type BackupList,
  type BackupStatus,
  type RestoreToResult,
  type WalStatus,
} from '@depot/shared/backups/backups.schema';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { vi as texts } from '../../../i18n/vi';
import { saveSession } from '../../../lib/session';
import { on, refused, stubEndpoints } from '../../../test/fake-api-endpoints';
import { userOf } from '../../../test/fake-api-lists';
import { depotSettings } from '../../../test/fake-api-payments';
import { currentUrl, fill, renderRoute, setupUser } from '../../../test/render-route';
import { BackupsPage } from './backups-page';

// Khôi phục về một thời điểm (docs/decisions/0011-backups.md): how far back the archived log
// reaches, a minute of the depot's clock sent, the depot's name typed, then everyone signs in
// again. The replay itself is the API's test.

const t = texts.backups.restoreTo;
const tr = texts.backups.restore;
const DEPOT = 'Chành Xe Phước Thịnh';
const list: BackupList = {
  rows: [],
  last_good_at: '2026-11-29T03:00:00.000Z',
  last_failed_at: null,
  last_error: null,
  warning: false,
  storage: { dir: '/srv/depot/backups', free_bytes: 10_000_000_000, second: null },
  copy_warning: true,
  set_aside: [],
  running: null,
};
const archiving: WalStatus = {
  archiving: true,
  error: null,
  last_segment_at: '2026-11-29T09:55:00.000Z',
  earliest_restore_point: '2026-11-22T19:00:00.000Z',
  last_base_at: '2026-11-28T19:00:00.000Z',
};
const statusOf = (wal: WalStatus): BackupStatus => ({
  dir: '/srv/depot/backups',
  free_bytes: 10_000_000_000,
  second_copy: {
    dir: null,
    set: false,
    writable: false,
    error: null,
    last_written_at: null,
    free_bytes: null,
  },
  wal,
  running: null,
});
const restored: RestoreToResult = {
  restored_to: '2026-11-28T07:37:00.000Z',
  base_backup_at: '2026-11-27T19:00:00.000Z',
  safety_backup: 'depot-20261129-170000-pre-restore.backup',
  previous_data: '/srv/depot/data/pg-before-restore-20261129-170000',
  customers: 1_204,
  goods: 48_311,
  payments: 9_870,
  last_payment_number: 'PT-2611-0412',
  seconds: 42.5,
};

// The depot's clock reads 17:00 on 29-11-2026 (10:00 UTC); the tests' browser runs on UTC.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

function open(wal: WalStatus, restoreTo: () => unknown = () => restored) {
  const api = stubEndpoints([
    on(backupsApi.list, () => list),
    on(backupsApi.status, () => statusOf(wal)),
    on(backupsApi.restoreTo, restoreTo as never),
    on(settingsApi.get, () => ({ ...depotSettings, depot_name: DEPOT })),
  ]);
  renderRoute(<BackupsPage />, '/sao-luu');
  return api;
}

const card = async () => (await screen.findByText(t.title)).closest('.ant-card') as HTMLElement;

/** Opens the dialog, picks 28-11-2026 14:37 (the depot's clock) and types the depot's name. */
async function fillDialog(name = DEPOT) {
  const user = setupUser();
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.open) }));
  const dialog = await screen.findByRole('dialog');
  const picker = within(dialog).getByLabelText(t.at);
  await fill(user, picker, '28-11-2026 14:37');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(picker).toHaveProperty('value', '28-11-2026 14:37'));
  fireEvent.change(within(dialog).getByRole('textbox', { name: tr.confirmBox }), {
    target: { value: name },
  });
  return dialog;
}

describe('Khôi phục về một thời điểm', () => {
  it('says the log is not archived, and why, with nothing to restore', async () => {
    saveSession('token', userOf('superadmin'));
    open({
      archiving: false,
      error: 'Cơ sở dữ liệu ngoài (DATABASE_URL): không lưu được nhật ký liên tục.',
      last_segment_at: null,
      earliest_restore_point: null,
      last_base_at: null,
    });
    const box = await card();
    await within(box).findByText(t.off);
    expect(box.textContent).toContain('Cơ sở dữ liệu ngoài (DATABASE_URL)');
    expect(within(box).queryByRole('button', { name: new RegExp(t.open) })).toBeNull();
  });

  it('says how far back a restore reaches, on the depot’s clock', async () => {
    saveSession('token', userOf('superadmin'));
    open(archiving);
    const box = await card();
    await within(box).findByText(t.on);
    expect(box.textContent).toContain(t.range('23-11-2026 02:00'));
    expect(box.textContent).toContain(`${t.lastSegment}29-11-2026 16:55`);
    expect(box.textContent).toContain(`${t.lastBase}29-11-2026 02:00`);
    expect(within(box).getByRole('button', { name: new RegExp(t.open) })).toBeTruthy();
  });

  it('waits for the first base backup before offering a restore', async () => {
    saveSession('token', userOf('superadmin'));
    open({ ...archiving, earliest_restore_point: null, last_base_at: null });
    const box = await card();
    await within(box).findByText(t.firstBase);
    expect(box.textContent).toContain(`${t.lastBase}${t.never}`);
    expect(within(box).queryByRole('button', { name: new RegExp(t.open) })).toBeNull();
  });

  it('sends the minute picked as the depot’s clock reads it, counts, then asks to sign in', async () => {
    saveSession('token', userOf('superadmin'));
    let answer: (reply: RestoreToResult) => void = () => undefined;
    const api = open(
      archiving,
      () => new Promise<RestoreToResult>((resolve) => (answer = resolve)),
    );
    const dialog = await fillDialog('chanh xe phuoc thinh');
    expect(dialog.textContent).toContain(t.warning('28-11-2026 14:37'));
    fireEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    await within(dialog).findByText(tr.running(0));
    // 14:37 at the depot (UTC+7) whatever the browser's zone.
    expect(api.requests(backupsApi.restoreTo)[0]?.body).toEqual({
      at: '2026-11-28T07:37:00.000Z',
      confirm: 'chanh xe phuoc thinh',
    });
    answer(restored);
    await within(dialog).findByText(t.done('28-11-2026 14:37', '42,5'));
    expect(dialog.textContent).toContain(`${t.restoredTo}28-11-2026 14:37`);
    expect(dialog.textContent).toContain(`${tr.customers}1.204`);
    expect(dialog.textContent).toContain(`${tr.goods}48.311`);
    expect(dialog.textContent).toContain(`${tr.payments}9.870`);
    expect(dialog.textContent).toContain(`${tr.lastPayment}PT-2611-0412`);
    fireEvent.click(within(dialog).getByRole('button', { name: tr.signInAgain }));
    await waitFor(() => expect(currentUrl()).toBe('/login'));
  });

  it('takes no minute after now at the depot', async () => {
    saveSession('token', userOf('superadmin'));
    open(archiving);
    const user = setupUser();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.open) }));
    const dialog = await screen.findByRole('dialog');
    // 17:00 at the depot now: 17:05 is still to come (and would be 10:05 in the browser's UTC).
    await fill(user, within(dialog).getByLabelText(t.at), '29-11-2026 17:05');
    await user.keyboard('{Enter}');
    fireEvent.change(within(dialog).getByRole('textbox', { name: tr.confirmBox }), {
      target: { value: DEPOT },
    });
    expect(within(dialog).getByRole('button', { name: t.submit }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('shows a refused name under its box and keeps the dialog as it was', async () => {
    saveSession('token', userOf('superadmin'));
    open(archiving, () => refused(400, 'Dữ liệu không hợp lệ', { confirm: RESTORE_CONFIRM_WRONG }));
    const dialog = await fillDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    const box = within(dialog).getByRole('textbox', { name: tr.confirmBox });
    await waitFor(() =>
      expect(box.closest('.ant-form-item')?.textContent).toContain(RESTORE_CONFIRM_WRONG),
    );
    expect(within(dialog).getByRole('alert').textContent).toContain('Dữ liệu không hợp lệ');
    expect(within(dialog).queryByRole('button', { name: tr.signInAgain })).toBeNull();
    expect(within(dialog).getByRole('button', { name: t.submit }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('says why the server refused, as a 409 words it', async () => {
    saveSession('token', userOf('superadmin'));
    const why = 'Chưa lưu nhật ký liên tục: không khôi phục được về một thời điểm.';
    open(archiving, () => refused(409, why));
    const dialog = await fillDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(why);
  });

  it('is the owner’s alone: an admin neither sees the card nor asks the status', async () => {
    saveSession('token', userOf('admin'));
    const api = open(archiving);
    await screen.findByText(texts.backups.storage.title);
    expect(screen.queryByText(t.title)).toBeNull();
    expect(api.requests(backupsApi.status)).toHaveLength(0);
  });
});
