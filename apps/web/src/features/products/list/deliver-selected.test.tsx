import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productsApi } from '@depot/shared/products/products.contract';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { productOf } from '../../../test/fake-api';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { pageAt } from '../../../test/fake-api-lists';
import { depotSettings } from '../../../test/fake-api-payments';
import { renderRoute } from '../../../test/render-route';
import { vi as texts } from '../../../i18n/vi';
import { DeliverSelected } from './deliver-selected';

// `Giao hàng` from the goods list (docs/domain.md, "Handover"): the goods picked, one receiver's.

const t = texts.deliveries;
const customer = productOf().customer;
const mine = (id: number, extra = {}) =>
  productOf({ id, code: `2611-000${id}`, name: `Kiện ${id}`, customer_id: customer.id, ...extra });

describe('Giao hàng for the goods picked', () => {
  it('opens the handover of one receiver’s goods with each one ticked', async () => {
    renderRoute(
      <DeliverSelected selected={[mine(1), mine(2)]} onDelivered={vi.fn()} />,
      '/products',
    );
    fireEvent.click(screen.getByRole('button', { name: t.open }));
    expect(await screen.findByRole('dialog', { name: t.title(customer.full_name) })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /2611-0001 - Kiện 1/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('checkbox', { name: /2611-0002 - Kiện 2/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('is not offered for two receivers’ goods, nor for goods handed over already', () => {
    const other = productOf({ id: 3, customer_id: customer.id + 1 });
    const { unmount } = renderRoute(
      <DeliverSelected selected={[mine(1), other]} onDelivered={vi.fn()} />,
      '/products',
    );
    expect(screen.getByRole('button', { name: t.open })).toHaveProperty('disabled', true);
    unmount();
    renderRoute(
      <DeliverSelected selected={[mine(1, { stage: 'delivered' })]} onDelivered={vi.fn()} />,
      '/products',
    );
    expect(screen.getByRole('button', { name: t.open })).toHaveProperty('disabled', true);
  });
});

describe('Sao chép tin nhắn for the goods picked', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('asks for the receiver’s waiting goods and tells of the picked ones alone', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const waiting = (id: number) => ({
      id,
      code: `2611-000${id}`,
      name: `Kiện ${id}`,
      quantity: 1,
      total_weight: 2,
      arrived_at: '2026-11-20T07:05:00.000Z',
      age_days: 1,
      due: 50_000,
      cod_due: 0,
      attempts: 0,
      branch_id: 1,
      track_token: `${id}-TOKENTOKENTOKEN${id}`,
    });
    const api = stubEndpoints([
      on(settingsApi.get, () => depotSettings),
      on(productsApi.waiting, () =>
        pageAt(
          [
            {
              customer: { id: customer.id, full_name: customer.full_name, phone: customer.phone },
              parcels: [waiting(1), waiting(2), waiting(3)],
              oldest_days: 1,
            },
          ],
          1,
          1,
          20,
        ),
      ),
    ]);
    renderRoute(
      <DeliverSelected selected={[mine(1), mine(3)]} onDelivered={vi.fn()} />,
      '/products',
    );
    const button = screen.getByRole('button', { name: t.copyMessage });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(api.requests(productsApi.waiting)[0]!.query.get('customer_id')).toBe(
      String(customer.id),
    );
    const text = (writeText.mock.calls[0] as unknown as [string])[0];
    expect(text).toContain('2 mã hàng:');
    expect(text).toContain('- 2611-0001 Kiện 1 (tra cứu: http://localhost:3000/tra-cuu/1-');
    expect(text).toContain('- 2611-0003 Kiện 3');
    expect(text).not.toContain('2611-0002');
    expect(text).toContain('Số tiền cần thanh toán khi nhận: 100.000 đ.');
  });
});
