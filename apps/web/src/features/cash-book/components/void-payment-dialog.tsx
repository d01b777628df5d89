import { Form, Input, Modal, Typography } from 'antd';
import { MAX_TEXT } from '@depot/shared/validation/text-rules';
import { paymentVoidBodySchema, type PaymentRow } from '@depot/shared/payments/payments.schema';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { zodRule } from '../../../lib/zod-rule';
import { useVoidPayment } from '../api/void-payment';

const t = vi.cashBook;
const reasonRule = zodRule(paymentVoidBodySchema.shape.reason);

type VoidPaymentDialogProps = {
  /** The payment to void; the dialog is open while there is one. */
  payment: PaymentRow | undefined;
  onClose: () => void;
};

/**
 * `Hủy phiếu`: a payment is never deleted, an admin voids it with a reason (required, the
 * server's own rule). The dialog closes once the server has answered; the cash book and every
 * figure of collected money then reload. A refusal (already voided, not allowed) is a red toast.
 */
export function VoidPaymentDialog({ payment, onClose }: VoidPaymentDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const toast = useToast();
  const mutation = useVoidPayment();

  const onFinish = async ({ reason }: { reason: string }) => {
    if (!payment) return;
    try {
      const reply = await mutation.mutateAsync({ id: payment.id, reason });
      toast.success(reply.message);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    onClose();
  };

  return (
    <Modal
      open={payment !== undefined}
      title={payment ? t.voidTitle(payment.number) : undefined}
      okText={t.voidConfirm}
      cancelText={t.voidClose}
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      confirmLoading={mutation.isPending}
      cancelButtonProps={{ disabled: mutation.isPending }}
      onCancel={() => {
        if (!mutation.isPending) onClose();
      }}
      afterClose={() => form.resetFields()}
    >
      {payment && (
        <Typography.Paragraph>
          {t.voidQuestion(payment.amount, payment.customer.full_name)}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)}>
        <Form.Item name="reason" label={t.voidReason} rules={[reasonRule]}>
          <Input.TextArea
            placeholder={t.voidReasonPlaceholder}
            maxLength={MAX_TEXT}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
