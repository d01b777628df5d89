import { Button, Card, Empty, Flex, Typography } from 'antd';
import type { LooseGoods, UnpaidStatement } from '@depot/shared/debt/debt.schema';
import { paidStateText } from '@depot/shared/payments/line-money.rules';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.debt;
const c = t.columns;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between" gap="small" wrap>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text>{value}</Typography.Text>
    </Flex>
  );
}

/**
 * A customer's unpaid statements on a phone (docs/decisions/0002-scan-request-ids.md): a small card each, the vehicle and date
 * as its title, the three sums, and its collect button the card's width.
 */
export function PhoneStatements({
  statements,
  onCollect,
}: {
  statements: UnpaidStatement[];
  onCollect: (statement: UnpaidStatement) => void;
}) {
  if (statements.length === 0) return <Empty description={t.noStatements} />;
  return (
    <Flex vertical gap="small" role="list" aria-label={t.statements}>
      {statements.map((s) => (
        <Card
          key={`${s.car.id}-${s.datetime_from}`}
          size="small"
          role="listitem"
          title={`${s.car.number_car} · ${formatDate(s.datetime_from)}`}
        >
          <Flex vertical gap={4}>
            <Figure label={c.amount} value={formatMoney(s.amount)} />
            <Figure label={c.collected} value={formatMoney(s.collected)} />
            <Figure label={c.due} value={formatMoney(s.due)} />
            <Button type="primary" block onClick={() => onCollect(s)}>
              {t.collect}
            </Button>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

/** The customer's unpaid goods not yet loaded, on a phone: a line each, wrapping, with its state. */
export function PhoneLooseGoods({ goods }: { goods: LooseGoods[] }) {
  if (goods.length === 0) return <Empty description={t.noLoose} />;
  return (
    <Flex vertical gap="small" role="list" aria-label={t.loose}>
      {goods.map((g) => (
        <Card key={g.id} size="small" role="listitem">
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {g.name}
          </Typography.Text>
          {g.receiver !== null && (
            <Typography.Text type="secondary">{t.senderPays(g.receiver)}</Typography.Text>
          )}
          <Figure label={c.code} value={g.code} />
          <Figure label={c.receiveDate} value={formatDate(g.datetime)} />
          <Figure label={c.amount} value={formatMoney(g.amount)} />
          <Figure label={c.state} value={paidStateText(g)} />
        </Card>
      ))}
    </Flex>
  );
}
