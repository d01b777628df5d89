import { Form, Input, Modal, Typography } from 'antd';
import {
  productEditConflictSchema,
  requiredEditReasonSchema,
  type ProductEditConflict,
} from '@depot/shared/products/products-edit.schema';
import { formatMoney } from '@depot/shared/text/format';
import { MAX_TEXT } from '@depot/shared/validation/text-rules';
import { vi } from '../../../i18n/vi';
import { ApiError } from '../../../lib/api-client';
import { zodRule } from '../../../lib/zod-rule';

const t = vi.products.paidEdit;
const reasonRule = zodRule(requiredEditReasonSchema);

/**
 * The figures of a refused edit when the server asks for a reason (409 `reason_required`), or
 * undefined for any other failure, which the form shows as usual.
 */
export function paidEditConflictOf(error: unknown): ProductEditConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const parsed = productEditConflictSchema.safeParse(error.data);
  return parsed.success ? parsed.data : undefined;
}

/** What the clerk is told: the money collected stays, the difference becomes debt or credit. */
function explain({ paid_amount, amount_before, amount_after }: ProductEditConflict): string {
  const [paid, before, after] = [paid_amount, amount_before, amount_after].map(formatMoney);
  if (amount_before === amount_after) return t.customerExplain(paid!);
  if (paid_amount > 0) return t.paidExplain(paid!, before!, after!);
  return t.loadedExplain(before!, after!);
}

type PaidEditDialogProps = {
  /** Open while set. */
  conflict: ProductEditConflict | null;
  /** The resend with the reason is running. */
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/**
 * `Sửa hàng đã thu tiền`: an edit that changes the amount or customer of a line with money
 * collected, or on a vehicle list whose receipt may be printed, is saved only once the clerk
 * confirms it with a reason (the server's own rule); cancelling leaves the line as stored.
 */
export function PaidEditDialog({ conflict, pending, onConfirm, onCancel }: PaidEditDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={conflict !== null}
      title={conflict && conflict.paid_amount === 0 ? t.titleLoaded : t.title}
      okText={t.confirm}
      cancelText={t.cancel}
      onOk={() => form.submit()}
      confirmLoading={pending}
      cancelButtonProps={{ disabled: pending }}
      onCancel={() => {
        // Cancelling while the resend runs would hide an answer that still comes.
        if (!pending) onCancel();
      }}
      afterClose={() => form.resetFields()}
    >
      {conflict && <Typography.Paragraph>{explain(conflict)}</Typography.Paragraph>}
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) => onConfirm(requiredEditReasonSchema.parse(reason))}
      >
        <Form.Item name="reason" label={t.reason} rules={[reasonRule]}>
          {/* The focus in the reason, never on a button: the Enter of a handheld scanner makes a
              new line there instead of confirming (docs/decisions/0017-scanners-and-offline.md). */}
          <Input.TextArea
            autoFocus
            placeholder={t.reasonPlaceholder}
            maxLength={MAX_TEXT}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
