import type { Database } from '../src/db/client';

/** Reference data every test database starts with (location lists, once they exist). */
export async function seedTemplate(_db: Database): Promise<void> {}
