import { Alert } from 'antd';
import { errorMessage } from '../lib/api-client';

type QueryErrorAlertProps = { query: { isError: boolean; error: unknown } };

/**
 * The red alert a screen shows when its data could not be loaded (spec 1 §8), with the server's
 * message. Lists and update forms show it above what they could not fill; nothing otherwise.
 */
export function QueryErrorAlert({ query }: QueryErrorAlertProps) {
  if (!query.isError) return null;
  return (
    <Alert type="error" showIcon title={errorMessage(query.error)} style={{ marginBottom: 16 }} />
  );
}
