import type { PaymentCreateBody } from '@depot/shared/payments/payments.schema';
import { Button, Space, type FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { vi } from '../../i18n/vi';
import { errorMessage } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useRequestOnce } from '../../lib/use-request-once';
import { paymentReceiptUrl, useCreatePayment, type PaymentRecorded } from './create-payment';
import { PAYMENT_FORM_FIELDS, type PaymentFormValues } from './payment-fields';

const t = vi.payments;

/**
 * Recording a payment from a dialog (Thu tiền, Thu hộ): one request id per opening, so a double
 * click or a resend records one; once recorded, never again (a ref as well: a submit that
 * validates after the reply must not record a second payment). A refusal is said on top and
 * under its fields.
 */
export function usePaymentSubmit(form: FormInstance<PaymentFormValues>) {
  const create = useCreatePayment();
  const once = useRequestOnce();
  const [error, setError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<PaymentRecorded | null>(null);
  const done = useRef(false);
  const submit = (body: Omit<PaymentCreateBody, 'request_id'>) => {
    if (done.current) return;
    setError(null);
    once.submit(
      async (request_id) => {
        const result = await create.mutateAsync({ ...body, request_id });
        done.current = true;
        setRecorded(result);
      },
      (failure) => {
        setError(errorMessage(failure));
        showServerFieldErrors(form, failure, PAYMENT_FORM_FIELDS);
      },
    );
  };
  return { submit, error, recorded, pending: once.pending };
}

/** Hủy and Thu tiền; once recorded, Đóng and the receipt to print. */
export function PaymentFooter({
  recorded,
  pending,
  disabled,
  onClose,
  onSubmit,
}: {
  recorded: PaymentRecorded | null;
  pending: boolean;
  disabled: boolean;
  onClose: () => void;
  onSubmit: () => void;
}) {
  if (recorded) {
    return (
      // In a Space: the link around the print button would undo the footer's gap between buttons.
      <Space>
        <Button onClick={onClose}>{t.close}</Button>
        <Link to={paymentReceiptUrl(recorded.payment.id)}>
          <Button type="primary">{t.printReceipt}</Button>
        </Link>
      </Space>
    );
  }
  return (
    <Space>
      <Button disabled={pending} onClick={onClose}>
        {t.cancel}
      </Button>
      <Button type="primary" loading={pending} disabled={disabled} onClick={onSubmit}>
        {t.submit}
      </Button>
    </Space>
  );
}
