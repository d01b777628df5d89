import { Button, Card, Space, Tag, Typography } from 'antd';
import type { MouseEvent } from 'react';
import type { ReceiptStatsRow } from '@depot/shared/statistics/statistics.schema';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.statistics;

type StatisticsCardProps = {
  row: ReceiptStatsRow;
  onOpen: (row: ReceiptStatsRow) => void;
  onDelete: (row: ReceiptStatsRow) => void;
};

/**
 * One customer on one vehicle and date (spec 2 §3 "statistics card"); beyond the spec its
 * amount, collected and due, and `Đã Đóng` once every line is paid. Click or Enter opens it.
 */
export function StatisticsCard({ row, onOpen, onDelete }: StatisticsCardProps) {
  const date = formatDate(row.datefrom);
  const open = () => onOpen(row);
  const remove = (event: MouseEvent) => {
    // The button acts on its own: the click does not also open the card.
    event.stopPropagation();
    onDelete(row);
  };
  return (
    <Card
      role="article"
      aria-label={`${row.customer.full_name} ${row.car.number_car} ${date}`}
      hoverable
      size="small"
      tabIndex={0}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) open();
      }}
      title={row.customer.full_name}
      extra={row.is_close ? <Tag color="green">{t.closed}</Tag> : null}
      actions={[
        <Button key="delete" type="link" danger onClick={remove}>
          {t.delete}
        </Button>,
      ]}
      style={{ height: '100%' }}
    >
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        <Typography.Text strong>
          {t.plate}: {row.car.number_car}
        </Typography.Text>
        <Typography.Text>
          {t.date}: {date}
        </Typography.Text>
        <Typography.Text type="secondary">{t.lines(row.lines)}</Typography.Text>
        <Typography.Text>
          {t.amount}: {formatMoney(row.amount)}
        </Typography.Text>
        <Typography.Text>
          {t.collected}: {formatMoney(row.collected)}
        </Typography.Text>
        <Typography.Text type={row.due > 0 ? 'danger' : undefined}>
          {t.due}: {formatMoney(row.due)}
        </Typography.Text>
      </Space>
    </Card>
  );
}
