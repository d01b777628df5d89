import { describe, expect, it } from 'vitest';
import { createRepeatGuard, REPEAT_MS } from './repeat-guard';

describe('createRepeatGuard', () => {
  it('reads a label left in view once, however long it stays there', () => {
    let now = 0;
    const guard = createRepeatGuard(5000, () => now);
    expect(guard.accept('HH-1')).toBe(true);
    // Seen at every frame for 10 s: each sighting keeps it ignored.
    for (now = 150; now <= 10_000; now += 150) expect(guard.accept('HH-1')).toBe(false);
  });

  it('reads it again once it was out of view for the whole window, or at once after a reset', () => {
    let now = 0;
    const guard = createRepeatGuard(5000, () => now);
    expect(guard.accept('HH-1')).toBe(true);
    now = 4999;
    expect(guard.accept('HH-1')).toBe(false);
    expect(guard.accept('HH-2')).toBe(true);
    now = 9999;
    expect(guard.accept('HH-1')).toBe(true);
    now = 10_000;
    guard.reset();
    expect(guard.accept('HH-1')).toBe(true);
    expect(guard.accept('HH-2')).toBe(true);
  });

  it('waits five seconds by default', () => {
    expect(REPEAT_MS).toBe(5000);
  });
});
