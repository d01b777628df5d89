import { describe, expect, it } from 'vitest';
import { formatLocationGroup, parseLocationGroup } from './location-groups';
import {
  productBodySchema,
  productListQuerySchema,
  SPECIFICATION_REQUIRED,
} from './products.schema';
import { productPatchSchema } from './products-edit.schema';

const line = {
  customer_id: 3,
  name: '  Hàng điện tử ',
  price_type: 'weight',
  specification_id: 7,
  quantity: 2,
  total_weight: 12.5,
  price: 2500,
  datetime: '2026-11-05',
};

/** The field → message map of a failed parse. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('productBodySchema', () => {
  it('trims the name and fills the defaults', () => {
    const v = productBodySchema.parse(line);
    expect(v).toMatchObject({ name: 'Hàng điện tử', is_paid: false, is_total_money: false });
    expect(productBodySchema.parse({ ...line, price_type: undefined }).price_type).toBe('weight');
  });

  it('requires a specification unless the price type is package', () => {
    for (const specification_id of [null, undefined, '', 0]) {
      expect(errorsOf(productBodySchema.safeParse({ ...line, specification_id }))).toEqual({
        specification_id: SPECIFICATION_REQUIRED,
      });
    }
    expect(
      productBodySchema.safeParse({ ...line, price_type: 'package', specification_id: null })
        .success,
    ).toBe(true);
  });

  it('drops the specification of package pricing (fixed as Kiện)', () => {
    const v = productBodySchema.parse({ ...line, price_type: 'package', specification_id: 7 });
    expect(v.specification_id).toBeNull();
    expect(productBodySchema.parse(line).specification_id).toBe(7);
  });

  it('reads numbers written as plain decimal strings, as a form sends them', () => {
    const v = productBodySchema.parse({
      ...line,
      quantity: '3',
      total_weight: '4.25',
      price: '1500',
    });
    expect(v).toMatchObject({ quantity: 3, total_weight: 4.25, price: 1500 });
  });
});

describe('productPatchSchema', () => {
  it('keeps only what was sent: {is_paid: true} sets no default pricing', () => {
    expect(productPatchSchema.parse({ is_paid: true })).toEqual({ is_paid: true });
  });

  it('refuses an empty patch', () => {
    expect(errorsOf(productPatchSchema.safeParse({}))).toEqual({
      '': 'Không có thông tin cần cập nhật',
    });
  });
});

describe('productListQuerySchema', () => {
  it('compares with >= when no operator is given, and takes the five operators', () => {
    const q = productListQuerySchema.parse({ price: '1000' });
    expect(q).toMatchObject({ price: 1000, price_op: '>=', quantity_op: '>=', amount_op: '>=' });
    for (const op of ['>', '>=', '=', '<', '<=']) {
      expect(
        productListQuerySchema.parse({ total_weight: '2.5', total_weight_op: op }),
      ).toMatchObject({
        total_weight: 2.5,
        total_weight_op: op,
      });
    }
  });

  it('refuses any other operator and a negative value', () => {
    expect(errorsOf(productListQuerySchema.safeParse({ quantity_op: '!=' }))).toEqual({
      quantity_op: 'Phép so sánh của số lượng không hợp lệ',
    });
    expect(errorsOf(productListQuerySchema.safeParse({ amount: '-1' }))).toEqual({
      amount: 'Thành tiền không được âm',
    });
  });

  it('reads one or several address groups; a group may stop at the province or district', () => {
    expect(productListQuerySchema.parse({}).location).toEqual([]);
    expect(productListQuerySchema.parse({ location: '79.760.26734' }).location).toEqual([
      { province_id: 79, district_id: 760, ward_id: 26734 },
    ]);
    expect(productListQuerySchema.parse({ location: ['79', '1.5'] }).location).toEqual([
      { province_id: 79 },
      { province_id: 1, district_id: 5 },
    ]);
  });

  it('refuses a malformed group and more than 50 groups', () => {
    for (const location of ['79..1', 'abc', '79.760.26734.1']) {
      expect(errorsOf(productListQuerySchema.safeParse({ location }))).toEqual({
        'location.0': 'Nhóm địa chỉ không hợp lệ',
      });
    }
    const many = Array.from({ length: 51 }, (_, i) => String(i + 1));
    expect(Object.values(errorsOf(productListQuerySchema.safeParse({ location: many })))).toEqual([
      'Chọn tối đa 50 nhóm địa chỉ',
    ]);
  });

  it('wants the end date on or after the start date', () => {
    expect(
      productListQuerySchema.safeParse({ date_from: '2026-11-05', date_to: '2026-11-05' }).success,
    ).toBe(true);
    expect(
      errorsOf(
        productListQuerySchema.safeParse({ date_from: '2026-11-06', date_to: '2026-11-05' }),
      ),
    ).toEqual({
      date_to: 'Đến ngày không được trước từ ngày',
    });
    expect(errorsOf(productListQuerySchema.safeParse({ date_from: '2026-13-01' }))).toEqual({
      date_from: 'Từ ngày không hợp lệ (định dạng YYYY-MM-DD)',
    });
  });

  it('pages by 60 by default, at most 100', () => {
    expect(productListQuerySchema.parse({})).toMatchObject({ paged: 1, limit: 60 });
    expect(errorsOf(productListQuerySchema.safeParse({ limit: '101' }))).toEqual({
      limit: 'Số dòng mỗi trang tối đa là 100',
    });
  });
});

describe('parseLocationGroup and formatLocationGroup', () => {
  it('read and write each other', () => {
    for (const text of ['79', '79.760', '79.760.26734']) {
      expect(formatLocationGroup(parseLocationGroup(text)!)).toBe(text);
    }
    expect(parseLocationGroup(' 79.760 ')).toEqual({ province_id: 79, district_id: 760 });
    expect(parseLocationGroup('79.x')).toBeUndefined();
  });

  it('read and write a group of the 2025 list, `2025:province.ward`', () => {
    for (const text of ['2025:79', '2025:79.26740']) {
      expect(formatLocationGroup(parseLocationGroup(text)!)).toBe(text);
    }
    expect(parseLocationGroup('2025:79.26740')).toEqual({
      province_id: 79,
      ward_id: 26740,
      address_version: 2025,
    });
    expect(parseLocationGroup('2025:79.760.26740')).toBeUndefined();
  });
});
