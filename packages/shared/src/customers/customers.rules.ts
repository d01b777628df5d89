import { foldVietnamese } from '../text/fold';

/**
 * A phone as typed brought to PHONE_PATTERN: a leading `+` stays (`+84 903-123 456` is
 * `+84903123456`), every other non-digit goes. Forms apply it as the person types.
 */
export function normalizePhone(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return typed.trimStart().startsWith('+') ? `+${digits}` : digits;
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
