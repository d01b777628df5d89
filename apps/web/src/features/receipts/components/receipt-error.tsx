import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';

/** The statement the receipt came from: the vehicle's day on /chi-tiet-bang-ke. */
export function statementUrl(carId: string | undefined, date: string | undefined): string {
  const params = new URLSearchParams();
  if (carId) params.set('car_id', carId);
  if (date) params.set('datetime', date);
  return `/chi-tiet-bang-ke?${params.toString()}`;
}

/**
 * A print that cannot be made (spec 2 §5, §8): the server's reason (missing car or customer,
 * nothing to print, `Không tìm thấy thông tin xe.`) and the way back to the statement.
 */
export function ReceiptError({ error, backTo }: { error: unknown; backTo: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ maxWidth: 640, margin: '0 auto' }}
      title={typeof error === 'string' ? error : errorMessage(error)}
      action={
        <Link to={backTo}>
          <Button size="small">{vi.receipts.backToStatements}</Button>
        </Link>
      }
    />
  );
}
