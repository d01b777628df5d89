import { z } from 'zod';
import { idNumber } from '../validation/numbers';
import { requiredText } from '../validation/text-rules';

/**
 * The road between branches (docs/domain.md, "Branches"): a trip departs from its branch
 * (`Xuất bến`), and at the branch it goes to each parcel is scanned off; the arrival list shows
 * what was expected, what arrived, what is missing (`Thiếu`) and what came that was not on the
 * list (`Thừa`). `Xác nhận đã nhận xe` closes it: the parcels not scanned are missing.
 */

/** One parcel of an arrival list. */
export const arrivalGoodsSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  customer: z.string(),
  /** Whose goods: `Sao chép tin nhắn` tells that receiver. */
  customer_id: z.number().int(),
  quantity: z.number().int(),
  /** When it was scanned off (null: not yet); for an extra, when it was scanned. */
  at: z.string().nullable(),
  /** A missing parcel an admin wrote off, and why (absent: not written off). */
  written_off_at: z.string().nullable().optional(),
  write_off_reason: z.string().nullable().optional(),
  /** An extra an admin accepted at this branch (absent: not accepted). */
  accepted_at: z.string().nullable().optional(),
});
export type ArrivalGoods = z.infer<typeof arrivalGoodsSchema>;

/** A trip's departure and arrival, as every reply of this part names it. */
export const tripRoadSchema = z.object({
  id: z.number().int(),
  car_id: z.number().int(),
  number_car: z.string(),
  datetime_from: z.string(),
  from_branch_id: z.number().int(),
  to_branch_id: z.number().int(),
  departed_at: z.string().nullable(),
  departed_by: z.number().int().nullable(),
  arrival_confirmed_at: z.string().nullable(),
});
export type TripRoad = z.infer<typeof tripRoadSchema>;

/** How far the arrival of a trip is, as a scan answers it. */
export const arrivalCountsSchema = z.object({
  expected: z.number().int(),
  arrived: z.number().int(),
  missing: z.number().int(),
  extra: z.number().int(),
});
export type ArrivalCounts = z.infer<typeof arrivalCountsSchema>;

/** GET /trips/:id/arrival. */
export const tripArrivalSchema = z.object({
  trip: tripRoadSchema,
  /** Every parcel of the list. */
  expected: z.array(arrivalGoodsSchema),
  arrived: z.array(arrivalGoodsSchema),
  /** Not scanned off yet (before the confirmation) or marked missing by it. */
  missing: z.array(arrivalGoodsSchema),
  /** Scanned off but not on the list. */
  extra: z.array(arrivalGoodsSchema),
  /** Missing parcels an admin wrote off, with their reason: no longer looked for. */
  written_off: z.array(arrivalGoodsSchema).optional(),
});
export type TripArrival = z.infer<typeof tripArrivalSchema>;

export const TRIP_NOT_FOUND = 'Không tìm thấy bảng kê';
export const ALREADY_DEPARTED = 'Xe đã xuất bến';
export const NOT_DEPARTED = 'Xe chưa xuất bến';
export const ARRIVAL_CONFIRMED = 'Đã xác nhận nhận xe';
export const NOT_YOUR_BRANCH = 'Bảng kê này thuộc chi nhánh khác';
/** Goods onto or off a vehicle that has left: an admin's act, with its reason (audited). */
export const DEPARTED_ADMIN_ONLY =
  'Xe đã xuất bến: chỉ quản trị viên được thêm hoặc bớt hàng, kèm lý do';
export const DEPARTED_REASON_REQUIRED = 'Xe đã xuất bến: nhập lý do thêm hoặc bớt hàng';

/** A parcel of a trip: the missing one written off, the extra one accepted. */
export const arrivalParcelParamsSchema = z.object({
  id: idNumber('Mã không hợp lệ'),
  product_id: idNumber('Mã hàng không hợp lệ'),
});

/** POST /trips/:id/arrival/missing/:product_id/write-off: why the parcel is given up. */
export const writeOffBodySchema = z.object({ reason: requiredText('Lý do') });
export type WriteOffBody = z.input<typeof writeOffBodySchema>;

export const NOT_MISSING = 'Hàng này không thiếu trên xe này, hoặc đã được xử lý';
export const EXTRA_NOT_FOUND = 'Không có hàng thừa này trên xe';
export const EXTRA_ACCEPTED = 'Hàng thừa này đã được nhận';
export const EXTRA_DELETED = 'Hàng thừa này đã bị xóa khỏi danh sách hàng hóa';
/** Kept in the trail of a trip that had left when an accepted extra left or joined its list. */
export const EXTRA_ACCEPT_REASON = 'Nhận hàng thừa tại chi nhánh đến';
