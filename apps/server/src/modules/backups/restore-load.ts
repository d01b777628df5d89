import { once } from 'node:events';
import type pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import { pgErrorCode } from '../../lib/pg-error';
import { BackupError, type BackupHeader } from './backup-format';
import { readBackup } from './backup-reader';
import { currentColumns, ident } from './database-catalog';

/** The load refused: the file's tables do not fit the schema of its own migrations. */
const SCHEMA_MISMATCH =
  'Tệp sao lưu không khớp với cấu trúc dữ liệu của phiên bản phần mềm đã tạo ra nó.';

/**
 * Every table and column of the file exists in the database it is loaded into; returns every
 * table of that database (all emptied before the load, the skipped ones included).
 */
async function assertFits(client: pg.ClientBase, header: BackupHeader): Promise<string[]> {
  const columns = await currentColumns(client);
  for (const table of header.tables) {
    const have = columns.get(table.name);
    if (!have || table.columns.some((c) => !have.includes(c))) {
      throw new BackupError(`${SCHEMA_MISMATCH} (bảng ${table.name})`);
    }
  }
  return [...columns.keys()];
}

/**
 * A COPY FROM stream whose error is kept until the next write or the end: an 'error' event with
 * no listener would end the process.
 */
function copyInto(client: pg.ClientBase, text: string) {
  const stream: CopyStreamQuery = client.query(copyFrom(text));
  let failed: unknown;
  stream.on('error', (error) => (failed ??= error));
  return {
    stream,
    async write(chunk: Buffer) {
      if (failed) throw failed;
      // once() rejects on 'error' too.
      if (!stream.write(chunk)) await once(stream, 'drain');
    },
    async finish() {
      if (failed) throw failed;
      const done = once(stream, 'finish');
      stream.end();
      await done;
    },
  };
}

/**
 * Loads a backup's rows into a database already migrated to the file's level, in one
 * transaction: triggers and foreign keys off (session_replication_role = replica), since the
 * kept totals arrive as they were and the tables come in any order; what migrations put in the
 * tables is emptied first. Each table's loaded rows must equal the header's count; the
 * sequences are set to the saved values. Returns the rows loaded.
 */
export async function loadBackupRows(
  client: pg.ClientBase,
  file: string,
  header: BackupHeader,
): Promise<number> {
  let loaded = 0;
  let copy: ReturnType<typeof copyInto> | undefined;
  await client.query('begin');
  try {
    try {
      await client.query('set local session_replication_role = replica');
    } catch (error) {
      if (pgErrorCode(error) !== '42501') throw error;
      throw new BackupError(
        'Tài khoản PostgreSQL cần quyền superuser (hoặc quyền SET trên tham số ' +
          'session_replication_role) để khôi phục.',
      );
    }
    const tables = await assertFits(client, header);
    if (tables.length > 0) await client.query(`truncate ${tables.map(ident).join(', ')}`);
    const columnsOf = new Map(header.tables.map((t) => [t.name, t.columns]));
    for await (const event of readBackup(file)) {
      if (event.type === 'table') {
        const columns = columnsOf.get(event.table)!.map(ident).join(', ');
        copy = copyInto(client, `copy ${ident(event.table)} (${columns}) from stdin`);
      } else if (event.type === 'rows') {
        await copy!.write(event.chunk);
      } else if (event.type === 'table-end') {
        await copy!.finish();
        if (copy!.stream.rowCount !== event.rows) {
          throw new BackupError(`Số dòng nạp vào bảng ${event.table} không khớp tệp sao lưu.`);
        }
        loaded += event.rows;
        copy = undefined;
      }
    }
    for (const s of header.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        ident(s.name),
        s.last_value,
        s.is_called,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    // A COPY left open would hold the connection: destroying the stream sends CopyFail.
    copy?.stream.destroy();
    await client.query('rollback').catch(() => {});
    throw error;
  }
  return loaded;
}
