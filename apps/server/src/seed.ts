import type { Database } from './db/client';
import { seedUnits2025 } from './modules/locations/address-2025-seed';
import { seedLocations } from './modules/locations/location-seed';
import { ensureFirstSuperadmin } from './modules/users/first-superadmin';

type SeedOptions = { username?: string; password?: string; log: (message: string) => void };

/** What a new database needs before anyone signs in. */
export async function seedReferenceData(db: Database, options: SeedOptions): Promise<void> {
  await seedLocations(db, options.log);
  await seedUnits2025(db, options.log);
  await ensureFirstSuperadmin(db, options);
}
