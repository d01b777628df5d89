import { Alert } from 'antd';
import { vi } from '../i18n/vi';
import { ApiError } from '../lib/api-client';

const t = vi.statements;

type CarLookupAlertProps = {
  carId: number | undefined;
  query: { isError: boolean; error: unknown };
};

/**
 * Why a car page has no vehicle (spec 2 §5, §8): none in the address ('Thiếu thông tin xe'),
 * none with that id, or the lookup failed.
 */
export function CarLookupAlert({ carId, query }: CarLookupAlertProps) {
  let text: string | undefined;
  if (carId === undefined) text = t.missingCar;
  else if (query.isError)
    text =
      query.error instanceof ApiError && query.error.status === 404
        ? t.carNotFound
        : t.carLookupFailed;
  if (!text) return null;
  return <Alert type="error" showIcon title={text} style={{ marginBottom: 16 }} />;
}
