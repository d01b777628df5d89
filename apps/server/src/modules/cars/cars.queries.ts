import { and, asc, eq, getTableColumns, like, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { touched } from '../../db/schema/columns';
import { listPage } from '../../lib/list-page';
import { cars, trips } from '../../db/schema/index';

export type CarRow = typeof cars.$inferSelect;
type CarValues = Pick<typeof cars.$inferInsert, 'number_car' | 'driver_name' | 'total_weight'>;

/** The plate with its separators removed, as the plate filter compares it. */
const compactPlate = sql<string>`translate(upper(${cars.number_car}), '.- ', '')`;

/**
 * One page of cars by plate. `plateKey` holds only letters and digits, so it needs no LIKE
 * escaping; a depot has tens of cars, so the substring match needs no index.
 */
export async function listCars(
  db: Executor,
  { paged, limit, plateKey }: { paged: number; limit: number; plateKey?: string },
) {
  const where = plateKey ? like(compactPlate, `%${plateKey}%`) : undefined;
  return listPage(db, { table: cars, where, paged }, (total) =>
    db
      .select({ ...getTableColumns(cars), total })
      .from(cars)
      .where(where)
      .orderBy(asc(cars.number_car), asc(cars.id))
      .limit(limit)
      .offset((paged - 1) * limit),
  );
}

export async function findCarById(db: Executor, id: number): Promise<CarRow | undefined> {
  const [row] = await db.select().from(cars).where(eq(cars.id, id)).limit(1);
  return row;
}

/** Whether another car already has this plate (both in the normal form of normalizePlate). */
export async function isPlateTaken(db: Executor, numberCar: string, exceptId?: number) {
  const [row] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(
      and(
        eq(cars.number_car, numberCar),
        exceptId === undefined ? undefined : ne(cars.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether any trip, archived ones included, used the car. */
export async function isCarUsed(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: trips.id }).from(trips).where(eq(trips.car_id, id)).limit(1);
  return row !== undefined;
}

export async function insertCar(db: Executor, values: CarValues): Promise<CarRow> {
  const [row] = await db.insert(cars).values(values).returning();
  return row!;
}

export async function updateCar(db: Executor, id: number, values: CarValues) {
  const [row] = await db
    .update(cars)
    .set({ ...values, ...touched() })
    .where(eq(cars.id, id))
    .returning();
  return row;
}

/** Hard delete; returns whether a row was removed. */
export async function deleteCar(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(cars).where(eq(cars.id, id)).returning({ id: cars.id });
  return rows.length > 0;
}
