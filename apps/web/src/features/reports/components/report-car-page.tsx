import { useState } from 'react';
import { Button, Col, Empty, Row, Spin } from 'antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { NOTHING_TO_PRINT } from '@depot/shared/receipts/receipts.schema';
import { CarDayFilterBar, type CarDayDraft } from '../../../domain/car-day-filter-bar';
import { CarLookupAlert } from '../../../components/car-lookup-alert';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useToast } from '../../../components/toast';
import { PhoneScreen } from '../../../components/phone/phone-screen';
import { vi } from '../../../i18n/vi';
import { printUrl } from '../../../lib/print-links';
import { useCarOfPage } from '../../../lib/car-queries';
import { useDepotToday } from '../../../lib/depot-zone';
import { useReportCustomers } from '../api/get-report-customers';
import { ReportCustomerCard } from './report-customer-card';
import { readReportCarRoute, reportCarUrl } from './report-routes';

const t = vi.reports;

/**
 * /report/cart/:id/:date and /report/cart/:car_id/:date/:customer_id, 'Bảng Kê' (spec 2 §2.5):
 * a card per customer with goods on the vehicle that day, each with its receipt; the In beside
 * Tìm kiếm prints every customer's receipt. The searched day and customer live in the route.
 */
export function ReportCarPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const today = useDepotToday();
  const route = readReportCarRoute(useParams(), today);
  const { carId, date, customerId } = route;
  const [draft, setDraft] = useState<CarDayDraft>({ date, customerId });
  // The route changed (Tìm kiếm, back, forward): the filters show what the cards are for.
  const [shownRoute, setShownRoute] = useState({ date, customerId });
  if (shownRoute.date !== date || shownRoute.customerId !== customerId) {
    setShownRoute({ date, customerId });
    setDraft({ date, customerId });
  }

  const car = useCarOfPage(carId);
  const customers = useReportCustomers(
    car.data && carId !== undefined ? { car_id: carId, date, customer_id: customerId } : undefined,
  );
  const rows = customers.data?.rows ?? [];

  const search = () => {
    if (carId !== undefined) void navigate(reportCarUrl(carId, draft.date, draft.customerId));
  };
  const printAll = () => {
    if (carId === undefined) return;
    if (rows.length === 0) toast.error(NOTHING_TO_PRINT);
    else window.open(printUrl(carId, date), '_blank', 'noopener');
  };

  return (
    <PhoneScreen>
      <PageHeader
        title={t.carTitle}
        extra={
          <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate('/report')}>
            {t.back}
          </Button>
        }
      />
      <CarLookupAlert carId={carId} query={car} />
      <CarDayFilterBar
        draft={draft}
        onChange={setDraft}
        onSearch={search}
        dateFormat="DD-MM-YYYY"
        dateLabel={t.date}
        searchDisabled={!car.data}
      >
        <Button
          icon={<PrinterOutlined aria-hidden />}
          disabled={!car.data || customers.isPending}
          onClick={printAll}
        >
          {t.print}
        </Button>
      </CarDayFilterBar>
      {car.isLoading && <Spin style={{ display: 'block', margin: 32 }} />}
      {car.data && (
        <>
          <QueryErrorAlert query={customers} />
          {customers.isPending ? (
            <Spin style={{ display: 'block', margin: 32 }} />
          ) : rows.length === 0 && !customers.isError ? (
            <Empty description={t.customersEmpty} />
          ) : (
            <Row gutter={[16, 16]}>
              {rows.map((row) => (
                <Col key={`${row.trip_id}-${row.customer.id}`} xs={24} sm={12} lg={8} xl={6}>
                  <ReportCustomerCard row={row} />
                </Col>
              ))}
            </Row>
          )}
        </>
      )}
    </PhoneScreen>
  );
}
