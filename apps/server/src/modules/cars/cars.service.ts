import type { Page } from '@depot/shared/api/envelope';
import type { Car, carBodySchema, carListQuerySchema } from '@depot/shared/cars/cars.schema';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../errors';
import type { Context } from '../../lib/context';
import { guardConstraints, type ConstraintConflicts } from '../../lib/constraint-conflict';
import { shareCar } from '../../lib/lock-order';
import { pageOf } from '../../lib/reply';
import { toCar } from './cars.mapper';
import * as q from './cars.queries';
import { publishChange } from '../../lib/publish-change';

type ListQuery = z.output<typeof carListQuerySchema>;
/** The schema has already put number_car into the normal form of normalizePlate(). */
type BodyInput = z.output<typeof carBodySchema>;

const NOT_FOUND = 'Không tìm thấy xe';
const PLATE_TAKEN = 'Biển số xe đã tồn tại';
const IN_USE = 'Không thể xóa xe đã có chuyến hàng';

function plateTaken() {
  return new ConflictError(PLATE_TAKEN, { number_car: PLATE_TAKEN });
}

/** A race past a check meets the constraint instead, and gets the same 409. */
const CONFLICTS: ConstraintConflicts = {
  cars_number_car_unique: { message: PLATE_TAKEN, field: 'number_car' },
  trips_car_id_cars_id_fk: { message: IN_USE },
};

/**
 * What a plate filter compares: letters and digits only, upper case, so `51c123`, `51C-123`
 * and `51c.123` all find `51C-123.45` whatever separators the person typed.
 */
function plateKey(keyword: string | undefined): string | undefined {
  const key = keyword?.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return key || undefined;
}

export async function listCars(
  ctx: Context,
  { paged, limit, number_car }: ListQuery,
): Promise<Page<Car>> {
  const { rows, total } = await q.listCars(ctx.db, {
    paged,
    limit,
    plateKey: plateKey(number_car),
  });
  return pageOf(rows.map(toCar), total, paged, limit);
}

export async function getCar(ctx: Context, id: number): Promise<Car> {
  const row = await q.findCarById(ctx.db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toCar(row);
}

/** A vehicle as the loads, statements and receipts use it: its row, or undefined. */
export async function findCar(
  ctx: Context,
  id: number,
  options: { lock?: boolean } = {},
): Promise<Car | undefined> {
  // KEY SHARE (lock-order.ts): the car is not deleted before a new trip points at it.
  const row = options.lock ? await shareCar(ctx.db, id) : await q.findCarById(ctx.db, id);
  return row && toCar(row);
}

export async function createCar(ctx: Context, input: BodyInput): Promise<Car> {
  if (await q.isPlateTaken(ctx.db, input.number_car)) throw plateTaken();
  const row = await guardConstraints(CONFLICTS, () => q.insertCar(ctx.db, input));
  // A single statement, committed already unless the caller holds a transaction.
  await publishChange(ctx, 'carChanged', [row.id]);
  return toCar(row);
}

export async function updateCar(ctx: Context, id: number, input: BodyInput): Promise<Car> {
  if (!(await q.findCarById(ctx.db, id))) throw new NotFoundError(NOT_FOUND);
  if (await q.isPlateTaken(ctx.db, input.number_car, id)) throw plateTaken();
  const row = await guardConstraints(CONFLICTS, () => q.updateCar(ctx.db, id, input));
  if (!row) throw new NotFoundError(NOT_FOUND);
  await publishChange(ctx, 'carChanged', [id]);
  return toCar(row);
}

/**
 * Hard delete, refused once the car has any trip (archived statements still name it). A trip
 * created between the check and the delete trips the foreign key and gets the same answer.
 */
export async function deleteCar(ctx: Context, id: number): Promise<void> {
  if (await q.isCarUsed(ctx.db, id)) throw new ConflictError(IN_USE);
  const deleted = await guardConstraints(CONFLICTS, () => q.deleteCar(ctx.db, id));
  if (!deleted) throw new NotFoundError(NOT_FOUND);
  await publishChange(ctx, 'carChanged', [id]);
}
