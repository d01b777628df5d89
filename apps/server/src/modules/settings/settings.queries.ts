import { DEFAULT_SETTINGS, type Settings } from '@depot/shared/settings/settings.schema';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { depotSettings } from '../../db/schema/index';

type SettingsValues = Omit<Settings, 'configured' | 'updated_at'>;

/** The depot's settings; the shared placeholders (`configured: false`) until the first save. */
export async function readSettings(db: Executor): Promise<Settings> {
  const [row] = await db.select().from(depotSettings).where(eq(depotSettings.id, 1)).limit(1);
  if (!row) return { ...DEFAULT_SETTINGS, configured: false, updated_at: null };
  const { id: _id, updated_by: _by, updated_at, ...values } = row;
  return { ...values, configured: true, updated_at: updated_at.toISOString() };
}

/** Saves the one row (insert on the first save). */
export async function writeSettings(db: Executor, values: SettingsValues, actorId: number | null) {
  const set = { ...values, updated_at: new Date(), updated_by: actorId };
  await db
    .insert(depotSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: depotSettings.id, set });
}
