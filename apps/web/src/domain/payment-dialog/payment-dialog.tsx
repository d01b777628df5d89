import type { Payment } from '@depot/shared/payments/payments.schema';
import { formatMoney } from '@depot/shared/text/format';
import { Alert, Button, Form, Modal, Space, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { vi } from '../../i18n/vi';
import { errorMessage } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useRequestOnce } from '../../lib/use-request-once';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { paymentReceiptUrl, useCreatePayment, useOwedByCustomer } from './create-payment';
import {
  initialPaymentValues,
  PAYMENT_FORM_FIELDS,
  PaymentCustomerFacts,
  PaymentFields,
  type PaymentFormValues,
} from './payment-fields';
import { PaymentTargets, tickedBody, tickOptions, type TickedStatement } from './payment-targets';

const t = vi.payments;

/** The customer money is collected from. */
export type PaymentCustomer = { id: number; full_name: string; phone?: string };

type PaymentDialogProps = {
  /** Open while set. */
  customer: PaymentCustomer | null;
  onClose: () => void;
  /** Statements ticked when it opens (the receipt's own), if the customer still owes them. */
  preset?: TickedStatement[];
};

/**
 * Thu tiền (docs/decisions/0001-payments-are-records.md), from the debt, customer and receipt screens alike: an amount (what the
 * customer owes, to start with), a method and a note. The server allocates it (opening debt, then
 * the oldest lines) or it pays what the clerk ticks; more than owed is credit. Once recorded the dialog says its number and links
 * its printed receipt. Each opening is a new payment: a new request id, so a double click or a
 * resend records one.
 */
export function PaymentDialog({ customer, onClose, preset }: PaymentDialogProps) {
  if (!customer) return null;
  return <PaymentModal key={customer.id} customer={customer} onClose={onClose} preset={preset} />;
}

function PaymentModal({
  customer,
  onClose,
  preset,
}: {
  customer: PaymentCustomer;
  onClose: () => void;
  preset?: TickedStatement[];
}) {
  const [form] = Form.useForm<PaymentFormValues>();
  const debt = useOwedByCustomer(customer.id);
  const create = useCreatePayment();
  const once = useRequestOnce();
  const [error, setError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<{ message: string; payment: Payment } | null>(null);
  // A ref as well: a submit that validates after the reply must not record a second payment.
  const done = useRef(false);
  const loading = debt.isPending;

  const onFinish = (values: PaymentFormValues) => {
    if (done.current) return;
    setError(null);
    once.submit(
      async (request_id) => {
        const result = await create.mutateAsync({
          customer_id: customer.id,
          amount: values.amount,
          method: values.method,
          note: values.note?.trim() ? values.note.trim() : undefined,
          ...(values.target === 'chosen' ? tickedBody(values.ticked ?? []) : {}),
          request_id,
        });
        done.current = true;
        setRecorded(result);
      },
      (failure) => {
        setError(errorMessage(failure));
        showServerFieldErrors(form, failure, PAYMENT_FORM_FIELDS);
      },
    );
  };

  const footer = recorded ? (
    // In a Space: the link around the print button would undo the footer's gap between buttons.
    <Space>
      <Button onClick={onClose}>{t.close}</Button>
      <Link to={paymentReceiptUrl(recorded.payment.id)}>
        <Button type="primary">{t.printReceipt}</Button>
      </Link>
    </Space>
  ) : (
    [
      <Button key="cancel" disabled={once.pending} onClick={onClose}>
        {t.cancel}
      </Button>,
      <Button
        key="submit"
        type="primary"
        loading={once.pending}
        disabled={loading}
        onClick={() => form.submit()}
      >
        {t.submit}
      </Button>,
    ]
  );

  return (
    <Modal
      open
      title={t.dialogTitle}
      footer={footer}
      maskClosable={false}
      onCancel={() => {
        // Closing while the request runs would hide an answer that still comes.
        if (!once.pending) onClose();
      }}
    >
      <PaymentCustomerFacts name={customer.full_name} phone={customer.phone} debt={debt.data} />
      {recorded ? (
        <PaymentRecordedNotice recorded={recorded} />
      ) : loading ? (
        <Spin style={{ display: 'block', margin: 24 }} />
      ) : (
        <>
          <QueryErrorAlert query={debt} />
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Form<PaymentFormValues>
            form={form}
            layout="vertical"
            initialValues={initialPaymentValues(debt.data, preset)}
            onFinish={onFinish}
            disabled={once.pending}
          >
            {debt.data && <PaymentTargets form={form} options={tickOptions(debt.data)} />}
            <PaymentFields />
          </Form>
        </>
      )}
    </Modal>
  );
}

function PaymentRecordedNotice({ recorded }: { recorded: { message: string; payment: Payment } }) {
  const { payment } = recorded;
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      title={recorded.message || t.paid(payment.number)}
      description={
        <Typography.Text>
          {t.owedAfter}: <strong>{formatMoney(payment.outstanding_debt_after)}</strong>
          {payment.credit_after > 0 && (
            <>
              {' · '}
              {t.creditAfter}: <strong>{formatMoney(payment.credit_after)}</strong>
            </>
          )}
        </Typography.Text>
      }
    />
  );
}
