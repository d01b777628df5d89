import { Checkbox, Flex, Form, Input, Radio, Switch, Typography } from 'antd';
import { DELIVERY_MODE_LABELS, DELIVERY_MODES } from '@depot/shared/deliveries/deliveries.rules';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@depot/shared/payments/payments.rules';
import { formatMoney } from '@depot/shared/text/format';
import { MAX_TEXT } from '@depot/shared/validation/text-rules';
import { TAP_SIZE } from '../../components/phone/phone-theme';
import { vi } from '../../i18n/vi';
import {
  deliveryRule,
  owedOn,
  type DeliveryFormValues,
  type DeliveryParcel,
} from './delivery-form-values';

const t = vi.deliveries;
const TAP = { minHeight: TAP_SIZE, display: 'flex', alignItems: 'center' } as const;
const MODE_OPTIONS = DELIVERY_MODES.map((mode) => ({
  value: mode,
  label: DELIVERY_MODE_LABELS[mode],
  style: TAP,
}));
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
  style: TAP,
}));

/** The parcels to hand over, each with what is still owed on it; all ticked when it opens. */
export function ParcelChecklist({ parcels }: { parcels: DeliveryParcel[] }) {
  return (
    <Form.Item label={t.parcels} name="goods" rules={[deliveryRule('goods')]}>
      <Checkbox.Group style={{ width: '100%' }}>
        <Flex vertical>
          {parcels.map((p) => (
            <Checkbox key={p.id} value={p.id} style={TAP}>
              <span>{t.parcel(p.code, p.name)}</span>
              {p.due + p.cod_due > 0 && (
                <Typography.Text type="secondary">
                  {' · '}
                  {t.owes(formatMoney(p.due + p.cod_due))}
                </Typography.Text>
              )}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    </Form.Item>
  );
}

/** Who took the parcels, how, and who took them to the door. */
export function ReceiverFields() {
  const mode = Form.useWatch<DeliveryFormValues['mode'] | undefined>('mode');
  return (
    <>
      <Form.Item label={t.mode} name="mode">
        <Radio.Group options={MODE_OPTIONS} />
      </Form.Item>
      {mode === 'door' && (
        <Form.Item
          label={t.deliveredBy}
          name="delivered_by"
          required
          dependencies={['mode']}
          rules={[deliveryRule('delivered_by')]}
        >
          <Input maxLength={MAX_TEXT} placeholder={t.deliveredByPlaceholder} />
        </Form.Item>
      )}
      <Form.Item
        label={t.receiverName}
        name="receiver_name"
        required
        rules={[deliveryRule('receiver_name')]}
      >
        <Input maxLength={MAX_TEXT} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t.receiverPhone}
        name="receiver_phone"
        required
        rules={[deliveryRule('receiver_phone')]}
      >
        <Input inputMode="tel" maxLength={MAX_TEXT} autoComplete="off" />
      </Form.Item>
    </>
  );
}

/**
 * `Thu tiền khi giao`: on when something is owed on the parcels ticked, with the sum in figures
 * (freight and thu hộ apart) and how it was paid; nothing to switch when all is paid.
 */
export function CollectFields({ parcels }: { parcels: DeliveryParcel[] }) {
  const ticked = Form.useWatch<number[] | undefined>('goods') ?? [];
  const collect = Form.useWatch<boolean | undefined>('collect');
  const owed = owedOn(parcels, ticked);
  if (owed.total === 0) {
    return <Typography.Paragraph type="secondary">{t.nothingOwed}</Typography.Paragraph>;
  }
  return (
    <>
      <Form.Item label={t.collect} name="collect" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Typography.Paragraph role="status" aria-label={t.collect}>
        <Typography.Text strong>{t.collectSum(formatMoney(owed.total))}</Typography.Text>
        {owed.cod > 0 && (
          <Typography.Text type="secondary">
            {' ('}
            {t.owedParts(formatMoney(owed.freight), formatMoney(owed.cod))}
            {')'}
          </Typography.Text>
        )}
      </Typography.Paragraph>
      {collect && (
        <Form.Item label={t.method} name="method">
          <Radio.Group options={METHOD_OPTIONS} />
        </Form.Item>
      )}
    </>
  );
}

/** A note for the slip. */
export function NoteField() {
  return (
    <Form.Item label={t.note} name="note" rules={[deliveryRule('note')]}>
      <Input.TextArea rows={2} maxLength={MAX_TEXT} />
    </Form.Item>
  );
}
