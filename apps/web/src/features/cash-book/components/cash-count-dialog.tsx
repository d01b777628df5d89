import { Form, Input, Modal, Typography } from 'antd';
import { cashCountBodySchema } from '@depot/shared/cash-book/cash-book.schema';
import { MAX_TEXT } from '@depot/shared/validation/text-rules';
import { DecimalInput, type DecimalValue } from '../../../components/decimal-input';
import { useDialogSubmit } from '../../../components/use-dialog-submit';
import { vi } from '../../../i18n/vi';
import { zodRule } from '../../../lib/zod-rule';
import { useRecordCashCount } from '../api/cash-drawer';

const t = vi.cashBook.countDialog;
const FIELDS = ['counted', 'note'] as const;
type CountValues = { counted: DecimalValue; note?: string };

type CashCountDialogProps = {
  /** The day counted (the range's last day); the dialog is open while there is one. */
  date: string | undefined;
  /** The book's closing of that day: what the drawer should hold. */
  book: number;
  onClose: () => void;
};

/**
 * `Kiểm quỹ`: the clerk types the cash in the drawer at closing; the server keeps it with the
 * book's figure and says the difference (short or over), which the page then shows.
 */
export function CashCountDialog({ date, book, onClose }: CashCountDialogProps) {
  const [form] = Form.useForm<CountValues>();
  const mutation = useRecordCashCount();
  const onFinish = useDialogSubmit<CountValues>(
    form,
    FIELDS,
    (values) =>
      mutation.mutateAsync({ date: date!, counted: values.counted as number, note: values.note }),
    onClose,
  );

  return (
    <Modal
      open={date !== undefined}
      title={date ? t.title(date) : undefined}
      okText={t.save}
      cancelText={t.close}
      onOk={() => form.submit()}
      confirmLoading={mutation.isPending}
      onCancel={() => {
        if (!mutation.isPending) onClose();
      }}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph>{t.book(book)}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)}>
        <Form.Item
          name="counted"
          label={t.counted}
          rules={[zodRule(cashCountBodySchema.shape.counted)]}
        >
          <DecimalInput kind="money" autoFocus suffix="đ" />
        </Form.Item>
        <Form.Item name="note" label={t.note}>
          <Input.TextArea maxLength={MAX_TEXT} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
