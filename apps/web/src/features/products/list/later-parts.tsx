import { lazy, Suspense, useDeferredValue, useState, type ComponentProps } from 'react';
import type { AdvancedSearchModal } from './advanced-search-modal';
import type { PickupForm } from '../pickup/pickup-form';

/**
 * The goods list's parts that the first rows do not need (docs/speed.md: after the data arrived, the
 * first row waited ~1 s of rendering and antd's style generation, theirs included): their code is
 * its own download, and they are drawn only once needed.
 */
const PickupFormCode = lazy(() =>
  import('../pickup/pickup-form').then((m) => ({ default: m.PickupForm })),
);
const AdvancedSearchCode = lazy(() =>
  import('./advanced-search-modal').then((m) => ({ default: m.AdvancedSearchModal })),
);

/**
 * True from the render after the one that first saw `listReady` (the list's first rows or its
 * error) on: what is drawn under it does not hold those rows back.
 */
export function useAfterFirstRows(listReady: boolean): boolean {
  // Deferred: the render that shows the rows still sees `false`; the next one, after, draws it.
  // `false` at first too: the rows may be in the cache (prefetched) as the page mounts.
  const ready = useDeferredValue(listReady, false);
  const [shown, setShown] = useState(false);
  if (ready && !shown) setShown(true);
  return shown;
}

/**
 * The pickup form below the list, drawn in the commit after the list's first rows (or its error),
 * so that its selects, date picker and vehicles call do not hold those rows back.
 */
export function LaterPickupForm({
  listReady,
  ...props
}: ComponentProps<typeof PickupForm> & { listReady: boolean }) {
  if (!useAfterFirstRows(listReady)) return null;
  return (
    <Suspense fallback={null}>
      <PickupFormCode {...props} />
    </Suspense>
  );
}

/** Tìm kiếm nâng cao: drawn from its first opening on (then kept, for its closing motion). */
export function LaterAdvancedSearch(props: ComponentProps<typeof AdvancedSearchModal>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AdvancedSearchCode {...props} />
    </Suspense>
  );
}
