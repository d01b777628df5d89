import type { BackupKind } from '@depot/shared/backups/backups.schema';
import { parseBackupName } from './backup-format';

/**
 * How many backups of each scheduled kind are kept: the last 24 hourly (a working day and a
 * half), 14 nightly, 12 monthly (a year). Counted, not dated: after a week switched off, the last
 * ones taken are still the ones worth keeping.
 */
export const KEEP_COUNT: Partial<Record<BackupKind, number>> = {
  hourly: 24,
  daily: 14,
  monthly: 12,
};

/** Backups made by hand or before an upgrade are kept this long (the newest of each always). */
export const KEEP_DAYS = 90;

/**
 * Which backup files to delete among `names` at `now`. Names that are not backups are never
 * touched; nor is a file dated after `now` (a clock set back must not delete the newest).
 */
export function planRetention(names: string[], now: Date): { keep: string[]; remove: string[] } {
  const byKind = new Map<BackupKind, { name: string; at: Date }[]>();
  const keep: string[] = [];
  for (const name of names) {
    const parsed = parseBackupName(name);
    if (!parsed) continue;
    if (parsed.at.getTime() > now.getTime()) {
      keep.push(name);
      continue;
    }
    byKind.set(parsed.kind, [...(byKind.get(parsed.kind) ?? []), { name, at: parsed.at }]);
  }
  const remove: string[] = [];
  const oldest = now.getTime() - KEEP_DAYS * 86_400_000;
  for (const [kind, files] of byKind) {
    files.sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name));
    const count = KEEP_COUNT[kind];
    files.forEach((file, i) => {
      const kept = count !== undefined ? i < count : i === 0 || file.at.getTime() >= oldest;
      (kept ? keep : remove).push(file.name);
    });
  }
  return { keep: keep.sort(), remove: remove.sort() };
}
