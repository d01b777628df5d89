import type { z } from 'zod';

/**
 * What a create/update form holds for a shared body schema: each field as the parsed body has
 * it, empty until typed. The parsed (output) side, not the input one: the shared number rules
 * preprocess, so their input type is `unknown`, while a form field holds a number or nothing.
 * A form whose field differs (an emptied number input holds null) adjusts that field only.
 */
export type FormValuesOf<Schema extends z.ZodType> = Partial<z.output<Schema>>;
