import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { Product } from '@depot/shared/products/products.schema';

const LIST_KEY = ['products', 'list'] as const;

/**
 * The picked goods that went onto a vehicle since they were picked (another clerk's pickup or a
 * yard scan, docs/decisions/0013-live-screens-several-servers.md), as the freshest goods list page that shows them says. A live change
 * refreshes the list (lib/refresh-map.ts), so the pickup form can say so before `Lên Hàng`.
 * The selection keeps its rows as picked; this reads the pages' rows newer than them.
 */
export function useLoadedMeanwhile(selected: readonly Product[]): Product[] {
  const queryClient = useQueryClient();
  const [listVersion, setListVersion] = useState(0);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const [root, kind] = event.query.queryKey;
        if (
          event.type === 'updated' &&
          event.action.type === 'success' &&
          root === LIST_KEY[0] &&
          kind === LIST_KEY[1]
        ) {
          setListVersion((version) => version + 1);
        }
      }),
    [queryClient],
  );

  return useMemo(() => {
    void listVersion; // recomputed whenever a list page arrives
    if (selected.length === 0) return [];
    const wanted = new Set(selected.map((p) => p.id));
    const fresh = new Map<number, { row: Product; at: number }>();
    for (const query of queryClient.getQueryCache().findAll({ queryKey: LIST_KEY })) {
      const page = query.state.data as Page<Product> | undefined;
      const at = query.state.dataUpdatedAt;
      for (const row of page?.rows ?? []) {
        if (!wanted.has(row.id)) continue;
        const known = fresh.get(row.id);
        if (!known || known.at < at) fresh.set(row.id, { row, at });
      }
    }
    return selected.flatMap((picked) => {
      const now = fresh.get(picked.id)?.row;
      return now?.status && now.trip && !picked.status ? [now] : [];
    });
  }, [selected, listVersion, queryClient]);
}
