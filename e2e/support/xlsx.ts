import ExcelJS from 'exceljs';
import { expect, type Download, type Page } from '@playwright/test';

// The export journeys' common step: open what the browser downloaded with exceljs.

/** The first sheet of a downloaded .xlsx file. */
export async function sheetOf(download: Download): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return book.worksheets[0]!;
}

/** Row `n` (from 1) as its cell values, column A first. */
export const values = (sheet: ExcelJS.Worksheet, n: number): unknown[] =>
  (sheet.getRow(n).values as unknown[]).slice(1);

/** Clicks Xuất Excel and waits for the file and the toast that names it. */
export async function downloadExcel(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  const download = await downloading;
  await expect(page.getByText(`Đã tải xuống ${download.suggestedFilename()}`)).toBeVisible();
  return download;
}
