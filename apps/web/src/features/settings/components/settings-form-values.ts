import { VIETQR_BANKS, type VietQrBank } from '@depot/shared/settings/banks';
import {
  settingsBodySchema,
  settingsFields,
  type Settings,
  type SettingsBody,
} from '@depot/shared/settings/settings.schema';
import { foldVietnamese } from '@depot/shared/text/fold';
import { matchesFolded } from '@depot/shared/text/match';

export type SettingsField = keyof typeof settingsFields;
/** Every field of the form, in the order of the body (for the server's per-field messages). */
export const SETTINGS_FIELDS = Object.keys(settingsFields) as SettingsField[];
/** What the form holds: an emptied input or a cleared bank select may be undefined. */
export type SettingsFormValues = Partial<Record<SettingsField, string | null>>;

/** The fields that are one bank account together: all three or none. */
export const BANK_FIELDS = ['bank_bin', 'account_number', 'account_holder'] as const;

/** The form's values from the stored settings. */
export function formValuesOf(settings: Settings): SettingsFormValues {
  return Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, settings[field]]));
}

/** The PUT body: every field present, an empty one as ''. */
export function settingsBodyOf(values: SettingsFormValues): SettingsBody {
  return Object.fromEntries(
    SETTINGS_FIELDS.map((field) => [field, values[field] ?? '']),
  ) as SettingsBody;
}

/**
 * The message of `field` under the whole body's schema: the rules that span fields (a bank
 * account is all three bank fields or none) live there, in shared, like the server reads them.
 */
export function wholeBodyIssue(
  values: SettingsFormValues,
  field: SettingsField,
): string | undefined {
  const body = settingsBodyOf(values);
  // A value its own rule refuses is left to that rule: one message per field.
  if (!settingsFields[field].safeParse(body[field]).success) return undefined;
  const parsed = settingsBodySchema.safeParse(body);
  if (parsed.success) return undefined;
  return parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
}

export type BankOption = { value: string; label: string; folded: string };

/** `Vietcombank — Ngân hàng TMCP Ngoại Thương Việt Nam`, as the bank select lists it. */
export function bankLabel(bank: VietQrBank): string {
  return `${bank.short_name} — ${bank.name}`;
}

/** The VietQR banks as select options, folded once for the accent-insensitive search. */
export const BANK_OPTIONS: BankOption[] = VIETQR_BANKS.map((bank) => {
  const label = bankLabel(bank);
  return { value: bank.bin, label, folded: foldVietnamese(label) };
});

/** `vietcom` finds Vietcombank, `ngoai thuong` finds it too (accents and case aside). */
export function bankMatches(option: BankOption | undefined, keyword: string): boolean {
  return option ? matchesFolded(option.folded, keyword) : false;
}
