import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackupList, BackupRow } from '@depot/shared/backups/backups.schema';
import type { User } from '@depot/shared/users/users.schema';
import { vi as texts } from '../../../i18n/vi';
import { saveSession } from '../../../lib/session';
import { BackupWarning } from './backup-warning';
import { BackupsPage } from './backups-page';

const t = texts.backups;
const user = (role: User['role']): User => ({
  id: 1,
  fullname: 'Chủ Chành Xe',
  username: 'chu',
  email: 'chu@chanhxe.vn',
  role,
  branch_id: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

const row = (name: string, overrides: Partial<BackupRow> = {}): BackupRow => ({
  name,
  created_at: '2026-11-24T23:00:00.000Z',
  size_bytes: 44_564_480,
  kind: 'hourly',
  verified: true,
  tables: 21,
  rows: 1_234_567,
  ...overrides,
});

let list: BackupList;
let posts: number;
const json = (data: unknown, status = 200, message = 'Thành công') =>
  new Response(JSON.stringify({ status: status < 400, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (url === '/api/backups' && init?.method === 'POST') {
    posts++;
    const made = row('depot-20261125-093000-manual.backup', { kind: 'manual' });
    list = { ...list, rows: [made, ...list.rows], warning: false };
    return Promise.resolve(json(made, 200, 'Đã sao lưu dữ liệu'));
  }
  if (url === '/api/backups') return Promise.resolve(json(list));
  return Promise.resolve(json(null, 404, 'Không tìm thấy'));
}

beforeEach(() => {
  posts = 0;
  list = {
    rows: [
      row('depot-20261125-060000-hourly.backup'),
      row('depot-20261124-020000-daily.backup', {
        created_at: '2026-11-23T19:00:00.000Z',
        kind: 'daily',
        verified: false,
        rows: null,
      }),
    ],
    last_good_at: '2026-11-24T23:00:00.000Z',
    last_failed_at: null,
    last_error: null,
    warning: false,
    storage: {
      dir: '/srv/depot/data/backups',
      free_bytes: 42.5 * 1024 ** 3,
      second: {
        dir: '/media/usb/depot',
        writable: true,
        error: null,
        last_written_at: '2026-11-24T22:00:00.000Z',
        free_bytes: 100 * 1024 ** 3,
      },
    },
    copy_warning: false,
    set_aside: [],
    running: null,
  };
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

function renderWith(node: React.ReactNode, role: User['role'] = 'admin') {
  saveSession('token', user(role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <MemoryRouter>{node}</MemoryRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

describe('Sao lưu dữ liệu', () => {
  it('lists the backups: depot time, kind, size in MB, checked or not, rows', async () => {
    renderWith(<BackupsPage />);
    const table = await screen.findByRole('table');
    await within(table).findByText('25-11-2026 06:00');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Hằng giờ');
    expect(first!.textContent).toContain('42,5 MB');
    expect(first!.textContent).toContain(t.verified);
    expect(first!.textContent).toContain('1.234.567');
    expect(second!.textContent).toContain('Hằng ngày');
    expect(second!.textContent).toContain(t.unverified);
    expect(screen.getByRole('button', { name: t.downloadOf(list.rows[0]!.name) })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes one now: busy until the server answers, then the new file is listed', async () => {
    renderWith(<BackupsPage />);
    await screen.findByText('25-11-2026 06:00');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t.backupNow) }));
    expect(await screen.findByText('Đã sao lưu: depot-20261125-093000-manual.backup')).toBeTruthy();
    await screen.findByText('Thủ công');
    expect(posts).toBe(1);
  });

  it('while another backup runs, says since when and keeps Sao lưu ngay off', async () => {
    list = { ...list, running: { started_at: '2026-11-25T02:05:00.000Z' } };
    renderWith(<BackupsPage />);
    expect(await screen.findByText(t.runningSince('25-11-2026 09:05'))).toBeTruthy();
    const button = screen.getByRole('button', { name: new RegExp(t.backupNow) });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(posts).toBe(0);
  });

  it('says why admins are warned: the last attempt failed, with its reason', async () => {
    list = {
      ...list,
      last_failed_at: '2026-11-25T01:00:00.000Z',
      last_error: 'Ổ đĩa đầy',
      warning: true,
    };
    renderWith(<BackupsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${t.warningFailed} (25-11-2026 08:00)`);
    expect(alert.textContent).toContain('Ổ đĩa đầy');
  });
});

describe('where the copies are', () => {
  it('shows both folders, the free space and when the second copy was last written', async () => {
    renderWith(<BackupsPage />);
    const card = (await screen.findByText(t.storage.title)).closest('.ant-card') as HTMLElement;
    await within(card).findByText(/\/srv\/depot\/data\/backups/);
    expect(card.textContent).toContain('/srv/depot/data/backups · Còn trống: 42,5 GB');
    expect(card.textContent).toContain('/media/usb/depot');
    expect(card.textContent).toContain(t.storage.writable);
    expect(card.textContent).toContain(`${t.storage.lastWritten}25-11-2026 05:00`);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('names the databases earlier restores set aside, their size and how to drop them', async () => {
    list = {
      ...list,
      set_aside: [{ name: 'depot_before_restore_20261120_101500', size_bytes: 1.5 * 1024 ** 3 }],
    };
    renderWith(<BackupsPage />);
    const note = await screen.findByRole('note', { name: t.setAside(1) });
    expect(note.textContent).toContain('depot_before_restore_20261120_101500 · 1,5 GB');
    expect(note.textContent).toContain('npm run restore -- --drop-old');
  });

  it('warns admins on every screen when there is no second copy, or it cannot be written', async () => {
    list = { ...list, storage: { ...list.storage, second: null }, copy_warning: true };
    renderWith(<BackupWarning />);
    const note = await screen.findByRole('note', { name: t.copyNone });
    expect(note.textContent).toContain('BACKUP_DIR');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    const error = 'Ổ đĩa của bản sao thứ hai đã đầy.';
    list = {
      ...list,
      storage: {
        ...list.storage,
        second: {
          dir: '/media/usb/depot',
          writable: false,
          error,
          last_written_at: null,
          free_bytes: null,
        },
      },
    };
    renderWith(<BackupsPage />);
    const failed = await screen.findByRole('note', { name: `${t.copyFailed}: /media/usb/depot` });
    expect(failed.textContent).toContain(error);
  });
});

describe('the warning on every screen', () => {
  it('shows admins a stale backup with the way to the backups screen', async () => {
    list = { ...list, warning: true };
    renderWith(<BackupWarning />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.warningStale);
    expect(alert.textContent).toContain(`${t.lastGood}: 25-11-2026 06:00`);
    expect(within(alert).getByRole('link', { name: t.warningOpen }).getAttribute('href')).toBe(
      '/sao-luu',
    );
  });

  it('asks nothing and shows nothing to staff', async () => {
    list = { ...list, warning: true };
    renderWith(<BackupWarning />, 'staff');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
  });
});
