import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { vi as texts } from '../../../i18n/vi';
import { clearSession, saveSession } from '../../../lib/session';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { pageAt, userOf } from '../../../test/fake-api-lists';
import { depotSettings } from '../../../test/fake-api-payments';
import { renderRoute } from '../../../test/render-route';
import { TripArrivalPage } from './trip-arrival-page';
import { arrivalOf, CT, parcelOf, SG } from './trip-road.test-kit';

// `Sao chép tin nhắn` on the arrival list (docs/domain.md, "Handover"): once per customer among
// the goods scanned off, telling of all their goods waiting at the branch.

const DEPARTED = { departed_at: '2026-11-20T02:30:00.000Z', departed_by: 1 };

beforeEach(() => saveSession('token', userOf('staff')));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('Báo khách on the arrival list', () => {
  it('offers one button per customer and copies what waits for them', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const other = {
      ...parcelOf(4, '2026-11-20T02:46:00.000Z'),
      customer: 'Lê Văn Nhận',
      customer_id: 8,
    };
    const list = arrivalOf(3, 2, DEPARTED);
    const api = stubEndpoints([
      on(branchesApi.list, () => [SG, CT]),
      on(settingsApi.get, () => depotSettings),
      on(tripsApi.arrival, () => ({ ...list, arrived: [...list.arrived, other] })),
      on(productsApi.waiting, () =>
        pageAt(
          [
            {
              customer: { id: 7, full_name: 'Trần Thị Gửi', phone: '0903 000 007' },
              parcels: [
                {
                  id: 101,
                  code: '2611-0001',
                  name: 'Kiện 1',
                  quantity: 1,
                  total_weight: 1,
                  arrived_at: '2026-11-20T02:45:00.000Z',
                  age_days: 0,
                  due: 0,
                  cod_due: 0,
                  attempts: 0,
                  branch_id: 2,
                  track_token: '2t-TOKENTOKENTOKEN',
                },
              ],
              oldest_days: 0,
            },
          ],
          1,
          1,
          20,
        ),
      ),
    ]);
    renderRoute(<TripArrivalPage />, '/bang-ke/31/nhan-xe', '/bang-ke/:id/nhan-xe');
    fireEvent.click(await screen.findByRole('tab', { name: 'Đã nhận (3)' }));
    const arrived = await screen.findByRole('region', { name: texts.statements.road.arrived });
    const buttons = within(arrived).getAllByRole('button', { name: 'Sao chép tin nhắn' });
    expect(buttons).toHaveLength(2);
    await waitFor(() => expect(buttons[0]!.hasAttribute('disabled')).toBe(false));
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(api.requests(productsApi.waiting)[0]!.query.get('customer_id')).toBe('7');
    const text = (writeText.mock.calls[0] as unknown as [string])[0];
    expect(text).toContain('- 2611-0001 Kiện 1 (tra cứu: http://localhost:3000/tra-cuu/2t-');
    expect(text).toContain('Hàng đã thanh toán đủ.');
  });
});
