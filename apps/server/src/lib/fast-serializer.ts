import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A serializer compiler for the busiest lists (the goods page: 60 rows of 30 fields with their
 * customer and address): the reply is written by fast-json-stringify from the JSON Schema of
 * the route's zod response schema, about four times faster than the zod encode and
 * JSON.stringify of fastify-type-provider-zod (0.30 → 0.08 ms a page on the demo depot).
 * Like the zod serializer it writes only the properties the schema declares, so nothing the
 * schema does not name can leak; unlike it, it does not check the reply, which the route's API
 * tests do against the same schema. For schemas whose output is plain JSON data (no
 * transforms): fast-serializer.test.ts holds the two serializers' output equal.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }) {
  const stringify = fastJson(
    z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' }) as unknown as Schema,
  );
  return (data: unknown) => stringify(data);
}
