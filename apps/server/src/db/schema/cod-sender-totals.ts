import { bigint, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * What is owed to each sender (docs/payments.md, "Owed to senders"), kept by a statement-level
 * trigger on products (migration 0046): per sender and the two ends of their lines, the live
 * lines with thu hộ, their thu hộ, the part collected (never past the thu hộ) and the part paid
 * out. `Đối soát thu hộ` sums these few rows, not the lines.
 */
export const codSenderTotals = pgTable(
  'cod_sender_totals',
  {
    sender_id: integer('sender_id')
      .notNull()
      .references(() => customers.id),
    origin_branch_id: integer('origin_branch_id').notNull(),
    destination_branch_id: integer('destination_branch_id').notNull(),
    lines: integer('lines').notNull().default(0),
    cod_amount: bigint('cod_amount', { mode: 'number' }).notNull().default(0),
    collected: bigint('collected', { mode: 'number' }).notNull().default(0),
    paid_out: bigint('paid_out', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sender_id, t.origin_branch_id, t.destination_branch_id] })],
);
