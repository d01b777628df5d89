import { ConflictError } from '../errors';
import { pgConstraint, pgErrorCode } from './pg-error';

/**
 * What a refused write means to the person, by the name of the constraint that refused it:
 * the message, and the form field it belongs to (absent when no field is to blame, as for
 * "still in use" on a delete).
 */
export type ConstraintConflicts = Record<string, { message: string; field?: string }>;

/**
 * Runs a write and turns a unique (23505) or foreign-key (23503) violation of a listed
 * constraint into the 409 of its field. Services check first to answer plainly; this catches
 * the race past the check (two people saving the same name at once), which must get the same
 * answer rather than a 500. Any other error passes through.
 */
export async function guardConstraints<T>(
  conflicts: ConstraintConflicts,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = pgErrorCode(error);
    const conflict =
      code === '23505' || code === '23503' ? conflicts[pgConstraint(error) ?? ''] : undefined;
    if (!conflict) throw error;
    throw new ConflictError(
      conflict.message,
      conflict.field ? { [conflict.field]: conflict.message } : undefined,
    );
  }
}
