import { useState, type ChangeEvent } from 'react';
import { useDebouncedText } from './use-debounced-text';

/** The pause after typing before a name box searches. */
export const SEARCH_DELAY_MS = 400;

/**
 * A name search box (antd `Input.Search`): what it searches for once typing pauses (the app's one
 * debounce), or at once on Enter, trimmed; and the page of the list it filters, back to 1 for
 * each new name. Spread `inputProps` on the box.
 */
export function useSearchBox(delayMs = SEARCH_DELAY_MS) {
  const [typed, setTyped] = useState('');
  // The name Enter searched, and the settled text it stood over: it holds until typing settles
  // on something else (no fall back to an older name, nor to every customer, while typing on).
  const [entered, setEntered] = useState<{ name: string; over: string } | null>(null);
  const settled = useDebouncedText(typed, delayMs);
  // An emptied box searches nothing at once, whatever Enter searched before.
  const searched =
    typed.trim() !== '' && entered !== null && entered.over === settled ? entered.name : settled;
  const [paged, setPaged] = useState(1);
  // A new name starts again at its first page (adjusted while rendering, not in an effect).
  const [pagedFor, setPagedFor] = useState(searched);
  if (pagedFor !== searched) {
    setPagedFor(searched);
    setPaged(1);
  }
  return {
    searched,
    paged,
    setPaged,
    inputProps: {
      value: typed,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setTyped(e.target.value),
      onSearch: (value: string) => {
        setTyped(value);
        setEntered({ name: value.trim(), over: settled });
      },
    },
  };
}
