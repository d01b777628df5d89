import type { Payout } from '@depot/shared/payouts/payouts.schema';
import type { TripRow } from '@depot/shared/trips/trips-replies.schema';

/** Fixtures of the payouts' component tests (only tests import this file). */

export const lan = { id: 2, fullname: 'Trần Thị Lan' };

/** A payout as the server answers it: a 200 000 fuel cost of trip 9, paid in cash by Lan. */
export function payoutOf(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 1,
    number: 'PC-2611-0001',
    kind: 'trip',
    amount: 200_000,
    cod_gross: null,
    cod_fee: null,
    method: 'cash',
    trip: { id: 9, number_car: '51B-123.45', datetime_from: '2026-11-28' },
    cost_type: 'fuel',
    sender: null,
    note: null,
    paid_at: '2026-11-28T02:30:00.000Z',
    paid_by: lan,
    branch_id: 1,
    voided_at: null,
    voided_by: null,
    void_reason: null,
    ...overrides,
  };
}

/** A row of GET /trips: the vehicle `plate` driven by `driver`, leaving on `date`. */
export function tripOf(id: number, plate: string, driver: string, date: string): TripRow {
  return {
    id,
    car: { id: id + 100, number_car: plate, driver_name: driver, total_weight: 5_000 },
    datetime_from: date,
    customers: 2,
    lines: 3,
    total_weight: 120,
    amount: 450_000,
    collected: 0,
    is_full: false,
    archived_at: null,
    archived_by: null,
    archive_reason: null,
  };
}
