import { z } from 'zod';

/**
 * The address groups the goods list filters by (`location` of GET /products and of the
 * customers' address groups): their text in a query, read and written.
 */

/**
 * One address group as the query carries it: an old address `province.district.ward` (district
 * and ward optional), `79.760.26734`, or a 2025 address `2025:province.ward` (ward optional),
 * `2025:79.26740`; ids of the list the group is of (new ward codes reuse old ones).
 */
export type LocationGroup = {
  province_id: number;
  district_id?: number;
  ward_id?: number;
  /** 2025 for a group of the 2025 list; absent (or 1) for the old list. */
  address_version?: 1 | 2025;
};
const LOCATION_GROUP = /^(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?$/;
const NEW_LOCATION_GROUP = /^2025:(\d{1,9})(?:\.(\d{1,9}))?$/;

/** Reads `79.760.26734` or `2025:79.26740` into its ids; undefined when it is no such group. */
export function parseLocationGroup(text: string): LocationGroup | undefined {
  const n = NEW_LOCATION_GROUP.exec(text.trim());
  if (n) {
    return {
      province_id: Number(n[1]),
      ...(n[2] ? { ward_id: Number(n[2]) } : {}),
      address_version: 2025,
    };
  }
  const m = LOCATION_GROUP.exec(text.trim());
  if (!m) return undefined;
  return {
    province_id: Number(m[1]),
    ...(m[2] ? { district_id: Number(m[2]) } : {}),
    ...(m[3] ? { ward_id: Number(m[3]) } : {}),
  };
}

/** Writes an address group as the query carries it. */
export function formatLocationGroup(g: LocationGroup): string {
  if (g.address_version === 2025) {
    return `2025:${[g.province_id, g.ward_id].filter((x) => x !== undefined).join('.')}`;
  }
  return [g.province_id, g.district_id, g.ward_id].filter((x) => x !== undefined).join('.');
}

/** `location` of a query: up to 50 address groups (parseLocationGroup), one or repeated. */
export const locationGroups = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(
      z.string({ error: 'Nhóm địa chỉ không hợp lệ' }).transform((text, ctx) => {
        const group = parseLocationGroup(text);
        if (!group) {
          ctx.addIssue({ code: 'custom', message: 'Nhóm địa chỉ không hợp lệ' });
          return z.NEVER;
        }
        return group;
      }),
    )
    .max(50, 'Chọn tối đa 50 nhóm địa chỉ'),
);
