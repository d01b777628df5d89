import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { touched } from '../../db/schema/columns';
import { branches, branchProvinces } from '../../db/schema/index';

export type BranchRow = typeof branches.$inferSelect & { province_ids: number[] };

const provinceIdsOf = sql<number[]>`coalesce(
  (select array_agg(bp.province_id order by bp.province_id) from branch_provinces bp
   where bp.branch_id = ${branches.id}), '{}')`;

/** Every branch with the provinces it serves, in code order. */
export async function listBranches(db: Executor): Promise<BranchRow[]> {
  return db
    .select({
      id: branches.id,
      name: branches.name,
      code: branches.code,
      address: branches.address,
      phone: branches.phone,
      created_at: branches.created_at,
      updated_at: branches.updated_at,
      province_ids: provinceIdsOf,
    })
    .from(branches)
    .orderBy(asc(branches.code));
}

export async function findBranch(db: Executor, id: number): Promise<BranchRow | undefined> {
  return (await listBranches(db)).find((b) => b.id === id);
}

export type BranchValues = { name: string; code: string; address: string; phone: string };

/** Whether another branch has this code, or this name whatever its case. */
export async function takenBy(db: Executor, values: BranchValues, exceptId?: number) {
  const rows = await db
    .select({ code: branches.code, name: branches.name })
    .from(branches)
    .where(
      and(
        sql`(${branches.code} = ${values.code} or lower(${branches.name}) = lower(${values.name}))`,
        exceptId ? ne(branches.id, exceptId) : undefined,
      ),
    );
  return {
    code: rows.some((r) => r.code === values.code),
    name: rows.some((r) => r.name.toLowerCase() === values.name.toLowerCase()),
  };
}

/** The branches other than `exceptId` serving any of these provinces. */
export async function provincesServedElsewhere(
  db: Executor,
  provinceIds: number[],
  exceptId?: number,
): Promise<number[]> {
  if (provinceIds.length === 0) return [];
  const rows = await db
    .select({ province_id: branchProvinces.province_id })
    .from(branchProvinces)
    .where(
      and(
        inArray(branchProvinces.province_id, provinceIds),
        exceptId ? ne(branchProvinces.branch_id, exceptId) : undefined,
      ),
    );
  return rows.map((r) => r.province_id);
}

export async function insertBranch(db: Executor, values: BranchValues): Promise<number> {
  const [row] = await db.insert(branches).values(values).returning({ id: branches.id });
  return row!.id;
}

export async function updateBranch(db: Executor, id: number, values: BranchValues) {
  const rows = await db
    .update(branches)
    .set({ ...values, ...touched() })
    .where(eq(branches.id, id))
    .returning({ id: branches.id });
  return rows.length > 0;
}

/** The provinces a branch serves, replaced by these. */
export async function setProvinces(db: Executor, branchId: number, provinceIds: number[]) {
  await db.delete(branchProvinces).where(eq(branchProvinces.branch_id, branchId));
  if (provinceIds.length === 0) return;
  await db
    .insert(branchProvinces)
    .values([...new Set(provinceIds)].map((province_id) => ({ branch_id: branchId, province_id })));
}
