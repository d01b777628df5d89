import { Card, Col, Row, Statistic } from 'antd';
import type { ReceiptStatsTotals } from '@depot/shared/statistics/statistics.schema';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.statistics;

/** Amount, collected and due of the whole filtered set (the API sums them, not the page). */
export function StatsTotals({ totals }: { totals: ReceiptStatsTotals | undefined }) {
  const items = [
    { key: 'amount', title: t.totalAmount, value: totals?.amount },
    { key: 'collected', title: t.totalCollected, value: totals?.collected },
    { key: 'due', title: t.totalDue, value: totals?.due },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {items.map((item) => (
        <Col key={item.key} xs={24} sm={8}>
          <Card size="small" role="region" aria-label={item.title}>
            <Statistic title={item.title} value={formatMoney(item.value ?? 0)} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
