import type { Location } from './locations.schema';

/**
 * The abbreviations Vietnamese addresses use in tables, receipts' headers and on envelopes
 * (`TP. Hồ Chí Minh`, `Q. 1`, `P. Bến Nghé`). Keyed by the stored type (LOCATION_TYPES).
 */
const SHORT_TYPES: Record<string, string> = {
  'Thành phố': 'TP.',
  Tỉnh: 'T.',
  Quận: 'Q.',
  Huyện: 'H.',
  'Thị xã': 'TX.',
  Phường: 'P.',
  Xã: 'X.',
  'Thị trấn': 'TT.',
};

/** `Quận 1`, `Thành phố Hồ Chí Minh`: the type before the name, as addresses are written. */
export function locationLabel(
  location: Pick<Location, 'name' | 'type'> | null | undefined,
): string {
  return location ? `${location.type} ${location.name}` : '';
}

/**
 * The short form of a place for narrow table cells: `TP. Hồ Chí Minh`, `Q. 1`, `H. Củ Chi`,
 * `T. Bình Dương`. A type without a usual abbreviation is written in full. Forms and print
 * views keep the full form (locationLabel).
 */
export function shortLocationLabel(
  location: Pick<Location, 'name' | 'type'> | null | undefined,
): string {
  if (!location) return '';
  const type = SHORT_TYPES[location.type] ?? location.type;
  return `${type} ${location.name}`;
}

/** `ward - district - province` (spec 1 §2), each in short form so it keeps to one line. */
export function shortAddress(
  places: Array<Pick<Location, 'name' | 'type'> | null | undefined>,
): string {
  return places.map(shortLocationLabel).filter(Boolean).join(' - ');
}

/**
 * `12 Lê Lợi, P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh`: a customer's address on one line. An
 * address of the 2025 list has no district (`district_id` null): `12 Lê Lợi, P. Sài Gòn -
 * TP. Hồ Chí Minh`. Every printed or exported address goes through here.
 */
export function customerAddressLine(customer: {
  number_house: string;
  ward_id: Pick<Location, 'name' | 'type'> | null | undefined;
  district_id: Pick<Location, 'name' | 'type'> | null | undefined;
  province_id: Pick<Location, 'name' | 'type'> | null | undefined;
}): string {
  const places = shortAddress([customer.ward_id, customer.district_id, customer.province_id]);
  return [customer.number_house.trim(), places].filter(Boolean).join(', ');
}

/**
 * `12 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh`: a customer's address in full, as
 * receipts (print and PDF) and the statement's customer card write it; a 2025 address has no
 * district (`5 Nguyễn Huệ, Phường Sài Gòn, Thành phố Hồ Chí Minh`).
 */
export function customerFullAddress(customer: {
  number_house: string;
  ward_id: Pick<Location, 'name' | 'type'> | null | undefined;
  district_id: Pick<Location, 'name' | 'type'> | null | undefined;
  province_id: Pick<Location, 'name' | 'type'> | null | undefined;
}): string {
  return [
    customer.number_house.trim(),
    locationLabel(customer.ward_id),
    locationLabel(customer.district_id),
    locationLabel(customer.province_id),
  ]
    .filter(Boolean)
    .join(', ');
}
