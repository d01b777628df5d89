import { describe, expect, it } from 'vitest';
import {
  customerLocationsQuerySchema,
  foldedCustomerLocationLabel,
  pickCustomerLocationObjects,
} from './customer-locations';
import type { CustomerLocation } from './locations.schema';

const place = (id: number, name: string, type: string) => ({ id, name, type });
const HCM = place(79, 'Hồ Chí Minh', 'Thành phố');
const group = (
  ward: number,
  name: string,
  district = place(770, '3', 'Quận'),
): CustomerLocation => ({
  province: HCM,
  district,
  ward: place(ward, name, 'Phường'),
  address_version: 1,
});
const ALL = [group(1, '01'), group(2, '02'), group(3, 'Bến Nghé', place(760, '1', 'Quận'))];

describe('the address-group search (GET /location/customer)', () => {
  it('folds each unit as the select shows it', () => {
    expect(foldedCustomerLocationLabel(ALL[2]!.ward, ALL[2]!.district, HCM)).toBe(
      'p. ben nghe - q. 1 - tp. ho chi minh',
    );
  });

  it('matches accents and leading zeros aside, keeps to the limit, and always answers the picked', () => {
    const pick = (q: string | undefined, limit: number, location: string[] = []) =>
      pickCustomerLocationObjects(
        ALL,
        customerLocationsQuerySchema.parse({ q, limit, location }),
      ).map((g) => g.ward.name);
    expect(pick('BEN nghe', 50)).toEqual(['Bến Nghé']);
    expect(pick('p. 2 -', 50)).toEqual(['02']);
    expect(pick(undefined, 2)).toEqual(['01', '02']);
    expect(pick('q. 3', 1, ['79.760.3'])).toEqual(['01', 'Bến Nghé']);
  });

  it('refuses a limit over 100 in Vietnamese', () => {
    const parsed = customerLocationsQuerySchema.safeParse({ limit: '101' });
    expect(parsed.error?.issues[0]?.message).toBe('Số nhóm địa chỉ tối đa là 100');
  });
});
