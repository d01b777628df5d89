import { Card, Col, Row, Statistic } from 'antd';
import { formatMoney, formatWeight } from '@depot/shared/text/format';
import type { TransportLinesPage } from '@depot/shared/trips/trips-replies.schema';
import { vi } from '../../../i18n/vi';

const t = vi.statements;

/** The figures of every line the search matches (not only the loaded cards). */
export function GoodsTotals({ totals }: { totals: TransportLinesPage['totals'] }) {
  const items = [
    { key: 'weight', title: t.totalWeight, value: formatWeight(totals.total_weight) },
    { key: 'amount', title: t.amount, value: formatMoney(totals.amount) },
    { key: 'collected', title: t.collected, value: formatMoney(totals.collected) },
    // Freight senders still owe on these lines: not the receivers' to pay (docs/payments.md).
    ...(totals.sender_due > 0
      ? [{ key: 'sender', title: t.senderDue, value: formatMoney(totals.sender_due) }]
      : []),
    { key: 'due', title: t.due, value: formatMoney(totals.due) },
  ];
  return (
    <Card size="small" role="region" aria-label={t.totals} style={{ marginBottom: 16 }}>
      <Row gutter={[16, 8]}>
        {items.map((item) => (
          <Col key={item.key} xs={12} md={6} role="group" aria-label={item.title}>
            <Statistic title={item.title} value={item.value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
