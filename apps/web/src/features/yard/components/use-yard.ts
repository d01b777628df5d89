import { useQueryClient } from '@tanstack/react-query';
import type { Car } from '@depot/shared/cars/cars.schema';
import type { ScanAction } from '@depot/shared/transports/transports.schema';
import { App } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { vi } from '../../../i18n/vi';
import { refreshAfter } from '../../../lib/refresh-map';
import { newRequestId } from '../../../lib/use-request-once';
import { tripLoadKey } from '../api/get-trip-load';
import { isDone, type ScanEntry } from '../queue/scan-entry';
import { useScanQueue } from '../queue/use-scan-queue';
import { scanFeedback } from './scan-feedback';

type ScanOptions = {
  car: Car;
  date: string;
  action: ScanAction;
  confirm?: boolean;
  undoes?: string;
};

/** A scan answered with a refusal, or refused as a request: it did nothing. */
export function isRefused(entry: ScanEntry): boolean {
  return entry.state === 'failed' || (entry.state === 'answered' && entry.result?.ok === false);
}

/**
 * The yard screen's scans: each code read becomes a kept scan with its own client_id, sent by
 * the queue; each answer beeps, updates the vehicle's figures, and a load past the capacity asks
 * to confirm (a new scan with `confirm_over_capacity`). `refocus` gives the input its focus back
 * once a dialog closes.
 */
export function useYard(refocus: () => void) {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [sessionStart] = useState(() => Date.now());
  const { queue, state, add } = useScanQueue();

  const scan = (code: string, options: ScanOptions) => {
    add({
      // Not crypto.randomUUID: it is missing on an http page (a phone on the depot's network).
      client_id: newRequestId(),
      code,
      car_id: options.car.id,
      number_car: options.car.number_car,
      datetime_from: options.date,
      action: options.action,
      confirm_over_capacity: options.confirm ?? false,
      scanned_at: Date.now(),
      state: 'waiting',
      ...(options.undoes ? { undoes: options.undoes } : {}),
    });
    // Offline there is no answer to beep for: say at once that the code was read and kept.
    if (!navigator.onLine) scanFeedback('waiting');
  };

  const confirmOverCapacity = (entry: ScanEntry, reason: string) => {
    modal.confirm({
      title: vi.yard.overTitle,
      content: reason,
      okText: vi.yard.overOk,
      cancelText: vi.yard.cancel,
      onOk: () => {
        const car = { id: entry.car_id, number_car: entry.number_car } as Car;
        scan(entry.code, { car, date: entry.datetime_from, action: 'load', confirm: true });
      },
      afterClose: refocus,
    });
  };

  const onAnswer = (entry: ScanEntry) => {
    const result = entry.result;
    scanFeedback(isRefused(entry) ? 'refused' : 'ok');
    if (result?.load) {
      queryClient.setQueryData(
        tripLoadKey(result.load.car_id, result.load.datetime_from),
        result.load,
      );
    }
    if (result?.ok) {
      void refreshAfter(queryClient, result.action === 'load' ? 'goodsLoaded' : 'goodsUnloaded');
    }
    // Only for a scan of this visit: a refusal found in the queue later is listed with its reason.
    if (
      result?.ok === false &&
      result.kind === 'over_capacity' &&
      entry.scanned_at >= sessionStart
    ) {
      confirmOverCapacity(entry, result.reason);
    }
  };

  // Subscribed anew each render: the listener sees this render's vehicle, dialogs and session.
  useEffect(() => queue.onAnswer(onAnswer));

  const view = useMemo(() => {
    // This visit's scans and any older one still waiting, newest first.
    const session = state.entries
      .filter((e) => e.scanned_at >= sessionStart || e.state === 'waiting')
      .reverse();
    const undone = new Set(
      state.entries.flatMap((e) => (e.undoes && !isRefused(e) ? [e.undoes] : [])),
    );
    const undoable = session.find((e) => isDone(e) && !e.undoes && !undone.has(e.client_id));
    const waiting = state.entries.filter((e) => e.state === 'waiting').length;
    return { session, undone, undoable, waiting };
  }, [state.entries, sessionStart]);

  /** Undoes a scan that went through: the reverse scan, on the same vehicle and date. */
  const undo = (entry: ScanEntry) => {
    const result = entry.result;
    if (!result?.ok) return;
    const t = vi.yard;
    const content = (result.action === 'load' ? t.undoLoadContent : t.undoUnloadContent)(
      result.goods.code,
      result.goods.name,
      entry.number_car,
    );
    modal.confirm({
      title: t.undoLoadTitle,
      content,
      okText: t.undoOk,
      cancelText: t.cancel,
      onOk: () => {
        const car = { id: entry.car_id, number_car: entry.number_car } as Car;
        const action = result.action === 'load' ? 'unload' : 'load';
        scan(entry.code, { car, date: entry.datetime_from, action, undoes: entry.client_id });
      },
      afterClose: refocus,
    });
  };

  return { scan, undo, signedOut: state.signedOut, ...view };
}
