import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '@depot/shared/payments/payments.rules';
import {
  CUSTOMER_PAYMENTS_PAGE_SIZE,
  type PaymentRow,
} from '@depot/shared/payments/payments.schema';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { formatMoney } from '@depot/shared/text/format';
import { paymentReprintUrl } from '../payment-dialog/create-payment';
import { ResourceTable } from '../../components/resource-table';
import { vi } from '../../i18n/vi';
import { useDepotTimeZone } from '../../lib/depot-zone';
import { useCustomerPayments } from './get-customer-payments';
import { TAP_SIZE } from '../../components/phone/phone-theme';
import { useIsPhone } from '../../components/phone/use-is-phone';

const t = vi.payments;
const c = t.historyColumns;

/** The reprint link: on a phone a tap of TAP_SIZE, as every tap there. */
function reprintLink(row: PaymentRow, phone: boolean) {
  const style = phone
    ? { display: 'inline-flex', alignItems: 'center', minHeight: TAP_SIZE, minWidth: TAP_SIZE }
    : undefined;
  return (
    <Link to={paymentReprintUrl(row.id)} aria-label={t.reprintOf(row.number)} style={style}>
      {t.reprint}
    </Link>
  );
}

/** On a phone two columns, the payment's facts stacked: nothing scrolls sideways. */
function phoneColumns(zone: string): TableColumnsType<PaymentRow> {
  return [
    {
      key: 'payment',
      title: c.number,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Space size={4} wrap>
            <strong>{row.number}</strong>
            {row.voided_at && <Tag color="red">{t.voided}</Tag>}
          </Space>
          <span>{formatMoney(row.amount)}</span>
          <Typography.Text type="secondary">
            {formatDepotDateTime(row.received_at, zone)} · {PAYMENT_METHOD_LABELS[row.method]}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'actions', title: c.actions, render: (_, row) => reprintLink(row, true) },
  ];
}

function historyColumns(zone: string): TableColumnsType<PaymentRow> {
  return [
    {
      key: 'number',
      title: c.number,
      render: (_, row) => (
        <Space size={4} wrap>
          {row.number}
          {row.voided_at && <Tag color="red">{t.voided}</Tag>}
        </Space>
      ),
    },
    {
      key: 'received_at',
      title: c.receivedAt,
      render: (_, row) => formatDepotDateTime(row.received_at, zone),
    },
    {
      key: 'amount',
      title: c.amount,
      align: 'right',
      render: (_, row) => formatMoney(row.amount),
    },
    { key: 'method', title: c.method, render: (_, row) => PAYMENT_METHOD_LABELS[row.method] },
    { key: 'by', title: c.receivedBy, render: (_, row) => row.received_by?.fullname ?? '' },
    {
      key: 'actions',
      title: c.actions,
      render: (_, row) => reprintLink(row, false),
    },
  ];
}

/** A customer's payments, newest first, a page at a time, each printable again (`In lại`). */
export function CustomerPayments({ customerId }: { customerId: number }) {
  const [paged, setPaged] = useState(1);
  const payments = useCustomerPayments(customerId, paged);
  const zone = useDepotTimeZone();
  const phone = useIsPhone();
  return (
    <section aria-label={t.history}>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 20 }}>
        {t.history}
      </Typography.Title>
      <ResourceTable<PaymentRow>
        query={payments}
        size="small"
        columns={phone ? phoneColumns(zone) : historyColumns(zone)}
        emptyText={t.noHistory}
        pagination={{
          current: paged,
          pageSize: CUSTOMER_PAYMENTS_PAGE_SIZE,
          hideOnSinglePage: true,
          showTotal: t.historyTotal,
          onChange: (page) => setPaged(page),
        }}
      />
    </section>
  );
}
