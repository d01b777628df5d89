import type { Database } from '../src/db/client';
import { seedLocations } from '../src/modules/locations/location-seed';

/** Reference data every test database starts with: the country's provinces, districts, wards. */
export async function seedTemplate(db: Database): Promise<void> {
  await seedLocations(db);
}
