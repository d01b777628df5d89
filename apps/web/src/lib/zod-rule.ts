import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/**
 * An antd Form rule from a shared zod field schema, so the form and the server validate with the
 * SAME schema and messages (STYLE.md: shared limits, defined once). The asterisk follows the
 * schema: a field that accepts "nothing" is optional.
 */
export function zodRule(schema: ZodType): FormRule {
  return {
    required: !schema.safeParse(undefined).success,
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
