import { describe, expect, it } from 'vitest';
import { shortAddress, shortPlace } from './place-label';

describe('shortPlace', () => {
  it('writes the usual short forms, a province by its bare name', () => {
    expect(shortPlace({ type: 'Phường', name: 'Bến Nghé' })).toBe('P. Bến Nghé');
    expect(shortPlace({ type: 'Xã', name: 'Tân Nhựt' })).toBe('X. Tân Nhựt');
    expect(shortPlace({ type: 'Thị trấn', name: 'Củ Chi' })).toBe('TT. Củ Chi');
    expect(shortPlace({ type: 'Quận', name: '1' })).toBe('Q. 1');
    expect(shortPlace({ type: 'Huyện', name: 'Bình Chánh' })).toBe('H. Bình Chánh');
    expect(shortPlace({ type: 'Thị xã', name: 'Sơn Tây' })).toBe('TX. Sơn Tây');
    expect(shortPlace({ type: 'Thành phố', name: 'Hồ Chí Minh' })).toBe('TP. Hồ Chí Minh');
    expect(shortPlace({ type: 'Tỉnh', name: 'Đồng Nai' })).toBe('Đồng Nai');
    expect(shortPlace(null)).toBe('');
  });
});

describe('shortAddress', () => {
  it('joins ward, district and province with dashes, skipping what is missing', () => {
    expect(
      shortAddress([
        { type: 'Phường', name: 'Phúc Xá' },
        { type: 'Quận', name: 'Ba Đình' },
        { type: 'Thành phố', name: 'Hà Nội' },
      ]),
    ).toBe('P. Phúc Xá - Q. Ba Đình - TP. Hà Nội');
    expect(shortAddress([undefined, { type: 'Huyện', name: 'Nhà Bè' }, null])).toBe('H. Nhà Bè');
  });
});
