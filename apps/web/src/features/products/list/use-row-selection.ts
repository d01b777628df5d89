import { useCallback, useMemo, useState } from 'react';
import type { TableRowSelection } from 'antd/es/table/interface';
import type { Product } from '@depot/shared/products/products.schema';
import { SELECTION_WIDTH } from './product-columns';

/**
 * The goods picked for the pickup form, kept while the list moves between pages and filters:
 * the rows themselves are kept (their weights) since another page's rows are not on screen.
 * Goods already on a vehicle cannot be picked.
 */
export function useRowSelection(compact: boolean) {
  const [selected, setSelected] = useState<ReadonlyMap<number, Product>>(new Map());

  const clear = useCallback(() => setSelected(new Map()), []);

  const rowSelection = useMemo<TableRowSelection<Product>>(
    () => ({
      selectedRowKeys: [...selected.keys()],
      preserveSelectedRowKeys: true,
      columnWidth: SELECTION_WIDTH,
      fixed: !compact,
      getCheckboxProps: (product) => ({ disabled: product.status && !selected.has(product.id) }),
      onChange: (keys, rows) => {
        const byId = new Map(rows.filter(Boolean).map((row) => [row.id, row]));
        const next = new Map<number, Product>();
        for (const key of keys) {
          const row = byId.get(Number(key)) ?? selected.get(Number(key));
          if (row) next.set(row.id, row);
        }
        setSelected(next);
      },
    }),
    [selected, compact],
  );

  /** A phone's card box (no table there): picks or drops one line. */
  const toggle = useCallback(
    (product: Product, on: boolean) =>
      setSelected((previous) => {
        const next = new Map(previous);
        if (on) next.set(product.id, product);
        else next.delete(product.id);
        return next;
      }),
    [],
  );

  const products = useMemo(() => [...selected.values()], [selected]);
  return { rowSelection, selected: products, clear, toggle };
}
