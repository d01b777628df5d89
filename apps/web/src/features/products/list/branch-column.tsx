import type { TableColumnType } from 'antd';
import type { Branch } from '@depot/shared/branches/branches.schema';
import type { Product } from '@depot/shared/products/products.schema';
import { vi } from '../../../i18n/vi';
import { cutCell } from './product-cells';

const t = vi.products.branches;

/** The branches' codes by id, for cells that name a branch in two to four letters. */
export type BranchCodes = ReadonlyMap<number, string>;

export function branchCodesOf(branches: readonly Branch[]): BranchCodes {
  return new Map(branches.map((branch) => [branch.id, branch.code]));
}

/** Where the goods come from and go to, by code: `SG → CT`. */
export function branchEnds(product: Product, codes: BranchCodes): string {
  const code = (id: number) => codes.get(id) ?? `#${id}`;
  return t.ends(code(product.origin_branch_id), code(product.destination_branch_id));
}

/**
 * The goods table's `Chi nhánh` column (only with branches: the caller leaves it out), as narrow
 * as two codes: its width is taken from the text columns on a 1366 px laptop. The stage is the
 * status column's tag (StatusTag).
 */
export function branchColumn(codes: BranchCodes, width: number): TableColumnType<Product> {
  return {
    title: t.column,
    key: 'branches',
    width,
    ...cutCell<Product>((product) => branchEnds(product, codes)),
  };
}
