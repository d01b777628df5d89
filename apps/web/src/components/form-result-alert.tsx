import { Alert } from 'antd';

/** The server's answer to a form submit, shown above the form (spec 1 §2: a result alert). */
export type FormResult = { type: 'success' | 'error'; message: string; detail?: string } | null;

export function FormResultAlert({ result }: { result: FormResult }) {
  if (!result) return null;
  return (
    <Alert
      type={result.type}
      showIcon
      title={result.message}
      description={result.detail}
      style={{ marginBottom: 16 }}
    />
  );
}
