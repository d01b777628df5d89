import { useEffect, useState } from 'react';

/**
 * The one debounce of the app (the goods form's suggestions, the customer picker, the address
 * groups, the name boxes of lib/use-search-box.ts): the trimmed text once typing has paused for `delayMs`. Emptied (a reset, another customer)
 * it is '' at once, so that nothing is searched for a name that is gone, and the next name typed
 * is not preceded by a search for the old one.
 */
export function useDebouncedText(text: string, delayMs: number): string {
  const trimmed = text.trim();
  const [settled, setSettled] = useState(trimmed);
  if (trimmed === '' && settled !== '') setSettled('');
  useEffect(() => {
    if (trimmed === '') return;
    const timer = setTimeout(() => setSettled(trimmed), delayMs);
    return () => clearTimeout(timer);
  }, [trimmed, delayMs]);
  return trimmed === '' ? '' : settled;
}
