import { VIETQR_BANKS, type VietQrBank } from '@depot/shared/settings/banks';
import {
  settingsBodySchema,
  settingsChoiceFields,
  settingsFields,
  type Settings,
  type SettingsBody,
} from '@depot/shared/settings/settings.schema';
import { timeZoneNames, timeZoneOffset } from '@depot/shared/settings/time-zones';
import { foldVietnamese } from '@depot/shared/text/fold';
import { matchesFolded } from '@depot/shared/text/match';
import { vi } from '../../../i18n/vi';

export type SettingsField = keyof typeof settingsFields;
/** Every field of the form, in the order of the body (for the server's per-field messages). */
export const SETTINGS_FIELDS = Object.keys(settingsFields) as SettingsField[];
/** The depot's choices: its time zone and what staff see (docs/domain.md). */
export type ChoiceField = keyof typeof settingsChoiceFields;
export const CHOICE_FIELDS = Object.keys(settingsChoiceFields) as ChoiceField[];
/** Every field the server may name in a refusal (its time zone check among them). */
export const ALL_FIELDS: readonly string[] = [...SETTINGS_FIELDS, ...CHOICE_FIELDS];
export const STAFF_SWITCHES = [
  'staff_see_statistics',
  'staff_see_dashboard',
  'staff_see_debt_total',
] as const;

/** What the form holds: an emptied input or a cleared bank select may be undefined. */
export type SettingsFormValues = Partial<Record<SettingsField, string | null>> & {
  time_zone?: string | null;
  /** As the number inputs hold them: a number, empty, or the text typed when not a number. */
  cod_fee_percent?: number | string;
  cod_fee_min?: number | string;
  public_url?: string | null;
} & Partial<Record<(typeof STAFF_SWITCHES)[number], boolean>>;

/** The fields that are one bank account together: all three or none. */
export const BANK_FIELDS = ['bank_bin', 'account_number', 'account_holder'] as const;

/** The form's values from the stored settings. */
export function formValuesOf(settings: Settings): SettingsFormValues {
  return Object.fromEntries(
    [...SETTINGS_FIELDS, ...CHOICE_FIELDS].map((field) => [field, settings[field]]),
  );
}

/** The PUT body: every field present, an empty one as ''; a switch never touched stays on. */
export function settingsBodyOf(values: SettingsFormValues): SettingsBody {
  const texts = Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, values[field] ?? '']));
  const switches = Object.fromEntries(
    STAFF_SWITCHES.map((field) => [field, values[field] !== false]),
  );
  // An emptied fee is no fee; a text that is not a number goes as it is, for its rule to refuse.
  const fees = {
    cod_fee_percent: values.cod_fee_percent ?? 0,
    cod_fee_min: values.cod_fee_min ?? 0,
  };
  return {
    ...texts,
    time_zone: values.time_zone ?? '',
    ...switches,
    ...fees,
    public_url: values.public_url ?? '',
  } as SettingsBody;
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

export type ZoneOption = { value: string; label: string; folded: string };
let zoneOptions: ZoneOption[] | undefined;

/**
 * The time zones as select options, Vietnam's first, each with its offset now: `Europe/Paris
 * (GMT+01:00)`. Folded once (underscores as spaces) so `ho chi minh` and `viet nam` find it.
 */
export function timeZoneOptions(): ZoneOption[] {
  if (!zoneOptions) {
    const now = new Date();
    zoneOptions = timeZoneNames().map((zone, i) => {
      const place = i === 0 ? ` — ${vi.settings.vietnam}` : '';
      const label = `${zone}${place} (${timeZoneOffset(zone, now)})`;
      return { value: zone, label, folded: foldVietnamese(label.replace(/_/g, ' ')) };
    });
  }
  return zoneOptions;
}

/** A zone matches the typed words, accents, case and underscores aside. */
export function zoneMatches(option: ZoneOption | undefined, keyword: string): boolean {
  return option ? matchesFolded(option.folded, keyword.replace(/_/g, ' ')) : false;
}
