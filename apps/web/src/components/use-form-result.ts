import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import { errorMessage } from '../lib/api-client';
import { showServerFieldErrors } from '../lib/server-field-errors';
import type { FormResult } from './form-result-alert';

/**
 * The result alert's state for a form. `fail` shows a failed submit twice over: the server's
 * message in the alert, and its per-field messages under the fields it names (`fields`).
 */
export function useFormResult(form: FormInstance, fields: readonly string[]) {
  const [result, setResult] = useState<FormResult>(null);
  const fail = useCallback(
    (error: unknown) => {
      setResult({ type: 'error', message: errorMessage(error) });
      showServerFieldErrors(form, error, fields);
    },
    [form, fields],
  );
  return { result, setResult, fail };
}
