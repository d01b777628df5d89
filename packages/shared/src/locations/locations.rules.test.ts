import { describe, expect, it } from 'vitest';
import {
  customerAddressLine,
  customerFullAddress,
  locationLabel,
  shortAddress,
  shortLocationLabel,
} from './locations.rules';

describe('shortLocationLabel', () => {
  it('writes every kind of unit in its usual short form', () => {
    const cases: [string, string, string][] = [
      ['Thành phố', 'Hồ Chí Minh', 'TP. Hồ Chí Minh'],
      ['Tỉnh', 'Bình Dương', 'T. Bình Dương'],
      ['Quận', '1', 'Q. 1'],
      ['Huyện', 'Củ Chi', 'H. Củ Chi'],
      ['Thị xã', 'Sơn Tây', 'TX. Sơn Tây'],
      ['Thành phố', 'Thủ Dầu Một', 'TP. Thủ Dầu Một'],
      ['Phường', 'Bến Nghé', 'P. Bến Nghé'],
      ['Phường', '02', 'P. 02'],
      ['Xã', 'Tân Thông Hội', 'X. Tân Thông Hội'],
      ['Thị trấn', 'Củ Chi', 'TT. Củ Chi'],
    ];
    for (const [type, name, short] of cases) {
      expect(shortLocationLabel({ type, name }), `${type} ${name}`).toBe(short);
    }
  });

  it('is never longer than the full form, and an unknown type stays written in full', () => {
    expect(shortLocationLabel({ type: 'Đặc khu', name: 'Phú Quốc' })).toBe('Đặc khu Phú Quốc');
    const place = { type: 'Thành phố', name: 'Hồ Chí Minh' };
    expect(shortLocationLabel(place).length).toBeLessThan(locationLabel(place).length);
  });

  it('writes nothing for a missing place', () => {
    expect(shortLocationLabel(null)).toBe('');
    expect(shortLocationLabel(undefined)).toBe('');
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

describe('customerAddressLine', () => {
  const places = {
    ward_id: { type: 'Phường', name: 'Bến Nghé' },
    district_id: { type: 'Quận', name: '1' },
    province_id: { type: 'Thành phố', name: 'Hồ Chí Minh' },
  };
  it('puts the house number before the short units', () => {
    expect(customerAddressLine({ number_house: ' 12 Lê Lợi ', ...places })).toBe(
      '12 Lê Lợi, P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh',
    );
  });
  it('leaves out an empty house number', () => {
    expect(customerAddressLine({ number_house: '', ...places })).toBe(
      'P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh',
    );
  });

  it('writes a 2025 address (no district) as ward - province', () => {
    expect(
      customerAddressLine({
        number_house: '12 Lê Lợi',
        ward_id: { type: 'Phường', name: 'Sài Gòn' },
        district_id: null,
        province_id: { type: 'Thành phố', name: 'Hồ Chí Minh' },
      }),
    ).toBe('12 Lê Lợi, P. Sài Gòn - TP. Hồ Chí Minh');
    expect(
      shortAddress([
        { type: 'Đặc khu', name: 'Côn Đảo' },
        null,
        { type: 'Thành phố', name: 'Hồ Chí Minh' },
      ]),
    ).toBe('Đặc khu Côn Đảo - TP. Hồ Chí Minh');
  });
});

describe('customerFullAddress', () => {
  it('writes each unit in full after the house, and no district for a 2025 address', () => {
    const province_id = { type: 'Thành phố', name: 'Hồ Chí Minh' };
    expect(
      customerFullAddress({
        number_house: ' 12 Lê Lợi ',
        ward_id: { type: 'Phường', name: 'Bến Nghé' },
        district_id: { type: 'Quận', name: '1' },
        province_id,
      }),
    ).toBe('12 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh');
    expect(
      customerFullAddress({
        number_house: '5 Nguyễn Huệ',
        ward_id: { type: 'Phường', name: 'Sài Gòn' },
        district_id: null,
        province_id,
      }),
    ).toBe('5 Nguyễn Huệ, Phường Sài Gòn, Thành phố Hồ Chí Minh');
  });
});
