import { Card, Space, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatDate } from '@depot/shared/text/format';
import type { TripCustomerRow } from '@depot/shared/trips/trips-replies.schema';
import { CardActionLink } from '../../../components/card-action-link';
import { vi } from '../../../i18n/vi';
import { printUrl } from '../../../lib/print-links';

const t = vi.reports;

/** One customer on the vehicle (spec 2 §2.5): name, Số xe, Ngày lên hàng and In, its receipt. */
export function ReportCustomerCard({ row }: { row: TripCustomerRow }) {
  return (
    <Card
      role="article"
      aria-label={row.customer.full_name}
      size="small"
      title={row.customer.full_name}
      actions={[
        <CardActionLink
          key="print"
          icon={<PrinterOutlined aria-hidden />}
          href={printUrl(row.car.id, row.datefrom, row.customer.id)}
        >
          {t.print}
        </CardActionLink>,
      ]}
      style={{ height: '100%' }}
    >
      <Space orientation="vertical" size={2}>
        <Typography.Text>
          {t.plate}: {row.car.number_car}
        </Typography.Text>
        <Typography.Text>
          {t.loadingDate}: {formatDate(row.datefrom)}
        </Typography.Text>
      </Space>
    </Card>
  );
}
