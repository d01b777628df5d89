import { describe, expect, it } from 'vitest';
import { customerShortAddress } from './customer-address';

const place = (name: string, type: string) => ({ id: 1, name, type });

describe('customerShortAddress', () => {
  it('writes the house, then ward, district and province in their short forms', () => {
    expect(
      customerShortAddress({
        number_house: ' 12 Lê Lợi ',
        ward_id: place('Bến Nghé', 'Phường'),
        district_id: place('1', 'Quận'),
        province_id: place('Hồ Chí Minh', 'Thành phố'),
      }),
    ).toBe('12 Lê Lợi, P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh');
  });

  it('leaves out a blank house number', () => {
    expect(
      customerShortAddress({
        number_house: '',
        ward_id: place('Tân Thông Hội', 'Xã'),
        district_id: place('Củ Chi', 'Huyện'),
        province_id: place('Hồ Chí Minh', 'Thành phố'),
      }),
    ).toBe('X. Tân Thông Hội - H. Củ Chi - TP. Hồ Chí Minh');
  });
});
