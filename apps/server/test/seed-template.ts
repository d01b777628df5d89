import type { Database } from '../src/db/client';
import { seedUnits2025 } from '../src/modules/locations/address-2025-seed';
import { seedLocations } from '../src/modules/locations/location-seed';

/**
 * Reference data every test database starts with: the country's provinces, districts, wards,
 * and the units of 2025 with the old → new mapping.
 */
export async function seedTemplate(db: Database): Promise<void> {
  await seedLocations(db);
  await seedUnits2025(db);
}
