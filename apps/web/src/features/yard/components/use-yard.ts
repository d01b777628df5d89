import { useQueryClient } from '@tanstack/react-query';
import type { ScanAction } from '@depot/shared/transports/transports.schema';
import { depotToday } from '@depot/shared/validation/dates';
import { useEffect, useMemo, useRef, useState } from 'react';
import { vi } from '../../../i18n/vi';
import { isOnline } from '../../../lib/reachability';
import { refreshAfter, type Change } from '../../../lib/refresh-map';
import { newRequestId } from '../../../lib/use-request-once';
import { tripLoadKey } from '../api/get-trip-load';
import { isDone, type ScanEntry } from '../queue/scan-entry';
import { useScanQueue } from '../queue/use-scan-queue';
import { isAlreadyHere, isRealRefusal, isRefused } from './describe-scan';
import { scanFeedback } from './scan-feedback';
import type { Confirmation } from './yard-confirm-dialog';

/** Where a scan goes: the vehicle (id and plate), the departure date, load, unload or arrive. */
export type ScanTarget = {
  car: { id: number; number_car: string };
  date: string;
  action: ScanAction;
};

type Extra = { confirm?: boolean; undoes?: string };

/**
 * What a scan that went through changed, for the screens to read again. An arrival moves the
 * parcel on its road (in transit → arrived): the screens of goods on vehicles, as a move does.
 */
const CHANGE_OF = {
  load: 'goodsLoaded',
  unload: 'goodsUnloaded',
  arrive: 'goodsMoved',
} as const satisfies Record<ScanAction, Change>;

type YardOptions = {
  /** Whether the code field has the focus now (a handheld scanner is in use). */
  fieldFocused: () => boolean;
  zone: string | undefined;
};

/**
 * The yard screen's scans: each code read becomes a kept scan with its own client_id, sent by
 * the queue; each answer beeps and updates the vehicle's figures. A load past the capacity and
 * the undo of the last scan ask first; while they ask, a code read is refused, not sent.
 */
export function useYard({ fieldFocused, zone }: YardOptions) {
  const queryClient = useQueryClient();
  const [sessionStart] = useState(() => Date.now());
  const { queue, state, add } = useScanQueue();
  const [confirmations, setConfirmations] = useState<Confirmation[]>([]);
  const [blocked, setBlocked] = useState<string | null>(null);
  // Read synchronously: a code arriving before the next render is refused all the same.
  const asking = useRef(0);

  const ask = (confirmation: Confirmation) => {
    asking.current += 1;
    setConfirmations((list) => [...list, confirmation]);
  };

  const enqueue = (code: string, target: ScanTarget, extra: Extra = {}) => {
    add({
      // Not crypto.randomUUID: it is missing on an http page (a phone on the depot's network).
      client_id: newRequestId(),
      code,
      car_id: target.car.id,
      number_car: target.car.number_car,
      datetime_from: target.date,
      action: target.action,
      confirm_over_capacity: extra.confirm ?? false,
      scanned_at: Date.now(),
      state: 'waiting',
      ...(extra.undoes ? { undoes: extra.undoes } : {}),
    });
    // Offline there is no answer to beep for: say at once that the code was read and kept.
    if (!isOnline()) scanFeedback('waiting');
  };

  /** A code read by the field or the camera. */
  const scan = (code: string, target: ScanTarget) => {
    if (asking.current > 0) {
      scanFeedback('refused');
      setBlocked(code);
      return;
    }
    enqueue(code, target);
  };

  const targetOf = (entry: ScanEntry, action: ScanAction): ScanTarget => ({
    car: { id: entry.car_id, number_car: entry.number_car },
    date: entry.datetime_from,
    action,
  });

  /** The loader's answer to the open question. */
  const answer = (confirmed: boolean) => {
    const open = confirmations[0];
    if (!open) return;
    asking.current = Math.max(0, asking.current - 1);
    setConfirmations((list) => list.slice(1));
    setBlocked(null);
    const { entry } = open;
    // Answered either way: the capacity refusal needs no more reading at the top.
    if (open.kind === 'over') queue.dismiss(entry.client_id);
    if (!confirmed) return;
    if (open.kind === 'over') enqueue(entry.code, targetOf(entry, 'load'), { confirm: true });
    else {
      const action = entry.result?.ok && entry.result.action === 'load' ? 'unload' : 'load';
      enqueue(entry.code, targetOf(entry, action), { undoes: entry.client_id });
    }
  };

  const onAnswer = (entry: ScanEntry) => {
    const result = entry.result;
    scanFeedback(isAlreadyHere(entry) ? 'same' : isRefused(entry) ? 'refused' : 'ok');
    if (result?.load) {
      queryClient.setQueryData(
        tripLoadKey(result.load.car_id, result.load.datetime_from),
        result.load,
      );
    }
    if (result?.ok) void refreshAfter(queryClient, CHANGE_OF[result.action]);
    // Only for a scan of this visit: a refusal found in the queue later is held in red with why.
    if (
      result?.ok === false &&
      result.kind === 'over_capacity' &&
      entry.scanned_at >= sessionStart
    ) {
      ask({ kind: 'over', entry, reason: result.reason, keepField: fieldFocused() });
    }
  };

  // Subscribed anew each render: the listener sees this render's vehicle, dialogs and session.
  useEffect(() => queue.onAnswer(onAnswer));

  const view = useMemo(() => {
    // Today's scans on this phone (kept across reloads), and any older one still waiting.
    const today = depotToday(zone);
    const session = state.entries
      .filter((e) => e.state === 'waiting' || depotToday(zone, new Date(e.scanned_at)) === today)
      .reverse();
    const undone = new Set(
      state.entries.flatMap((e) => (e.undoes && !isRefused(e) ? [e.undoes] : [])),
    );
    const last = session.find((e) => isDone(e) && !e.undoes && !undone.has(e.client_id));
    // An arrival has no reverse scan: once the last scan is one, there is nothing to undo.
    const undoable = last?.action === 'arrive' ? undefined : last;
    const waiting = state.entries.filter((e) => e.state === 'waiting').length;
    const held = (e: ScanEntry) => isRealRefusal(e) && !e.dismissed;
    const first = session[0];
    // The big answer is the last scan, unless it is a refusal already tapped away.
    const latest = first && isRealRefusal(first) && first.dismissed ? undefined : first;
    const refusals = session.filter((e) => e !== first && held(e));
    return {
      session,
      undone,
      undoable,
      waiting,
      latest,
      latestHeld: !!first && held(first),
      refusals,
    };
  }, [state.entries, zone]);

  /** Asks before undoing a scan that went through: the reverse scan, same vehicle and date. */
  const undo = (entry: ScanEntry) => {
    const result = entry.result;
    if (!result?.ok) return;
    const t = vi.yard;
    const content = (result.action === 'load' ? t.undoLoadContent : t.undoUnloadContent)(
      result.goods.code,
      result.goods.name,
      entry.number_car,
    );
    ask({ kind: 'undo', entry, content, keepField: fieldFocused() });
  };

  return {
    scan,
    undo,
    answer,
    dismiss: (entry: ScanEntry) => queue.dismiss(entry.client_id),
    confirmation: confirmations[0] ?? null,
    blocked,
    signedOut: state.signedOut,
    ...view,
  };
}
