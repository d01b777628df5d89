import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * A list's page and text filters kept in the URL (`?paged=2&name=thung`), so a reload, the back
 * button or a shared link shows the same rows. Page 1 and empty filters are left out of the URL.
 */
export function useListSearchParams<K extends string>(filterKeys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const paged = positiveInt(searchParams.get('paged'), 1);
  const keysId = filterKeys.join('|');

  const filters = useMemo(() => {
    const values = {} as Record<K, string>;
    for (const key of keysId.split('|') as K[]) values[key] = searchParams.get(key) ?? '';
    return values;
  }, [searchParams, keysId]);

  const setPage = useCallback(
    (page: number) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (page > 1) next.set('paged', String(page));
        else next.delete('paged');
        return next;
      }),
    [setSearchParams],
  );

  /** A new filter shows its first page. */
  const setFilter = useCallback(
    (key: K, value: string) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('paged');
        return next;
      }),
    [setSearchParams],
  );

  return { paged, filters, setPage, setFilter };
}
