import type { BackupSummary } from '@depot/shared/backups/backups.schema';
import { paymentNumber } from '@depot/shared/payments/payments.rules';
import { depotRows, parseBackupName, type BackupHeader } from './backup-format';
import { readBackup } from './backup-reader';

/**
 * What a backup holds, for the owner before a restore (docs/decisions/0011-backups.md): the file
 * read whole and checked as `npm run restore` checks it (a damaged file throws its BackupError),
 * the depot's name in its settings and the last payment numbered in it, read from its rows.
 */

/** One field of a COPY text row: `\N` is null; backslash escapes undone. */
function copyField(raw: string): string | null {
  if (raw === '\\N') return null;
  return raw.replace(/\\(.)/g, (_, c: string) =>
    c === 't' ? '\t' : c === 'n' ? '\n' : c === 'r' ? '\r' : c,
  );
}

const rowsOf = (header: BackupHeader, table: string) =>
  header.tables.find((t) => t.name === table)?.rows ?? 0;

const columnOf = (header: BackupHeader, table: string, column: string) =>
  header.tables.find((t) => t.name === table)?.columns.indexOf(column) ?? -1;

export async function inspectBackup(file: string, name: string): Promise<BackupSummary> {
  let header: BackupHeader | undefined;
  let table = '';
  let depotName: string | null = null;
  let last: { year: number; month: number; order: number } | null = null;
  const at = { name: -1, year: -1, month: -1, order: -1 };
  for await (const event of readBackup(file)) {
    if (event.type === 'header') {
      header = event.header;
      at.name = columnOf(header, 'depot_settings', 'depot_name');
      at.year = columnOf(header, 'payments', 'number_year');
      at.month = columnOf(header, 'payments', 'number_month');
      at.order = columnOf(header, 'payments', 'number_order');
    } else if (event.type === 'table') {
      table = event.table;
    } else if (event.type === 'rows' && (table === 'depot_settings' || table === 'payments')) {
      // A chunk holds whole lines (readBackup cuts at a newline).
      for (const line of event.chunk.toString('utf8').split('\n')) {
        if (line === '') continue;
        const fields = line.split('\t');
        if (table === 'depot_settings') {
          depotName ??= at.name >= 0 ? copyField(fields[at.name] ?? '\\N') : null;
          continue;
        }
        const n = {
          year: Number(fields[at.year]),
          month: Number(fields[at.month]),
          order: Number(fields[at.order]),
        };
        const later =
          !last ||
          n.year > last.year ||
          (n.year === last.year &&
            (n.month > last.month || (n.month === last.month && n.order > last.order)));
        if (later) last = n;
      }
    }
  }
  const h = header!;
  return {
    name,
    created_at: parseBackupName(name)?.at.toISOString() ?? h.created_at,
    kind: h.kind,
    app_version: h.app_version,
    depot_name: depotName,
    customers: rowsOf(h, 'customers'),
    goods: rowsOf(h, 'products'),
    payments: rowsOf(h, 'payments'),
    last_payment_number: last ? paymentNumber(last) : null,
    rows: depotRows(h),
  };
}
