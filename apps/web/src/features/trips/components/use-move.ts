import { useRef, useState } from 'react';
import { transportMoveConflictSchema } from '@depot/shared/trips/trips-replies.schema';
import type { TransportMoveBody } from '@depot/shared/trips/trips.schema';
import type { OverloadNotice } from '../../../components/overload-confirm-dialog';
import { useToast } from '../../../components/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useMoveLines } from '../api/move-lines';

/** A move refused for an overload: its figures, and the move to send again once confirmed. */
export type PendingMove = OverloadNotice & { body: TransportMoveBody };

/** The overload of a refused move, or null for any other failure (goods not loaded, a 500…). */
function overloadOf(error: unknown): Omit<OverloadNotice, 'message'> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const conflict = transportMoveConflictSchema.safeParse(error.data);
  if (!conflict.success || conflict.data.reason !== 'overload') return null;
  const { load, adding_weight } = conflict.data;
  return load && adding_weight !== undefined ? { load, adding: adding_weight } : null;
}

/**
 * Sends a move (Chuyển xe). Success: the server's message, then `onMoved`. Past the target
 * vehicle's capacity the server refuses (409 overload) and nothing moves: the move waits for a
 * confirmation and goes again, unchanged, with confirm_overload; cancelling keeps the dialog as
 * it was. Any other refusal is the server's message in a toast, as before.
 * One move at a time: a second click before the button spins sends nothing.
 */
export function useMove(onMoved: () => void) {
  const toast = useToast();
  const mutation = useMoveLines();
  // A ref, not state: the second click of a double click comes before any re-render.
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [overload, setOverload] = useState<PendingMove | null>(null);

  const send = (body: TransportMoveBody) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    mutation
      .mutateAsync(body)
      .then(
        (message) => {
          setOverload(null);
          toast.success(message);
          onMoved();
        },
        (error: unknown) => {
          const refused = overloadOf(error);
          setOverload(refused && { ...refused, message: errorMessage(error), body });
          if (!refused) toast.error(errorMessage(error));
        },
      )
      .finally(() => {
        running.current = false;
        setPending(false);
      });
  };

  return {
    send,
    pending,
    overload,
    confirmOverload: () => overload && send({ ...overload.body, confirm_overload: true }),
    cancelOverload: () => setOverload(null),
  };
}
