import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@depot/shared/settings/settings.schema';
import type { Role, User } from '@depot/shared/users/users.schema';
import { reply } from '../../test/fake-api';
import { branchOf } from '../../test/fake-api-forms';
import { saveSession } from '../../lib/session';
import { RequireDashboard, RequireStatistics } from '../require-role';
import { AppSider } from './app-sider';

let settings: Settings;

beforeEach(() => {
  settings = { ...DEFAULT_SETTINGS, configured: true, updated_at: null };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(String(input) === '/api/settings' ? reply(settings) : reply(null)),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function signIn(role: Role) {
  const user: User = {
    id: 5,
    username: 'lan',
    email: 'lan@chanhxe.vn',
    fullname: 'Trần Thị Lan',
    role,
    branch_id: null,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
  };
  saveSession('token', user);
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppSider collapsed={false} overlay={false} />
        <main>
          <Routes>
            <Route element={<RequireStatistics />}>
              <Route path="/phieu-thu" element={<p>Trang phiếu thu</p>} />
            </Route>
            <Route element={<RequireDashboard />}>
              <Route path="/thong-ke/tong-quan" element={<p>Trang tổng quan</p>} />
            </Route>
            <Route path="*" element={null} />
          </Routes>
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The menu's entries, once the settings have loaded (the dashboard's entry says they have). */
async function menuOnceLoaded(loadedWhen: string, present: boolean): Promise<string[]> {
  const nav = screen.getByRole('navigation', { name: 'Menu chính' });
  if (present) await within(nav).findByText(loadedWhen);
  else await vi.waitFor(() => expect(within(nav).queryByText(loadedWhen)).toBeNull());
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('what the menu shows under the owner’s settings', () => {
  it('staff see the statistics by default, with the dashboard inside them', async () => {
    signIn('staff');
    renderAt('/products');
    const nav = screen.getByRole('navigation', { name: 'Menu chính' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(expect.arrayContaining(['Thống Kê', 'Phiếu thu', 'Chi tiết vận chuyển']));
    expect(links).not.toContain('Tổng quan');
  });

  it('hides the statistics from staff when switched off; the dashboard keeps an entry of its own', async () => {
    settings = { ...settings, staff_see_statistics: false };
    signIn('staff');
    renderAt('/phieu-thu');
    const links = await menuOnceLoaded('Tổng quan', true);
    for (const hidden of ['Thống Kê', 'Phiếu thu', 'Chi tiết vận chuyển'])
      expect(links).not.toContain(hidden);
    expect(links).toContain('Công nợ');
    // Typed in the address bar, the page says 403 instead of asking the server in vain.
    expect(await screen.findByText('Bạn không có quyền truy cập trang này')).toBeTruthy();
    expect(screen.queryByText('Trang phiếu thu')).toBeNull();
  });

  it('hides the dashboard too when both are off', async () => {
    settings = { ...settings, staff_see_statistics: false, staff_see_dashboard: false };
    signIn('staff');
    renderAt('/thong-ke/tong-quan');
    expect(await screen.findByText('Bạn không có quyền truy cập trang này')).toBeTruthy();
    const links = await menuOnceLoaded('Tổng quan', false);
    expect(links).not.toContain('Thống Kê');
  });

  it('admins see everything whatever the settings', async () => {
    settings = { ...settings, staff_see_statistics: false, staff_see_dashboard: false };
    signIn('admin');
    renderAt('/phieu-thu');
    expect(await screen.findByText('Trang phiếu thu')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Menu chính' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(expect.arrayContaining(['Thống Kê', 'Phiếu thu', 'Cài đặt']));
    expect(links).not.toContain('Tổng quan');
  });
});

describe('the entries of a depot with branches', () => {
  it('shows Hàng chờ giao only once the depot has more than one branch', async () => {
    signIn('staff');
    let branches = [branchOf({ id: 1, code: 'SG' })];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = String(input);
        if (path === '/api/settings') return Promise.resolve(reply(settings));
        return Promise.resolve(reply(path.startsWith('/api/branches') ? branches : null));
      }),
    );
    renderAt('/products');
    const nav = screen.getByRole('navigation', { name: 'Menu chính' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/branches', expect.anything()));
    await within(nav).findByText('Thống Kê');
    expect(within(nav).queryByText('Hàng chờ giao')).toBeNull();

    cleanup();
    branches = [branchOf({ id: 1, code: 'SG' }), branchOf({ id: 2, code: 'CT' })];
    renderAt('/products');
    const again = screen.getByRole('navigation', { name: 'Menu chính' });
    expect(await within(again).findByText('Hàng chờ giao')).toBeTruthy();
  });
});
