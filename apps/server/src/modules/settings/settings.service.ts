import {
  DEFAULT_SETTINGS,
  type Settings,
  type settingsBodySchema,
} from '@depot/shared/settings/settings.schema';
import {
  canSee,
  STAFF_VIEW_REFUSED,
  type StaffAccess,
  type StaffView,
} from '@depot/shared/settings/staff-access';
import { TIME_ZONE_UNKNOWN_TO_DB } from '@depot/shared/settings/time-zones';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { BadRequestError, ForbiddenError } from '../../errors';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { recordAudit } from '../audit/audit.service';
import { readDepotChoices, readSettings, timeZoneKnown, writeSettings } from './settings.queries';

export type SettingsValues = z.output<typeof settingsBodySchema>;

/** What every print view shows: the saved settings, or the placeholders of a fresh install. */
export function getSettings(ctx: Context) {
  return readSettings(ctx.db);
}

/**
 * Saves the settings (admin or superadmin, checked by the route). The bank account decides
 * where customers' transfers go, so the change is kept in the audit trail like money. A choice
 * the body leaves out (time zone, what staff see) keeps its value; a time zone PostgreSQL does
 * not know is refused, since every depot-day query hands it to PostgreSQL.
 */
export async function updateSettings(ctx: Context, values: SettingsValues) {
  const actor = actorOf(ctx);
  const saved = await inTransaction(ctx, async (tx) => {
    const before = await readSettings(tx.db);
    const merged = { ...strip(before), ...definedOf(values) };
    if (!(await timeZoneKnown(tx.db, merged.time_zone)))
      throw new BadRequestError(TIME_ZONE_UNKNOWN_TO_DB, { time_zone: TIME_ZONE_UNKNOWN_TO_DB });
    await writeSettings(tx.db, merged, actor.id);
    const after = await readSettings(tx.db);
    await recordAudit(tx, [
      {
        entity: 'settings',
        entity_id: 1,
        action: 'update',
        before: before.configured ? strip(before) : null,
        after: strip(after),
      },
    ]);
    return after;
  });
  // After the commit: a read in between would otherwise cache the old values again.
  choicesCache = new WeakMap();
  return saved;
}

/** The values a person set, without the bookkeeping fields. */
function strip({ configured: _c, updated_at: _u, ...values }: Settings) {
  return values;
}

function definedOf<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}

type DepotChoices = StaffAccess & { time_zone: string };

/**
 * How long a process trusts the choices it read. Several server processes may run
 * (docs/decisions/0013-live-screens-several-servers.md): a save clears this process's copy at
 * once, the others' within this time.
 */
const CHOICES_TTL_MS = 5_000;
let choicesCache = new WeakMap<Executor, { at: number; value: DepotChoices }>();

/** The time zone and staff switches, read at most every few seconds per database handle. */
async function depotChoices(ctx: Context): Promise<DepotChoices> {
  const cached = choicesCache.get(ctx.db);
  if (cached && Date.now() - cached.at < CHOICES_TTL_MS) return cached.value;
  const row = await readDepotChoices(ctx.db);
  const value: DepotChoices = row ?? {
    time_zone: DEFAULT_SETTINGS.time_zone,
    staff_see_statistics: DEFAULT_SETTINGS.staff_see_statistics,
    staff_see_dashboard: DEFAULT_SETTINGS.staff_see_dashboard,
    staff_see_debt_total: DEFAULT_SETTINGS.staff_see_debt_total,
  };
  choicesCache.set(ctx.db, { at: Date.now(), value });
  return value;
}

/** The depot's time zone (docs/decisions/0008-depot-time-zone.md): "today" and the day of a moment use it. */
export async function depotTimeZone(ctx: Context): Promise<string> {
  return (await depotChoices(ctx)).time_zone;
}

/** Whether the context's user sees `view` (managers always; staff while the owner allows). */
export async function maySee(ctx: Context, view: StaffView): Promise<boolean> {
  const actor = actorOf(ctx);
  return canSee(view, actor.role, await depotChoices(ctx));
}

/** 403 with the reason when the owner switched `view` off for staff and a staff member asks. */
export async function assertMaySee(ctx: Context, view: StaffView): Promise<void> {
  if (!(await maySee(ctx, view))) throw new ForbiddenError(STAFF_VIEW_REFUSED[view]);
}
