import { formatMoney } from '@depot/shared/text/format';
import { Alert, Form, Modal, Spin, Typography } from 'antd';
import { vi } from '../../i18n/vi';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { useOwedByCustomer, type PaymentRecorded } from './create-payment';
import {
  initialPaymentValues,
  PaymentCustomerFacts,
  PaymentFields,
  type PaymentFormValues,
} from './payment-fields';
import { PaymentFooter, usePaymentSubmit } from './payment-submit';
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
  const { submit, error, recorded, pending } = usePaymentSubmit(form);
  const loading = debt.isPending;

  const onFinish = (values: PaymentFormValues) =>
    submit({
      customer_id: customer.id,
      amount: values.amount,
      method: values.method,
      note: values.note?.trim() ? values.note.trim() : undefined,
      ...(values.target === 'chosen' ? tickedBody(values.ticked ?? []) : {}),
    });

  return (
    <Modal
      open
      title={t.dialogTitle}
      footer={
        <PaymentFooter
          recorded={recorded}
          pending={pending}
          disabled={loading}
          onClose={onClose}
          onSubmit={() => form.submit()}
        />
      }
      maskClosable={false}
      onCancel={() => {
        // Closing while the request runs would hide an answer that still comes.
        if (!pending) onClose();
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
            disabled={pending}
          >
            {debt.data && <PaymentTargets form={form} options={tickOptions(debt.data)} />}
            <PaymentFields />
          </Form>
        </>
      )}
    </Modal>
  );
}

function PaymentRecordedNotice({ recorded }: { recorded: PaymentRecorded }) {
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
