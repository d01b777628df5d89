import { describe, expect, it } from 'vitest';
import { isDepotName } from './backups.schema';

describe('isDepotName (the words that confirm a restore)', () => {
  it('takes the depot’s name without accents, case or extra spaces', () => {
    expect(isDepotName('  chanh xe   phuoc thinh ', 'Chành Xe Phước Thịnh')).toBe(true);
    expect(isDepotName('CHÀNH XE PHƯỚC THỊNH', 'Chành Xe Phước Thịnh')).toBe(true);
  });

  it('refuses another name, a part of it, and an empty one', () => {
    expect(isDepotName('Chành Xe Phước', 'Chành Xe Phước Thịnh')).toBe(false);
    expect(isDepotName('Kho khác', 'Chành Xe Phước Thịnh')).toBe(false);
    expect(isDepotName('', '')).toBe(false);
  });
});
