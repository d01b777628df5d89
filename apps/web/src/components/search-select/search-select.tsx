import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Select, type RefSelectProps, type SelectProps } from 'antd';

type SearchOption = { value: string | number; disabled?: boolean };

export type SearchSelectProps<V, O extends SearchOption> = Omit<
  SelectProps<V, O>,
  | 'mode'
  | 'options'
  | 'showSearch'
  | 'open'
  | 'searchValue'
  | 'onSearch'
  | 'filterOption'
  | 'labelInValue'
  | 'onSelect'
  | 'onDeselect'
> & {
  /** Several values; one when left out ('tags' is not offered). */
  mode?: 'multiple';
  options: O[];
  /** Each text as the box holds it (untrimmed): the owner searches with it. */
  onSearch?: (text: string) => void;
  /** The options are filtered here too, as antd's filterOption; none when the server did it. */
  filterOption?: (input: string, option: O) => boolean;
  /**
   * Whether the options held now answer `text` (trimmed): the server replied for that very text,
   * or the whole list has arrived when it is filtered here. An earlier text's list does not.
   */
  answers: (text: string) => boolean;
  /** Whether an option is the text typed in full: its phone, code or plate (see sameCode). */
  isExact: (option: O, text: string) => boolean;
  ref?: Ref<RefSelectProps>;
};

/**
 * An antd Select searched as the clerk types, whose Enter takes only what the box holds now.
 * antd's Enter (and Tab) takes the active option of whatever list is on screen, and a list
 * found for an earlier, shorter text stays there until the search for the full text answers:
 * a phone typed fast and Enter took another shop. Here:
 *
 * - the options answer the text: antd takes the active option, unless one option is the text
 *   typed in full (a phone, a plate) and the arrows chose no other;
 * - they answer an earlier text: the one option that is the text in full is taken at once;
 *   otherwise Enter waits, and takes the first option once the answer for this text arrives
 *   (nothing when it has none). Typing on, closing or leaving forgets that Enter. Tab takes
 *   nothing from such a list: the cursor has moved on before any answer.
 *
 * The mouse picks as antd does. Open state and the search text are kept here, so that a pick
 * made after the key can close the list and empty the box as antd's own pick does. Each case is
 * shown by customer-picker-enter.test.tsx, trip-picker.test.tsx (yard) and
 * address-group-select.test.tsx.
 */
export function SearchSelect<V, O extends SearchOption>({
  mode,
  options,
  onSearch,
  filterOption,
  answers,
  isExact,
  disabled,
  onOpenChange,
  onInputKeyDown,
  onBlur,
  ref,
  ...rest
}: SearchSelectProps<V, O>) {
  const multiple = mode === 'multiple';
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // An Enter waits for the answer to the text in the box (typing on forgets it).
  const [waiting, setWaiting] = useState(false);
  // The arrows moved the active option since the text changed: that is the clerk's choice.
  const moved = useRef(false);
  // rc-select closes a disabled select without telling: the list must not reopen when enabled.
  if (disabled && open) setOpen(false);

  const typed = text.trim();
  const shown =
    filterOption && text !== '' ? options.filter((o) => filterOption(text, o)) : options;
  // Two options with the phone typed is no answer: which one is for the clerk to see.
  const exactMatches = typed === '' ? [] : options.filter((o) => isExact(o, typed));
  const exact = exactMatches.length === 1 ? exactMatches[0] : undefined;
  // What a waiting Enter takes: the option typed in full as soon as it is held, else the first
  // of this text's answer; null when that answer has none.
  let due: O | null | undefined;
  if (waiting)
    due = exact ?? (answers(typed) ? (shown.find((o) => !o.disabled) ?? null) : undefined);
  // The option a waiting Enter took, for the effect below to hand to the owner (a new object
  // each time, so that the same option taken twice is handed twice).
  const [taken, setTaken] = useState<{ option: O }>();
  // The answer came while the render ran: this select settles now, its owner hears after.
  if (due !== undefined) {
    setWaiting(false);
    if (due) {
      setText('');
      if (!multiple) setOpen(false);
      setTaken({ option: due });
    }
  }

  const clearText = () => {
    setText('');
    setWaiting(false);
    moved.current = false;
  };
  // After a pick the box is empty; a select of several stays open, so its owner searches again
  // for the empty text (one alone closes, and its owner forgets the search on closing).
  const clearSearch = () => {
    clearText();
    if (multiple) onSearch?.('');
  };

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setWaiting(false);
      // antd keeps the text of a select of several until blur; its owner forgets its search now.
      if (multiple) clearText();
    }
    onOpenChange?.(next);
  };

  /** The owner hears of a pick made here, as of one antd made. */
  const tell = (option: O) => {
    if (!multiple) {
      rest.onChange?.(option.value as V, option);
      onOpenChange?.(false);
      return;
    }
    onSearch?.('');
    const values: unknown[] = Array.isArray(rest.value) ? rest.value : [];
    if (values.includes(option.value)) return;
    const next = [...values, option.value];
    rest.onChange?.(
      next as V,
      options.filter((o) => next.includes(o.value)),
    );
  };
  const tellTaken = useEffectEvent(tell);
  useEffect(() => {
    if (taken) tellTaken(taken.option);
  }, [taken]);

  const pick = (option: O) => {
    clearText();
    if (!multiple) setOpen(false);
    tell(option);
  };

  const search = (next: string) => {
    setText(next);
    setWaiting(false);
    moved.current = false;
    onSearch?.(next);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    onInputKeyDown?.(event);
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') moved.current = true;
    const isEnter = event.key === 'Enter';
    if (!open || (!isEnter && event.key !== 'Tab') || event.nativeEvent.isComposing) return;
    if (answers(typed) && (moved.current || !exact)) return;
    // rc-select takes its active option in the root's keydown, which this input's precedes:
    // stopped here, it takes none. Enter's default (a form's submit) is stopped as rc-select does.
    event.stopPropagation();
    if (isEnter) event.preventDefault();
    if (exact) pick(exact);
    else if (isEnter) setWaiting(true);
  };

  const blur = (event: FocusEvent<HTMLElement>) => {
    // antd empties the box of a select of several on blur, without telling.
    if (multiple) clearText();
    onBlur?.(event);
  };

  return (
    <Select<V, O>
      {...rest}
      ref={ref}
      mode={mode}
      disabled={disabled}
      options={options}
      open={open && !disabled}
      onOpenChange={changeOpen}
      showSearch={{
        searchValue: text,
        onSearch: search,
        filterOption: filterOption
          ? (input, option) => (option ? filterOption(input, option) : false)
          : false,
      }}
      onInputKeyDown={keyDown}
      // antd empties its box after its own pick; with the text kept here, that is done here.
      onSelect={clearSearch}
      onDeselect={clearSearch}
      onBlur={blur}
    />
  );
}
