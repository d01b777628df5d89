import type { FormInstance } from 'antd';
import { errorMessage } from '../lib/api-client';
import { showServerFieldErrors } from '../lib/server-field-errors';
import { useToast } from './toast';

/**
 * How a dialog's form is sent: on success the server's message as a green toast and the dialog
 * closed; on a refusal its per-field messages under the fields it names (`fields`) and its
 * message as a red toast, the dialog left open with what was typed.
 */
export function useDialogSubmit<V>(
  form: FormInstance,
  fields: readonly string[],
  send: (values: V) => Promise<{ message: string }>,
  onDone: () => void,
): (values: V) => Promise<void> {
  const toast = useToast();
  return async (values: V) => {
    try {
      const reply = await send(values);
      toast.success(reply.message);
      onDone();
    } catch (error) {
      showServerFieldErrors(form, error, fields);
      toast.error(errorMessage(error));
    }
  };
}
