import { formatMoney, formatNumber, formatWeight } from './format';

/**
 * How a number typed by a person is read (docs/domain.md: a numeric keypad types `.`, and `1250.5` kg
 * must not become 12 505 kg). Money has no decimals: a `.` or `,` followed by exactly three digits
 * separates thousands, anything else is a decimal mark and the money rule then refuses it. A weight
 * takes `,` or `.` as its decimal mark unless exactly three digits follow; `1.250` is ambiguous
 * and read as 1 250 kg, which the input shows back before saving.
 */
export type NumberKind = 'money' | 'weight';

export type NumberReading =
  | { status: 'empty' }
  | { status: 'invalid' }
  | { status: 'number'; value: number; ambiguous: boolean };

const DIGITS = /^\d+$/;

/** Digits with thousands separators: 1–3 digits, then groups of exactly three. */
function readWhole(text: string, separator: string | null): string | null {
  if (separator === null) return DIGITS.test(text) ? text : null;
  const groups = text.split(separator);
  const [first = '', ...rest] = groups;
  if (!/^\d{1,3}$/.test(first) || rest.some((group) => !/^\d{3}$/.test(group))) return null;
  return groups.join('');
}

function number(text: string, negative: boolean, ambiguous = false): NumberReading {
  const value = Number(text);
  if (!Number.isFinite(value)) return { status: 'invalid' };
  return { status: 'number', value: negative && value !== 0 ? -value : value, ambiguous };
}

/** Reads what a person typed (spaces ignored, one leading `-` kept for the rule to refuse). */
export function readNumberInput(input: string, kind: NumberKind): NumberReading {
  let text = input.replace(/\s/g, '');
  if (text === '') return { status: 'empty' };
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  if (!/^\d[\d.,]*$/.test(text) || /[.,]$/.test(text)) return { status: 'invalid' };

  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  if (dots === 0 && commas === 0) return number(text, negative);

  if (dots > 0 && commas > 0) {
    // Both marks: the last one written is the decimal mark, and it may appear only once.
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    if ((decimal === '.' ? dots : commas) > 1) return { status: 'invalid' };
    const [wholeText = '', fraction = ''] = text.split(decimal);
    const whole = readWhole(wholeText, thousands);
    return whole === null ? { status: 'invalid' } : number(`${whole}.${fraction}`, negative);
  }

  const separator = dots > 0 ? '.' : ',';
  const parts = text.split(separator);
  if (parts.length > 2) {
    const whole = readWhole(text, separator);
    return whole === null ? { status: 'invalid' } : number(whole, negative);
  }
  const [wholeText = '', fraction = ''] = parts;
  if (fraction.length === 3) {
    const whole = readWhole(text, separator);
    if (whole === null) return number(`${wholeText}.${fraction}`, negative);
    // Money never has decimals, so three digits can only be thousands there.
    return number(whole, negative, kind === 'weight');
  }
  return number(`${wholeText}.${fraction}`, negative);
}

/** The text an input shows for a stored value: `1.250,5` (weight), `1.500.000` (money). */
export function formatNumberInput(value: number, kind: NumberKind): string {
  return formatNumber(value, kind === 'money' ? 0 : 2);
}

/**
 * Whether the value can be shown formatted without changing it (formatting rounds: 1500.5 đ or
 * 2.345 kg stay as typed so that the form's rule reports them).
 */
export function isFormattable(value: number, kind: NumberKind): boolean {
  const reading = readNumberInput(formatNumberInput(value, kind), kind);
  return reading.status === 'number' && reading.value === value;
}

/** What an ambiguous entry will be saved as, said before saving: `Sẽ lưu: 1.250 kg`. */
export function numberInputEcho(value: number, kind: NumberKind): string {
  return `Sẽ lưu: ${kind === 'money' ? formatMoney(value) : formatWeight(value)}`;
}
