import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@depot/shared/settings/settings.schema';
import { TIME_ZONE_UNKNOWN_TO_DB } from '@depot/shared/settings/time-zones';
import { PUBLIC_URL_INVALID } from '@depot/shared/tracking/tracking.rules';
import { reply } from '../../../test/fake-api';
import { SettingsPage } from './settings-page';

const stored: Settings = {
  ...DEFAULT_SETTINGS,
  depot_name: 'Chành xe Phú Quý',
  address: '12 Lê Lợi, Quận 1',
  hotline: '0903 123 456',
  configured: true,
  updated_at: '2026-11-20T02:00:00.000Z',
};

let puts: Record<string, unknown>[];
let refuseZone: boolean;

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (String(input) !== '/api/settings') return Promise.resolve(reply(null));
  if (init?.method !== 'PUT') return Promise.resolve(reply(stored));
  const body = JSON.parse(String(init.body)) as Record<string, unknown>;
  puts.push(body);
  if (refuseZone)
    return Promise.resolve(
      new Response(
        JSON.stringify({
          status: false,
          message: TIME_ZONE_UNKNOWN_TO_DB,
          errors: { time_zone: TIME_ZONE_UNKNOWN_TO_DB },
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    );
  return Promise.resolve(reply({ ...stored, ...body }, 'Đã lưu cài đặt'));
}

beforeEach(() => {
  puts = [];
  refuseZone = false;
  vi.stubGlobal('fetch', vi.fn(fakeServer));
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <MemoryRouter>
            <SettingsPage />
          </MemoryRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

// Found by text, not by role: role queries walk the whole form's tree, slow on a busy machine.
const submitButton = () => screen.getByText('Cập nhật').closest('button')!;
const zoneSelect = () => screen.getByLabelText('Múi giờ của chành xe');

/** Searches the time zone select, typed at once: jsdom renders each of 400 options slowly. */
function searchZone(typed: string) {
  fireEvent.change(zoneSelect(), { target: { value: typed } });
}

/** Searches the time zone select and picks the option whose title matches `title`. */
async function pickZone(
  user: ReturnType<typeof userEvent.setup>,
  typed: string,
  title: string | RegExp,
) {
  searchZone(typed);
  await user.click(await screen.findByTitle(title));
}

describe('the settings form: the depot time zone and what staff see', () => {
  it('shows Vietnam first and the stored choices; saves the zone and the switches chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByDisplayValue('Chành xe Phú Quý');
    expect(screen.getByTitle('Asia/Ho_Chi_Minh — Việt Nam (GMT+07:00)')).toBeTruthy();
    for (const name of ['Thống kê', 'Tổng quan', 'Tổng công nợ của chành xe'])
      expect(screen.getByLabelText(name)).toHaveProperty('checked', true);

    // The search by words and the order are settings-form-values.test's.
    await pickZone(user, 'utc', /^UTC \(GMT(\+00:00)?\)$/);
    await user.click(screen.getByLabelText('Thống kê'));
    await user.click(screen.getByLabelText('Tổng công nợ của chành xe'));
    await user.click(submitButton());

    await screen.findByText('Đã lưu cài đặt');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      depot_name: 'Chành xe Phú Quý',
      time_zone: 'UTC',
      staff_see_statistics: false,
      staff_see_dashboard: true,
      staff_see_debt_total: false,
    });
  });

  it("puts the server's refusal of a zone under the field", async () => {
    refuseZone = true;
    const user = userEvent.setup();
    renderPage();
    await screen.findByDisplayValue('Chành xe Phú Quý');
    await pickZone(user, 'paris', 'Europe/Paris (GMT+01:00)');
    await user.click(submitButton());
    await waitFor(() =>
      expect(
        document.querySelector('.ant-form-item-has-error .ant-form-item-explain-error')
          ?.textContent,
      ).toBe(TIME_ZONE_UNKNOWN_TO_DB),
    );
    expect(puts[0]).toMatchObject({ time_zone: 'Europe/Paris' });
  });

  it('refuses a public address without http(s) under its field, and saves one that has it', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByDisplayValue('Chành xe Phú Quý');
    const field = screen.getByLabelText('Đường dẫn trang tra cứu');
    fireEvent.change(field, { target: { value: 'chanhxe.vn' } });
    await user.click(submitButton());
    expect(await screen.findByText(PUBLIC_URL_INVALID)).toBeTruthy();
    expect(puts).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'https://chanhxe.vn' } });
    await user.click(submitButton());
    await screen.findByText('Đã lưu cài đặt');
    expect(puts[0]).toMatchObject({ public_url: 'https://chanhxe.vn' });
  });
});
