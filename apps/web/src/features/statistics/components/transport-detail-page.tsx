import { paidStateText } from '@depot/shared/payments/line-money.rules';
import { useState } from 'react';
import { Alert, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router';
import type { TransportDetailRow } from '@depot/shared/statistics/statistics.schema';
import { formatDate, formatMoney, formatNumber } from '@depot/shared/text/format';
import { useDepotToday } from '../../../lib/depot-zone';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { RangeFilterBar } from '../../../domain/range-filter-bar';
import { vi } from '../../../i18n/vi';
import { dateParam, idParam } from '../../../lib/url-params';
import { useTransportDetail, type TransportDetailQuery } from '../api/get-transport-detail';

const t = vi.statistics;

const columns: ColumnsType<TransportDetailRow> = [
  { key: 'name', title: t.productName, render: (_, r) => r.product.name },
  { key: 'code', title: t.productCode, render: (_, r) => r.product.code },
  {
    key: 'price',
    title: t.price,
    align: 'right',
    render: (_, r) => formatNumber(r.product.price),
  },
  { key: 'received', title: t.receiveDate, render: (_, r) => formatDate(r.product.datetime) },
  { key: 'car', title: t.vehicle, render: (_, r) => r.car.number_car },
  { key: 'departure', title: t.departure, render: (_, r) => formatDate(r.datefrom) },
  { key: 'amount', title: t.amount, align: 'right', render: (_, r) => formatMoney(r.amount) },
  {
    key: 'paid',
    title: t.paidColumn,
    render: (_, r) => (
      <Tag color={{ paid: 'green', partial: 'orange', unpaid: undefined }[r.paid_state]}>
        {paidStateText(r)}
      </Tag>
    ),
  },
];

type Draft = { date_from: string; date_to: string; customer_id?: number };

/**
 * /chi-tiet-van-chuyen (spec 2 §2.9): a customer's goods on vehicles in a date range. Searching
 * needs a customer ('Vui lòng chọn khách hàng'); a URL naming one searches by itself, and its
 * car_id (a statistics card's) narrows to that vehicle.
 */
export function TransportDetailPage() {
  const [params] = useSearchParams();
  const today = useDepotToday();
  const urlCustomer = idParam(params.get('customer_id'));
  const initial: Draft = {
    date_from: dateParam(params.get('date_from')) ?? today,
    date_to: dateParam(params.get('date_to')) ?? today,
    customer_id: urlCustomer,
  };
  const [draft, setDraft] = useState<Draft>(initial);
  const [searched, setSearched] = useState<TransportDetailQuery | undefined>(
    urlCustomer === undefined
      ? undefined
      : { ...initial, customer_id: urlCustomer, car_id: idParam(params.get('car_id')) },
  );
  const [missingCustomer, setMissingCustomer] = useState(false);
  const query = useTransportDetail(searched);

  const onSearch = () => {
    if (draft.customer_id === undefined) {
      setMissingCustomer(true);
      return;
    }
    setMissingCustomer(false);
    setSearched({ ...draft, customer_id: draft.customer_id });
  };

  return (
    <>
      <PageHeader title={t.detailTitle} />
      <RangeFilterBar value={draft} onChange={setDraft} onSearch={onSearch} />
      {missingCustomer && (
        <Alert type="warning" showIcon title={t.missingCustomer} style={{ marginBottom: 16 }} />
      )}
      {query.isError && <QueryErrorAlert query={query} />}
      {searched && (
        <>
          <Typography.Paragraph strong>
            {t.productCount(query.data?.total ?? 0)}
          </Typography.Paragraph>
          {query.data && query.data.total > query.data.rows.length && (
            // The server sends at most TRANSPORT_DETAIL_MAX_ROWS lines: say so, never hide it.
            <Alert
              type="info"
              showIcon
              title={t.detailCapped(
                formatNumber(query.data.rows.length),
                formatNumber(query.data.total),
              )}
              style={{ marginBottom: 16 }}
            />
          )}
          <Table
            rowKey="id"
            columns={columns}
            dataSource={query.data?.rows ?? []}
            loading={query.isPending}
            // Up to 1 000 lines arrive at once: paged here, 50 to a page by default.
            pagination={{ defaultPageSize: 50, hideOnSinglePage: true, showSizeChanger: true }}
            scroll={{ x: true }}
          />
        </>
      )}
    </>
  );
}
