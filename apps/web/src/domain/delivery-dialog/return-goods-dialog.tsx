import { useState } from 'react';
import { Form } from 'antd';
import { returnBodySchema } from '@depot/shared/deliveries/returns.schema';
import { DecimalInput, type DecimalValue } from '../../components/decimal-input';
import { useToast } from '../../components/toast';
import { vi } from '../../i18n/vi';
import { errorMessage } from '../../lib/api-client';
import type { DeliveryParcel } from './delivery-form-values';
import { ParcelsFormDialog, showSchemaIssues } from './parcels-form-dialog';
import { useReturnGoods } from './return-goods';

const t = vi.deliveries.returns;

type Values = { goods: number[]; freight?: DecimalValue; note?: string };

/**
 * `Hoàn hàng` (docs/domain.md, "Handover"): the parcels ticked go back to their sender, each as
 * a goods line of the sender at the return freight typed, to the branch that received it.
 */
export function ReturnGoodsDialog({
  onClose,
  customerName,
  parcels,
}: {
  onClose: () => void;
  customerName: string;
  parcels: DeliveryParcel[];
}) {
  const [form] = Form.useForm<Values>();
  const send = useReturnGoods();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: Values) => {
    setError(null);
    const body = {
      goods: values.goods,
      freight: values.freight,
      note: values.note?.trim() || undefined,
    };
    const checked = returnBodySchema.safeParse(body);
    if (!checked.success) return showSchemaIssues(form, checked.error.issues);
    try {
      const done = await send.mutateAsync(body);
      toast.success(t.recorded(done.returns.map((r) => r.return_code).join(', ')));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <ParcelsFormDialog<Values>
      title={t.title(customerName)}
      submitText={t.submit}
      form={form}
      parcels={parcels}
      pending={send.isPending}
      error={error}
      onClose={onClose}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item label={t.freight} name="freight" required extra={t.freightHint}>
        <DecimalInput kind="money" suffix="đ" />
      </Form.Item>
    </ParcelsFormDialog>
  );
}
