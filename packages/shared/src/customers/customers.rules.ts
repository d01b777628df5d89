import { foldVietnamese } from '../text/fold';

/**
 * A phone as typed brought to PHONE_PATTERN: a leading `+` stays (`+84 903-123 456` is
 * `+84903123456`), every other non-digit goes. Forms apply it as the person types.
 */
export function normalizePhone(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return typed.trimStart().startsWith('+') ? `+${digits}` : digits;
}

/**
 * What a search keyword reads as a phone (`q` of the customer search): grouped as people type
 * it (`0347 601 859`, `0347.601.859`, `+84 347-601-859`) it is the stored digits; a keyword with
 * letters is no phone (undefined) and searches names only.
 */
export function phoneSearchKey(keyword: string): string | undefined {
  const compact = keyword.trim().replace(/[\s.\-()]/g, '');
  return /^\+?\d+$/.test(compact) ? compact : undefined;
}

type NameAndPhone = { full_name: string; phone: string };

/**
 * Whether two customers are most likely one person entered twice: the same phone and the same
 * name, read as search reads it (case, accents and extra spaces aside: `nguyen van an` typed on a
 * phone without a Vietnamese keyboard is `Nguyễn Văn An`). Two people may share a name or, in a
 * family, a phone; both at once is a duplicate worth a question before it is created.
 */
export function isLikelyDuplicateCustomer(a: NameAndPhone, b: NameAndPhone): boolean {
  return (
    a.phone.trim() === b.phone.trim() && foldVietnamese(a.full_name) === foldVietnamese(b.full_name)
  );
}
