import { productCode, quantityUnit, type PriceType } from '@depot/shared/products/products.rules';
import type { ProductListFilters } from '@depot/shared/products/products.schema';
import type { Context } from '../../lib/context';
import { exportBatch, type ExportCursor } from './products-export.queries';
import { whereOf } from './products-read.queries';
import { filtersOf } from './products.service';

/** A goods line as the Excel export writes it. */
export type ExportLine = {
  code: string;
  customer: string;
  name: string;
  quantity: number;
  /** quantityUnit(): `Kiện` or the specification's name. */
  unit: string;
  total_weight: number;
  price: number;
  amount: number;
  datetime: string;
  loaded: boolean;
  paid: boolean;
  note: string | null;
};

/**
 * The goods of the list's filters (every page, not one), `size` lines per query, in the list's
 * order. The first batch is read before the first line is yielded, so a caller that awaits it
 * before answering still answers an SQL error as JSON.
 */
export async function* exportProducts(
  ctx: Context,
  query: ProductListFilters,
  size = 2000,
): AsyncGenerator<ExportLine[]> {
  const where = await whereOf(ctx.db, filtersOf(query, ctx.branch));
  let cursor: ExportCursor | undefined;
  for (;;) {
    const rows = await exportBatch(ctx.db, where, cursor, size);
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    cursor = { datetime: last.datetime, id: last.id };
    yield rows.map((r) => ({
      code: productCode(r),
      customer: r.customer,
      name: r.name,
      quantity: r.quantity,
      unit: quantityUnit(
        r.price_type as PriceType,
        r.specification ? { name: r.specification } : null,
      ),
      total_weight: Number(r.total_weight),
      price: r.price,
      amount: Number(r.amount),
      datetime: r.datetime,
      loaded: r.status,
      paid: r.is_paid,
      note: r.note,
    }));
    if (rows.length < size) return;
  }
}
