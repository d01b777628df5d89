import { DEFAULT_SETTINGS, type Settings } from '@depot/shared/settings/settings.schema';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { depotSettings } from '../../db/schema/index';

type SettingsValues = Omit<Settings, 'configured' | 'updated_at'>;

/** The depot's settings; the shared placeholders (`configured: false`) until the first save. */
export async function readSettings(db: Executor): Promise<Settings> {
  const [row] = await db.select().from(depotSettings).where(eq(depotSettings.id, 1)).limit(1);
  if (!row) return { ...DEFAULT_SETTINGS, configured: false, updated_at: null };
  const { id: _id, updated_by: _by, updated_at, cod_fee_basis_points, ...values } = row;
  return {
    ...values,
    cod_fee_percent: cod_fee_basis_points / 100,
    configured: true,
    updated_at: updated_at.toISOString(),
  };
}

/** Saves the one row (insert on the first save). */
export async function writeSettings(db: Executor, values: SettingsValues, actorId: number | null) {
  const { cod_fee_percent, ...rest } = values;
  // The percentage is kept in hundredths (two decimals at most, checked by the shared schema).
  const cod_fee_basis_points = Math.round(cod_fee_percent * 100);
  const set = { ...rest, cod_fee_basis_points, updated_at: new Date(), updated_by: actorId };
  await db
    .insert(depotSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: depotSettings.id, set });
}

/** The settings every request may need (the depot's day, what staff see), without the rest. */
export async function readDepotChoices(db: Executor) {
  const [row] = await db
    .select({
      time_zone: depotSettings.time_zone,
      staff_see_statistics: depotSettings.staff_see_statistics,
      staff_see_dashboard: depotSettings.staff_see_dashboard,
      staff_see_debt_total: depotSettings.staff_see_debt_total,
    })
    .from(depotSettings)
    .where(eq(depotSettings.id, 1))
    .limit(1);
  return row;
}

/** Whether PostgreSQL's own zone database has `zone` (it may differ from the browser's). */
export async function timeZoneKnown(db: Executor, zone: string): Promise<boolean> {
  const result = await db.execute<{ known: boolean }>(
    sql`select exists (select 1 from pg_timezone_names where name = ${zone}) as known`,
  );
  return result.rows[0]?.known === true;
}
