import type { ReactNode } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Space, type FormInstance } from 'antd';
import type { z } from 'zod';
import { MAX_TEXT } from '@depot/shared/validation/text-rules';
import { TAP_SIZE } from '../../components/phone/phone-theme';
import { useScannerSafe } from '../../components/scanner-safe';
import { vi } from '../../i18n/vi';
import type { DeliveryParcel } from './delivery-form-values';

const TAP = { minHeight: TAP_SIZE } as const;
const ROW = { minHeight: TAP_SIZE, display: 'flex', alignItems: 'center' } as const;

/** Each issue of the shared schema under its field (the first part of its path). */
export function showSchemaIssues(form: FormInstance, issues: readonly z.core.$ZodIssue[]): void {
  form.setFields(issues.map((issue) => ({ name: String(issue.path[0]), errors: [issue.message] })));
}

type ParcelsFormDialogProps<V> = {
  title: string;
  submitText: string;
  form: FormInstance<V>;
  parcels: DeliveryParcel[];
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onFinish: (values: V) => void;
  /** The fields between the parcels and the note. */
  children: ReactNode;
};

/**
 * A phone-sized dialog about some of a receiver's parcels (`Không giao được`, `Hoàn hàng`): the
 * parcels, all ticked when it opens, the dialog's own fields, a note; Hủy and its action, 44 px.
 */
export function ParcelsFormDialog<V extends { goods: number[] }>({
  title,
  submitText,
  form,
  parcels,
  pending,
  error,
  onClose,
  onFinish,
  children,
}: ParcelsFormDialogProps<V>) {
  // Hàng chờ giao is a scanner's screen too: an Enter typed as the dialog opens cancels.
  const safe = useScannerSafe();
  return (
    <Modal
      open
      title={title}
      maskClosable={false}
      afterOpenChange={safe.afterOpenChange}
      onCancel={() => !pending && onClose()}
      footer={
        <Space>
          <Button {...safe.cancelButtonProps} style={TAP} disabled={pending} onClick={onClose}>
            {vi.deliveries.cancel}
          </Button>
          <Button type="primary" style={TAP} loading={pending} onClick={() => form.submit()}>
            {submitText}
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={{ goods: parcels.map((p) => p.id) } as Partial<V>}
        onFinish={onFinish}
        disabled={pending}
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
        {children}
        <Form.Item label={vi.deliveries.note} name="note">
          <Input.TextArea rows={2} maxLength={MAX_TEXT} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
