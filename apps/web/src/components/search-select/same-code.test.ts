import { describe, expect, it } from 'vitest';
import { sameCode } from './same-code';

describe('sameCode', () => {
  it('reads a phone or a plate whole, however its parts are written apart', () => {
    expect(sameCode('0347 601 859', '0347601859')).toBe(true);
    expect(sameCode('0347.601.859', '0347601859')).toBe(true);
    expect(sameCode('51c12345', '51C-123.45')).toBe(true);
    expect(sameCode(' 51C-123.45 ', '51c 123 45')).toBe(true);
  });

  it('never takes a beginning, a longer code or an empty text for the code', () => {
    expect(sameCode('0347601', '0347601859')).toBe(false);
    expect(sameCode('03476018590', '0347601859')).toBe(false);
    expect(sameCode('51C-123.45', '51C-123.456')).toBe(false);
    expect(sameCode(' - ', '')).toBe(false);
  });
});
