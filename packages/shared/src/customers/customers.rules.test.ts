import { describe, expect, it } from 'vitest';
import { isLikelyDuplicateCustomer } from './customers.rules';

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
