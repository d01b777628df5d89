/**
 * The one stored form of a plate, so `51c-123.45`, `51C 12345` and `51C-12345` are one car:
 * upper case, separators dropped, then written the Vietnamese way (`51C-123.45`, `51C-1234`,
 * `29LD-123.45`, `59X3-123.45`). A plate of another shape keeps its letters and digits only.
 */
export function normalizePlate(plate: string): string {
  const compact = plate
    .normalize('NFC')
    .toUpperCase()
    .replace(/[\s.\-_/]/g, '');
  // The series digit is lazy: `51C12345` is `51C-123.45` (a car), not `51C1-2345`; the digit
  // joins the series only when the rest would be too long (`59X312345` → `59X3-123.45`).
  const match = /^(\d{2}[A-Z]{1,2}\d??)(\d{4,5})$/.exec(compact);
  if (!match) return compact;
  const [, series, number] = match as unknown as [string, string, string];
  return `${series}-${number.length === 5 ? `${number.slice(0, 3)}.${number.slice(3)}` : number}`;
}
