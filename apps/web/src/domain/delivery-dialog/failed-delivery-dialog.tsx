import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Select, Space } from 'antd';
import { deliveryFailedBodySchema } from '@depot/shared/deliveries/delivery-failures.schema';
import { MAX_TEXT } from '@depot/shared/validation/text-rules';
import { TAP_SIZE } from '../../components/phone/phone-theme';
import { useToast } from '../../components/toast';
import { vi } from '../../i18n/vi';
import { errorMessage } from '../../lib/api-client';
import type { DeliveryParcel } from './delivery-form-values';
import { useFailureReasons, useRecordFailedDelivery } from './failed-delivery';

const t = vi.deliveries.failed;
const TAP = { minHeight: TAP_SIZE } as const;
const ROW = { minHeight: TAP_SIZE, display: 'flex', alignItems: 'center' } as const;

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
    const checked = deliveryFailedBodySchema.safeParse(values);
    if (!checked.success) {
      form.setFields(
        checked.error.issues.map((issue) => ({
          name: issue.path[0] as keyof Values,
          errors: [issue.message],
        })),
      );
      return;
    }
    try {
      await record.mutateAsync({
        ...values,
        reason_id: values.reason_id!,
        note: values.note?.trim() || undefined,
      });
      toast.success(t.recorded);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      open
      title={t.title(customerName)}
      maskClosable={false}
      onCancel={() => !record.isPending && onClose()}
      footer={
        <Space>
          <Button style={TAP} disabled={record.isPending} onClick={onClose}>
            {vi.deliveries.cancel}
          </Button>
          <Button
            type="primary"
            style={TAP}
            loading={record.isPending}
            onClick={() => form.submit()}
          >
            {t.submit}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ goods: parcels.map((p) => p.id) }}
        onFinish={(values) => void onFinish(values)}
        disabled={record.isPending}
      >
        <Form.Item label={vi.deliveries.parcels} name="goods">
          <Checkbox.Group style={{ width: '100%' }}>
            <Flex vertical>
              {parcels.map((p) => (
                <Checkbox key={p.id} value={p.id} style={ROW}>
                  {vi.deliveries.parcel(p.code, p.name)}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item label={t.reason} name="reason_id" required>
          <Select options={options} loading={reasons.isLoading} aria-label={t.reason} />
        </Form.Item>
        <Form.Item label={vi.deliveries.note} name="note">
          <Input.TextArea rows={2} maxLength={MAX_TEXT} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
