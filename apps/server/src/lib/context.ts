import type { User } from '@depot/shared/users/users.schema';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { UnauthorizedError } from '../errors';

/**
 * What every service function receives first: the database or an open transaction, and who
 * acts (null for start-up jobs, seeds and public routes). Passing it along lets a service run
 * several writes in one transaction, and a caller compose services inside its own.
 */
export type Context = { db: Executor; actor: User | null };

/** The context of a request: the app's database and the signed-in user, if any. */
export function contextOf(request: FastifyRequest): Context {
  return { db: request.server.db, actor: request.user };
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
export function inTransaction<T>(ctx: Context, work: (tx: Context) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ db: tx, actor: ctx.actor }));
}
