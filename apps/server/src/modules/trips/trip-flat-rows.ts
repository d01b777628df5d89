/**
 * What the flat reads of the statement lists share (trips-list.queries.ts,
 * trip-statements-live.queries.ts): a trip's vehicle and kept figures read as plain columns with
 * the reply's types, then nested as the reply has them.
 */

/** The vehicle of a trip row as read: `capacity` is the vehicle's own total_weight. */
export type FlatCar = { car_id: number; number_car: string; driver_name: string; capacity: number };

/** The kept figures of a trip or a statement as read (trip_totals, statement_totals). */
export type FlatFigures = {
  lines: number;
  paid_lines: number;
  total_weight: number;
  amount: number;
  collected: number;
  sender_due: number;
};

export function carOf(row: FlatCar) {
  return {
    id: row.car_id,
    number_car: row.number_car,
    driver_name: row.driver_name,
    total_weight: row.capacity,
  };
}

export function figuresOf(row: FlatFigures): FlatFigures {
  return {
    lines: row.lines,
    paid_lines: row.paid_lines,
    total_weight: row.total_weight,
    amount: row.amount,
    collected: row.collected,
    sender_due: row.sender_due,
  };
}
