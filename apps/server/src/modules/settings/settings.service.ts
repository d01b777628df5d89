import type { Settings, settingsBodySchema } from '@depot/shared/settings/settings.schema';
import type { z } from 'zod';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { recordAudit } from '../audit/audit.service';
import { readSettings, writeSettings } from './settings.queries';

export type SettingsValues = z.output<typeof settingsBodySchema>;

/** What every print view shows: the saved settings, or the placeholders of a fresh install. */
export function getSettings(ctx: Context) {
  return readSettings(ctx.db);
}

/**
 * Saves the settings (admin or superadmin, checked by the route). The bank account decides
 * where customers' transfers go, so the change is kept in the audit trail like money.
 */
export async function updateSettings(ctx: Context, values: SettingsValues) {
  const actor = actorOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const before = await readSettings(tx.db);
    await writeSettings(tx.db, values, actor.id);
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
}

/** The values a person set, without the bookkeeping fields. */
function strip({ configured: _c, updated_at: _u, ...values }: Settings) {
  return values;
}
