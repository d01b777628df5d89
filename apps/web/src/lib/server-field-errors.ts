import type { FormInstance } from 'antd';
import { ApiError } from './api-client';

/** Puts a 400 reply's `errors: {field: message}` on the matching form fields. */
export function showServerFieldErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  const known = Object.entries(error.errors).filter(([name]) => fields.includes(name));
  form.setFields(known.map(([name, message]) => ({ name, errors: [message] })));
}
