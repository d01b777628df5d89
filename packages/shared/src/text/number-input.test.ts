import { describe, expect, it } from 'vitest';
import { carFields } from '../cars/cars.schema';
import { customerFields } from '../customers/customers.schema';
import { formatNumberInput, isFormattable, numberInputEcho, readNumberInput } from './number-input';

const value = (text: string, kind: 'money' | 'weight') => {
  const reading = readNumberInput(text, kind);
  return reading.status === 'number' ? reading.value : reading.status;
};

describe('readNumberInput: weights', () => {
  it('reads a dot or a comma as the decimal mark unless three digits follow', () => {
    expect(value('1250.5', 'weight')).toBe(1250.5);
    expect(value('1250,5', 'weight')).toBe(1250.5);
    expect(value('12.75', 'weight')).toBe(12.75);
    expect(value('0,5', 'weight')).toBe(0.5);
    expect(value('2500', 'weight')).toBe(2500);
  });

  it('reads thousands separators in what the input itself shows', () => {
    expect(value('1.250,5', 'weight')).toBe(1250.5);
    expect(value('1,250.5', 'weight')).toBe(1250.5);
    expect(value('1.250.000', 'weight')).toBe(1_250_000);
    expect(value(' 2 500 ', 'weight')).toBe(2500);
  });

  it('reads one separator before exactly three digits as thousands, flagged as ambiguous', () => {
    expect(readNumberInput('1.250', 'weight')).toEqual({
      status: 'number',
      value: 1250,
      ambiguous: true,
    });
    expect(readNumberInput('1,250', 'weight')).toMatchObject({ value: 1250, ambiguous: true });
    expect(readNumberInput('1250.5', 'weight')).toMatchObject({ ambiguous: false });
  });

  it('refuses what is not a number', () => {
    for (const text of ['abc', '1.2.3', '12.50.000', '1.250,5,5', '1,', '.5', '1e3', '0x10'])
      expect(value(text, 'weight'), text).toBe('invalid');
    expect(value('   ', 'weight')).toBe('empty');
  });

  it('keeps a minus sign and extra decimals for the shared rule to refuse', () => {
    expect(value('-5', 'weight')).toBe(-5);
    expect(value('1234.567', 'weight')).toBe(1234.567);
    expect(carFields.total_weight.safeParse(1234.567).success).toBe(false);
  });
});

describe('readNumberInput: money', () => {
  it('reads a dot or comma before three digits as thousands, never ambiguous', () => {
    expect(readNumberInput('1.500', 'money')).toEqual({
      status: 'number',
      value: 1500,
      ambiguous: false,
    });
    expect(value('1,500,000', 'money')).toBe(1_500_000);
    expect(value('1.500.000', 'money')).toBe(1_500_000);
  });

  it('never reads 1500.50 as 150 050: it stays a decimal that the money rule refuses', () => {
    expect(value('1500.50', 'money')).toBe(1500.5);
    expect(value('1500,5', 'money')).toBe(1500.5);
    const debt = customerFields.debt.safeParse(value('1500.50', 'money'));
    expect(debt.success).toBe(false);
    expect(debt.error?.issues[0]?.message).toBe('Công nợ đầu kỳ phải là số nguyên đồng');
  });
});

describe('formatting back', () => {
  it('shows values with the shared formats, and reads them back unchanged', () => {
    expect(formatNumberInput(1250.5, 'weight')).toBe('1.250,5');
    expect(formatNumberInput(1_500_000, 'money')).toBe('1.500.000');
    for (const [n, kind] of [
      [1250.5, 'weight'],
      [0.25, 'weight'],
      [1250, 'weight'],
      [1_500_000, 'money'],
    ] as const)
      expect(value(formatNumberInput(n, kind), kind)).toBe(n);
  });

  it('leaves as typed what formatting would round', () => {
    expect(isFormattable(1500.5, 'money')).toBe(false);
    expect(isFormattable(2.345, 'weight')).toBe(false);
    expect(isFormattable(2.34, 'weight')).toBe(true);
  });

  it('says what an ambiguous entry will be saved as', () => {
    expect(numberInputEcho(1250, 'weight')).toBe('Sẽ lưu: 1.250 kg');
    expect(numberInputEcho(1500, 'money')).toBe('Sẽ lưu: 1.500 đ');
  });
});
