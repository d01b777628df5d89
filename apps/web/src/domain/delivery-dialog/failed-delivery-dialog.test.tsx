import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import { deliveryFailedBodySchema } from '@depot/shared/deliveries/delivery-failures.schema';
import { vi as texts } from '../../i18n/vi';
import { on, said, stubEndpoints } from '../../test/fake-api-endpoints';
import { renderRoute } from '../../test/render-route';
import { FailedDeliveryDialog } from './failed-delivery-dialog';

// Không giao được (docs/domain.md, "Handover"): a reason of the depot's list, a note; recorded.

const t = texts.deliveries.failed;
const PARCELS = [
  { id: 1, code: '2611-0001', name: 'Tủ lạnh', due: 0, cod_due: 0 },
  { id: 2, code: '2611-0002', name: 'Quạt máy', due: 0, cod_due: 0 },
];

afterEach(() => vi.unstubAllGlobals());

function open() {
  const api = stubEndpoints([
    on(deliveriesApi.reasons, () => [
      { id: 1, name: 'Không liên lạc được', active: true },
      { id: 2, name: 'Sai địa chỉ cũ', active: false },
      { id: 3, name: 'Khách hẹn ngày khác', active: true },
    ]),
    on(deliveriesApi.failed, () =>
      said('Đã ghi nhận không giao được', { attempts: [{ product_id: 1, attempts: 1 }] }),
    ),
  ]);
  const onClose = vi.fn();
  renderRoute(
    <FailedDeliveryDialog onClose={onClose} customerName="Cô Ba" parcels={PARCELS} />,
    '/hang-cho-giao',
  );
  return { api, onClose };
}

const REASON_REQUIRED = deliveryFailedBodySchema.safeParse({ goods: [1] }).error!.issues[0]!
  .message;

describe('Không giao được', () => {
  it('asks for a reason first, then records the parcels ticked with the reason and the note', async () => {
    const { api, onClose } = open();
    expect(await screen.findByRole('dialog', { name: t.title('Cô Ba') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(REASON_REQUIRED)).toBeTruthy();
    expect(api.bodies(deliveriesApi.failed)).toEqual([]);

    fireEvent.mouseDown(screen.getByLabelText(t.reason));
    // A retired reason is not offered.
    await waitFor(() =>
      expect(document.querySelector('[title="Khách hẹn ngày khác"]')).toBeTruthy(),
    );
    expect(document.querySelector('[title="Sai địa chỉ cũ"]')).toBeNull();
    fireEvent.click(document.querySelector<HTMLElement>('[title="Khách hẹn ngày khác"]')!);
    fireEvent.click(screen.getByRole('checkbox', { name: /Quạt máy/ }));
    fireEvent.change(screen.getByLabelText(texts.deliveries.note), {
      target: { value: ' Hẹn sáng thứ Hai ' },
    });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies(deliveriesApi.failed)).toEqual([
      { goods: [1], reason_id: 3, note: 'Hẹn sáng thứ Hai' },
    ]);
  });
});
