import { sql, type SQL } from 'drizzle-orm';
import { index, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Specifications (`quy cách`): how goods are packed; written by modules/specifications. */
export const specifications = pgTable(
  'specifications',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 250 }).notNull(),
    name_folded: text('name_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`f_unaccent(${specifications.name})`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('specifications_name_key').on(sql`lower(${t.name})`),
    index('specifications_name_trgm').using('gin', t.name_folded.op('gin_trgm_ops')),
  ],
);
