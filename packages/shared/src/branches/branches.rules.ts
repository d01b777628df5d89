/**
 * Branches (`Chi nhánh`, docs/domain.md): the depot's offices. A depot with one branch shows
 * none of this anywhere; the first branch is the depot that existed before branches.
 */

/** A branch's short code: 2–4 capital letters (`SG`, `CT`, `RG`), printed on its receipts. */
export const BRANCH_CODE = /^[A-Z]{2,4}$/;
export const BRANCH_CODE_INVALID = 'Mã chi nhánh gồm 2–4 chữ cái in hoa, ví dụ SG, CT';

/** The code as typed, made capital: `ct` → `CT`; Vietnamese letters are refused by the rule. */
export function normalizeBranchCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether the depot shows branches at all: only once it has more than one. */
export function showsBranches(count: number): boolean {
  return count > 1;
}

/** The header's choice for a person who sees every branch. */
export const ALL_BRANCHES_LABEL = 'Tất cả chi nhánh';

/**
 * The first branch: the depot that existed before branches. Goods received by someone who acts
 * for every branch (the owner, with no branch picked) are received here.
 */
export const FIRST_BRANCH_ID = 1;

/** A write on goods another branch received, refused with 403. */
export const GOODS_OF_OTHER_BRANCH = 'Hàng này do chi nhánh khác nhận, bạn không sửa được';
/** A read of goods neither received by nor going to the person's branch. */
export const GOODS_NOT_OF_BRANCH = 'Hàng này thuộc chi nhánh khác';
export const DESTINATION_MISSING = 'Chi nhánh nhận không tồn tại';
