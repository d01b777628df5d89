import { formatNumber } from '@depot/shared/text/format';
import type { ScanAction } from '@depot/shared/transports/transports.schema';
import type { ArrivalCounts } from '@depot/shared/trips/trip-arrival.schema';
import type { ScanEntry } from '../queue/scan-entry';
import { vi } from '../../../i18n/vi';

/**
 * How a scan reads at a glance: went through, refused, already done (a label read twice: nothing
 * wrong and nothing done), a parcel that came off a vehicle whose list does not have it (kept
 * as `Thừa`: nothing refused on the phone's side, but the loader must put it aside), or kept on
 * the phone to send.
 */
export type ScanTone = 'ok' | 'refused' | 'same' | 'extra' | 'waiting';

type Shown = {
  tone: ScanTone;
  title: string;
  lines: string[];
  /** An arrival's count so far (`Đã nhận 12/15 · Thiếu 3 · Thừa 1`), shown big. */
  counts?: string;
};

/** What the big answer calls a scan that went through, by what it did. */
const DONE_TITLE: Record<ScanAction, string> = {
  load: vi.yard.loaded,
  unload: vi.yard.unloaded,
  arrive: vi.yard.arrived,
};

/**
 * A label read twice: goods already on the vehicle being loaded, or a parcel already scanned off
 * the arriving vehicle. The scan did nothing and needs nothing.
 */
export function isAlreadyHere(entry: ScanEntry): boolean {
  return (
    entry.state === 'answered' &&
    entry.result?.ok === false &&
    (entry.result.kind === 'already_here' || entry.result.kind === 'already_arrived')
  );
}

/** A scan answered with a refusal, or refused as a request: it did nothing. */
export function isRefused(entry: ScanEntry): boolean {
  return entry.state === 'failed' || (entry.state === 'answered' && entry.result?.ok === false);
}

/**
 * A refusal the loader must see, held at the top until tapped away, with the refusal sound: not
 * a label read twice. A `Thừa` is one too: the parcel must not be left with the others.
 */
export function isRealRefusal(entry: ScanEntry): boolean {
  return isRefused(entry) && !isAlreadyHere(entry);
}

/** `Đã nhận 12/15 · Thiếu 3 · Thừa 1`. */
export function arrivalLine(counts: ArrivalCounts): string {
  const n = formatNumber;
  return vi.yard.arrivalCounts(
    n(counts.arrived),
    n(counts.expected),
    n(counts.missing),
    n(counts.extra),
  );
}

/** What the big answer and the list say of a scan. */
export function describeScan(entry: ScanEntry): Shown {
  const t = vi.yard;
  if (entry.state === 'waiting') return { tone: 'waiting', title: t.waiting, lines: [entry.code] };
  if (entry.state === 'failed') {
    return { tone: 'refused', title: t.refused, lines: [entry.error ?? '', entry.code] };
  }
  const result = entry.result!;
  const counts = result.arrival ? { counts: arrivalLine(result.arrival) } : {};
  if (result.ok) {
    return {
      tone: 'ok',
      title: DONE_TITLE[result.action],
      lines: [result.goods.name, `${t.customer}: ${result.goods.customer}`, result.goods.code],
      ...counts,
    };
  }
  if (isAlreadyHere(entry)) {
    const title = result.kind === 'already_arrived' ? t.alreadyArrived : t.alreadyHere;
    return {
      tone: 'same',
      title,
      lines: [...(result.goods ? [result.goods.name] : []), entry.code],
      ...counts,
    };
  }
  const extra = result.kind === 'extra';
  return {
    tone: extra ? 'extra' : 'refused',
    title: extra ? t.extra : t.refused,
    lines: [result.reason, ...(result.goods ? [result.goods.name] : [])],
    ...counts,
  };
}
