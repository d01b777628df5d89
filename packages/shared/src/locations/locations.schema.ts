import { z } from 'zod';
import { requiredId } from '../validation/numbers';

/** The Vietnamese kinds of administrative unit. */
export const LOCATION_TYPES = [
  'Tỉnh',
  'Thành phố',
  'Quận',
  'Huyện',
  'Thị xã',
  'Phường',
  'Xã',
  'Thị trấn',
] as const;

/** A province, district or ward as read: official code, bare name and its type. */
export const locationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const districtsQuerySchema = z.object({ province_id: requiredId('Tỉnh/thành') });
export const wardsQuerySchema = z.object({ district_id: requiredId('Quận/huyện') });

/** One address group that customers live in (the goods list's address-group filter). */
export const customerLocationSchema = z.object({
  province: locationSchema,
  district: locationSchema,
  ward: locationSchema,
});
export type CustomerLocation = z.infer<typeof customerLocationSchema>;
