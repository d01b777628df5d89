import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateParam, idParam, openInNewWindow, withQuery } from './url-params';

describe('idParam', () => {
  it('reads a plain positive id', () => {
    expect(idParam('12')).toBe(12);
  });

  it('drops what is no id: nothing, zero, negative, exponent, words, past the largest id', () => {
    for (const value of [null, undefined, '', '0', '-4', '1e3', 'abc', '99999999999'])
      expect(idParam(value)).toBeUndefined();
  });
});

describe('dateParam', () => {
  it('reads a calendar day written YYYY-MM-DD', () => {
    expect(dateParam('2026-11-23')).toBe('2026-11-23');
  });

  it('drops other shapes and days the calendar does not have', () => {
    for (const value of [null, undefined, '', '23-11-2026', '2026-02-30', '2026-11-23T00:00'])
      expect(dateParam(value)).toBeUndefined();
  });
});

describe('withQuery', () => {
  it('writes the values in the order given and leaves out the empty ones', () => {
    expect(
      withQuery('/thong-ke', { customer_id: 9, date_from: '', car_id: undefined, x: 'a b' }),
    ).toBe('/thong-ke?customer_id=9&x=a+b');
  });
});

describe('openInNewWindow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new tab that cannot reach back to this one', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openInNewWindow('/chi-tiet-bang-ke?car_id=4');
    expect(open).toHaveBeenCalledWith('/chi-tiet-bang-ke?car_id=4', '_blank', 'noopener');
  });
});
