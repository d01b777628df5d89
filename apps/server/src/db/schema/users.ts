import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { softDelete, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 250 }).notNull(),
    email: varchar('email', { length: 250 }).notNull(),
    fullname: varchar('fullname', { length: 250 }).notNull(),
    password_hash: text('password_hash').notNull(),
    role: text('role').notNull().default('staff'),
    /** The branch the person works for; null: every branch (the owner, a head-office admin). */
    branch_id: integer('branch_id').references(() => branches.id),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    // Usernames and e-mails are unique among live accounts, whatever their case.
    uniqueIndex('users_username_live_key')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.deleted_at} is null`),
    uniqueIndex('users_email_live_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deleted_at} is null`),
    check('users_role_check', sql`${t.role} in ('superadmin', 'admin', 'staff')`),
  ],
);
