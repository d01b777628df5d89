import { z } from 'zod';
import { idNumber, MAX_ID, readPlainNumber } from '../validation/numbers';

/** Every API reply: `{ status, message, data }` (docs/architecture.md, conventions of the API). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.boolean(), message: z.string(), data });
}

/** Reply of a failed request; `errors` maps a field name to its Vietnamese message. */
export const errorReplySchema = z.object({
  status: z.literal(false),
  message: z.string(),
  data: z.null(),
  errors: z.record(z.string(), z.string()).optional(),
});

/**
 * A 409 that names what it is about in `data` (the goods of a refused move or restore, the
 * overload of a pickup), or null when the conflict is of another kind.
 */
export function conflictReplySchema<T extends z.ZodType>(
  data: T,
  description = 'Xung đột: `data` nêu các hàng hóa liên quan',
) {
  return z
    .object({
      status: z.literal(false),
      message: z.string(),
      data: data.nullable(),
      errors: z.record(z.string(), z.string()).optional(),
    })
    .describe(description);
}

export type Envelope<T> = { status: boolean; message: string; data: T };

export const paginateSchema = z.object({
  paged: z.number().int(),
  limit: z.number().int(),
  last_page: z.number().int(),
});
export type Paginate = z.infer<typeof paginateSchema>;

/** A page of a list: `{ rows, total, paginate }`. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int(), paginate: paginateSchema });
}
export type Page<T> = { rows: T[]; total: number; paginate: Paginate };

/** Paging query (`paged` from 1, `limit`), with the default and maximum page size of a list. */
export function pageQuerySchema(defaultLimit: number, maxLimit = 100) {
  return z.object({
    // Plain digits only, as every number (validation/numbers.ts); missing takes the default.
    paged: z
      .preprocess(
        readPlainNumber,
        z
          .number({ error: 'Trang không hợp lệ' })
          .int('Trang không hợp lệ')
          .min(1, 'Trang phải từ 1 trở lên')
          .max(MAX_ID, 'Trang không hợp lệ'),
      )
      .default(1),
    limit: z
      .preprocess(
        readPlainNumber,
        z
          .number({ error: 'Số dòng mỗi trang không hợp lệ' })
          .int('Số dòng mỗi trang không hợp lệ')
          .min(1, 'Số dòng mỗi trang phải từ 1 trở lên')
          .max(maxLimit, `Số dòng mỗi trang tối đa là ${maxLimit}`),
      )
      .default(defaultLimit),
  });
}

/** Numbers of a page reply from the total row count. */
export function paginate(total: number, paged: number, limit: number): Paginate {
  return { paged, limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}

/** Route parameter `:id`: plain digits only (`/cars/0x10`, `/customers/1e1` are refused). */
export const idParamSchema = z.object({ id: idNumber('Mã không hợp lệ') });

/** Query-string boolean: `true`/`false` (and 1/0) as sent by the web client. */
export function queryBoolean(label: string) {
  return z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
      error: `${label} phải là true hoặc false`,
    })
    .transform((v) => v === true || v === 'true' || v === '1');
}
