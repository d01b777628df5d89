import { useState } from 'react';
import { Alert, Button, Col, Empty, Row, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { TripCustomerRow } from '@depot/shared/trips/trips-replies.schema';
import { exportsApi } from '@depot/shared/exports/exports.contract';
import { usePickedCustomer } from '../../../domain/customer-picker/get-picked-customer';
import { PageHeader } from '../../../components/page-header';
import { LoadMoreButton } from '../../../components/load-more-button';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { PhoneScreen } from '../../../components/phone/phone-screen';
import { vi } from '../../../i18n/vi';
import { rowsOf } from '../../../lib/load-more';
import { useCarOfPage } from '../../../lib/car-queries';
import { dateParam, idParam, openInNewWindow } from '../../../lib/url-params';
import { CarDayFilterBar } from '../../../domain/car-day-filter-bar';
import { ExportButton } from '../../../domain/export-button';
import { useTripCustomers } from '../api/get-trip-customers';
import { CarInfoCard } from './car-info-card';
import { CarLookupAlert } from '../../../components/car-lookup-alert';
import { useDepotToday } from '../../../lib/depot-zone';
import { CustomerStatementCard } from './customer-statement-card';
import { goodsPageUrl, vehicleStatementUrl } from './statement-links';
import { useDeleteStatement } from './use-delete-statement';
import { useMoveCustomer } from './use-move-customer';
import { TripRoadCard } from './trip-road-card';

const t = vi.statements;

/**
 * /chi-tiet-bang-ke?car_id&datetime&customer_id&is_archive (spec 2 §2.2): one vehicle on one
 * date, a card per customer with goods on it; read-only in archive mode.
 */
export function CarStatementPage() {
  const [params, setParams] = useSearchParams();
  const carId = idParam(params.get('car_id'));
  const today = useDepotToday();
  const date = dateParam(params.get('datetime')) ?? today;
  const customerId = idParam(params.get('customer_id'));
  const archived = params.get('is_archive') === 'true';
  const [draft, setDraft] = useState({ date, customerId });

  const car = useCarOfPage(carId);
  const customer = usePickedCustomer(customerId);
  const filters =
    carId === undefined ? undefined : { car_id: carId, date, customer_id: customerId, archived };
  const customers = useTripCustomers(car.data ? filters : undefined);
  const rows = rowsOf(customers.data);
  const total = customers.data?.pages.at(-1)?.total ?? 0;
  const { onDelete, dialog } = useDeleteStatement();
  const move = useMoveCustomer();

  const search = () => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('datetime', draft.date);
      if (draft.customerId === undefined) next.delete('customer_id');
      else next.set('customer_id', String(draft.customerId));
      return next;
    });
  };
  const open = (row: TripCustomerRow) =>
    openInNewWindow(
      goodsPageUrl({
        car_id: row.car.id,
        datefrom: row.datefrom,
        customer_id: row.customer.id,
        archived,
      }),
    );
  const remove = (row: TripCustomerRow) =>
    onDelete({ car_id: row.car.id, date: row.datefrom, customer_id: row.customer.id }, (lines) =>
      t.deleteCustomerQuestion(row.customer.full_name, lines),
    );

  return (
    <PhoneScreen>
      <PageHeader title={t.carTitle} />
      {archived && (
        <Alert type="warning" showIcon title={t.archiveMode} style={{ marginBottom: 16 }} />
      )}
      <CarLookupAlert carId={carId} query={car} />
      <CarDayFilterBar
        draft={draft}
        onChange={setDraft}
        onSearch={search}
        dateFormat="DD-MM-YYYY"
        searchDisabled={!car.data}
      >
        <Button
          icon={<PrinterOutlined />}
          disabled={!car.data}
          href={carId === undefined ? undefined : vehicleStatementUrl(carId, date)}
          target="_blank"
        >
          {t.printAll}
        </Button>
        <ExportButton
          endpoint={exportsApi.statement}
          query={{ id: carId, date, customer_id: customerId }}
          disabled={!car.data || archived || rows.length === 0}
        />
      </CarDayFilterBar>
      {car.isLoading && <Spin style={{ display: 'block', margin: 32 }} />}
      {car.data && <CarInfoCard car={car.data} date={date} customer={customer.data} />}
      {/* The trip is known once a customer's row names it (rows of the date shown, not the
          previous search's kept while the new one loads). */}
      {!archived && rows[0]?.datefrom.slice(0, 10) === date && (
        <TripRoadCard tripId={rows[0].trip_id} />
      )}
      {car.data && (
        <>
          {customers.isError && !customers.data && <QueryErrorAlert query={customers} />}
          {customers.isError && !customers.data ? null : customers.isPending ? (
            <Spin style={{ display: 'block', margin: 32 }} />
          ) : rows.length === 0 ? (
            <Empty description={t.goodsEmpty} />
          ) : (
            <Row gutter={[16, 16]}>
              {rows.map((row) => (
                <Col key={`${row.trip_id}-${row.customer.id}`} xs={24} sm={12} lg={8} xl={6}>
                  <CustomerStatementCard
                    row={row}
                    archived={archived}
                    onOpen={open}
                    onDelete={remove}
                    onMove={move.onMove}
                    moving={move.reading === row.customer.id}
                  />
                </Col>
              ))}
            </Row>
          )}
          <LoadMoreButton
            query={customers}
            loaded={rows.length}
            label={t.loadMore(rows.length, total)}
            failed={t.loadMoreFailed}
          />
        </>
      )}
      {dialog}
      {move.dialog}
    </PhoneScreen>
  );
}
