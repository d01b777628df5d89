import { productCode } from '@depot/shared/products/products.rules';
import { formatDate } from '@depot/shared/text/format';
import { parseProductCode } from '@depot/shared/transports/transports.rules';
import type {
  CarLoad,
  ScanGoods,
  ScanRefusal,
  ScanResult,
  scanBodySchema,
  TransportConflict,
} from '@depot/shared/transports/transports.schema';
import type { z } from 'zod';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '../../errors';
import type { Context } from '../../lib/context';
import type { LoadCar } from '../trips/load-conflicts';
import { CAR_MISSING, tripLoad } from '../trips/trip-loads.service';
import { archiveLine } from '../trips/trips-archive.service';
import { goodsByCode, type CodedGoods } from './scan.queries';
import { arriveScan } from './scan-arrive.service';
import { loadProducts } from './transports.service';

export type ScanInput = z.output<typeof scanBodySchema>;

/** The reason kept with an unloaded line and in the goods' history. */
export const UNLOAD_REASON = 'Dỡ hàng khi quét mã (màn hình xếp hàng)';

/** What a scan reads first (scan.queries.ts): undefined when the code is no goods code. */
export async function readScan(ctx: Context, body: ScanInput): Promise<CodedGoods | undefined> {
  const key = parseProductCode(body.code);
  return key ? goodsByCode(ctx.db, key, body.car_id, body.client_id) : undefined;
}

/**
 * One scan of the yard screen (docs/decisions/0002-scan-request-ids.md), inside the caller's transaction, on what readScan
 * found (before it, without locks): the goods of the code go onto the vehicle's trip of that date through the pickup's own
 * service (loadProducts: its locks, its capacity confirmation, its trail), or off it through the
 * removal of a statement line (archiveLine). What the person can do nothing about right now is
 * answered as a refusal (`ok: false`, a kind and a Vietnamese reason) rather than thrown, so the
 * caller can keep it; anything else (the database failing) is thrown and nothing is kept.
 */
export async function scan(
  ctx: Context,
  body: ScanInput,
  found: CodedGoods | undefined,
): Promise<ScanResult> {
  // The index holds no suffix: `2611-0042-B` is not the goods printed `2611-0042-A`.
  if (!found || productCode(found).toUpperCase() !== body.code) {
    return refused(body, 'unknown_code', `Không tìm thấy hàng có mã ${body.code}`);
  }
  const goods = toScanGoods(found);
  if (found.deleted_at) {
    return refused(body, 'removed', `Hàng ${goods.code} ${goods.name} đã bị xóa`, goods);
  }
  if (body.action === 'load') return load(ctx, body, goods);
  const car = targetCar(found);
  if (!car) return refused(body, 'car_missing', CAR_MISSING, goods);
  if (body.action === 'arrive') return arriveScan(ctx, body, car, goods);
  return unload(ctx, body, car, found);
}

/** The scan's vehicle as the unload needs it (loadCarOf's, read with the goods). */
function targetCar(found: CodedGoods): LoadCar | null {
  if (found.target_id === null || found.target_plate === null) return null;
  return {
    id: found.target_id,
    number_car: found.target_plate,
    driver_name: found.target_driver ?? '',
    capacity: Number(found.target_capacity),
  };
}

function toScanGoods(found: CodedGoods): ScanGoods {
  return {
    id: found.id,
    code: productCode(found),
    name: found.name,
    customer: found.customer,
    customer_id: found.customer_id,
    quantity: found.quantity,
    total_weight: Number(found.total_weight),
  };
}

function refused(
  body: ScanInput,
  kind: ScanRefusal,
  reason: string,
  goods: ScanGoods | null = null,
  load: CarLoad | null = null,
): ScanResult {
  return { ok: false, action: body.action, kind, reason, goods, load };
}

const onCar = (plate: string, date: string) => `xe ${plate} ngày ${formatDate(date)}`;

async function load(ctx: Context, body: ScanInput, goods: ScanGoods): Promise<ScanResult> {
  try {
    const result = await loadProducts(ctx, {
      car_id: body.car_id,
      datetime_from: body.datetime_from,
      products: [goods.id],
      confirm_overload: body.confirm_over_capacity,
      // A scan names no reason: goods go onto a vehicle that has left from a form, not a scan.
      reason: undefined,
    });
    return { ok: true, action: 'load', goods, load: result.load };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    const conflict = error.data as TransportConflict | undefined;
    if (conflict?.reason === 'overload') {
      const reason = `${error.message}. Xác nhận để vẫn lên hàng.`;
      return refused(body, 'over_capacity', reason, goods, conflict.load);
    }
    if (conflict?.reason === 'already_loaded') {
      const holder = conflict.products[0];
      if (!holder) return refused(body, 'changed', error.message, goods, conflict.load);
      // The target's plate comes with the refusal (null only after a lost race: elsewhere).
      const here =
        holder.number_car === conflict.load?.number_car &&
        holder.datetime_from === body.datetime_from;
      const where = onCar(holder.number_car, holder.datetime_from);
      return here
        ? refused(
            body,
            'already_here',
            `Hàng ${goods.code} đã ở trên ${where}`,
            goods,
            conflict.load,
          )
        : refused(
            body,
            'already_loaded',
            `Hàng ${goods.code} đã ở trên ${where}`,
            goods,
            conflict.load,
          );
    }
    if (error instanceof BadRequestError && error.errors?.car_id) {
      return refused(body, 'car_missing', error.message, goods);
    }
    // The goods deleted between the read and the lock (assertProducts).
    if (error instanceof BadRequestError && error.errors?.products) {
      return refused(body, 'removed', `Hàng ${goods.code} ${goods.name} đã bị xóa`, goods);
    }
    if (error instanceof ConflictError) return refused(body, 'changed', error.message, goods);
    if (error instanceof ForbiddenError) {
      return refused(body, 'not_your_branch', error.message, goods);
    }
    throw error;
  }
}

async function unload(
  ctx: Context,
  body: ScanInput,
  car: LoadCar,
  found: CodedGoods,
): Promise<ScanResult> {
  const goods = toScanGoods(found);
  const here = found.car_id === car.id && found.datetime_from === body.datetime_from;
  if (found.trip_id === null || found.item_id === null || !here) {
    const now = await tripLoad(ctx, car, body.datetime_from);
    const target = onCar(car.number_car, body.datetime_from);
    const reason =
      found.trip_id !== null && found.number_car && found.datetime_from
        ? `Hàng ${goods.code} đang ở trên ${onCar(found.number_car, found.datetime_from)}, không phải ${target}`
        : `Hàng ${goods.code} chưa lên ${target}`;
    return refused(body, 'not_loaded', reason, goods, now);
  }
  try {
    await archiveLine(ctx, found.item_id, { productId: found.id, reason: UNLOAD_REASON });
  } catch (error) {
    // Archived, moved or removed between the read and the trip's lock.
    if (error instanceof ForbiddenError) {
      return refused(body, 'not_your_branch', error.message, goods);
    }
    if (error instanceof ConflictError || error instanceof NotFoundError) {
      const now = await tripLoad(ctx, car, body.datetime_from);
      return refused(body, 'changed', `${error.message}. Quét lại để kiểm tra.`, goods, now);
    }
    throw error;
  }
  return { ok: true, action: 'unload', goods, load: await tripLoad(ctx, car, body.datetime_from) };
}

const SCAN_VERBS = { load: 'Đã lên xe', unload: 'Đã dỡ khỏi xe', arrive: 'Đã nhận xuống từ xe' };

/** The envelope's message: what was done, or why not. */
export function scanMessage(result: ScanResult): string {
  if (!result.ok) return result.reason;
  const verb = SCAN_VERBS[result.action];
  return `${verb} ${result.load.number_car}: ${result.goods.code} ${result.goods.name}`;
}
