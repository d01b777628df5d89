import { useState } from 'react';
import { Form, Select } from 'antd';
import { deliveryFailedBodySchema } from '@depot/shared/deliveries/delivery-failures.schema';
import { useToast } from '../../components/toast';
import { vi } from '../../i18n/vi';
import { errorMessage } from '../../lib/api-client';
import type { DeliveryParcel } from './delivery-form-values';
import { useFailureReasons, useRecordFailedDelivery } from './failed-delivery';
import { ParcelsFormDialog, showSchemaIssues } from './parcels-form-dialog';

const t = vi.deliveries.failed;

type Values = { goods: number[]; reason_id?: number; note?: string };

export type FailedDeliveryDialogProps = {
  onClose: () => void;
  customerName: string;
  parcels: DeliveryParcel[];
};

/**
 * `Không giao được` (docs/domain.md, "Handover"): the parcels not handed over, a reason of the
 * depot's list and a note. They stay waiting; each attempt is counted on Hàng chờ giao.
 */
export function FailedDeliveryDialog({
  onClose,
  customerName,
  parcels,
}: FailedDeliveryDialogProps) {
  const [form] = Form.useForm<Values>();
  const reasons = useFailureReasons();
  const record = useRecordFailedDelivery();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const options = (reasons.data ?? [])
    .filter((r) => r.active)
    .map((r) => ({ value: r.id, label: r.name }));

  const onFinish = async (values: Values) => {
    setError(null);
    const body = { ...values, note: values.note?.trim() || undefined };
    const checked = deliveryFailedBodySchema.safeParse(body);
    if (!checked.success) return showSchemaIssues(form, checked.error.issues);
    try {
      await record.mutateAsync({ ...body, reason_id: checked.data.reason_id });
      toast.success(t.recorded);
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
      pending={record.isPending}
      error={error}
      onClose={onClose}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item label={t.reason} name="reason_id" required>
        <Select options={options} loading={reasons.isLoading} aria-label={t.reason} />
      </Form.Item>
    </ParcelsFormDialog>
  );
}
