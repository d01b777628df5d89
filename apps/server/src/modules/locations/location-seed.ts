import type { Database } from '../../db/client';
import { loadLocations } from './location-data';
import * as q from './locations.queries';

/**
 * Loads the country's provinces, districts and wards into an empty database, all or nothing.
 * Runs at every start-up, so the common case (already loaded) costs one indexed read; the JSON
 * files are only parsed when the tables are empty. Returns whether it inserted anything.
 */
export async function seedLocations(
  db: Database,
  log: (message: string) => void = () => {},
): Promise<boolean> {
  if (await q.hasProvinces(db)) return false;
  const started = performance.now();
  const data = loadLocations();
  const inserted = await db.transaction(async (tx) => {
    await q.lockLocationSeed(tx);
    // Another server process may have loaded them while this one waited for the lock.
    if (await q.hasProvinces(tx)) return false;
    await q.insertProvinces(tx, data.provinces);
    await q.insertDistricts(tx, data.districts);
    await q.insertWards(tx, data.wards);
    return true;
  });
  if (inserted) {
    const ms = Math.round(performance.now() - started);
    log(
      `Đã nạp danh mục hành chính: ${data.provinces.length} tỉnh/thành, ` +
        `${data.districts.length} quận/huyện, ${data.wards.length} phường/xã (${ms} ms)`,
    );
  }
  return inserted;
}
