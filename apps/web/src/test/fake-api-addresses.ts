import type { WardConversion, WardOption } from '@depot/shared/locations/locations.schema';
import { place } from './fake-api';

/**
 * The 2025 list (docs/decisions/0010-addresses-2025.md) as the location routes answer it in component tests: HCM and Hà Nội,
 * three new wards of HCM with the old wards they were made of, and what old wards became.
 */
export const NEW_LOCATIONS = {
  provinces: [place(79, 'Hồ Chí Minh', 'Thành phố'), place(1, 'Hà Nội', 'Thành phố')],
  wards: {
    79: [
      {
        ...place(26740, 'Sài Gòn', 'Phường'),
        formerly: 'Bến Nghé, Đa Kao, Nguyễn Thái Bình (Quận 1)',
      },
      { ...place(26743, 'Tân Định', 'Phường'), formerly: 'Tân Định, Đa Kao (Quận 1)' },
      { ...place(27139, 'Xuân Hòa', 'Phường'), formerly: 'Võ Thị Sáu (Quận 3)' },
    ] satisfies WardOption[],
    1: [{ ...place(4, 'Ba Đình', 'Phường'), formerly: 'Quán Thánh, Trúc Bạch (Ba Đình)' }],
  } as Record<number, WardOption[]>,
};

const hcm = NEW_LOCATIONS.provinces[0]!;
export const SAI_GON = { province: hcm, ward: place(26740, 'Sài Gòn', 'Phường') };
export const TAN_DINH = { province: hcm, ward: place(26743, 'Tân Định', 'Phường') };
export const XUAN_HOA = { province: hcm, ward: place(27139, 'Xuân Hòa', 'Phường') };

/**
 * GET /location/convert of the old fixtures' wards: Bến Nghé (26734) went whole into Sài Gòn;
 * Võ Thị Sáu (27139) was split between Xuân Hòa and Tân Định; any other: nothing known.
 */
export function conversionOf(oldWardId: number): WardConversion {
  if (oldWardId === 26734) return { candidates: [SAI_GON], certain: true };
  if (oldWardId === 27139) return { candidates: [XUAN_HOA, TAN_DINH], certain: false };
  return { candidates: [], certain: false };
}
