import { useCallback, useRef, useState } from 'react';

/**
 * A v4 UUID. crypto.randomUUID exists only in secure contexts (HTTPS, localhost), and a depot's
 * back office is often opened over plain HTTP on its own network: getRandomValues is everywhere.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A create form's submit, safe against a double click and a resend (docs/decisions/0014-one-owner-per-table.md). The form keeps
 * one `request_id` for its life; the server records a create once per id and answers a repeat
 * with the first reply.
 * - `submit(send, onError)` runs `send(requestId)` unless a submit is already running: a second
 *   click before the button shows its spinner (antd validates asynchronously first) does nothing.
 * - After a success the id is renewed: the next record is another create.
 * - After a failure it is kept: a refused request recorded nothing, and one whose reply was lost
 *   may have been saved, so trying again must be answered with what was saved, not save twice.
 * `pending` drives the button's `loading`.
 */
export function useRequestOnce() {
  const [firstId] = useState(newRequestId);
  const requestId = useRef(firstId);
  // A ref, not state: the second click of a double click comes before any re-render.
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const submit = useCallback(
    (send: (requestId: string) => Promise<unknown>, onError: (error: unknown) => void) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      void send(requestId.current)
        .then(() => {
          requestId.current = newRequestId();
        }, onError)
        .finally(() => {
          running.current = false;
          setPending(false);
        });
    },
    [],
  );

  return { submit, pending };
}
