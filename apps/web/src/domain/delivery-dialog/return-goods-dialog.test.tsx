import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import { returnBodySchema } from '@depot/shared/deliveries/returns.schema';
import { vi as texts } from '../../i18n/vi';
import { on, said, stubEndpoints } from '../../test/fake-api-endpoints';
import { renderRoute } from '../../test/render-route';
import { ReturnGoodsDialog } from './return-goods-dialog';

// Hoàn hàng (docs/domain.md, "Handover"): parcels back to their sender at a return freight.

const t = texts.deliveries.returns;
const PARCELS = [
  { id: 1, code: '2611-0001', name: 'Áo sơ mi', due: 0, cod_due: 0 },
  { id: 2, code: '2611-0002', name: 'Quần tây', due: 0, cod_due: 0 },
];

/** The shared schema's own words for a freight left empty. */
const FREIGHT_REQUIRED = returnBodySchema.safeParse({ goods: [1] }).error!.issues[0]!.message;

afterEach(() => vi.unstubAllGlobals());

describe('Hoàn hàng', () => {
  it('asks the return freight, then sends the parcels ticked and names the return lines', async () => {
    const api = stubEndpoints([
      on(deliveriesApi.returns, () =>
        said('Đã lập hàng hoàn cho người gửi', {
          returns: [{ product_id: 2, return_product_id: 9, return_code: '2611-0009' }],
        }),
      ),
    ]);
    const onClose = vi.fn();
    renderRoute(
      <ReturnGoodsDialog onClose={onClose} customerName="Shop Cần Thơ" parcels={PARCELS} />,
      '/hang-cho-giao',
    );
    expect(await screen.findByRole('dialog', { name: t.title('Shop Cần Thơ') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(FREIGHT_REQUIRED)).toBeTruthy();
    expect(api.bodies(deliveriesApi.returns)).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: /Áo sơ mi/ }));
    fireEvent.change(screen.getByLabelText(t.freight), { target: { value: '30.000' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies(deliveriesApi.returns)).toEqual([{ goods: [2], freight: 30_000 }]);
    expect(await screen.findByText(t.recorded('2611-0009'))).toBeTruthy();
  });
});
