import ExcelJS from 'exceljs';
import type { TestApp } from './test-app';

// The export tests' common steps: ask for a file through the app, open it with exceljs.

/** GET an export with a query, signed in with `token` (none: no Authorization header). */
export function requestExport(
  t: TestApp,
  url: string,
  query: Record<string, string>,
  token: string | null,
) {
  return t.app.inject({
    method: 'GET',
    url,
    query,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The first sheet of an .xlsx file. */
export async function sheetOf(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

/** Row `n` (from 1) as its cell values, column A first. */
export const valuesOf = (sheet: ExcelJS.Worksheet, n: number): unknown[] =>
  (sheet.getRow(n).values as unknown[]).slice(1);

/** Every row as its cell values. */
export const rowsOf = (sheet: ExcelJS.Worksheet): unknown[][] =>
  Array.from({ length: sheet.rowCount }, (_, i) => valuesOf(sheet, i + 1));
