import type { ProductStage } from '@depot/shared/products/products.schema';

/**
 * Goods between branches (docs/domain.md, "Branches"): the list's column and filters, the intake
 * form's destination, the parcel's road in its history. Shown only once the depot has more than
 * one branch.
 */
export const productsBranchesTexts = {
  column: 'Chi nhánh',
  origin: 'Chi nhánh gửi',
  destination: 'Chi nhánh nhận',
  stage: 'Giai đoạn',
  /** A filter left open: every branch, every stage. */
  any: 'Tất cả',
  /** The intake form's destination left to the server: the branch serving the customer's province. */
  byProvince: 'Theo tỉnh của khách',
  /** Branch codes: `SG → CT`. */
  ends: (origin: string, destination: string) => `${origin} → ${destination}`,
  /** Where goods are on the road (`stage`, PRODUCT_STAGES); other screens read them here too. */
  stages: {
    received: 'Chờ xếp xe',
    loaded: 'Đã lên xe',
    in_transit: 'Đang vận chuyển',
    arrived: 'Đã đến chi nhánh',
    missing: 'Thiếu khi nhận',
    written_off: 'Đã báo mất',
    delivered: 'Đã giao',
    returned: 'Đã hoàn',
  } satisfies Record<ProductStage, string>,

  /** The goods page's history: its changes and, with branches, its road. */
  history: {
    title: 'Lịch sử',
    changes: 'Lịch sử thay đổi',
    road: 'Hành trình',
    empty: 'Chưa có hành trình',
    car: (plate: string) => `Xe ${plate}`,
  },
} as const;
