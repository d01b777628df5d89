import { describe, expect, it } from 'vitest';
import { noCosts, sumTrips, tripLeft } from './trips-profit.rules';

describe('trip profit rules', () => {
  it('leaves freight less costs, below 0 when the trip cost more', () => {
    expect(tripLeft({ freight: 2_000_000, costs: 750_000 })).toBe(1_250_000);
    expect(tripLeft({ freight: 0, costs: 15_000 })).toBe(-15_000);
  });

  it('sums trips and their costs by type', () => {
    const fuel = { ...noCosts(), fuel: 500_000 };
    const crew = { ...noCosts(), loading: 200_000, fuel: 100_000 };
    expect(
      sumTrips([
        { freight: 1_000_000, costs: 500_000, by_cost_type: fuel },
        { freight: 300_000, costs: 300_000, by_cost_type: crew },
      ]),
    ).toEqual({
      trips: 2,
      freight: 1_300_000,
      costs: 800_000,
      left: 500_000,
      by_cost_type: { fuel: 600_000, toll: 0, driver: 0, loading: 200_000, other: 0 },
    });
    expect(sumTrips([])).toEqual({
      trips: 0,
      freight: 0,
      costs: 0,
      left: 0,
      by_cost_type: noCosts(),
    });
  });
});
