import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  transportConflictSchema,
  type CarLoad,
  type TransportBody,
} from '@depot/shared/transports/transports.schema';
import { useToast } from '../../../components/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';
import { useRequestOnce } from '../../../lib/use-request-once';
import { useCreateTransport } from '../api/create-transport';

/** An overload the server refused: the figures to confirm, and the request to send again. */
export type PendingOverload = {
  body: TransportBody;
  load: CarLoad;
  adding: number;
  message: string;
};

/** What a click sends: the pickup, or undefined when there is nothing to send (a field missing). */
export type PreparePickup = () => Promise<TransportBody | undefined> | TransportBody | undefined;

/**
 * Sends a pickup. Success: the server's message, then `onLoaded` (the selection is cleared, the
 * list reloads). A 409 overload waits for a confirmation and is sent again with
 * confirm_overload; goods already on a vehicle are named by the server's message.
 * One pickup at a time, with the form's request id (useRequestOnce): a double click loads once,
 * and the confirmed resend of a refused overload carries the same id.
 */
export function usePickup(onLoaded: () => void) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useCreateTransport();
  const once = useRequestOnce();
  const [overload, setOverload] = useState<PendingOverload | null>(null);

  const fail = (error: unknown, body: TransportBody) => {
    const conflict =
      error instanceof ApiError && error.status === 409
        ? transportConflictSchema.safeParse(error.data)
        : undefined;
    if (conflict?.success && conflict.data.reason === 'overload' && conflict.data.load) {
      setOverload({
        body,
        load: conflict.data.load,
        adding: conflict.data.adding_weight,
        message: errorMessage(error),
      });
      return;
    }
    setOverload(null);
    toast.error(errorMessage(error));
    // Goods loaded meanwhile: the list shows them as loaded now.
    if (conflict?.success) void refreshAfter(queryClient, 'goodsLoaded');
  };

  // The form's checks run inside the submit too: a second click while they run does nothing.
  const send = (prepare: PreparePickup) => {
    let body: TransportBody | undefined;
    once.submit(
      async (request_id) => {
        body = await prepare();
        if (!body) return;
        const { message } = await mutation.mutateAsync({ ...body, request_id });
        setOverload(null);
        toast.success(message);
        onLoaded();
      },
      (error) => body && fail(error, body),
    );
  };

  return {
    send,
    pending: once.pending,
    overload,
    confirmOverload: () => overload && send(() => ({ ...overload.body, confirm_overload: true })),
    cancelOverload: () => setOverload(null),
  };
}
