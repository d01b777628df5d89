import { Alert, Spin } from 'antd';
import { useParams } from 'react-router';
import { idNumber } from '@depot/shared/validation/numbers';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useSettings } from '../../../lib/settings-queries';
import { DepotNotConfigured } from '../../../components/print/depot-header';
import { PrintPage } from '../../../components/print/print-page';
import { usePayment } from '../api/get-payment';
import { PaymentReceiptSheet } from './payment-receipt-sheet';

const t = vi.payments;
const paymentId = idNumber('Phiếu thu không hợp lệ');

/**
 * /phieu-thu-tien/:id (issue 19): the receipt of one payment, A5 on one sheet: its number, when
 * and by whom the money was received, the amount in figures and in words, what it paid for, the
 * credit and what the customer still owes after it; `ĐÃ HỦY` once voided.
 */
export function PaymentReceiptPage() {
  const params = useParams();
  const parsed = paymentId.safeParse(params.id);
  const payment = usePayment(parsed.success ? parsed.data : undefined);
  const settings = useSettings();
  const data = payment.data;
  const failure = !parsed.success
    ? parsed.error.issues[0]!.message
    : payment.isError
      ? errorMessage(payment.error)
      : settings.isError
        ? errorMessage(settings.error)
        : null;

  return (
    <PrintPage
      title={data ? t.receiptDocument(data.number) : t.receiptLoading}
      backTo="/customers/debt"
      sizes={['A5', 'A4']}
      notice={settings.data && <DepotNotConfigured depot={settings.data} />}
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ maxWidth: 640, margin: '24px auto' }}
        />
      ) : !data || !settings.data ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : (
        <PaymentReceiptSheet payment={data} depot={settings.data} />
      )}
    </PrintPage>
  );
}
