import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useSearchBox } from './use-search-box';

// A pause far longer than the test: only Enter can make the box search.
const LONG = 60_000;
const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useSearchBox', () => {
  it('searches a typed name at once on Enter, trimmed, without waiting for the pause', () => {
    const { result } = renderHook(() => useSearchBox(LONG));
    act(() => result.current.inputProps.onChange(typed('  cong no ')));
    expect(result.current.searched).toBe('');
    act(() => result.current.inputProps.onSearch('  cong no '));
    expect(result.current.searched).toBe('cong no');
    // Typing on keeps that name until the typing settles on another one.
    act(() => result.current.inputProps.onChange(typed('cong nong')));
    expect(result.current.searched).toBe('cong no');
    // Emptied by hand: every customer again at once.
    act(() => result.current.inputProps.onChange(typed('')));
    expect(result.current.searched).toBe('');
  });

  it('goes back to the first page for each new name', () => {
    const { result } = renderHook(() => useSearchBox(LONG));
    act(() => result.current.setPaged(3));
    expect(result.current.paged).toBe(3);
    act(() => result.current.inputProps.onSearch('an'));
    expect([result.current.searched, result.current.paged]).toEqual(['an', 1]);
  });
});
