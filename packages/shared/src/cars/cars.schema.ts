import { z } from 'zod';
import { pageQuerySchema } from '../api/envelope';
import { weightKg } from '../validation/numbers';
import { requiredText, textFilter } from '../validation/text-rules';
import { normalizePlate } from './cars.rules';

export const carFields = {
  number_car: requiredText('Biển số xe', { max: 20 })
    .transform(normalizePlate)
    .refine((v) => /^[0-9A-Z][0-9A-Z.-]{3,}$/.test(v), 'Biển số xe không hợp lệ'),
  driver_name: requiredText('Tên tài xế'),
  /** Capacity in kg (docs/domain.md: shown in tons where the spec says tons). */
  total_weight: weightKg('Tải trọng', { positive: true }),
};

export const carBodySchema = z.object(carFields);
export type CarBody = z.input<typeof carBodySchema>;

export const CAR_PAGE_SIZE = 15;
/** `limit` up to 1000 gives "all cars" for pickers (spec 1 §9). */
export const carListQuerySchema = pageQuerySchema(CAR_PAGE_SIZE, 1000).extend({
  number_car: textFilter(),
});

export const carSchema = z.object({
  id: z.number().int(),
  number_car: z.string(),
  driver_name: z.string(),
  total_weight: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Car = z.infer<typeof carSchema>;
