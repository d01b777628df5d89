import { Alert } from 'antd';

/** Why a print view has nothing to print (missing vehicle, no goods…), in place of the sheet. */
export function PrintMessage({ message, error = false }: { message: string; error?: boolean }) {
  return (
    <Alert
      type={error ? 'error' : 'warning'}
      showIcon
      title={message}
      style={{ maxWidth: 640, margin: '24px auto' }}
    />
  );
}
