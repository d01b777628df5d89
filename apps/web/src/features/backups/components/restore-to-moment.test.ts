import { describe, expect, it } from 'vitest';
import {
  depotClockOf,
  disabledDayOf,
  disabledTimeOf,
  pickedInstant,
  restoreBounds,
  withinBounds,
} from './restore-to-moment';

const VN = 'Asia/Ho_Chi_Minh';
// Earliest point 02:00:30 on 23-11-2026 at the depot; now 17:00:45 on 29-11-2026 there.
const bounds = restoreBounds('2026-11-22T19:00:30.000Z', Date.parse('2026-11-29T10:00:45Z'), VN);
const at = (iso: string, zone = VN) => depotClockOf(Date.parse(iso), zone);

describe('the minutes a restore can go to, on the depot’s clock', () => {
  it('reads a moment as the depot’s clock shows it, whatever the browser’s zone', () => {
    expect(at('2026-11-28T07:37:00.000Z').format('DD-MM-YYYY HH:mm')).toBe('28-11-2026 14:37');
    expect(at('2026-07-01T10:00:00.000Z', 'Europe/Berlin').format('HH:mm')).toBe('12:00');
  });

  it('sends the minute picked as the moment the depot’s clock read it', () => {
    expect(pickedInstant(at('2026-11-28T07:37:00.000Z'), VN)).toBe('2026-11-28T07:37:00.000Z');
    const berlin = at('2026-07-01T10:00:00.000Z', 'Europe/Berlin');
    expect(pickedInstant(berlin, 'Europe/Berlin')).toBe('2026-07-01T10:00:00.000Z');
  });

  it('starts at the first whole minute after the earliest point and ends at the minute begun now', () => {
    expect(bounds.first.format('DD-MM-YYYY HH:mm')).toBe('23-11-2026 02:01');
    expect(bounds.last.format('DD-MM-YYYY HH:mm')).toBe('29-11-2026 17:00');
    expect(withinBounds(at('2026-11-22T19:01:00.000Z'), bounds)).toBe(true);
    expect(withinBounds(at('2026-11-22T19:00:00.000Z'), bounds)).toBe(false);
    expect(withinBounds(at('2026-11-29T10:00:00.000Z'), bounds)).toBe(true);
    expect(withinBounds(at('2026-11-29T10:01:00.000Z'), bounds)).toBe(false);
  });

  it('turns off the days outside, and the hours and minutes outside on the first and last day', () => {
    const day = disabledDayOf(bounds);
    expect(day(at('2026-11-22T12:00:00.000Z'))).toBe(true); // 22-11, 19:00 at the depot
    expect(day(at('2026-11-22T18:00:00.000Z'))).toBe(false); // 23-11, 01:00 at the depot
    expect(day(at('2026-11-29T18:00:00.000Z'))).toBe(true); // 30-11 at the depot
    const time = disabledTimeOf(bounds);
    const first = time(bounds.first);
    expect(first.disabledHours()).toEqual([0, 1]);
    expect(first.disabledMinutes(2)).toEqual([0]);
    expect(first.disabledMinutes(3)).toEqual([]);
    const last = time(bounds.last);
    expect(last.disabledHours()).toEqual([18, 19, 20, 21, 22, 23]);
    expect(last.disabledMinutes(17)).toHaveLength(59);
    expect(time(at('2026-11-25T05:00:00.000Z')).disabledHours()).toEqual([]);
  });
});
