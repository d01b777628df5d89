import { Button, Card, Space, Tag, Typography } from 'antd';
import { PrinterOutlined, SwapOutlined } from '@ant-design/icons';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import type { TripCustomerRow } from '@depot/shared/trips/trips-replies.schema';
import { vi } from '../../../i18n/vi';
import { CardActionLink } from '../../../components/card-action-link';
import { printUrl } from '../../../lib/print-links';
import { openable } from './statement-links';

const t = vi.statements;

type CustomerStatementCardProps = {
  row: TripCustomerRow;
  archived: boolean;
  onOpen: (row: TripCustomerRow) => void;
  onDelete: (row: TripCustomerRow) => void;
  /** Chuyển xe of all this customer's goods on the vehicle that day. */
  onMove: (row: TripCustomerRow) => void;
  /** Its goods are being read for the move. */
  moving: boolean;
};

/**
 * One customer's statement on the vehicle (spec 2 §2.2): name, plate, loading date, the link to
 * the receipt, Chuyển xe and Xóa, or the `Đã xóa` tag when reading the archive.
 */
export function CustomerStatementCard({
  row,
  archived,
  onOpen,
  onDelete,
  onMove,
  moving,
}: CustomerStatementCardProps) {
  return (
    <Card
      role="article"
      aria-label={row.customer.full_name}
      hoverable
      size="small"
      title={row.customer.full_name}
      extra={archived && <Tag color="red">{t.deleted}</Tag>}
      {...openable(() => onOpen(row))}
      actions={[
        <CardActionLink
          key="print"
          icon={<PrinterOutlined />}
          href={printUrl(row.car.id, row.datefrom, row.customer.id)}
        >
          {t.print}
        </CardActionLink>,
        ...(archived
          ? []
          : [
              <Button
                key="move"
                type="link"
                icon={<SwapOutlined />}
                loading={moving}
                onClick={(event) => {
                  event.stopPropagation();
                  onMove(row);
                }}
              >
                {t.moveCustomer}
              </Button>,
              <Button
                key="delete"
                type="link"
                danger
                onClick={(event) => {
                  event.stopPropagation();
                  onDelete(row);
                }}
              >
                {t.delete}
              </Button>,
            ]),
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
        <Typography.Text type="secondary">
          {t.lines(row.lines)} · {formatMoney(row.amount)}
        </Typography.Text>
      </Space>
    </Card>
  );
}
