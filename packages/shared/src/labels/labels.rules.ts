import { z } from 'zod';
import { idNumber } from '../validation/numbers';

/**
 * Goods labels (docs/printing.md: labels with a QR code). A label is sized for a
 * 100 × 75 mm label printer; on A4 paper the same labels go 2 × 4 a sheet, to be cut apart.
 */

/** At most this many labels a print: the web asks GET /products/:id once per label. */
export const MAX_LABELS = 100;
/** Labels of one A4 sheet: 2 columns × 4 rows. */
export const LABELS_PER_A4 = 8;

export const NO_LABELS = 'Chưa chọn hàng hóa để in nhãn';
export const TOO_MANY_LABELS = `Mỗi lần in tối đa ${MAX_LABELS} nhãn`;
const INVALID_ID = 'Mã hàng hóa không hợp lệ';

/**
 * `?ids=1,2,3` of the labels page: goods ids, each once, in the order given. Blank entries
 * (`1,,2`, a trailing comma) are skipped; anything else that is not an id refuses the print.
 */
export const labelIdsSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z
    .array(idNumber(INVALID_ID), { error: NO_LABELS })
    .min(1, NO_LABELS)
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length <= MAX_LABELS, TOO_MANY_LABELS),
);

/** Splits labels into A4 sheets of LABELS_PER_A4. */
export function labelSheets<T>(labels: readonly T[]): T[][] {
  const sheets: T[][] = [];
  for (let start = 0; start < labels.length; start += LABELS_PER_A4)
    sheets.push(labels.slice(start, start + LABELS_PER_A4));
  return sheets;
}
