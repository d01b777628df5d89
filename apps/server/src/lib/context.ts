import type { User } from '@depot/shared/users/users.schema';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { UnauthorizedError } from '../errors';
import { branchOfRequest } from './branch-scope';
import { pgErrorCode } from './pg-error';
import { PgTransaction } from 'drizzle-orm/pg-core';

/**
 * What every service function receives first: the database or an open transaction, and who
 * acts (null for start-up jobs, seeds and public routes). Passing it along lets a service run
 * several writes in one transaction, and a caller compose services inside its own.
 */
export type Context = {
  db: Executor;
  actor: User | null;
  log?: RetryLog;
  /**
   * The pool of DATABASE_READ_URL (a replica), for reports only: see `forReports`. Absent or
   * the same as `db` when none is set.
   */
  readDb?: Executor;
  /**
   * The branch the request acts for (lib/branch-scope.ts): null for every branch; absent for
   * work nobody signed in asked for, which sees everything.
   */
  branch?: number | null;
};

/** Where a retried transaction is reported: the request's logger. */
export type RetryLog = { warn: (details: object, message: string) => void };

/** The context of a request: the app's database and the signed-in user, if any. */
export function contextOf(request: FastifyRequest): Context {
  return {
    db: request.server.db,
    readDb: request.server.readDb,
    actor: request.user,
    log: request.log,
    branch: branchOfRequest(request),
  };
}

/**
 * The context a report reads through: the replica of DATABASE_READ_URL when one is set. Only
 * reports use it (statistics, the dashboard, the Excel lists of goods, statistics, debts and
 * the cash book), where a figure a moment late is fine; every other read, and above all one
 * that must see the change its own user just made (a write's reply, the lists and statements a
 * screen refetches after a save, a permission check), stays on the primary. Inside an open
 * transaction the transaction is kept: it may hold writes of its own.
 */
export function forReports(ctx: Context): Context {
  if (!ctx.readDb || ctx.readDb === ctx.db || ctx.db instanceof PgTransaction) return ctx;
  return { ...ctx, db: ctx.readDb };
}

/** The context of work nobody signed in asked for (start-up, housekeeping, tests). */
export function systemContext(db: Executor): Context {
  return { db, actor: null };
}

/** The signed-in user of the context; 401 when there is none. */
export function actorOf(ctx: Context): User {
  if (!ctx.actor) throw new UnauthorizedError();
  return ctx.actor;
}

/**
 * Runs `work` in a transaction with the same actor. Inside another transaction this opens a
 * savepoint (Drizzle's nested transaction), so services that use it compose: the outer caller
 * decides what commits together, and a failing inner step rolls back only its own writes.
 */
export async function inTransaction<T>(
  ctx: Context,
  work: (tx: Context) => Promise<T>,
): Promise<T> {
  const run = () => ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
  // A savepoint cannot be retried alone: the outermost transaction owns the retry.
  if (ctx.db instanceof PgTransaction) return run();
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = pgErrorCode(error);
      if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
      retries.set(code, (retries.get(code) ?? 0) + 1);
      ctx.log?.warn({ sqlstate: code, attempt }, 'transaction retried');
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

/**
 * Deadlock (40P01) and serialization failure (40001): PostgreSQL rolled everything back, so the
 * whole transaction can run again. A safety net only: the lock order (lock-order.ts) is what
 * keeps money transactions from deadlocking, and each use is logged so it shows if one does.
 */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;
const retries = new Map<string, number>();

/** How many transactions of this process were run again, by SQLSTATE (tests and the bench). */
export function retriedTransactions(): Record<string, number> {
  return Object.fromEntries(retries);
}
