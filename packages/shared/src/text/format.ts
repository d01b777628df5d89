/** Display formats a person reads: dates DD-MM-YYYY, money with dot separators and đồng, kg. */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `2026-11-22` or an ISO timestamp → `22-11-2026` (timestamps in the viewer's local time). */
export function formatDate(value: string | Date | null | undefined, separator = '-'): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const dateOnly = value.length === 10 ? DATE_ONLY.exec(value) : null;
    if (dateOnly) return [dateOnly[3], dateOnly[2], dateOnly[1]].join(separator);
    value = new Date(value);
  }
  if (Number.isNaN(value.getTime())) return '';
  return [pad(value.getDate()), pad(value.getMonth() + 1), value.getFullYear()].join(separator);
}

/** A local date as the API sends it: `YYYY-MM-DD`. */
export function toIsoDate(value: Date): string {
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** `1234567` → `1.234.567` (dot thousands separators, no decimals). */
export function formatNumber(value: number, fractionDigits = 0): string {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return (
    sign + grouped + (fraction && Number(fraction) !== 0 ? `,${fraction.replace(/0+$/, '')}` : '')
  );
}

/** Money in đồng: `1234567` → `1.234.567 đ`. */
export function formatMoney(value: number | null | undefined): string {
  return `${formatNumber(Math.round(value ?? 0))} đ`;
}

/** Weight in kg with up to two decimals: `1234.5` → `1.234,5 kg`. */
export function formatWeight(kg: number | null | undefined): string {
  return `${formatNumber(kg ?? 0, 2)} kg`;
}

/** Capacity in tons, one decimal (docs/domain.md): `2500` kg → `2,5 tấn`. */
export function formatTons(kg: number | null | undefined): string {
  const tenths = Math.round((kg ?? 0) / 100);
  return `${formatNumber(Math.trunc(tenths / 10))},${Math.abs(tenths % 10)} tấn`;
}
