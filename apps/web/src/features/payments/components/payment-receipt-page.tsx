import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { idNumber } from '@depot/shared/validation/numbers';
import { vi } from '../../../i18n/vi';
import { RecordPrintPage } from '../../../components/print/record-print-page';
import { usePayment } from '../api/get-payment';
import { PaymentReceiptSheet } from './payment-receipt-sheet';

const t = vi.payments;
const paymentId = idNumber('Phiếu thu không hợp lệ');

/**
 * `?reprint=1`: the receipt printed again later (the cash book, a customer's payment history),
 * not the first copy printed right after Thu tiền. The copy then says so, with when it is
 * printed: the time the page opened, and again whenever the browser prints.
 */
function useReprintTime(reprint: boolean): string | undefined {
  const [at, setAt] = useState(() => new Date().toISOString());
  useEffect(() => {
    if (!reprint) return;
    const stamp = () => setAt(new Date().toISOString());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, [reprint]);
  return reprint ? at : undefined;
}

/**
 * /phieu-thu-tien/:id: the receipt of one payment, A5 on one sheet: its number, when
 * and by whom the money was received, the amount in figures and in words, what it paid for, the
 * credit and what the customer still owes after it; `ĐÃ HỦY` once voided; `Bản in lại` when
 * printed again (`?reprint=1`).
 */
export function PaymentReceiptPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const reprintedAt = useReprintTime(search.get('reprint') === '1');
  const parsed = paymentId.safeParse(params.id);
  const payment = usePayment(parsed.success ? parsed.data : undefined);
  return (
    <RecordPrintPage
      record={payment}
      invalid={parsed.success ? null : parsed.error.issues[0]!.message}
      titleOf={(data) => t.receiptDocument(data.number)}
      loadingTitle={t.receiptLoading}
      backTo="/customers/debt"
    >
      {(data, depot) => (
        <PaymentReceiptSheet payment={data} depot={depot} reprintedAt={reprintedAt} />
      )}
    </RecordPrintPage>
  );
}
