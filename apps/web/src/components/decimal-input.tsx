import { InputNumber, type InputNumberProps } from 'antd';

/** `2500.5` → `2.500,5`: dot thousands separators and a decimal comma, every digit kept. */
function formatDecimal(value: number | string | undefined): string {
  if (value === undefined || value === '') return '';
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/** Reads what `formatDecimal` writes (and what a person types the Vietnamese way): `2.500,5`. */
function parseDecimal(display: string | undefined): string {
  return (display ?? '')
    .replace(/\./g, '')
    .replace(',', '.')
    .replace(/[^\d.-]/g, '');
}

/**
 * A number input the Vietnamese way (DESIGN.md: a dot as thousands separator). Digits are never
 * rounded away: too many decimals are left for the form's rule to report.
 */
export function DecimalInput(props: Omit<InputNumberProps<number>, 'formatter' | 'parser'>) {
  return (
    <InputNumber<number>
      style={{ width: '100%' }}
      inputMode="decimal"
      {...props}
      formatter={(value, { userTyping, input }) => (userTyping ? input : formatDecimal(value))}
      // The input reads a numeric string itself (as its default parser returns); '' means empty.
      parser={(display) => parseDecimal(display) as unknown as number}
    />
  );
}
