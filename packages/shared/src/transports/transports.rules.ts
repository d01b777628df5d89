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
