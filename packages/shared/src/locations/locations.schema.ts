import { z } from 'zod';
import { optionalIdFilter, readPlainNumber, requiredId } from '../validation/numbers';

/** The Vietnamese kinds of administrative unit (`Đặc khu`: island units since 1 July 2025). */
export const LOCATION_TYPES = [
  'Tỉnh',
  'Thành phố',
  'Quận',
  'Huyện',
  'Thị xã',
  'Phường',
  'Xã',
  'Thị trấn',
  'Đặc khu',
] as const;

/**
 * Which list an address, a filter or a unit id is of (docs/decisions/0010-addresses-2025.md): the list before
 * the reform (63 provinces → districts → wards) or that of 1 July 2025 (34 provinces → wards,
 * no district). New ward codes reuse old codes for other places, so an id means nothing
 * without its version.
 */
export const OLD_ADDRESS_VERSION = 1;
export const NEW_ADDRESS_VERSION = 2025;
export const ADDRESS_VERSIONS = [OLD_ADDRESS_VERSION, NEW_ADDRESS_VERSION] as const;
export type AddressVersion = (typeof ADDRESS_VERSIONS)[number];

const VERSION_INVALID = 'Phiên bản địa chỉ không hợp lệ';

/** `1 | 2025` as a reply carries it. */
export const addressVersionSchema = z.union([z.literal(1), z.literal(2025)], {
  error: VERSION_INVALID,
});

/** `version` / `address_version` of a query or a body: a number or its digits; absent: none. */
export function optionalAddressVersion() {
  return z.preprocess(
    (v) => (v === null || v === '' ? undefined : readPlainNumber(v)),
    addressVersionSchema.optional(),
  );
}

/** A province, district or ward as read: official code, bare name and its type. */
export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** GET /location/provinces: the old list, or the 34 provinces with `version=2025`. */
export const provincesQuerySchema = z.object({ version: optionalAddressVersion() });

export const districtsQuerySchema = z.object({ province_id: requiredId('Tỉnh/thành') });

/**
 * GET /location/wards: the wards of an old district (`district_id`), or with `version=2025`
 * the new wards of a new province (`province_id`).
 */
export const wardsQuerySchema = z
  .object({
    district_id: optionalIdFilter('Quận/huyện'),
    province_id: optionalIdFilter('Tỉnh/thành'),
    version: optionalAddressVersion(),
  })
  .superRefine((q, ctx) => {
    if (q.version === NEW_ADDRESS_VERSION) {
      if (q.province_id === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['province_id'],
          message: 'Vui lòng chọn tỉnh/thành',
        });
      }
    } else if (q.district_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['district_id'], message: 'Vui lòng chọn quận/huyện' });
    }
  });

/**
 * A ward as the wards list gives it. A new ward (version 2025) also says what it was made of,
 * `Bến Nghé, Đa Kao, Nguyễn Thái Bình (Quận 1)`, so a select finds it by an old name.
 */
export const wardOptionSchema = locationSchema.extend({ formerly: z.string().optional() });
export type WardOption = z.infer<typeof wardOptionSchema>;

/** GET /location/convert: an old ward (the list before 2025). */
export const convertQuerySchema = z.object({ ward_id: requiredId('Phường/xã') });

/** A new ward an old one went into, with its new province. */
export const conversionCandidateSchema = z.object({
  province: locationSchema,
  ward: locationSchema,
});
export type ConversionCandidate = z.infer<typeof conversionCandidateSchema>;

/**
 * What an old ward became: the new wards it went into (one or more; more when it was split, or
 * guessed when the official mapping does not name it), and whether the answer is sure (it went
 * whole into exactly one new ward). Unsure answers are for a person to pick from.
 */
export const wardConversionSchema = z.object({
  candidates: z.array(conversionCandidateSchema),
  certain: z.boolean(),
});
export type WardConversion = z.infer<typeof wardConversionSchema>;

/**
 * One address group that customers live in (the goods list's address-group filter): an old
 * address (province, district, ward) or a new one (province, ward; district null).
 */
export const customerLocationSchema = z.object({
  province: locationSchema,
  district: locationSchema.nullable(),
  ward: locationSchema,
  address_version: addressVersionSchema,
});
export type CustomerLocation = z.infer<typeof customerLocationSchema>;
