import { doReadNumber, ReadingConfig } from 'read-vietnamese-number';

/**
 * The amount of a receipt in Vietnamese words (`Bằng chữ`), read by `read-vietnamese-number`
 * (the one library that read every tried amount right, docs/architecture.md): `linh` for the odd zero
 * tens (`một trăm linh năm`), `tỷ` for 10^9, `đồng` after. The first letter is capital, as
 * it is written on a receipt.
 */
const config = new ReadingConfig();
config.unit = ['đồng'];
config.oddText = 'linh';
config.units = [[], ['nghìn'], ['triệu'], ['tỷ']];

/**
 * Amounts repeat (a depot's usual prices, the same freight for the same goods): their words are
 * kept, up to a bound, instead of read again. A vehicle's statement says 50 receipts' amounts.
 */
const read = new Map<number, string>();
const READ_KEPT = 5_000;

export function amountInWords(dong: number): string {
  const kept = read.get(dong);
  if (kept !== undefined) return kept;
  if (!Number.isSafeInteger(dong)) throw new RangeError(`Not a whole amount of đồng: ${dong}`);
  // The library takes a string (a number could lose digits); whole đồng only.
  const words = doReadNumber(String(dong), config).replace(/\s+/g, ' ').trim();
  const text = words.charAt(0).toLocaleUpperCase('vi') + words.slice(1);
  if (read.size >= READ_KEPT) read.clear();
  read.set(dong, text);
  return text;
}

/**
 * A receipt's amounts in words: the total (a fully paid receipt still says what it was for,
 * not `Không đồng` under its stamp), and what is still due when part of it is paid (null when
 * nothing or everything is due: the total says it then).
 */
export function receiptWords(sums: { amount: number; due: number }): {
  amount_words: string;
  due_words: string | null;
} {
  const partlyPaid = sums.due > 0 && sums.due !== sums.amount;
  return {
    amount_words: amountInWords(sums.amount),
    due_words: partlyPaid ? amountInWords(sums.due) : null,
  };
}
