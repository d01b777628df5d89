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
import { ResourceTable } from '../resource-table';
import { vi } from '../../i18n/vi';
import { useDepotTimeZone } from '../../lib/depot-zone';
import { useCustomerPayments } from './get-customer-payments';

const t = vi.payments;
const c = t.historyColumns;

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
      render: (_, row) => (
        <Link to={paymentReprintUrl(row.id)} aria-label={t.reprintOf(row.number)}>
          {t.reprint}
        </Link>
      ),
    },
  ];
}

/** A customer's payments, newest first, a page at a time, each printable again (`In lại`). */
export function CustomerPayments({ customerId }: { customerId: number }) {
  const [paged, setPaged] = useState(1);
  const payments = useCustomerPayments(customerId, paged);
  const zone = useDepotTimeZone();
  return (
    <section aria-label={t.history}>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 20 }}>
        {t.history}
      </Typography.Title>
      <ResourceTable<PaymentRow>
        query={payments}
        size="small"
        columns={historyColumns(zone)}
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
