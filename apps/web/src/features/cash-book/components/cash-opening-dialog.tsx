import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  cashOpeningBodySchema,
  OPENING_REASON_REQUIRED,
  type CashOpening,
} from '@depot/shared/cash-book/cash-book.schema';
import { toIsoDate } from '@depot/shared/text/format';
import { MAX_TEXT } from '@depot/shared/validation/text-rules';
import { DecimalInput, type DecimalValue } from '../../../components/decimal-input';
import { useDialogSubmit } from '../../../components/use-dialog-submit';
import { vi } from '../../../i18n/vi';
import { dayjs } from '../../../lib/dayjs';
import { zodRule } from '../../../lib/zod-rule';
import { useSetCashOpening } from '../api/cash-drawer';

const t = vi.cashBook.openingDialog;
const FIELDS = ['amount', 'date', 'reason'] as const;
type OpeningValues = { amount: DecimalValue; date: Dayjs; reason?: string };

type CashOpeningDialogProps = {
  open: boolean;
  /** The branch's opening as set so far: changing it needs a reason. */
  current: CashOpening | undefined;
  /** The day a first opening starts from when none is set (the range's first day). */
  defaultDate: string;
  onClose: () => void;
};

/** `Số dư đầu kỳ` (admins): the cash in the drawer when the book starts; set once, then with a reason. */
export function CashOpeningDialog({ open, current, defaultDate, onClose }: CashOpeningDialogProps) {
  const [form] = Form.useForm<OpeningValues>();
  const mutation = useSetCashOpening();
  const onFinish = useDialogSubmit<OpeningValues>(
    form,
    FIELDS,
    (values) =>
      mutation.mutateAsync({
        amount: values.amount as number,
        date: toIsoDate(values.date.toDate()),
        reason: values.reason,
      }),
    onClose,
  );

  return (
    <Modal
      open={open}
      title={t.title}
      okText={t.save}
      cancelText={t.close}
      onOk={() => form.submit()}
      confirmLoading={mutation.isPending}
      onCancel={() => {
        if (!mutation.isPending) onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t.explain}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          amount: current?.amount,
          date: dayjs(current?.date ?? defaultDate),
        }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          name="amount"
          label={t.amount}
          rules={[zodRule(cashOpeningBodySchema.shape.amount)]}
        >
          <DecimalInput kind="money" autoFocus suffix="đ" />
        </Form.Item>
        <Form.Item name="date" label={t.date} rules={[{ required: true }]}>
          <DatePicker format="DD-MM-YYYY" allowClear={false} />
        </Form.Item>
        {current && (
          <Form.Item
            name="reason"
            label={t.reason}
            rules={[{ required: true, whitespace: true, message: OPENING_REASON_REQUIRED }]}
          >
            <Input.TextArea maxLength={MAX_TEXT} autoSize={{ minRows: 1, maxRows: 3 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
