import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Form, Modal, Result, Space } from 'antd';
import type { Delivery } from '@depot/shared/deliveries/deliveries.schema';
import { TAP_SIZE } from '../../components/phone/phone-theme';
import { useScannerSafe } from '../../components/scanner-safe';
import { useToast } from '../../components/toast';
import { vi } from '../../i18n/vi';
import { errorMessage } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useRequestOnce } from '../../lib/use-request-once';
import { useCreateDelivery } from './create-delivery';
import { CollectFields, NoteField, ParcelChecklist, ReceiverFields } from './delivery-fields';
import {
  DELIVERY_FORM_FIELDS,
  deliveryBodyOf,
  owedOn,
  type DeliveryFormValues,
  type DeliveryParcel,
} from './delivery-form-values';
import { DeliveryProof } from './delivery-proof';

const t = vi.deliveries;
/** The dialog is used on the phone at the branch: every button a finger's size. */
const TAP = { minHeight: TAP_SIZE } as const;

export type DeliveryDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The receiver: their name and phone are who takes the parcels unless changed. */
  customer: { id: number; full_name: string; phone: string };
  /** Their parcels at the branch, all ticked when it opens. */
  parcels: DeliveryParcel[];
  /** Told once the handover is recorded (the goods list clears what was picked). */
  onDelivered?: (delivery: Delivery) => void;
};

/**
 * `Giao hàng` (docs/domain.md, "Handover"): the parcels ticked, who took them and how, an
 * optional photo and signature, and what is owed on them collected in the same step. Each
 * opening is one handover: one request id, so a double click or a resend records it once. Once
 * recorded, its number and `In phiếu giao`.
 */
export function DeliveryDialog({ open, ...props }: DeliveryDialogProps) {
  // Mounted per opening: a fresh form, photo, signature and request id each time.
  if (!open) return null;
  return <DeliveryModal {...props} />;
}

function DeliveryModal({
  onClose,
  customer,
  parcels,
  onDelivered,
}: Omit<DeliveryDialogProps, 'open'>) {
  const [form] = Form.useForm<DeliveryFormValues>();
  // Hàng chờ giao is a scanner's screen too: an Enter typed as the dialog opens cancels.
  const safe = useScannerSafe();
  const create = useCreateDelivery();
  const once = useRequestOnce();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [signature, setSignature] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<Delivery | null>(null);
  // A ref as well: a submit validated after the reply must not hand over twice.
  const done = useRef(false);
  const [initialValues] = useState<DeliveryFormValues>(() => ({
    goods: parcels.map((p) => p.id),
    receiver_name: customer.full_name,
    receiver_phone: customer.phone.replace(/[\s.]/g, ''),
    mode: 'pickup',
    collect:
      owedOn(
        parcels,
        parcels.map((p) => p.id),
      ).total > 0,
    method: 'cash',
  }));

  const onFinish = (values: DeliveryFormValues) => {
    if (done.current) return;
    setError(null);
    const owed = owedOn(parcels, values.goods).total;
    once.submit(
      async (request_id) => {
        const body = deliveryBodyOf(values, { photo, signature, owed });
        const delivery = await create.mutateAsync({ ...body, request_id });
        done.current = true;
        toast.success(t.recorded(delivery.number));
        setRecorded(delivery);
        onDelivered?.(delivery);
      },
      (failure) => {
        setError(errorMessage(failure));
        showServerFieldErrors(form, failure, DELIVERY_FORM_FIELDS);
      },
    );
  };

  const footer = recorded ? (
    <Space>
      <Button style={TAP} onClick={onClose}>
        {t.close}
      </Button>
      <Link to={`/phieu-giao/${recorded.id}`}>
        <Button type="primary" style={TAP}>
          {t.printSlip}
        </Button>
      </Link>
    </Space>
  ) : (
    <Space>
      <Button {...safe.cancelButtonProps} style={TAP} disabled={once.pending} onClick={onClose}>
        {t.cancel}
      </Button>
      <Button type="primary" style={TAP} loading={once.pending} onClick={() => form.submit()}>
        {t.submit}
      </Button>
    </Space>
  );

  return (
    <Modal
      open
      title={t.title(customer.full_name)}
      maskClosable={false}
      afterOpenChange={safe.afterOpenChange}
      onCancel={() => {
        // Closing while the request runs would hide an answer that still comes.
        if (!once.pending) onClose();
      }}
      footer={footer}
    >
      {recorded ? (
        <Result status="success" title={t.recorded(recorded.number)} />
      ) : (
        <>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Form<DeliveryFormValues>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onFinish={onFinish}
            disabled={once.pending}
          >
            <ParcelChecklist parcels={parcels} />
            <ReceiverFields />
            <CollectFields parcels={parcels} />
            <DeliveryProof
              photo={photo}
              onPhoto={setPhoto}
              signature={signature}
              onSignature={setSignature}
              disabled={once.pending}
            />
            <NoteField />
          </Form>
        </>
      )}
    </Modal>
  );
}
