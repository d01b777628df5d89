import { productCode } from '@depot/shared/products/products.rules';

/** The goods columns a flat read of goods lines selects (`p.id as product_id`, p.name, …). */
export type FlatGoods = {
  product_id: number;
  name: string;
  price: number;
  quantity: number;
  total_weight: number;
  suffix: string | null;
  year_create: number;
  month_create: number;
  order: number;
};

/**
 * The goods of a line as every reply names them, from a flat read (the receipts' lines, the
 * transport detail): its id, its code written out by the shared rule, name, price and measures.
 */
export function goodsOf(row: FlatGoods) {
  return {
    id: row.product_id,
    code: productCode(row),
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    total_weight: row.total_weight,
  };
}
