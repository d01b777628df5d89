import { useRef, useState } from 'react';
import { Alert, Button, Form, Modal } from 'antd';
import { useToast } from '../../components/toast';
import { vi } from '../../i18n/vi';
import { errorMessage } from '../../lib/api-client';
import { dayjs } from '../../lib/dayjs';
import { useDepotToday } from '../../lib/depot-zone';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useRequestOnce } from '../../lib/use-request-once';
import { useCreatePayout } from './create-payout';
import { PayoutFields } from './payout-fields';
import {
  PAYOUT_FORM_FIELDS,
  payoutBodyOf,
  type PayoutFormValues,
  type RecordedKind,
} from './payout-form-values';

const t = vi.payouts;

export type PayoutDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The kind chosen when it opens; a trip cost unless told. */
  defaultKind?: RecordedKind;
  /** The trip chosen when it opens (a trip's own screen), on `defaultTripDate`'s list. */
  defaultTripId?: number;
  /** The departure day (`YYYY-MM-DD`) of `defaultTripId`; the depot's today unless told. */
  defaultTripDate?: string;
};

/**
 * `Lập phiếu chi` (docs/payments.md "Payouts"): a trip cost (the day, its trip, what for) or other
 * spending (what for, in the note), an amount, cash or transfer. Each opening is a new payout: a
 * new request id, so a double click or a resend records one. The server's per-field refusals
 * show under the fields; once recorded, its number in a green toast and the dialog closes.
 */
export function PayoutDialog({ open, ...props }: PayoutDialogProps) {
  // Mounted per opening: a fresh form and a fresh request id each time.
  if (!open) return null;
  return <PayoutModal {...props} />;
}

function PayoutModal({
  onClose,
  defaultKind = 'trip',
  defaultTripId,
  defaultTripDate,
}: Omit<PayoutDialogProps, 'open'>) {
  const [form] = Form.useForm<PayoutFormValues>();
  const today = useDepotToday();
  const create = useCreatePayout();
  const once = useRequestOnce();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  // A ref as well: a submit validated after the reply must not record a second payout.
  const done = useRef(false);
  const [initialValues] = useState<Partial<PayoutFormValues>>(() => ({
    kind: defaultKind,
    trip_date: dayjs(defaultTripDate ?? today),
    trip_id: defaultTripId,
    method: 'cash',
  }));

  const onFinish = (values: PayoutFormValues) => {
    if (done.current) return;
    setError(null);
    once.submit(
      async (request_id) => {
        const payout = await create.mutateAsync({ ...payoutBodyOf(values), request_id });
        done.current = true;
        toast.success(t.recorded(payout.number));
        onClose();
      },
      (failure) => {
        setError(errorMessage(failure));
        showServerFieldErrors(form, failure, PAYOUT_FORM_FIELDS);
      },
    );
  };

  return (
    <Modal
      open
      title={t.dialogTitle}
      maskClosable={false}
      onCancel={() => {
        // Closing while the request runs would hide an answer that still comes.
        if (!once.pending) onClose();
      }}
      footer={[
        <Button key="cancel" disabled={once.pending} onClick={onClose}>
          {t.cancel}
        </Button>,
        <Button key="submit" type="primary" loading={once.pending} onClick={() => form.submit()}>
          {t.submit}
        </Button>,
      ]}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<PayoutFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        disabled={once.pending}
      >
        <PayoutFields />
      </Form>
    </Modal>
  );
}
