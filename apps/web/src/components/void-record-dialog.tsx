import { Form, Input, Modal, Typography } from 'antd';
import type { FormRule } from 'antd';
import { MAX_TEXT } from '@depot/shared/validation/text-rules';
import { useToast } from './toast';
import { errorMessage } from '../lib/api-client';

export type VoidRecordTexts = {
  title: string;
  question: string;
  reason: string;
  reasonPlaceholder: string;
  confirm: string;
  close: string;
};

type VoidRecordDialogProps = {
  /** The record's texts; the dialog is open while there are some. */
  texts: VoidRecordTexts | undefined;
  /** The server's own rule for the reason (required, at most MAX_TEXT). */
  reasonRule: FormRule;
  /** Sends the void; its message is the green toast. */
  send: (reason: string) => Promise<{ message: string }>;
  pending: boolean;
  onClose: () => void;
};

/**
 * `Hủy phiếu` of a payment, a payout or a remittance: money records are never deleted, an admin voids one with
 * a reason. The dialog closes once the server has answered; a refusal (already voided, not
 * allowed) is a red toast, and the list reloads either way (see the void mutations).
 */
export function VoidRecordDialog({
  texts,
  reasonRule,
  send,
  pending,
  onClose,
}: VoidRecordDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const toast = useToast();

  const onFinish = async ({ reason }: { reason: string }) => {
    try {
      toast.success((await send(reason)).message);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    onClose();
  };

  return (
    <Modal
      open={texts !== undefined}
      title={texts?.title}
      okText={texts?.confirm}
      cancelText={texts?.close}
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      confirmLoading={pending}
      cancelButtonProps={{ disabled: pending }}
      onCancel={() => {
        if (!pending) onClose();
      }}
      afterClose={() => form.resetFields()}
    >
      {texts && <Typography.Paragraph>{texts.question}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)}>
        <Form.Item name="reason" label={texts?.reason} rules={[reasonRule]}>
          <Input.TextArea
            placeholder={texts?.reasonPlaceholder}
            maxLength={MAX_TEXT}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
