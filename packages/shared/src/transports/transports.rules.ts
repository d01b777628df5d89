import { sumWeights } from '../trips/trips.rules';

type Capacity = { capacity: number; loaded_weight: number };

/**
 * What remains of a vehicle's capacity once `adding` kg more are on it, in kg with two decimals
 * (summed in whole hundredths, free of 0.1 + 0.2); negative is an overload. The pickup form shows
 * it and the server refuses a pickup that makes it negative unless confirmed.
 */
export function remainingAfter(load: Capacity, adding = 0): number {
  return sumWeights([load.capacity, -load.loaded_weight, -adding]);
}

/** Whether loading `adding` kg more passes the capacity (exactly full is not an overload). */
export function wouldOverload(load: Capacity, adding: number): boolean {
  return remainingAfter(load, adding) < 0;
}

/** A printed code read back: `2611-0042`, `2611-10000`, `2611-0042-A`. */
const PRINTED_CODE = /^(\d{2})(\d{2})-(\d{4,10})(?:-(.+))?$/;

/**
 * The year, month and order a printed code (productCode) names, which the unique code index
 * finds; undefined when it cannot be a code. The caller still compares the whole code with the
 * goods found, suffix included: the index does not hold the suffix.
 */
export function parseProductCode(
  code: string,
): { year_create: number; month_create: number; order: number } | undefined {
  const m = PRINTED_CODE.exec(code.trim());
  if (!m) return undefined;
  const [, yy, mm, digits] = m as unknown as [string, string, string, string];
  const month = Number(mm);
  const order = Number(digits);
  // Past 4 digits productCode writes the order as it is: `2611-01234` is no code.
  if (month < 1 || month > 12 || order > 2_147_483_647) return undefined;
  if (digits.length > 4 && digits.startsWith('0')) return undefined;
  return { year_create: 2000 + Number(yy), month_create: month, order };
}
