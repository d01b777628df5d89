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
  const [entered, setEntered] = useState<string | null>(null);
  const settled = useDebouncedText(typed, delayMs);
  const searched = entered !== null && entered === typed.trim() ? entered : settled;
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
        setEntered(value.trim());
      },
    },
  };
}
