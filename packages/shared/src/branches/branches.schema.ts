import { z } from 'zod';
import { blankableText, isPhoneText, requiredText } from '../validation/text-rules';
import { idNumber } from '../validation/numbers';
import { BRANCH_CODE, BRANCH_CODE_INVALID, normalizeBranchCode } from './branches.rules';

/** POST/PUT /branches: a branch's name, code, address, phone and the provinces it serves. */
export const branchBodySchema = z.object({
  name: requiredText('Tên chi nhánh', { max: 150 }),
  code: z.preprocess(
    (v) => (typeof v === 'string' ? normalizeBranchCode(v) : v),
    z.string({ error: 'Vui lòng nhập mã chi nhánh' }).regex(BRANCH_CODE, BRANCH_CODE_INVALID),
  ),
  address: blankableText('Địa chỉ', 250),
  phone: blankableText('Điện thoại', 50).refine(
    (v) => v === '' || isPhoneText(v),
    'Điện thoại chỉ gồm chữ số, khoảng trắng, . - + /',
  ),
  /**
   * The provinces (ids of the location list) whose customers' goods go to this branch by
   * default; a province is served by one branch at most.
   */
  province_ids: z
    .array(idNumber('Tỉnh/thành không hợp lệ'), { error: 'Tỉnh/thành không hợp lệ' })
    .max(63, 'Chọn tối đa 63 tỉnh/thành')
    .default([]),
});
export type BranchBody = z.input<typeof branchBodySchema>;

export const branchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  address: z.string(),
  phone: z.string(),
  province_ids: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;

/** GET /branches: every branch (a depot has a handful), in code order. */
export const branchListSchema = z.array(branchSchema);
