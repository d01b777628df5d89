import type { Page } from '@depot/shared/api/envelope';
import type {
  Specification,
  specificationBodySchema,
  specificationListQuerySchema,
} from '@depot/shared/specifications/specifications.schema';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../errors';
import type { Context } from '../../lib/context';
import { pgErrorCode } from '../../lib/pg-error';
import { pageOf } from '../../lib/reply';
import { foldedKeyword } from '../../lib/sql-pattern';
import { toSpecification } from './specifications.mapper';
import * as q from './specifications.queries';

type ListQuery = z.output<typeof specificationListQuerySchema>;
type BodyInput = z.output<typeof specificationBodySchema>;

const NOT_FOUND = 'Không tìm thấy quy cách';
const NAME_TAKEN = 'Tên quy cách đã tồn tại';
const IN_USE = 'Không thể xóa quy cách đang được dùng cho hàng hóa';

function nameTaken() {
  return new ConflictError(NAME_TAKEN, { name: NAME_TAKEN });
}

/**
 * Runs a write that the unique index on lower(name) may refuse: when two people save the same
 * name at once, both pass the check and the index stops the second, which gets the same 409.
 */
async function guardUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw nameTaken();
    throw error;
  }
}

export async function listSpecifications(
  ctx: Context,
  { paged, limit, name }: ListQuery,
): Promise<Page<Specification>> {
  const nameFolded = foldedKeyword(name);
  const { rows, total } = await q.listSpecifications(ctx.db, { paged, limit, nameFolded });
  return pageOf(rows.map(toSpecification), total, paged, limit);
}

export async function getSpecification(ctx: Context, id: number): Promise<Specification> {
  const row = await q.findSpecificationById(ctx.db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toSpecification(row);
}

export async function createSpecification(ctx: Context, input: BodyInput): Promise<Specification> {
  if (await q.isNameTaken(ctx.db, input.name)) throw nameTaken();
  const row = await guardUniqueName(() => q.insertSpecification(ctx.db, input.name));
  return toSpecification(row);
}

export async function updateSpecification(
  ctx: Context,
  id: number,
  input: BodyInput,
): Promise<Specification> {
  if (!(await q.findSpecificationById(ctx.db, id))) throw new NotFoundError(NOT_FOUND);
  // Excluding itself lets a specification change only the case of its own name.
  if (await q.isNameTaken(ctx.db, input.name, id)) throw nameTaken();
  const row = await guardUniqueName(() => q.updateSpecification(ctx.db, id, input.name));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toSpecification(row);
}

/**
 * Hard delete, refused while any product (even a soft-deleted one, which the foreign key still
 * holds) uses the specification. A product saved between the check and the delete trips the
 * foreign key instead, and gets the same answer.
 */
export async function deleteSpecification(ctx: Context, id: number): Promise<void> {
  if (await q.isSpecificationUsed(ctx.db, id)) throw new ConflictError(IN_USE);
  let deleted: boolean;
  try {
    deleted = await q.deleteSpecification(ctx.db, id);
  } catch (error) {
    if (pgErrorCode(error) === '23503') throw new ConflictError(IN_USE);
    throw error;
  }
  if (!deleted) throw new NotFoundError(NOT_FOUND);
}
