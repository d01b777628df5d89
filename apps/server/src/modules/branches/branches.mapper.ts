import type { Branch } from '@depot/shared/branches/branches.schema';
import type { BranchRow } from './branches.queries';

export function toBranch(row: BranchRow): Branch {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    address: row.address,
    phone: row.phone,
    province_ids: row.province_ids,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
