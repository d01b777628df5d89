import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customerLocationLabel,
  pickCustomerLocationObjects,
} from '@depot/shared/locations/customer-locations';
import type { CustomerLocation } from '@depot/shared/locations/locations.schema';
import {
  parseLocationGroup,
  formatLocationGroup,
  type LocationGroup,
} from '@depot/shared/products/products.schema';
import { stubApi } from '../../../test/fake-api-lists';
import { renderRoute } from '../../../test/render-route';
import { AddressGroupSelect } from './address-group-select';

const place = (id: number, name: string, type: string) => ({ id, name, type });
const HCM = place(79, 'Hồ Chí Minh', 'Thành phố');
const BEN_NGHE: CustomerLocation = {
  province: HCM,
  district: place(760, '1', 'Quận'),
  ward: place(26740, 'Bến Nghé', 'Phường'),
  address_version: 1,
};
const SAI_GON: CustomerLocation = {
  province: HCM,
  district: null,
  ward: place(26740, 'Sài Gòn', 'Phường'),
  address_version: 2025,
};
// 60 wards of Hà Nội: more than one answer holds.
const HA_NOI = Array.from({ length: 60 }, (_, n) => ({
  province: place(1, 'Hà Nội', 'Thành phố'),
  district: place(1, 'Ba Đình', 'Quận'),
  ward: place(n + 1, `Phường số ${n + 1}`, 'Phường'),
  address_version: 1 as const,
}));
const ALL = [SAI_GON, ...HA_NOI, BEN_NGHE];

/** The server's search over ALL, as the shared rule answers it (limit 50). */
function stubGroups() {
  return stubApi({
    'GET /api/location/customer': ({ query }) =>
      pickCustomerLocationObjects(ALL, {
        q: query.get('q') ?? undefined,
        limit: 50,
        location: query
          .getAll('location')
          .map(parseLocationGroup)
          .filter((g): g is LocationGroup => g !== undefined),
      }),
  });
}

function Harness({ initial = [] }: { initial?: LocationGroup[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AddressGroupSelect value={value} onChange={setValue} />
      <output aria-label="picked">{value.map(formatLocationGroup).join(',')}</output>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Nhóm địa chỉ' });
const picked = () => screen.getByRole('status', { name: 'picked' }).textContent;

afterEach(() => vi.unstubAllGlobals());

describe('the address-group select, searched on the server', () => {
  it('asks for 50 groups when opened, then for what is typed, accents aside', async () => {
    const api = stubGroups();
    renderRoute(<Harness />, '/products');
    expect(api.queries('GET /api/location/customer')).toEqual([]);
    fireEvent.mouseDown(box());
    await screen.findByTitle(customerLocationLabel(SAI_GON));
    expect(api.queries('GET /api/location/customer')).toEqual([{}]);
    // The 51st group (Bến Nghé) is not in the first answer; the list says to type.
    expect(screen.queryByTitle(customerLocationLabel(BEN_NGHE))).toBeNull();
    expect(screen.getByText(/để tìm thêm/)).toBeTruthy();

    fireEvent.change(box(), { target: { value: 'ben nghe' } });
    fireEvent.click(await screen.findByTitle('P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh'));
    expect(api.queries('GET /api/location/customer')).toContainEqual({ q: 'ben nghe' });
    await waitFor(() => expect(picked()).toBe('79.760.26740'));
  });

  it('asks for the picked groups by id, so they keep their names past the first 50', async () => {
    const api = stubGroups();
    renderRoute(<Harness initial={[{ province_id: 79, district_id: 760, ward_id: 26740 }]} />, '/');
    await waitFor(() =>
      expect(api.queries('GET /api/location/customer')).toEqual([{ location: '79.760.26740' }]),
    );
    // The picked group (the depot's 51st) came with that first answer, by its name: the text
    // typed finds it at once among the options, chosen, before any search reaches the server.
    fireEvent.mouseDown(box());
    fireEvent.change(box(), { target: { value: 'ben ng' } });
    const option = await screen.findByTitle('P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh');
    expect(option.className).toContain('ant-select-item-option-selected');
    expect(api.queries('GET /api/location/customer')).toEqual([{ location: '79.760.26740' }]);
  });
});
