import { z } from 'zod';

/**
 * A parcel's history (`Lịch sử`, docs/domain.md "Branches"): received at a branch, loaded on a
 * vehicle, departed, arrived at the other branch, missing or found, taken off, deleted; each
 * with its time, branch, vehicle and who.
 */
export const TIMELINE_STAGES = [
  'received',
  'loaded',
  'unloaded',
  'in_transit',
  'arrived',
  'missing',
  'written_off',
  'extra_accepted',
  'deleted',
  'restored',
  'delivered',
  'delivery_voided',
  'delivery_failed',
  'returned',
] as const;
export type TimelineStage = (typeof TIMELINE_STAGES)[number];

export const TIMELINE_STAGE_LABELS: Record<TimelineStage, string> = {
  received: 'Nhận hàng',
  loaded: 'Lên xe',
  unloaded: 'Dỡ khỏi xe',
  in_transit: 'Đang vận chuyển',
  arrived: 'Đã đến chi nhánh',
  missing: 'Thiếu khi nhận',
  written_off: 'Đã báo mất',
  extra_accepted: 'Nhận hàng thừa',
  deleted: 'Đã xóa',
  restored: 'Khôi phục',
  delivered: 'Đã giao',
  delivery_voided: 'Hủy giao hàng',
  delivery_failed: 'Không giao được',
  returned: 'Hoàn hàng',
};

export const timelineEntrySchema = z.object({
  at: z.string(),
  stage: z.enum(TIMELINE_STAGES),
  branch: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  car: z.object({ id: z.number().int(), number_car: z.string() }).nullable(),
  by: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
  /** The handover (`Đã giao`, `Hủy giao hàng`): its number, and its slip at /phieu-giao/:id. */
  delivery: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
