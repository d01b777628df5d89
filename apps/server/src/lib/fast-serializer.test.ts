import { envelopeSchema, pageSchema, paginate } from '@depot/shared/api/envelope';
import { productSchema, type Product } from '@depot/shared/products/products.schema';
import { vehicleStatementSchema } from '@depot/shared/receipts/receipts.schema';
import { DEFAULT_SETTINGS } from '@depot/shared/settings/settings.schema';
import { transportDetailSchema } from '@depot/shared/statistics/statistics.schema';
import { tripCustomerRowSchema } from '@depot/shared/trips/trips-replies.schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { fastSerializerCompiler } from './fast-serializer';

// The goods list is written by fast-json-stringify (fast-serializer.ts): its output must be the
// zod serializer's, byte for byte, whatever is null, and nothing outside the schema may pass.
const schema = envelopeSchema(pageSchema(productSchema));
const route = { schema, method: 'GET', url: '/api/products', httpStatus: '200' };
const fast = fastSerializerCompiler(route);
const zod = serializerCompiler(route as never) as (data: unknown) => string;

const unit = (id: number, name: string, type: string) => ({ id, name, type });
const loaded: Product = {
  id: 7,
  code: '2611-12345-K',
  customer_id: 3,
  customer: {
    id: 3,
    full_name: 'Nguyễn Văn "Tư" \\ An',
    phone: '0901234567',
    number_house: '12/3 Lê Lợi',
    province_id: unit(79, 'Hồ Chí Minh', 'Thành phố'),
    district_id: unit(760, '1', 'Quận'),
    ward_id: unit(26740, 'Bến Nghé', 'Phường'),
    address_version: 1,
    old_address: null,
  },
  name: 'Tủ lạnh\nhai cửa',
  price: 1_250_000,
  quantity: 2,
  total_weight: 120.55,
  price_type: 'weight',
  is_total_money: false,
  specification_id: { id: 2, name: 'Thùng' },
  is_paid: true,
  status: true,
  trip: { trip_id: 9, car_id: 4, number_car: '60C-123.45', datetime_from: '2026-11-25' },
  datetime: '2026-11-24',
  product_type: 'Dễ vỡ',
  product_parent_id: 5,
  year_create: 2026,
  month_create: 11,
  order: 12345,
  suffix: 'K',
  origin_branch_id: 1,
  destination_branch_id: 2,
  stage: 'in_transit',
  sender: { id: 4, full_name: 'Công ty "Sơn" Á Đông', phone: '0281234567' },
  freight_payer: 'sender',
  cod_amount: 2_000_000,
  cod_collected: 500_000,
  cod_due: 1_500_000,
  arrived_at: null,
  amount: 150_687_500,
  collected: 150_687_500,
  due: 0,
  paid_state: 'paid',
  created_by: 1,
  created_at: '2026-11-24T03:04:05.678Z',
  updated_at: '2026-11-25T03:04:05.678Z',
};
const bare: Product = {
  ...loaded,
  id: 8,
  specification_id: null,
  trip: null,
  product_type: null,
  product_parent_id: null,
  suffix: null,
  created_by: null,
  sender: null,
  freight_payer: 'receiver',
  cod_amount: 0,
  cod_collected: 0,
  cod_due: 0,
  price_type: 'package',
  total_weight: 0,
};

describe('the fast serializer of the goods list', () => {
  it('writes what the zod serializer writes', () => {
    for (const rows of [[loaded, bare], [bare], []]) {
      const page = { rows, total: rows.length, paginate: paginate(rows.length, 1, 60) };
      const reply = { status: true, message: 'Thành công', data: page };
      expect(fast(reply)).toBe(zod(reply));
    }
  });

  it('leaves out what the schema does not name', () => {
    const leaky = { ...loaded, password_hash: 'bí mật', customer: { ...loaded.customer, x: 1 } };
    const reply = {
      status: true,
      message: 'Thành công',
      data: { rows: [leaky], total: 1, paginate: paginate(1, 1, 60) },
    };
    const written = fast(reply);
    expect(written).not.toContain('bí mật');
    expect(written).toBe(zod(reply));
  });
});

describe('the fast serializer of a customer’s transport detail', () => {
  const detailRoute = {
    schema: envelopeSchema(transportDetailSchema),
    method: 'GET',
    url: '/api/tk/phieu-thu/chi-tiet',
    httpStatus: '200',
  };
  it('writes what the zod serializer writes', () => {
    const row = {
      id: 31,
      product: {
        id: 7,
        code: '2611-12345-K',
        name: 'Thùng "sơn" \\ nước\nhai lớp',
        price: 120_000,
        quantity: 3,
        total_weight: 45.5,
        datetime: '2026-11-24',
        is_paid: false,
      },
      amount: 360_000,
      collected: 100_000,
      due: 260_000,
      paid_state: 'partial',
      car: { id: 4, number_car: '60C-123.45', driver_name: 'Trần Văn Tài' },
      datefrom: '2026-11-25',
      secret: 'không gửi',
    };
    const reply = { status: true, message: 'Thành công', data: { total: 1, rows: [row] } };
    const written = fastSerializerCompiler(detailRoute)(reply);
    expect(written).toBe(
      (serializerCompiler(detailRoute as never) as (d: unknown) => string)(reply),
    );
    expect(written).not.toContain('không gửi');
  });
});

describe('the fast serializer of a vehicle’s statement', () => {
  const route = {
    schema: envelopeSchema(vehicleStatementSchema),
    method: 'GET',
    url: '/api/transport/get-by-car',
    httpStatus: '200',
  };
  const line = {
    id: 31,
    product: {
      id: 7,
      code: '2611-12345-K',
      name: 'Thùng "sơn" \\ nước',
      price: 120_000,
      quantity: 3,
      total_weight: 45.5,
      price_type: 'package',
      is_total_money: false,
      is_paid: false,
      paid_amount: 100_000,
      freight_payer: 'receiver',
      specification: { id: 2, name: 'Thùng' },
      // The parts of the code: read for `code`, never sent on a receipt.
      year_create: 2026,
      month_create: 11,
      order: 12345,
      suffix: 'K',
    },
    amount: 360_000,
    collected: 100_000,
    due: 260_000,
    paid_state: 'partial',
    cod_amount: 0,
    cod_due: 0,
  };
  const sums = {
    lines: 1,
    quantity: 3,
    total_weight: 45.5,
    amount: 360_000,
    collected: 100_000,
    sender_due: 0,
    due: 260_000,
  };
  const receipt = {
    customer: {
      id: 3,
      full_name: 'Nguyễn Văn An',
      phone: '0901234567',
      number_house: '12 Lê Lợi',
      province_id: unit(79, 'Hồ Chí Minh', 'Thành phố'),
      district_id: null,
      ward_id: unit(26740, 'Bến Nghé', 'Phường'),
      address_version: 2025,
      old_address: null,
    },
    is_close: false,
    data: [line],
    sums,
    amount_words: 'Ba trăm sáu mươi nghìn đồng',
    due_words: 'Hai trăm sáu mươi nghìn đồng',
    collect_text: null,
    reference: 'PT 261125 X4 K3',
    vietqr: '000201…',
    track_token: 'o.nz.261125-AqyR',
    payments: [{ id: 9, number: 'PT-2611-00009', amount: 100_000 }],
  };

  it('writes what the zod serializer writes, the goods’ optional amount paid aside in its place', () => {
    const data = {
      car: { id: 4, number_car: '60C-123.45', driver_name: 'Trần Văn Tài', total_weight: 5000 },
      fullDatefrom: '2026-11-25',
      depot: { ...DEFAULT_SETTINGS, configured: true, updated_at: '2026-11-25T03:04:05.678Z' },
      receipts: [receipt],
      sums,
      is_close: false,
    };
    const reply = { status: true, message: 'Thành công', data };
    const written = fastSerializerCompiler(route)(reply);
    const byZod = (serializerCompiler(route as never) as (d: unknown) => string)(reply);
    // fast-json-stringify writes an optional property after the required ones: the same JSON.
    expect(JSON.parse(written)).toEqual(JSON.parse(byZod));
    expect(written).not.toContain('year_create');
    expect(JSON.parse(written).data.receipts[0].data[0].product).not.toHaveProperty('order');
  });
});

describe('the fast serializer of the statements per customer (`/trips/customers`)', () => {
  it('writes what the zod serializer writes, and nothing the schema does not name', () => {
    const route = {
      schema: envelopeSchema(pageSchema(tripCustomerRowSchema)),
      method: 'GET',
      url: '/api/trips/customers',
      httpStatus: '200',
    };
    const row = {
      trip_id: 9,
      customer: { ...loaded.customer, password_hash: 'bí mật' },
      car: { id: 4, number_car: '60C-123.45', driver_name: 'Trần "Tài"', total_weight: 5000 },
      datefrom: '2026-11-25',
      lines: 3,
      total_weight: 45.5,
      amount: 360_000,
      collected: 100_000,
      is_close: false,
    };
    const reply = {
      status: true,
      message: 'Thành công',
      data: { rows: [row], total: 1, paginate: paginate(1, 1, 1000) },
    };
    const written = fastSerializerCompiler(route)(reply);
    expect(written).toBe((serializerCompiler(route as never) as (d: unknown) => string)(reply));
    expect(written).not.toContain('bí mật');
  });
});
