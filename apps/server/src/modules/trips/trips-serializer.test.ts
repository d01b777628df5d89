import { envelopeSchema, pageSchema, paginate } from '@depot/shared/api/envelope';
import { tripRowSchema, type TripRow } from '@depot/shared/trips/trips-replies.schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { fastSerializerCompiler } from '../../lib/fast-serializer';

// GET /trips is written by fast-json-stringify (trips.routes.ts, docs/speed.md): its output must be
// the zod serializer's, byte for byte, for live and archived rows alike.
const schema = envelopeSchema(pageSchema(tripRowSchema));
const route = { schema, method: 'GET', url: '/api/trips', httpStatus: '200' };
const fast = fastSerializerCompiler(route);
const zod = serializerCompiler(route as never) as (data: unknown) => string;

const live: TripRow = {
  id: 9,
  car: { id: 4, number_car: '60C-123.45', driver_name: 'Trần "Ba" \\ Tư', total_weight: 1500.5 },
  datetime_from: '2026-11-25',
  customers: 3,
  lines: 12,
  total_weight: 820.25,
  amount: 3_450_000,
  collected: 1_000_000,
  is_full: false,
  archived_at: null,
  archived_by: null,
  archive_reason: null,
};
const archived: TripRow = {
  ...live,
  id: 10,
  is_full: true,
  archived_at: '2026-11-26T03:04:05.678Z',
  archived_by: { id: 1, fullname: 'Nguyễn Văn Thử' },
  archive_reason: 'Xe hỏng\nđổi xe',
};

describe('the fast serializer of GET /trips', () => {
  it('writes what the zod serializer writes', () => {
    const body = {
      status: true,
      message: '',
      data: { rows: [live, archived], total: 2, paginate: paginate(2, 1, 20) },
    };
    expect(fast(body)).toBe(zod(body));
  });
});
