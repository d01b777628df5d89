import type { Page } from '@depot/shared/api/envelope';
import type {
  Specification,
  specificationBodySchema,
  specificationListQuerySchema,
} from '@depot/shared/specifications/specifications.schema';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../errors';
import type { Context } from '../../lib/context';
import { guardConstraints, type ConstraintConflicts } from '../../lib/constraint-conflict';
import { pageOf } from '../../lib/reply';
import { foldedKeyword } from '../../lib/sql-pattern';
import { toSpecification } from './specifications.mapper';
import * as q from './specifications.queries';
import { publishChange } from '../../lib/publish-change';

type ListQuery = z.output<typeof specificationListQuerySchema>;
type BodyInput = z.output<typeof specificationBodySchema>;

const NOT_FOUND = 'Không tìm thấy quy cách';
const NAME_TAKEN = 'Tên quy cách đã tồn tại';
const IN_USE = 'Không thể xóa quy cách đang được dùng cho hàng hóa';

function nameTaken() {
  return new ConflictError(NAME_TAKEN, { name: NAME_TAKEN });
}

/**
 * When two people save the same name at once, both pass the check and the unique index on
 * lower(name) stops the second; a product saved between the in-use check and a delete trips
 * the foreign key. Either way the same 409 as the check's.
 */
const CONFLICTS: ConstraintConflicts = {
  specifications_name_key: { message: NAME_TAKEN, field: 'name' },
  products_specification_id_specifications_id_fk: { message: IN_USE },
};

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
  const row = await guardConstraints(CONFLICTS, () => q.insertSpecification(ctx.db, input.name));
  await publishChange(ctx, 'specificationChanged', [row.id]);
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
  const row = await guardConstraints(CONFLICTS, () =>
    q.updateSpecification(ctx.db, id, input.name),
  );
  if (!row) throw new NotFoundError(NOT_FOUND);
  await publishChange(ctx, 'specificationChanged', [id]);
  return toSpecification(row);
}

/**
 * Hard delete, refused while any product (even a soft-deleted one, which the foreign key still
 * holds) uses the specification. A product saved between the check and the delete trips the
 * foreign key instead, and gets the same answer.
 */
export async function deleteSpecification(ctx: Context, id: number): Promise<void> {
  if (await q.isSpecificationUsed(ctx.db, id)) throw new ConflictError(IN_USE);
  const deleted = await guardConstraints(CONFLICTS, () => q.deleteSpecification(ctx.db, id));
  if (!deleted) throw new NotFoundError(NOT_FOUND);
  await publishChange(ctx, 'specificationChanged', [id]);
}
