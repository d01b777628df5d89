import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '@depot/shared/exports/exports.contract';
import { foldVietnamese } from '@depot/shared/text/fold';
import type { FastifyReply } from 'fastify';
import type { Context } from '../../lib/context';
import { attachmentHeader } from '../receipts/receipt-pdf';

// Declared with the export endpoints, which name it in the OpenAPI document.
export { XLSX_TYPE };

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
 * `write` gets `flowing(sheet)`, to await between slices of rows: it holds the writer back
 * while the zip or the client lags (exceljs buffers committed rows until the zip takes them).
 */
export type ExportFile = {
  names: { ascii: string; utf8: string };
  write: (
    book: WorkbookWriter,
    flowing: (sheet?: SheetWriter) => Promise<boolean>,
  ) => Promise<void>;
};

/** `YYYY-MM-DD` as the Excel date of that day (exceljs writes a Date's UTC day). */
export function excelDate(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

/** A name or plate as ASCII for the file name: `Nguyễn Văn An` → `nguyen-van-an`. */
export const slug = (text: string) =>
  foldVietnamese(text)
    .replace(/[^a-z0-9.]+/gi, '-')
    .replace(/^-+|-+$/g, '');

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

/** Resolves true on `event` of `stream`, false when `out` closes first. */
function until(stream: NodeJS.EventEmitter, event: string, out: PassThrough): Promise<boolean> {
  const ac = new AbortController();
  return Promise.race([
    once(stream, event, { signal: ac.signal }).then(() => true),
    once(out, 'close', { signal: ac.signal }).then(() => false),
  ])
    .catch(() => false)
    .finally(() => ac.abort());
}

/**
 * The stream that takes a sheet's XML into the zip. exceljs writes rows into its own buffer
 * (StreamBuf), which pushes them on to archiver's PassThrough without heeding backpressure:
 * when compression falls behind, the XML piles up there. Internals of exceljs 4.4, pinned.
 */
function zipEntryOf(sheet: SheetWriter | undefined): Writable | undefined {
  const buffer = (sheet as unknown as { _stream?: { pipes?: Writable[] } } | undefined)?._stream;
  return buffer?.pipes?.[0];
}

/**
 * Yields to the event loop (other requests are served meanwhile), then waits while the zip has
 * not compressed what was written or the client has not taken what it was sent. False once
 * the client is gone.
 */
async function awaitFlow(out: PassThrough, sheet?: SheetWriter): Promise<boolean> {
  await new Promise(setImmediate);
  const entry = zipEntryOf(sheet);
  while (!out.destroyed && entry?.writableNeedDrain) {
    if (!(await until(entry, 'drain', out))) return false;
  }
  while (!out.destroyed && out.writableNeedDrain) {
    if (!(await until(out, 'drain', out))) return false;
  }
  return !out.destroyed;
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
  const flowing = (sheet?: SheetWriter) => awaitFlow(out, sheet);
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

/**
 * The file `make` describes, with every read it does (the first page before answering, the
 * rest while the file streams) in one read-only REPEATABLE READ transaction: a payment or a
 * new line saved mid-export can neither split the file between two states nor make the totals
 * row disagree with the rows above it. The transaction stays open until `write` ends; an error
 * in `make` rejects here, before any byte is sent, so it still answers as JSON.
 */
export function inSnapshot(
  ctx: Context,
  make: (snapshot: Context) => Promise<ExportFile>,
): Promise<ExportFile> {
  return new Promise<ExportFile>((resolve, reject) => {
    ctx.db
      .transaction(
        async (db) => {
          const file = await make({ db, actor: ctx.actor });
          let written!: () => void;
          const done = new Promise<void>((r) => (written = r));
          resolve({
            ...file,
            write: (book, flowing) => file.write(book, flowing).finally(written),
          });
          await done;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      )
      // After resolve, a failure here is the write's own, reported by sendWorkbook.
      .catch(reject);
  });
}
