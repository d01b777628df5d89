import type { Branch, branchBodySchema } from '@depot/shared/branches/branches.schema';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../errors';
import { inTransaction, type Context } from '../../lib/context';
import { guardConstraints, type ConstraintConflicts } from '../../lib/constraint-conflict';
import { publishChange } from '../../lib/publish-change';
import { toBranch } from './branches.mapper';
import * as q from './branches.queries';

type BodyInput = z.output<typeof branchBodySchema>;

const NOT_FOUND = 'Không tìm thấy chi nhánh';
const CODE_TAKEN = 'Mã chi nhánh đã được dùng';
const NAME_TAKEN = 'Tên chi nhánh đã tồn tại';
const PROVINCE_SERVED = 'Tỉnh/thành này đã thuộc chi nhánh khác';

/** Two saves of the same code, name or province at once: the unique indexes stop the second. */
const CONFLICTS: ConstraintConflicts = {
  branches_code_key: { message: CODE_TAKEN, field: 'code' },
  branches_name_key: { message: NAME_TAKEN, field: 'name' },
  branch_provinces_province_key: { message: PROVINCE_SERVED, field: 'province_ids' },
};

export async function listBranches(ctx: Context): Promise<Branch[]> {
  return (await q.listBranches(ctx.db)).map(toBranch);
}

export async function branchExists(ctx: Context, id: number): Promise<boolean> {
  return (await q.findBranch(ctx.db, id)) !== undefined;
}

/** The branch, or 404 in Vietnamese. */
export async function getBranch(ctx: Context, id: number): Promise<Branch> {
  const row = await q.findBranch(ctx.db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toBranch(row);
}

async function checkFree(ctx: Context, input: BodyInput, exceptId?: number) {
  const values = { name: input.name, code: input.code, address: input.address, phone: input.phone };
  const taken = await q.takenBy(ctx.db, values, exceptId);
  if (taken.code) throw new ConflictError(CODE_TAKEN, { code: CODE_TAKEN });
  if (taken.name) throw new ConflictError(NAME_TAKEN, { name: NAME_TAKEN });
  const served = await q.provincesServedElsewhere(ctx.db, input.province_ids, exceptId);
  if (served.length > 0)
    throw new ConflictError(PROVINCE_SERVED, { province_ids: PROVINCE_SERVED });
  return values;
}

export async function createBranch(ctx: Context, input: BodyInput): Promise<Branch> {
  const id = await inTransaction(ctx, async (tx) => {
    const values = await checkFree(tx, input);
    return guardConstraints(CONFLICTS, async () => {
      const made = await q.insertBranch(tx.db, values);
      await q.setProvinces(tx.db, made, input.province_ids);
      return made;
    });
  });
  await publishChange(ctx, 'branchChanged', [id]);
  return getBranch(ctx, id);
}

export async function updateBranch(ctx: Context, id: number, input: BodyInput): Promise<Branch> {
  await inTransaction(ctx, async (tx) => {
    if (!(await q.findBranch(tx.db, id))) throw new NotFoundError(NOT_FOUND);
    const values = await checkFree(tx, input, id);
    await guardConstraints(CONFLICTS, async () => {
      await q.updateBranch(tx.db, id, values);
      await q.setProvinces(tx.db, id, input.province_ids);
    });
  });
  await publishChange(ctx, 'branchChanged', [id]);
  return getBranch(ctx, id);
}
