import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productOf } from '../../../test/fake-api';
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
