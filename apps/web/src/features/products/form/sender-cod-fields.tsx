import { Col, Form, Radio, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { productFields } from '@depot/shared/products/products.schema';
import {
  FREIGHT_PAYER_LABELS,
  FREIGHT_PAYERS,
  senderErrors,
  type FreightPayer,
} from '@depot/shared/products/sender-cod.rules';
import { CustomerPicker } from '../../../domain/customer-picker/customer-picker';
import { DecimalInput } from '../../../components/decimal-input';
import { vi } from '../../../i18n/vi';
import { zodRule } from '../../../lib/zod-rule';

const t = vi.productsForm;

/** A sender is never the receiver, and a paying sender is named (senderErrors, the server's too). */
const senderRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value?: number | null) => {
    const message = senderErrors({
      customer_id: getFieldValue('customer_id') as number,
      sender_id: value ?? null,
      freight_payer: getFieldValue('freight_payer') as FreightPayer | undefined,
    }).sender_id;
    if (message) throw new Error(message);
  },
});

/**
 * `Người gửi` and `Thu hộ` (docs/payments.md, "Sender and thu hộ"): who the goods came from, a
 * customer found by name or phone like the receiver, and the đồng collected from the receiver
 * for them; both optional.
 */
export function SenderCodFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          label={t.sender}
          name="sender_id"
          rules={[senderRule]}
          dependencies={['customer_id', 'freight_payer']}
          extra={t.senderHelp}
        >
          <CustomerPicker aria-label={t.sender} placeholder={t.senderPlaceholder} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={t.cod}
          name="cod_amount"
          rules={[zodRule(productFields.cod_amount)]}
          extra={t.codHelp}
        >
          <DecimalInput kind="money" suffix={t.currency} placeholder="0" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          label={t.freightPayer}
          name="freight_payer"
          initialValue="receiver"
          extra={t.freightPayerHelp}
        >
          <Radio.Group
            aria-label={t.freightPayer}
            options={FREIGHT_PAYERS.map((payer) => ({
              value: payer,
              label: FREIGHT_PAYER_LABELS[payer],
            }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
