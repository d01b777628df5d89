import { z } from 'zod';

/**
 * A 409 that names what it is about in `data` (see plugins/error-replies.ts): the goods of a
 * refused restore or move, or null when the conflict is of another kind.
 */
export function conflictReplySchema<T extends z.ZodType>(data: T) {
  return z
    .object({
      status: z.literal(false),
      message: z.string(),
      data: data.nullable(),
      errors: z.record(z.string(), z.string()).optional(),
    })
    .describe('Xung đột: `data` nêu các hàng hóa liên quan');
}
