import { SCAN_ACTIONS, type ScanAction } from '@depot/shared/transports/transports.schema';
import { depotToday } from '@depot/shared/validation/dates';
import { useEffect, useState } from 'react';

/** Where the yard screen remembers what the loader chose: a reload must not lose the vehicle. */
export const YARD_TRIP_KEY = 'depot.yard.trip';

/** The vehicle, the departure date and the mode (load, unload, arrive), as chosen on the yard screen. */
export type YardTrip = { carId: number | undefined; date: string; action: ScanAction };

type Stored = { car_id?: number; datetime_from: string; action: ScanAction; chosen_on: string };

/**
 * What was chosen today on this phone, or nothing: a choice of another day is forgotten, so the
 * next morning starts on today's date and no vehicle (yesterday's could be loaded by mistake).
 */
function readTrip(today: string): YardTrip | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(YARD_TRIP_KEY) ?? 'null') as Stored | null;
    if (!stored || stored.chosen_on !== today) return undefined;
    // A mode this version does not know (storage of an older or newer app) starts on load.
    const action = SCAN_ACTIONS.includes(stored.action) ? stored.action : 'load';
    return { carId: stored.car_id, date: stored.datetime_from, action };
  } catch {
    return undefined;
  }
}

/**
 * The yard screen's choice, kept in this phone's storage under YARD_TRIP_KEY for the rest of the
 * depot's day: the phone reloads the page (a crash, the browser freeing memory, a pull to
 * refresh) and the loader goes on scanning without choosing again.
 */
export function useYardTrip(zone: string | undefined) {
  const [trip, setTrip] = useState<YardTrip>(() => {
    const today = depotToday(zone);
    return readTrip(today) ?? { carId: undefined, date: today, action: 'load' };
  });

  useEffect(() => {
    const stored: Stored = {
      car_id: trip.carId,
      datetime_from: trip.date,
      action: trip.action,
      chosen_on: depotToday(zone),
    };
    try {
      localStorage.setItem(YARD_TRIP_KEY, JSON.stringify(stored));
    } catch {
      // A full or refused storage: the choice lasts as long as the page.
    }
  }, [trip, zone]);

  return {
    ...trip,
    setCarId: (carId: number) => setTrip((t) => ({ ...t, carId })),
    setDate: (date: string) => setTrip((t) => ({ ...t, date })),
    setAction: (action: ScanAction) => setTrip((t) => ({ ...t, action })),
  };
}
