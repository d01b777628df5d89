import type { TimelineStage } from '../products/product-timeline.schema';

/**
 * The public tracking page (`Tra cứu`, docs/domain.md "Tracking"): what a customer who holds the
 * parcel's code and the last 4 digits of the receiver's phone, or the link of its QR code, may
 * see. Stages with their time and branch, the plate once it left, at `Đã giao` the time and the
 * first name of who took it; never prices, full names, phones or addresses.
 */

/** The stages a customer is shown, in the words of the carriers they know. */
export const PUBLIC_STAGES = [
  'received',
  'loaded',
  'in_transit',
  'arrived',
  'not_delivered',
  'delivered',
  'returned',
] as const;
export type PublicStage = (typeof PUBLIC_STAGES)[number];

export const PUBLIC_STAGE_LABELS: Record<PublicStage, string> = {
  received: 'Đã tiếp nhận',
  loaded: 'Đã xếp lên xe',
  in_transit: 'Đang vận chuyển',
  arrived: 'Đã đến chi nhánh',
  not_delivered: 'Không giao được',
  delivered: 'Đã giao hàng',
  returned: 'Đang hoàn',
};

/**
 * The public stage a step of the parcel's history shows as, or null for what stays inside the
 * depot (taken off a vehicle, missing, written off, deleted, a handover voided).
 */
export function publicStageOf(stage: TimelineStage): PublicStage | null {
  switch (stage) {
    case 'received':
    case 'loaded':
    case 'in_transit':
    case 'arrived':
    case 'delivered':
      return stage;
    case 'extra_accepted':
      return 'arrived';
    case 'delivery_failed':
      return 'not_delivered';
    case 'returned':
      return 'returned';
    default:
      return null;
  }
}

/**
 * The given name of a Vietnamese full name, its last word (`Nguyễn Thị Lan` → `Lan`): what the
 * page says of who took the parcel, enough for the sender to recognise, too little to find them.
 */
export function givenNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  return words[words.length - 1] ?? '';
}

/** One answer for a wrong code and wrong digits alike: the page says nothing of which. */
export const TRACK_NOT_FOUND =
  'Không tìm thấy hàng với mã và 4 số cuối điện thoại này. Vui lòng kiểm tra lại.';
export const TRACK_TOO_MANY = 'Bạn tra cứu quá nhiều lần, vui lòng thử lại sau ít phút';
export const TRACK_CODE_REQUIRED = 'Vui lòng nhập mã hàng';
export const TRACK_PHONE4_INVALID = 'Vui lòng nhập đúng 4 số cuối điện thoại người nhận';
/** Lookups one address may make a minute (the page's and the API's together). */
export const TRACK_PER_MINUTE = 30;
/** How long a browser or a proxy may keep an answer (seconds). */
export const TRACK_CACHE_SECONDS = 30;

/** The path of a parcel's public tracking link: `/tra-cuu/<token>`. */
export const TRACKING_PATH = '/tra-cuu/';

/**
 * The address printed links start with: the depot's public address when set in its settings
 * (`Đường dẫn trang tra cứu`, the one customers can reach), else the address the app was opened
 * at.
 */
export function trackingBase(publicUrl: string, origin: string): string {
  return (publicUrl.trim() || origin).replace(/\/+$/, '');
}

/** A tracking link: `https://chanh.example.vn/tra-cuu/<token>`. */
export function trackingLink(base: string, token: string): string {
  return `${base}${TRACKING_PATH}${token}`;
}

export const PUBLIC_URL_MAX = 200;
export const PUBLIC_URL_INVALID =
  'Đường dẫn trang tra cứu bắt đầu bằng http:// hoặc https://, không có khoảng trắng, ví dụ https://chanhxe.vn';

/** Empty (the app's own address) or an http(s) address with no spaces, query or fragment. */
export function isPublicUrl(text: string): boolean {
  if (text === '') return true;
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/** Whether a scanned text is a tracking link (a label's second QR code), not a goods code. */
export function isTrackingLink(text: string): boolean {
  return text.includes(TRACKING_PATH);
}
