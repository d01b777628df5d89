import { useRef } from 'react';
import { Form, Input, Modal, Typography, type GetRef } from 'antd';
import { MAX_TEXT } from '@depot/shared/validation/text-rules';
import { writeOffBodySchema, type ArrivalGoods } from '@depot/shared/trips/trip-arrival.schema';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { zodRule } from '../../../lib/zod-rule';
import { useWriteOff } from './trip-arrival-admin-api';

const t = vi.statements.road;
const reasonRule = zodRule(writeOffBodySchema.shape.reason);

type WriteOffDialogProps = {
  tripId: number;
  /** The missing parcel to write off; the dialog is open while there is one. */
  parcel: ArrivalGoods | undefined;
  onClose: () => void;
};

/**
 * `Báo mất`: an admin gives up a missing parcel with a reason (required, the server's own rule).
 * A handheld scanner types codes and Enter on this page (docs/decisions/0017-scanners-and-offline.md):
 * the reason box takes the focus once open, where Enter is a new line, never yes; yes takes a
 * click on its button. The dialog closes once the server has answered; a refusal is a red toast
 * with the server's message.
 */
export function WriteOffDialog({ tripId, parcel, onClose }: WriteOffDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const reasonBox = useRef<GetRef<typeof Input.TextArea>>(null);
  const toast = useToast();
  const writeOff = useWriteOff();

  const onFinish = async ({ reason }: { reason: string }) => {
    if (!parcel) return;
    try {
      const body = writeOffBodySchema.parse({ reason });
      await writeOff.mutateAsync({ tripId, productId: parcel.id, reason: body.reason });
      toast.success(t.writeOffDone(parcel.code));
    } catch (error) {
      toast.error(errorMessage(error));
    }
    onClose();
  };

  return (
    <Modal
      open={parcel !== undefined}
      title={parcel ? t.writeOffTitle(parcel.code) : undefined}
      okText={t.writeOffOk}
      cancelText={t.cancel}
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      confirmLoading={writeOff.isPending}
      cancelButtonProps={{ disabled: writeOff.isPending }}
      onCancel={() => {
        if (!writeOff.isPending) onClose();
      }}
      afterOpenChange={(open) => {
        if (open) reasonBox.current?.focus();
      }}
      afterClose={() => form.resetFields()}
    >
      {parcel && (
        <Typography.Paragraph>
          {t.writeOffQuestion(parcel.name, parcel.customer)}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)}>
        <Form.Item name="reason" label={t.writeOffReason} rules={[reasonRule]}>
          <Input.TextArea
            ref={reasonBox}
            placeholder={t.writeOffReasonPlaceholder}
            maxLength={MAX_TEXT}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
