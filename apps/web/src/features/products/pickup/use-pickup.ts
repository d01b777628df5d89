import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  transportConflictSchema,
  type CarLoad,
  type TransportBody,
} from '@depot/shared/transports/transports.schema';
import { useToast } from '../../../components/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { invalidateResource } from '../../../lib/resource-queries';
import { useCreateTransport } from '../api/create-transport';
import { productQueries } from '../api/product-queries';

/** An overload the server refused: the figures to confirm, and the request to send again. */
export type PendingOverload = {
  body: TransportBody;
  load: CarLoad;
  adding: number;
  message: string;
};

/**
 * Sends a pickup. Success: the server's message, then `onLoaded` (the selection is cleared, the
 * list reloads). A 409 overload waits for a confirmation and is sent again with
 * confirm_overload; goods already on a vehicle are named by the server's message.
 */
export function usePickup(onLoaded: () => void) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useCreateTransport();
  const [overload, setOverload] = useState<PendingOverload | null>(null);

  const send = (body: TransportBody) =>
    mutation.mutate(body, {
      onSuccess: ({ message }) => {
        setOverload(null);
        toast.success(message);
        onLoaded();
      },
      onError: (error) => {
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
        if (conflict?.success) void invalidateResource(queryClient, productQueries);
      },
    });

  return {
    send,
    pending: mutation.isPending,
    overload,
    confirmOverload: () => overload && send({ ...overload.body, confirm_overload: true }),
    cancelOverload: () => setOverload(null),
  };
}
