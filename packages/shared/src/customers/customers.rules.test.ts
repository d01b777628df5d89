import { describe, expect, it } from 'vitest';
import { isLikelyDuplicateCustomer, normalizePhone, phoneSearchKey } from './customers.rules';
import { customerBodySchema } from './customers.schema';

const an = { full_name: 'Nguyễn Văn An', phone: '0903123456' };

describe('isLikelyDuplicateCustomer', () => {
  it('finds the same name and phone, whatever the case, accents and spaces of the name', () => {
    expect(isLikelyDuplicateCustomer(an, { ...an })).toBe(true);
    expect(
      isLikelyDuplicateCustomer(an, { full_name: ' nguyen  van AN ', phone: '0903123456 ' }),
    ).toBe(true);
  });

  it('lets two people share a name, or a phone, but not both', () => {
    expect(isLikelyDuplicateCustomer(an, { ...an, phone: '0903123457' })).toBe(false);
    expect(isLikelyDuplicateCustomer(an, { ...an, full_name: 'Nguyễn Văn Anh' })).toBe(false);
    // A name that only contains the other is another person (the list's search would find it).
    expect(isLikelyDuplicateCustomer(an, { ...an, full_name: 'Nguyễn Văn An Bình' })).toBe(false);
  });
});

/** A customer the schema accepts but for the phone under test. */
const customer = {
  full_name: 'Nguyễn Văn An',
  phone: '0909000111',
  number_house: '12 Hàng Bạc',
  province_id: 79,
  district_id: 760,
  ward_id: 26740,
  debt: 0,
};

describe('normalizePhone', () => {
  it.each([
    ['+84 903-123 456', '+84903123456'],
    ['  +84.903.123.456', '+84903123456'],
    ['0903 123 456', '0903123456'],
    ['09-03 1', '09031'],
    // Only a leading + is the international prefix; one further in is a typo.
    ['84+903', '84903'],
    ['++84', '+84'],
    ['+', '+'],
    ['', ''],
  ])('turns %j into %j', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it('gives what the schema accepts from anything a person types with 6 digits or more', () => {
    for (const typed of ['+84 (903) 123-456', 'tel: 0903.123.456', '0903\t123\u00a0456']) {
      const phone = normalizePhone(typed);
      expect(customerBodySchema.safeParse({ ...customer, phone }).success).toBe(true);
    }
  });
});

describe('phoneSearchKey', () => {
  it('reads a phone typed grouped or not as its stored digits', () => {
    expect(phoneSearchKey('0347601859')).toBe('0347601859');
    expect(phoneSearchKey(' 0347 601.859 ')).toBe('0347601859');
    expect(phoneSearchKey('+84 (347) 601-859')).toBe('+84347601859');
  });

  it('reads a keyword with letters, or with nothing but separators, as no phone', () => {
    expect(phoneSearchKey('Oanh 0347')).toBeUndefined();
    expect(phoneSearchKey('tap hoa')).toBeUndefined();
    expect(phoneSearchKey(' - ')).toBeUndefined();
    expect(phoneSearchKey('03+47')).toBeUndefined();
  });
});
