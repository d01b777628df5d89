import { Alert, Button, Col, Empty, Row, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useDepotToday } from '../../../lib/depot-zone';
import { useReportTrips } from '../api/get-report-trips';
import type { ReportFilters } from '../api/report-keys';
import { ReportFilterBar } from './report-filters';
import { ReportTripCard } from './report-trip-card';
import { readReportFilters, reportListUrl } from './report-routes';

const t = vi.reports;

/**
 * /report, 'Danh sách bảng kê' (spec 2 §2.4): the vehicles and dates of a range, one customer's
 * when chosen, each card leading to its Bảng Kê. The searched filters live in the address.
 */
export function ReportListPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const today = useDepotToday();
  const filters = readReportFilters(params, today);
  const trips = useReportTrips(filters);
  const rows = trips.data?.rows ?? [];
  const search = (next: ReportFilters) => void navigate(reportListUrl(next));

  return (
    <>
      <PageHeader
        title={t.listTitle}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => void navigate('/products')}
          >
            {t.addNew}
          </Button>
        }
      />
      <ReportFilterBar key={JSON.stringify(filters)} value={filters} onSearch={search} />
      {trips.isError && (
        // Spec 2 §8: the server's message in an info box, the cards left as they were.
        <Alert
          type="info"
          showIcon
          title={errorMessage(trips.error)}
          style={{ marginBottom: 16 }}
        />
      )}
      {trips.isPending && !trips.isError ? (
        <Spin style={{ display: 'block', margin: 32 }} />
      ) : rows.length === 0 && !trips.isError ? (
        <Empty description={t.empty} />
      ) : (
        <Row gutter={[16, 16]}>
          {rows.map((trip) => (
            <Col key={trip.id} xs={24} sm={12} lg={8} xl={6}>
              <ReportTripCard trip={trip} customerId={filters.customer_id} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
