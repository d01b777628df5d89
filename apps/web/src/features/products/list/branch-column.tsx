import type { TableColumnType } from 'antd';
import type { Product } from '@depot/shared/products/products.schema';
import { vi } from '../../../i18n/vi';
import type { BranchCodes } from '../../../lib/branch-queries';
import { cutCell } from './product-cells';

const t = vi.products.branches;

export type { BranchCodes };

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
