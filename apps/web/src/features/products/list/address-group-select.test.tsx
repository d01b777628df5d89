import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customerLocationLabel,
  pickCustomerLocationObjects,
} from '@depot/shared/locations/customer-locations';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import type { CustomerLocation } from '@depot/shared/locations/locations.schema';
import {
  parseLocationGroup,
  formatLocationGroup,
  type LocationGroup,
} from '@depot/shared/products/location-groups';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
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
  return stubEndpoints([
    on(locationsApi.customers, ({ query }) =>
      pickCustomerLocationObjects(ALL, {
        q: query.get('q') ?? undefined,
        limit: 50,
        location: query
          .getAll('location')
          .map(parseLocationGroup)
          .filter((g): g is LocationGroup => g !== undefined),
      }),
    ),
  ]);
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
    expect(api.queries(locationsApi.customers)).toEqual([]);
    fireEvent.mouseDown(box());
    await screen.findByTitle(customerLocationLabel(SAI_GON));
    expect(api.queries(locationsApi.customers)).toEqual([{}]);
    // The 51st group (Bến Nghé) is not in the first answer; the list says to type.
    expect(screen.queryByTitle(customerLocationLabel(BEN_NGHE))).toBeNull();
    expect(screen.getByText(/để tìm thêm/)).toBeTruthy();

    fireEvent.change(box(), { target: { value: 'ben nghe' } });
    fireEvent.click(await screen.findByTitle('P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh'));
    expect(api.queries(locationsApi.customers)).toContainEqual({ q: 'ben nghe' });
    await waitFor(() => expect(picked()).toBe('79.760.26740'));
  });

  it('asks for the picked groups by id, so they keep their names past the first 50', async () => {
    const api = stubGroups();
    renderRoute(<Harness initial={[{ province_id: 79, district_id: 760, ward_id: 26740 }]} />, '/');
    await waitFor(() =>
      expect(api.queries(locationsApi.customers)).toEqual([{ location: '79.760.26740' }]),
    );
    // The picked group (the depot's 51st) came with that first answer, by its name: the text
    // typed finds it at once among the options, chosen, before any search reaches the server.
    fireEvent.mouseDown(box());
    fireEvent.change(box(), { target: { value: 'ben ng' } });
    const option = await screen.findByTitle('P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh');
    expect(option.className).toContain('ant-select-item-option-selected');
    expect(api.queries(locationsApi.customers)).toEqual([{ location: '79.760.26740' }]);
  });
});

describe('Enter in the address-group search', () => {
  const hanoi = (n: number) => HA_NOI[n - 1]!;

  it('waits for the server’s groups of the text typed, not the earlier ones filtered here', async () => {
    // The server answers when the test says so; the opening list lacks Phường số 1.
    const replies = new Map<string, (groups: CustomerLocation[]) => void>();
    const api = stubEndpoints([
      on(
        locationsApi.customers,
        ({ query }) =>
          new Promise<CustomerLocation[]>((resolve) => {
            replies.set(query.get('q') ?? '', resolve);
          }),
      ),
    ]);
    renderRoute(<Harness />, '/products');
    fireEvent.mouseDown(box());
    await waitFor(() => expect(replies.has('')).toBe(true));
    replies.get('')!([hanoi(12), hanoi(2)]);
    await screen.findByTitle(customerLocationLabel(hanoi(12)));

    // Typed fast and Enter: the earlier list, filtered here, shows Phường số 12 alone.
    fireEvent.change(box(), { target: { value: 'so 1' } });
    expect(document.querySelector('.ant-select-item-option')?.getAttribute('title')).toBe(
      customerLocationLabel(hanoi(12)),
    );
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(picked()).toBe('');

    await waitFor(() => expect(replies.has('so 1')).toBe(true));
    expect(api.queries(locationsApi.customers)).toContainEqual({ q: 'so 1' });
    expect(picked()).toBe('');
    replies.get('so 1')!([hanoi(1), hanoi(12)]);
    // Phường số 1 of Ba Đình (1), Hà Nội (1): the server's first, not the earlier list's.
    await waitFor(() => expect(picked()).toBe('1.1.1'));
    // A select of several stays open for the next group, its box empty.
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box()).toHaveProperty('value', '');
  });
});
