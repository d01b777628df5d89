import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_MESSAGES,
  BackupError,
  END_OF_ROWS,
  headerSchema,
  sectionSchema,
  trailerSchema,
  type BackupHeader,
} from './backup-format';

export type BackupEvent =
  | { type: 'header'; header: BackupHeader }
  | { type: 'table'; table: string; rows: number }
  | { type: 'rows'; chunk: Buffer }
  | { type: 'table-end'; table: string; rows: number };

const NEWLINE = 0x0a;
const END = Buffer.from(END_OF_ROWS);
/** A header or section line longer than this is not ours (a binary file without newlines). */
const MAX_LINE = 16 * 1024 * 1024;

function countLines(chunk: Buffer): number {
  let n = 0;
  for (let i = chunk.indexOf(NEWLINE); i >= 0; i = chunk.indexOf(NEWLINE, i + 1)) n++;
  return n;
}

function parseLine(line: Buffer, first: boolean): unknown {
  try {
    return JSON.parse(line.toString('utf8'));
  } catch {
    throw new BackupError(first ? BACKUP_MESSAGES.notBackup : BACKUP_MESSAGES.damaged);
  }
}

function parseHeader(value: unknown): BackupHeader {
  const loose = value as { format?: unknown; version?: unknown } | null;
  if (loose?.format !== BACKUP_FORMAT) throw new BackupError(BACKUP_MESSAGES.notBackup);
  if (typeof loose.version === 'number' && loose.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(BACKUP_MESSAGES.newerFormat);
  }
  const parsed = headerSchema.safeParse(value);
  if (!parsed.success) throw new BackupError(BACKUP_MESSAGES.damaged);
  return parsed.data;
}

/** zlib's complaint about the compressed bytes, as the person should read it. */
function zlibError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'Z_BUF_ERROR') return new BackupError(BACKUP_MESSAGES.truncated);
  if (code === 'Z_DATA_ERROR') return new BackupError(BACKUP_MESSAGES.damaged);
  return error;
}

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/**
 * Reads a backup file as events, checking as it goes: the header, each table's rows (counted),
 * and at the end the trailer's checksum and size. Any fault throws a BackupError with the
 * Vietnamese reason (not a backup, damaged, cut short, from a newer version).
 */
export async function* readBackup(file: string): AsyncGenerator<BackupEvent> {
  if (!(await isGzip(file))) throw new BackupError(BACKUP_MESSAGES.notBackup);
  const source = createReadStream(file, { highWaterMark: 1 << 20 });
  const gunzip = createGunzip({ chunkSize: 1 << 18 });
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);

  const hash = createHash('sha256');
  let bytes = 0;
  const take = (piece: Buffer) => {
    hash.update(piece);
    bytes += piece.length;
  };
  let header: BackupHeader | undefined;
  let section: { table: string; rows: number; counted: number } | undefined;
  let trailer: ReturnType<typeof trailerSchema.parse> | undefined;
  let tablesSeen = 0;
  let carry = Buffer.alloc(0);

  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      const buf = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      let pos = 0;
      while (pos < buf.length) {
        if (trailer) throw new BackupError(BACKUP_MESSAGES.damaged);
        if (!section) {
          const nl = buf.indexOf(NEWLINE, pos);
          if (nl < 0) break;
          const line = buf.subarray(pos, nl + 1);
          const value = parseLine(line, !header);
          pos = nl + 1;
          if (!header) {
            header = parseHeader(value);
            take(line);
            yield { type: 'header', header };
            continue;
          }
          const end = trailerSchema.safeParse(value);
          if (end.success) {
            trailer = end.data;
            continue;
          }
          const parsed = sectionSchema.safeParse(value);
          const expected = header.tables[tablesSeen];
          if (!parsed.success || parsed.data.table !== expected?.name) {
            throw new BackupError(BACKUP_MESSAGES.damaged);
          }
          take(line);
          section = { ...parsed.data, counted: 0 };
          yield { type: 'table', table: section.table, rows: section.rows };
          continue;
        }
        // Rows: up to the line `\.`, which only a line start can begin.
        let end = -1;
        for (let at = buf.indexOf(END, pos); at >= 0; at = buf.indexOf(END, at + 1)) {
          if (at === pos || buf[at - 1] === NEWLINE) {
            end = at;
            break;
          }
        }
        const stop = end >= 0 ? end : buf.lastIndexOf(NEWLINE) + 1;
        if (stop > pos) {
          const rows = buf.subarray(pos, stop);
          take(rows);
          section.counted += countLines(rows);
          yield { type: 'rows', chunk: rows };
          pos = stop;
        }
        if (end < 0) break;
        take(END);
        pos += END.length;
        const expected = header!.tables[tablesSeen]!;
        if (section.counted !== section.rows || section.rows !== expected.rows) {
          throw new BackupError(BACKUP_MESSAGES.damaged);
        }
        yield { type: 'table-end', table: section.table, rows: section.counted };
        section = undefined;
        tablesSeen++;
      }
      carry = Buffer.from(buf.subarray(pos));
      if (carry.length > MAX_LINE) {
        throw new BackupError(header ? BACKUP_MESSAGES.damaged : BACKUP_MESSAGES.notBackup);
      }
    }
  } catch (error) {
    throw zlibError(error);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  if (!header) throw new BackupError(BACKUP_MESSAGES.notBackup);
  if (!trailer || section || carry.length > 0) throw new BackupError(BACKUP_MESSAGES.truncated);
  if (tablesSeen !== header.tables.length) throw new BackupError(BACKUP_MESSAGES.damaged);
  if (trailer.bytes !== bytes || trailer.sha256 !== hash.digest('hex')) {
    throw new BackupError(BACKUP_MESSAGES.damaged);
  }
}

export type VerifiedBackup = { header: BackupHeader; rows: number };

/** Reads a whole backup and checks it (see readBackup); its header and row total. */
export async function verifyBackupFile(file: string): Promise<VerifiedBackup> {
  let header: BackupHeader | undefined;
  let rows = 0;
  for await (const event of readBackup(file)) {
    if (event.type === 'header') header = event.header;
    if (event.type === 'table-end') rows += event.rows;
  }
  return { header: header!, rows };
}

/** Only the header (the first line), for listing: nothing else is read or checked. */
export async function readBackupHeader(file: string): Promise<BackupHeader | undefined> {
  try {
    for await (const event of readBackup(file)) {
      if (event.type === 'header') return event.header;
    }
  } catch {
    return undefined;
  }
  return undefined;
}
