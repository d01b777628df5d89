import type { Location } from '@depot/shared/locations/locations.schema';

/** The usual short forms on a Vietnamese address line (`P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh`). */
const SHORT_TYPES: Record<string, string> = {
  'Thành phố': 'TP.',
  'Thị xã': 'TX.',
  'Thị trấn': 'TT.',
  Quận: 'Q.',
  Huyện: 'H.',
  Phường: 'P.',
  Xã: 'X.',
};

/** One unit in short form; a province keeps its bare name (`Đồng Nai`), a city `TP. Hồ Chí Minh`. */
export function shortPlace(location: Pick<Location, 'name' | 'type'> | null | undefined): string {
  if (!location) return '';
  if (location.type === 'Tỉnh') return location.name;
  const short = SHORT_TYPES[location.type];
  return short ? `${short} ${location.name}` : `${location.type} ${location.name}`;
}

/** `ward - district - province` (spec 1 §2), each in short form so it keeps to one line. */
export function shortAddress(
  places: Array<Pick<Location, 'name' | 'type'> | null | undefined>,
): string {
  return places.map(shortPlace).filter(Boolean).join(' - ');
}
