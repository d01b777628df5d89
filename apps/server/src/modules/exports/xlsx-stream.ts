import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachmentHeader } from '../receipts/receipt-pdf';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter;
export type SheetWriter = ReturnType<WorkbookWriter['addWorksheet']>;

/** Number formats: Excel shows the reader's own thousands separator. */
export const FORMATS = {
  money: '#,##0',
  count: '#,##0',
  kg: '#,##0.00',
  date: 'dd-mm-yyyy',
} as const;

/** A column of an export: its Vietnamese header, key, width and number format. */
export type ExportColumn = { header: string; key: string; width: number; numFmt?: string };

/**
 * A download made of a workbook: the file's names (ASCII and UTF-8) and what writes its sheets.
 * `write` gets `flowing`, to await between batches: it holds the writer back while the client
 * has not taken what was written (exceljs buffers every committed row until the zip takes it).
 */
export type ExportFile = {
  names: { ascii: string; utf8: string };
  write: (book: WorkbookWriter, flowing: () => Promise<boolean>) => Promise<void>;
};

/** `YYYY-MM-DD` as the Excel date of that day (exceljs writes a Date's UTC day). */
export function excelDate(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

/** A sheet with its header row written bold and frozen. */
export function addSheet(
  book: WorkbookWriter,
  name: string,
  columns: ExportColumn[],
  headerRow = 1,
): SheetWriter {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: headerRow }] });
  // Keys, widths and formats only: the header row is written where the caller wants it.
  sheet.columns = columns.map(({ key, width, numFmt }) => ({
    key,
    width,
    style: numFmt ? { numFmt } : {},
  }));
  return sheet;
}

/** Writes `values` as the next row (bold for headers and totals) and commits it. */
export function writeRow(sheet: SheetWriter, values: unknown[] | object, bold = false): void {
  const row = sheet.addRow(values);
  if (bold) row.font = { bold: true };
  row.commit();
}

function awaitFlow(out: PassThrough): Promise<boolean> {
  if (out.destroyed) return Promise.resolve(false);
  if (!out.writableNeedDrain) return Promise.resolve(true);
  const ac = new AbortController();
  return Promise.race([
    once(out, 'drain', { signal: ac.signal }).then(() => true),
    once(out, 'close', { signal: ac.signal }).then(() => false),
  ])
    .catch(() => false)
    .finally(() => ac.abort());
}

/**
 * Streams the file into the reply as it is written, so 100 000 lines never sit in memory.
 * Validation and the first reads happen before (the caller awaits them): once the first byte is
 * out, an error can no longer become a JSON reply, so the stream is destroyed (the client sees
 * a broken download, not a truncated file that looks whole) and the error is logged.
 */
export function sendWorkbook(reply: FastifyReply, file: ExportFile) {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  book.creator = 'Quản lý chành xe';
  book.created = new Date();
  const flowing = () => awaitFlow(out);
  void (async () => {
    try {
      await file.write(book, flowing);
      if (!out.destroyed) await book.commit();
    } catch (err) {
      reply.log.error({ err }, 'Excel export failed after the reply started');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', attachmentHeader(file.names))
    .header('cache-control', 'no-store')
    .send(out);
}
