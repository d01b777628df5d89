import { z } from 'zod';
import { ACCOUNT_MANAGER_ROLES, type Role } from '../users/users.schema';
import { bankByBin } from './banks';
import { blankableText, isPhoneText, requiredText } from '../validation/text-rules';
import { DEPOT_TIME_ZONE } from '../validation/dates';
import { MAX_COD_FEE_MIN, NO_COD_FEE } from '../payouts/cod-payout.rules';
import { formatMoney } from '../text/format';
import { isTimeZoneName, TIME_ZONE_INVALID } from './time-zones';
import { isPublicUrl, PUBLIC_URL_INVALID, PUBLIC_URL_MAX } from '../tracking/tracking.rules';

/**
 * The depot's settings (docs/architecture.md domain model): who the receipts come from, where to pay, and
 * the receipt's notes. One row; every print view reads it.
 */
export const SETTINGS_NOTE_MAX = 500;

export const settingsFields = {
  depot_name: requiredText('Tên chành xe', { max: 150 }),
  address: requiredText('Địa chỉ', { max: 250 }),
  hotline: requiredText('Hotline', { max: 50 }).refine(
    isPhoneText,
    'Hotline chỉ gồm số điện thoại (chữ số, khoảng trắng, . - + /)',
  ),
  /** NAPAS BIN of the bank; empty until the depot sets its account (no QR code then). */
  bank_bin: blankableText('Ngân hàng', 6).refine(
    (v) => v === '' || bankByBin(v) !== undefined,
    'Ngân hàng không có trong danh sách VietQR',
  ),
  account_number: blankableText('Số tài khoản', 19).refine(
    (v) => v === '' || /^[0-9A-Za-z]{4,19}$/.test(v),
    'Số tài khoản gồm 4–19 chữ số hoặc chữ cái, không dấu cách',
  ),
  account_holder: blankableText('Chủ tài khoản', 100),
  /** The lost-goods note of the receipt (spec 2 §2.6, §9). */
  receipt_note: requiredText('Ghi chú hàng thất lạc', { max: SETTINGS_NOTE_MAX }),
  /** Receiving hours (spec 2 §9: 8h–18h, closed Sunday). */
  hours_note: requiredText('Giờ nhận hàng', { max: SETTINGS_NOTE_MAX }),
};

/**
 * The depot's choices beyond what receipts print (docs/domain.md): its time zone (the depot's
 * day, docs/decisions/0008-depot-time-zone.md) and what staff see. A PUT may leave them out:
 * they keep their value.
 */
export const settingsChoiceFields = {
  time_zone: z
    .string({ error: 'Vui lòng chọn múi giờ' })
    .trim()
    .min(1, { error: 'Vui lòng chọn múi giờ', abort: true })
    .refine(isTimeZoneName, TIME_ZONE_INVALID),
  staff_see_statistics: z.boolean({ error: 'Chọn có hoặc không' }),
  staff_see_dashboard: z.boolean({ error: 'Chọn có hoặc không' }),
  staff_see_debt_total: z.boolean({ error: 'Chọn có hoặc không' }),
  /** The fee kept on thu hộ paid out to senders (cod-payout.rules.ts): a percentage… */
  cod_fee_percent: z
    .number({ error: 'Phí thu hộ phải là một số' })
    .min(0, 'Phí thu hộ không được âm')
    .max(100, 'Phí thu hộ tối đa 100 %')
    .refine(
      (v) => Number.isInteger(Math.round(v * 10_000) / 100),
      'Phí thu hộ có tối đa 2 chữ số thập phân',
    ),
  /** …and its minimum in đồng; both 0: no fee. */
  cod_fee_min: z
    .number({ error: 'Phí tối thiểu phải là một số' })
    .int('Phí tối thiểu là số tiền nguyên đồng')
    .min(0, 'Phí tối thiểu không được âm')
    .max(MAX_COD_FEE_MIN, `Phí tối thiểu không được vượt quá ${formatMoney(MAX_COD_FEE_MIN)}`),
  /**
   * The address customers reach the depot's tracking page at, printed in the QR codes of labels
   * and receipts; empty: the address the app was opened at.
   */
  public_url: z
    .string({ error: PUBLIC_URL_INVALID })
    .trim()
    .max(PUBLIC_URL_MAX, `Đường dẫn trang tra cứu tối đa ${PUBLIC_URL_MAX} ký tự`)
    .refine(isPublicUrl, PUBLIC_URL_INVALID),
};

/** PUT /settings: every field; a bank account is all three bank fields or none. */
export const settingsBodySchema = z
  .object({
    ...settingsFields,
    time_zone: settingsChoiceFields.time_zone.optional(),
    staff_see_statistics: settingsChoiceFields.staff_see_statistics.optional(),
    staff_see_dashboard: settingsChoiceFields.staff_see_dashboard.optional(),
    staff_see_debt_total: settingsChoiceFields.staff_see_debt_total.optional(),
    cod_fee_percent: settingsChoiceFields.cod_fee_percent.optional(),
    cod_fee_min: settingsChoiceFields.cod_fee_min.optional(),
    public_url: settingsChoiceFields.public_url.optional(),
  })
  .superRefine((body, ctx) => {
    const bank = [body.bank_bin, body.account_number, body.account_holder];
    if (bank.some((v) => v !== '') && bank.some((v) => v === ''))
      for (const [key, value] of Object.entries({
        bank_bin: body.bank_bin,
        account_number: body.account_number,
        account_holder: body.account_holder,
      }))
        if (value === '')
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'Nhập đủ ngân hàng, số tài khoản và chủ tài khoản (hoặc để trống cả ba)',
          });
  });
export type SettingsBody = z.input<typeof settingsBodySchema>;

export const settingsSchema = z.object({
  depot_name: z.string(),
  address: z.string(),
  hotline: z.string(),
  bank_bin: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
  receipt_note: z.string(),
  hours_note: z.string(),
  /** The IANA zone of the depot's days (default Asia/Ho_Chi_Minh). */
  time_zone: z.string(),
  /** Whether staff see the statistics, the dashboard and the depot's total debt. */
  staff_see_statistics: z.boolean(),
  staff_see_dashboard: z.boolean(),
  staff_see_debt_total: z.boolean(),
  /** The fee kept on thu hộ paid out: a percentage (two decimals at most) and a minimum in đồng. */
  cod_fee_percent: z.number(),
  cod_fee_min: z.number().int(),
  /** Where printed tracking links point; '' for the address the app was opened at. */
  public_url: z.string(),
  /** False on a fresh install until someone saves the settings: print views say so on screen. */
  configured: z.boolean(),
  updated_at: z.string().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** A fresh install: placeholders that say they need filling in, and the spec's notes. */
export const DEFAULT_SETTINGS: Omit<Settings, 'configured' | 'updated_at'> = {
  depot_name: 'Chành xe (chưa cài đặt tên)',
  address: 'Chưa cài đặt địa chỉ — vào Cài đặt để nhập',
  hotline: '0000 000 000',
  bank_bin: '',
  account_number: '',
  account_holder: '',
  receipt_note:
    'Hàng hóa thất lạc, hư hỏng được giải quyết trong vòng 7 ngày kể từ ngày nhận hàng. Mọi khiếu nại xin gọi hotline.',
  hours_note: 'Giờ nhận hàng: 8h – 18h. Nghỉ Chủ Nhật.',
  time_zone: DEPOT_TIME_ZONE,
  // As before the setting existed: staff see everything until the owner says otherwise.
  staff_see_statistics: true,
  staff_see_dashboard: true,
  staff_see_debt_total: true,
  cod_fee_percent: NO_COD_FEE.percent,
  cod_fee_min: NO_COD_FEE.min,
  public_url: '',
};

/** Roles that change the settings (PUT): those that manage accounts (docs/domain.md). */
export const SETTINGS_ROLES = ACCOUNT_MANAGER_ROLES;
export function canChangeSettings(role: Role | undefined): boolean {
  return role !== undefined && SETTINGS_ROLES.includes(role);
}
