import { receiverFreightDue, type FreightPayer } from '../products/sender-cod.rules';
/**
 * Handing goods over to their receiver (`Giao hàng`, docs/domain.md "Handover"): which parcels a
 * branch may hand over, and the words of its refusals. One rule for the server, which decides
 * under the goods' locks, and for the screens, which offer only what it would take.
 */

/** `pickup`: the receiver came for them; `door`: taken to them by the vehicle or a courier. */
export const DELIVERY_MODES = ['pickup', 'door'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export const DELIVERY_MODE_LABELS: Record<DeliveryMode, string> = {
  pickup: 'Khách đến lấy',
  door: 'Giao tận nơi',
};

/** The most parcels one handover takes (a shop's whole delivery of a day). */
export const MAX_DELIVERY_GOODS = 200;
/** The photo as the phone sends it, resized to at most 1 600 px: a JPEG of at most 2 MB. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 1600;
/** A signature drawn on a screen: a PNG of at most 512 kB. */
export const MAX_SIGNATURE_BYTES = 512 * 1024;

export const DELIVERY_ONE_RECEIVER = 'Mỗi lần giao chỉ gồm hàng của một người nhận';
export const DELIVERY_BY_REQUIRED = 'Vui lòng nhập người giao hàng';
export const DELIVERY_PHOTO_INVALID = 'Ảnh giao hàng phải là ảnh JPEG, tối đa 2 MB';
export const DELIVERY_SIGNATURE_INVALID = 'Chữ ký phải là ảnh PNG, tối đa 512 kB';
export const DELIVERY_NOT_FOUND = 'Không tìm thấy phiếu giao hàng';
export const DELIVERY_VOIDED = 'Phiếu giao hàng đã hủy';
export const DELIVERY_VOID_ADMIN_ONLY = 'Chỉ quản trị viên được hủy phiếu giao hàng';
export const deliveryCollectChanged = (due: string) =>
  `Số tiền cần thu đã thay đổi, nay là ${due}: vui lòng xem lại`;

/** Where a parcel is, as the handover needs to know it. */
export type GoodsPlace = {
  code: string;
  origin_branch_id: number;
  deleted: boolean;
  delivered: boolean;
  /** Sent back to its sender (`Hoàn hàng`). */
  returned: boolean;
  /** Its live line on a live trip, or null while in the depot. */
  line: null | {
    from_branch_id: number;
    to_branch_id: number;
    arrived: boolean;
    missing: boolean;
    written_off: boolean;
  };
};

/**
 * Why `branch` (null: the owner acting for every branch) may not hand this parcel over, or null
 * when it may. A parcel is handed over where it is: in the depot that received it, not loaded;
 * scanned off at the branch its trip went to; or on a vehicle of a run that starts and ends at the
 * branch (a depot with one branch delivers from its own vehicles).
 */
export function handoverRefusal(goods: GoodsPlace, branch: number | null): string | null {
  const { code, line } = goods;
  if (goods.deleted) return `Hàng ${code} đã bị xóa`;
  if (goods.delivered) return `Hàng ${code} đã giao cho người nhận`;
  if (goods.returned) return `Hàng ${code} đã được hoàn`;
  const here = (id: number) => branch === null || branch === id;
  if (line === null) {
    return here(goods.origin_branch_id) ? null : `Hàng ${code} không ở chi nhánh này`;
  }
  if (line.arrived) return here(line.to_branch_id) ? null : `Hàng ${code} không ở chi nhánh này`;
  if (line.missing || line.written_off) return `Hàng ${code} đang báo thiếu, chưa thể giao`;
  if (line.from_branch_id === line.to_branch_id && here(line.to_branch_id)) return null;
  return `Hàng ${code} chưa đến chi nhánh nhận`;
}

/**
 * What the receiver owes on a parcel at the handover: its freight still due, unless its sender
 * pays it, and its thu hộ.
 */
export function dueAtHandover(line: {
  amount: number;
  paid_amount: number;
  cod_amount: number;
  cod_paid: number;
  freight_payer: FreightPayer;
}): number {
  const due = Math.max(line.amount - line.paid_amount, 0);
  return (
    receiverFreightDue({ due, freight_payer: line.freight_payer }) +
    Math.max(line.cod_amount - line.cod_paid, 0)
  );
}
