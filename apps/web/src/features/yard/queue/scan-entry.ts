import type { ScanAction, ScanBody, ScanResult } from '@depot/shared/transports/transports.schema';

/**
 * One scan made on this phone, kept in its storage from the moment it was read until long after
 * it was answered: the queue sends the waiting ones in order, the screen lists them.
 */
export type ScanEntry = {
  /** Made on the phone once (a v4 UUID, newRequestId); every sending of this scan carries it. */
  client_id: string;
  code: string;
  car_id: number;
  number_car: string;
  datetime_from: string;
  action: ScanAction;
  confirm_over_capacity: boolean;
  /** When it was read (ms since 1970): the order of sending. */
  scanned_at: number;
  /** waiting: not answered yet; answered: `result` holds the server's decision; failed: `error`. */
  state: 'waiting' | 'answered' | 'failed';
  result?: ScanResult;
  error?: string;
  /** The client_id of the scan this one undoes (undo of the last scan). */
  undoes?: string;
  /** The loader tapped its refusal away: no longer held in red at the top of the screen. */
  dismissed?: boolean;
};

/** What is sent of an entry. */
export function bodyOf(entry: ScanEntry): ScanBody {
  return {
    client_id: entry.client_id,
    code: entry.code,
    car_id: entry.car_id,
    datetime_from: entry.datetime_from,
    action: entry.action,
    confirm_over_capacity: entry.confirm_over_capacity,
  };
}

/** A scan that went through. */
export function isDone(entry: ScanEntry): boolean {
  return entry.state === 'answered' && entry.result?.ok === true;
}
