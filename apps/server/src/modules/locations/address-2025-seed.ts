import type { Database } from '../../db/client';
import { loadUnits2025, shippedUnits2025, UNITS_2025 } from './address-2025-data';
import * as q from './address-2025-load.queries';

/**
 * Loads the units of 1 July 2025 and the old → new ward mapping (reference-data/address-2025),
 * all or nothing, after the old list (seedLocations). Runs at every start-up: when the loaded
 * version is the shipped one it costs one indexed read and no parsing. A newer shipped version
 * is loaded over the old one (units upserted by code, mapping rebuilt); customers' addresses
 * are never touched. Returns whether it loaded anything.
 */
export async function seedUnits2025(
  db: Database,
  log: (message: string) => void = () => {},
): Promise<boolean> {
  const shipped = shippedUnits2025();
  if ((await q.loadedVersion(db, UNITS_2025)) >= shipped.version) return false;
  const started = performance.now();
  const data = loadUnits2025(shipped.file);
  const counts = await db.transaction(async (tx) => {
    await q.lockUnits2025(tx);
    // Another server process may have loaded it while this one waited for the lock.
    if ((await q.loadedVersion(tx, UNITS_2025)) >= data.version) return undefined;
    await q.upsertProvinces2025(tx, data.provinces);
    await q.upsertWards2025(tx, data.wards);
    const bySource = await q.replaceConversions(tx, data.mapping);
    await q.recordVersion(tx, UNITS_2025, data.version);
    return bySource;
  });
  if (!counts) return false;
  const ms = Math.round(performance.now() - started);
  const steps = counts.map((c) => `${c.source} ${c.old}`).join(', ');
  log(
    `Đã nạp danh mục hành chính 2025 (phiên bản ${data.version}): ${data.provinces.length} ` +
      `tỉnh/thành, ${data.wards.length} phường/xã; phường/xã cũ theo nguồn: ${steps} (${ms} ms)`,
  );
  return true;
}
