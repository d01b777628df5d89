import type { ArrivalCounts } from '@depot/shared/trips/trip-arrival.schema';
import { Typography } from 'antd';
import { vi } from '../../../i18n/vi';
import type { ScanEntry } from '../queue/scan-entry';
import { arrivalLine } from './describe-scan';

/**
 * The arrival of the vehicle on screen as its last answer said it. Every arrive answer (a
 * refusal on a departed vehicle too) carries the trip's counts, so the phone asks for nothing
 * more, and the kept scans give them back after a reload or offline.
 */
export function latestArrival(
  session: ScanEntry[],
  carId: number | undefined,
  date: string,
): ArrivalCounts | undefined {
  const entry = session.find(
    (e) =>
      e.action === 'arrive' && e.car_id === carId && e.datetime_from === date && e.result?.arrival,
  );
  return entry?.result?.arrival;
}

/** In the arrive mode, in place of the load: received out of expected, missing, extra. */
export function ArrivalTotals({
  counts,
  waiting,
}: {
  counts: ArrivalCounts | undefined;
  waiting: number;
}) {
  const t = vi.yard;
  return (
    <section aria-label={t.arrivalTotals}>
      {counts ? (
        <strong style={{ fontSize: 22 }}>{arrivalLine(counts)}</strong>
      ) : (
        <Typography.Text type="secondary">{t.unknownArrival}</Typography.Text>
      )}
      {waiting > 0 && (
        <div>
          <Typography.Text type="warning">{t.pendingCount(waiting)}</Typography.Text>
        </div>
      )}
    </section>
  );
}
