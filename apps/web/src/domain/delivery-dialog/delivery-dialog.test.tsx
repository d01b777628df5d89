import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import { DELIVERY_BY_REQUIRED } from '@depot/shared/deliveries/deliveries.rules';
import type { Delivery } from '@depot/shared/deliveries/deliveries.schema';
import { vi as texts } from '../../i18n/vi';
import { on, refused, said, stubEndpoints } from '../../test/fake-api-endpoints';
import { renderRoute } from '../../test/render-route';
import { DeliveryDialog } from './delivery-dialog';
import type { DeliveryParcel } from './delivery-form-values';

// Giao hàng (docs/domain.md, "Handover"): the receiver's parcels handed over, what they owe
// collected in the same step, recorded once.

const t = texts.deliveries;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const CUSTOMER = { id: 7, full_name: 'Tiệm Điện Máy Cần Thơ', phone: '0292 123 456' };
const PARCELS: DeliveryParcel[] = [
  { id: 1, code: '2611-0001', name: 'Tủ lạnh', due: 0, cod_due: 2_000_000 },
  { id: 2, code: '2611-0002', name: 'Quạt máy', due: 60_000, cod_due: 0 },
  { id: 3, code: '2611-0003', name: 'Nồi cơm', due: 40_000, cod_due: 0 },
];

function deliveryOf(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 5,
    number: 'GH-2611-0001',
    customer: CUSTOMER,
    receiver_name: CUSTOMER.full_name,
    receiver_phone: '0292123456',
    mode: 'pickup',
    delivered_by: null,
    note: null,
    has_photo: false,
    has_signature: false,
    branch: { id: 2, code: 'CT', name: 'Cần Thơ' },
    delivered_at: '2026-11-28T03:00:00.000Z',
    created_by: { id: 1, fullname: 'Nguyễn Thị Thu' },
    voided_at: null,
    void_reason: null,
    goods: [],
    payments: [],
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

function openDialog(answer: () => Response | Delivery = () => deliveryOf()) {
  const api = stubEndpoints([
    on(deliveriesApi.create, () => {
      const reply = answer();
      return reply instanceof Response ? reply : said(t.recorded(reply.number), reply);
    }),
  ]);
  const onClose = vi.fn();
  renderRoute(
    <DeliveryDialog open onClose={onClose} customer={CUSTOMER} parcels={PARCELS} />,
    '/hang-cho-giao',
  );
  return { api, onClose };
}

const itemOf = (label: string) =>
  screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;
const submit = () => fireEvent.click(screen.getByRole('button', { name: t.submit }));

describe('Giao hàng', () => {
  it('hands every parcel to the customer, collecting what they owe, then offers the slip', async () => {
    const { api } = openDialog();
    expect(await screen.findByRole('dialog', { name: t.title(CUSTOMER.full_name) })).toBeTruthy();
    // The sum and the method show once the form's watched values have arrived (a render later).
    await waitFor(() =>
      expect(screen.getByRole('status', { name: t.collect }).textContent).toBe(
        'Thu 2.100.000 đ (Cước 100.000 đ + thu hộ 2.000.000 đ)',
      ),
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Chuyển khoản' }));
    submit();
    expect(await screen.findByRole('link', { name: t.printSlip })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.printSlip }).getAttribute('href')).toBe(
      '/phieu-giao/5',
    );
    expect(api.bodies(deliveriesApi.create)).toEqual([
      {
        goods: [1, 2, 3],
        receiver_name: CUSTOMER.full_name,
        receiver_phone: '0292123456',
        mode: 'pickup',
        photo: null,
        signature: null,
        collect: { amount: 2_100_000, method: 'transfer' },
        request_id: expect.stringMatching(UUID),
      },
    ]);
  });

  it('collects only what the parcels ticked owe, or nothing when switched off', async () => {
    const { api } = openDialog();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Tủ lạnh/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: t.collect }).textContent).toBe('Thu 100.000 đ'),
    );
    fireEvent.click(screen.getByRole('switch'));
    submit();
    await waitFor(() => expect(api.bodies(deliveriesApi.create)).toHaveLength(1));
    expect(api.bodies(deliveriesApi.create)[0]).toMatchObject({ goods: [2, 3], collect: null });
  });

  it('asks who took a door delivery, with the shared message, and sends nothing until then', async () => {
    const { api } = openDialog();
    fireEvent.click(await screen.findByRole('radio', { name: 'Giao tận nơi' }));
    await screen.findByLabelText(t.deliveredBy);
    submit();
    expect(await within(itemOf(t.deliveredBy)).findByText(DELIVERY_BY_REQUIRED)).toBeTruthy();
    expect(api.bodies(deliveriesApi.create)).toEqual([]);
    fireEvent.change(screen.getByLabelText(t.deliveredBy), { target: { value: ' Anh Tư ' } });
    submit();
    await waitFor(() => expect(api.bodies(deliveriesApi.create)).toHaveLength(1));
    expect(api.bodies(deliveriesApi.create)[0]).toMatchObject({
      mode: 'door',
      delivered_by: 'Anh Tư',
    });
  });

  it('says the server’s refusal and keeps the dialog open to fix it', async () => {
    const changed = 'Số tiền cần thu đã thay đổi, nay là 100.000 đ: vui lòng xem lại';
    const { onClose } = openDialog(() => refused(409, changed));
    submit();
    expect(await screen.findByText(changed)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: t.submit })).toBeTruthy();
  });

  it('refuses to hand over nothing', async () => {
    const { api } = openDialog();
    for (const parcel of PARCELS) {
      fireEvent.click(await screen.findByRole('checkbox', { name: new RegExp(parcel.name) }));
    }
    expect(await screen.findByText(t.nothingOwed)).toBeTruthy();
    submit();
    expect(await screen.findByText(t.noneChosen)).toBeTruthy();
    expect(api.bodies(deliveriesApi.create)).toEqual([]);
  });
});
