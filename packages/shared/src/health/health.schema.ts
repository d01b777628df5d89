import { z } from 'zod';

/** GET /health data: whether the database answers (the envelope's status says the rest). */
export const healthSchema = z.object({ database: z.enum(['ok', 'down']) });
export type Health = z.infer<typeof healthSchema>;
