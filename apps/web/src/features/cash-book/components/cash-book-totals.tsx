import { Card, Col, Row, Statistic, Table, Typography } from 'antd';
import type { CashBook } from '@depot/shared/payments/payments.schema';
import { PAYMENT_METHOD_LABELS } from '@depot/shared/payments/payments.rules';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.cashBook;

type Totals = CashBook['totals'];
type PersonTotals = Totals['by_person'][number];

const money = (value: number) => formatMoney(value);

const personColumns = [
  { key: 'name', title: t.receiver, dataIndex: 'fullname' },
  { key: 'count', title: t.columns.count, dataIndex: 'count', align: 'right' as const },
  {
    key: 'cash',
    title: PAYMENT_METHOD_LABELS.cash,
    dataIndex: 'cash',
    align: 'right' as const,
    render: money,
  },
  {
    key: 'transfer',
    title: PAYMENT_METHOD_LABELS.transfer,
    dataIndex: 'transfer',
    align: 'right' as const,
    render: money,
  },
  {
    key: 'amount',
    title: t.columns.total,
    dataIndex: 'amount',
    align: 'right' as const,
    render: (value: number) => <strong>{money(value)}</strong>,
  },
];

/**
 * What came in over every payment the filters match (not only the page): the whole, cash and
 * transfer, each receiver's share so their cash drawer can be counted at closing, and what was
 * voided (never part of the sums above).
 */
export function CashBookTotals({ totals }: { totals: Totals | undefined }) {
  const cards = [
    { key: 'amount', title: t.totals.amount, value: totals?.amount },
    { key: 'cash', title: PAYMENT_METHOD_LABELS.cash, value: totals?.by_method.cash },
    { key: 'transfer', title: PAYMENT_METHOD_LABELS.transfer, value: totals?.by_method.transfer },
  ];
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} sm={8}>
            <Card size="small" role="region" aria-label={card.title}>
              <Statistic title={card.title} value={totals ? money(card.value ?? 0) : '…'} />
            </Card>
          </Col>
        ))}
      </Row>
      {totals && totals.by_person.length > 0 && (
        <Table<PersonTotals>
          aria-label={t.totals.byPerson}
          size="small"
          rowKey={(person) => person.id ?? 'unknown'}
          columns={personColumns}
          dataSource={totals.by_person}
          pagination={false}
          scroll={{ x: 'max-content' }}
          style={{ marginBottom: 8 }}
        />
      )}
      {totals && totals.voided.count > 0 && (
        <Typography.Paragraph type="secondary" role="status" aria-label={t.voided}>
          {t.totals.voided(totals.voided.count, totals.voided.amount)}
        </Typography.Paragraph>
      )}
    </>
  );
}
