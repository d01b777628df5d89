import { describe, expect, it } from 'vitest';
import { createRepeatGuard } from './repeat-guard';

describe('createRepeatGuard', () => {
  it('lets the same code through again only 2 s after it last came through', () => {
    let now = 0;
    const accept = createRepeatGuard(2000, () => now);
    expect(accept('HH-1')).toBe(true);
    now = 1999;
    expect(accept('HH-1')).toBe(false);
    expect(accept('HH-2')).toBe(true);
    now = 2000;
    expect(accept('HH-1')).toBe(true);
    now = 2500;
    expect(accept('HH-2')).toBe(false);
  });
});
