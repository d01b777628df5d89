import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Spin, Table } from 'antd';
import { codApi } from '@depot/shared/cod/cod.contract';
import type { CodDueLine } from '@depot/shared/cod/cod.schema';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { vi } from '../../i18n/vi';
import { callApi } from '../../lib/api-call';
import { PaymentFields, type PaymentFormValues } from './payment-fields';
import type { PaymentCustomer } from './payment-dialog';
import { PaymentFooter, usePaymentSubmit } from './payment-submit';

const t = vi.payments.cod;

/** GET /cod/receivers/:id/lines, under the Đối soát thu hộ key a payment refreshes. */
function useCodDue(customerId: number) {
  return useQuery({
    queryKey: ['cod', 'receiver', customerId],
    queryFn: async ({ signal }) =>
      (await callApi(codApi.receiverLines, { params: { id: customerId }, signal })).data,
  });
}

const columns = [
  {
    key: 'line',
    title: t.line,
    render: (_: unknown, l: CodDueLine) => `${l.code} ${l.name} · ${formatDate(l.datetime)}`,
  },
  { key: 'sender', title: t.sender, render: (_: unknown, l: CodDueLine) => l.sender.full_name },
  {
    key: 'due',
    title: t.amount,
    align: 'right' as const,
    render: (_: unknown, l: CodDueLine) => formatMoney(l.cod_due),
  },
];

/**
 * Thu hộ (docs/payments.md, "Collecting thu hộ"): the receiver's lines with money still to collect
 * for their senders, and a payment of purpose `cod` of all of it to start with; the server takes
 * the oldest first and refuses more than is due. Once recorded, its number and its receipt.
 */
export function CodCollectDialog({
  customer,
  onClose,
}: {
  customer: PaymentCustomer | null;
  onClose: () => void;
}) {
  if (!customer) return null;
  return <CodCollectModal key={customer.id} customer={customer} onClose={onClose} />;
}

function CodCollectModal({
  customer,
  onClose,
}: {
  customer: PaymentCustomer;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PaymentFormValues>();
  const due = useCodDue(customer.id);
  const { submit, error, recorded, pending } = usePaymentSubmit(form);
  const owed = due.data?.cod_due ?? 0;

  const onFinish = (values: PaymentFormValues) =>
    submit({
      customer_id: customer.id,
      amount: values.amount,
      method: values.method,
      purpose: 'cod',
      note: values.note?.trim() ? values.note.trim() : undefined,
    });

  return (
    <Modal
      open
      title={`${t.title} · ${customer.full_name}`}
      footer={
        <PaymentFooter
          recorded={recorded}
          pending={pending}
          disabled={due.isPending || owed === 0}
          onClose={onClose}
          onSubmit={() => form.submit()}
        />
      }
      maskClosable={false}
      width={640}
      onCancel={() => {
        if (!pending) onClose();
      }}
    >
      <QueryErrorAlert query={due} />
      {recorded ? (
        <Alert type="success" showIcon role="status" title={recorded.message} />
      ) : due.isPending ? (
        <Spin style={{ display: 'block', margin: 24 }} />
      ) : owed === 0 ? (
        <Alert type="info" showIcon title={t.none} />
      ) : (
        <>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Table<CodDueLine>
            aria-label={t.due}
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={due.data?.lines ?? []}
            pagination={false}
            style={{ marginBottom: 16 }}
          />
          <Form<PaymentFormValues>
            form={form}
            layout="vertical"
            initialValues={{ amount: owed, method: 'cash', target: 'auto' }}
            onFinish={onFinish}
            disabled={pending}
          >
            <PaymentFields hint={`${t.due}: ${formatMoney(owed)}. ${t.hint}`} />
          </Form>
        </>
      )}
    </Modal>
  );
}
