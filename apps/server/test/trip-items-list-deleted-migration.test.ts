import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripItems } from '../src/db/schema/index';
import { buildTrip } from './factories';
import { createTestApp, type SignedInTestApp } from './test-app';
import { callEndpoint } from './contract-call';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';

// docs/domain.md: migration 0020 tells the archived lines of a deleted list (archived in the same
// transaction as their trip, so removed_at = the trip's archived_at) from the lines removed one
// by one. Here the archive is made through the API, the marker is cleared as before 0020, and
// the migration's data step must mark the same lines again.

const MIGRATION = path.resolve(import.meta.dirname, '../drizzle/0020_trip_items_list_deleted.sql');

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
});
afterAll(() => t.close());

async function dataStep(): Promise<string> {
  const text = await readFile(MIGRATION, 'utf8');
  const step = text
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .find((s) => s.startsWith('UPDATE'));
  return step!;
}

const remove = (id: number) =>
  callEndpoint(t, transportLinesApi.archive, { params: { transport_id: id }, token: t.token });

describe('migration 0020 (deleted lists and removed lines)', () => {
  it('marks the lines archived with their list, not those removed before or alone', async () => {
    const day = '2026-10-01';
    const deleted = await buildTrip(t.db, { datetime_from: day, lines: 3 });
    await remove(deleted.items[0]!.id);
    await callEndpoint(t, tripsApi.archive, {
      query: { car_id: `${deleted.car.id}`, date_from: day, date_to: day },
      token: t.token,
    });
    const live = await buildTrip(t.db, { datetime_from: day, lines: 2 });
    await remove(live.items[0]!.id);
    const ids = [...deleted.items, ...live.items].map((i) => i.id);
    const marks = async () =>
      (
        await t.db
          .select({ id: tripItems.id, list_deleted: tripItems.list_deleted })
          .from(tripItems)
          .where(inArray(tripItems.id, ids))
          .orderBy(asc(tripItems.id))
      ).map((r) => r.list_deleted);
    const expected = [false, true, true, false, false];
    expect(await marks()).toEqual(expected);

    await t.db.execute(sql`update trip_items set list_deleted = false`);
    await t.db.execute(sql.raw(await dataStep()));
    expect(await marks()).toEqual(expected);
  });
});
