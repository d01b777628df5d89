import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backupsApi } from '@depot/shared/backups/backups.contract';
import type { BackupList, BackupSummary } from '@depot/shared/backups/backups.schema';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { vi as texts } from '../../../i18n/vi';
import { saveSession } from '../../../lib/session';
import { on, refused, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { userOf } from '../../../test/fake-api-lists';
import { depotSettings } from '../../../test/fake-api-payments';
import { renderRoute } from '../../../test/render-route';
import { BackupsPage } from './backups-page';

// Khôi phục from the screen (docs/decisions/0011-backups.md): what the file holds first, the
// depot's name typed, then everyone signs in again. The restore itself is the API's test
// (apps/server/test/backup-restore-screen.test.ts).

const t = texts.backups.restore;
const NAME = 'depot-20261125-060000-hourly.backup';
const list: BackupList = {
  rows: [
    {
      name: NAME,
      created_at: '2026-11-24T23:00:00.000Z',
      size_bytes: 4_456_448,
      kind: 'hourly',
      verified: true,
      tables: 40,
      rows: 12_345,
    },
  ],
  last_good_at: '2026-11-24T23:00:00.000Z',
  last_failed_at: null,
  last_error: null,
  warning: false,
  storage: { dir: '/srv/depot/backups', free_bytes: 10_000_000_000, second: null },
  copy_warning: true,
  set_aside: [],
  running: null,
};
const summary: BackupSummary = {
  name: NAME,
  created_at: '2026-11-24T23:00:00.000Z',
  kind: 'hourly',
  app_version: '1.0.0',
  depot_name: 'Chành Xe Phước Thịnh',
  customers: 1_204,
  goods: 48_311,
  payments: 9_870,
  last_payment_number: 'PT-2611-0412',
  rows: 12_345,
};

function open(restore: () => unknown) {
  const api = stubEndpoints([
    on(backupsApi.list, () => list),
    on(backupsApi.check, () => summary),
    on(backupsApi.restore, restore as never),
    on(settingsApi.get, () => ({ ...depotSettings, depot_name: 'Chành Xe Phước Thịnh' })),
  ]);
  renderRoute(<BackupsPage />, '/sao-luu');
  return api;
}

describe('Khôi phục', () => {
  it('shows what the backup holds, sends the name typed, then asks everyone to sign in', async () => {
    saveSession('token', userOf('superadmin'));
    const api = open(() =>
      said('Đã khôi phục', {
        restored: NAME,
        safety_backup: 'depot-20261129-120000-pre-restore.backup',
        previous_database: 'depot_before_restore_20261129_120000',
        rows: 12_345,
        seconds: 4.2,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: t.actionOf(NAME) }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('PT-2611-0412');
    expect(within(dialog).getByText('48.311')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: t.submit });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: t.confirmBox }), {
      target: { value: 'chanh xe phuoc thinh' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    await within(dialog).findByText(t.done(NAME, 4.2));
    expect(api.requests(backupsApi.restore)[0]?.body).toEqual({ confirm: 'chanh xe phuoc thinh' });
    expect(within(dialog).getByRole('button', { name: t.signInAgain })).toBeTruthy();
  });

  it('says why a restore was refused and keeps the dialog', async () => {
    saveSession('token', userOf('superadmin'));
    open(() => refused(409, 'Tệp này không phải là tệp sao lưu của phần mềm chành xe.'));
    fireEvent.click(await screen.findByRole('button', { name: t.actionOf(NAME) }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('PT-2611-0412');
    const box = within(dialog).getByRole('textbox', { name: t.confirmBox });
    // Another name leaves the button off: only the depot's own name sends.
    fireEvent.change(box, { target: { value: 'Kho khác' } });
    expect(within(dialog).getByRole('button', { name: t.submit }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.change(box, { target: { value: 'Chành Xe Phước Thịnh' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    await within(dialog).findByText('Tệp này không phải là tệp sao lưu của phần mềm chành xe.');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: t.submit }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
  });

  it('uploads a file brought from elsewhere and opens its restore at once', async () => {
    saveSession('token', userOf('superadmin'));
    const UPLOADED = 'depot-20261129-120000-uploaded.backup';
    const api = stubEndpoints([
      on(backupsApi.list, () => list),
      on(backupsApi.upload, () =>
        said('Đã tải lên', { ...list.rows[0]!, name: UPLOADED, kind: 'uploaded' as const }),
      ),
      on(backupsApi.check, () => ({ ...summary, name: UPLOADED })),
      on(settingsApi.get, () => ({ ...depotSettings, depot_name: 'Chành Xe Phước Thịnh' })),
    ]);
    renderRoute(<BackupsPage />, '/sao-luu');
    const input = await screen.findByLabelText(t.upload);
    const file = new File(['tệp sao lưu'], 'depot-20261125-060000-hourly.backup');
    fireEvent.change(input, { target: { files: [file] } });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('PT-2611-0412');
    expect(api.requests(backupsApi.upload)).toHaveLength(1);
    expect(api.requests(backupsApi.check)[0]?.params).toMatchObject({ name: UPLOADED });
  });

  it('drops a database an earlier restore set aside, after asking', async () => {
    saveSession('token', userOf('superadmin'));
    const OLD = 'depot_before_restore_20261120_101500';
    const api = stubEndpoints([
      on(backupsApi.list, () => ({ ...list, set_aside: [{ name: OLD, size_bytes: 52_428_800 }] })),
      on(backupsApi.dropSetAside, () => said(`Đã xóa dữ liệu cũ ${OLD}`, { dropped: OLD })),
      on(settingsApi.get, () => depotSettings),
    ]);
    renderRoute(<BackupsPage />, '/sao-luu');
    fireEvent.click(await screen.findByRole('button', { name: t.dropOf(OLD) }));
    const ask = await screen.findByRole('dialog');
    within(ask).getByText(t.dropQuestion(OLD));
    fireEvent.click(within(ask).getByRole('button', { name: t.dropOk }));
    await waitFor(() => expect(api.requests(backupsApi.dropSetAside)).toHaveLength(1));
    expect(api.requests(backupsApi.dropSetAside)[0]?.params).toMatchObject({ name: OLD });
  });

  it('is the owner’s alone', async () => {
    saveSession('token', userOf('admin'));
    open(() => null);
    await screen.findByText(/06:00/);
    expect(screen.queryByRole('button', { name: t.actionOf(NAME) })).toBeNull();
    expect(screen.queryByLabelText(t.upload)).toBeNull();
  });
});
