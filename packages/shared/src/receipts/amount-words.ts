import { doReadNumber, ReadingConfig } from 'read-vietnamese-number';

/**
 * The amount of a receipt in Vietnamese words (`Bằng chữ`), read by `read-vietnamese-number`
 * (the one library that read every tried amount right, DESIGN.md): `linh` for the odd zero
 * tens (`một trăm linh năm`), `tỷ` for 10^9, `đồng` after. The first letter is capital, as
 * it is written on a receipt.
 */
const config = new ReadingConfig();
config.unit = ['đồng'];
config.oddText = 'linh';
config.units = [[], ['nghìn'], ['triệu'], ['tỷ']];

export function amountInWords(dong: number): string {
  if (!Number.isSafeInteger(dong)) throw new RangeError(`Not a whole amount of đồng: ${dong}`);
  // The library takes a string (a number could lose digits); whole đồng only.
  const words = doReadNumber(String(dong), config).replace(/\s+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase('vi') + words.slice(1);
}
