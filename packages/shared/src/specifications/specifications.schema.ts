import { z } from 'zod';
import { pageQuerySchema } from '../api/envelope';
import { requiredText, textFilter } from '../validation/text-rules';

export const specificationBodySchema = z.object({ name: requiredText('Tên quy cách') });
export type SpecificationBody = z.input<typeof specificationBodySchema>;

export const SPECIFICATION_PAGE_SIZE = 15;
export const specificationListQuerySchema = pageQuerySchema(SPECIFICATION_PAGE_SIZE, 1000).extend({
  name: textFilter(),
});

export const specificationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Specification = z.infer<typeof specificationSchema>;

/** Package pricing has no specification; its quantity unit reads `Kiện`. */
export const PACKAGE_UNIT = 'Kiện';
