import { foldVietnamese } from '../text/fold';

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
