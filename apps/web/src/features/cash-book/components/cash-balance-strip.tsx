import { Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import type { CashBookReply } from '@depot/shared/cash-book/cash-book.schema';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.cashBook.balance;

type CashBalanceStripProps = {
  drawer: CashBookReply | undefined;
  /** Admins set the first opening balance (the server refuses anyone else). */
  isAdmin: boolean;
  onCount: () => void;
  onOpening: () => void;
};

/**
 * The drawer's cash over the range, read left to right as the clerk counts it: what was there at
 * the start, cash in, cash out, what must be there at the end; then the opening balance the book
 * starts from and the count of the last day against the book (`Kiểm quỹ`).
 */
export function CashBalanceStrip({ drawer, isAdmin, onCount, onOpening }: CashBalanceStripProps) {
  const cod = drawer?.totals.in.by_purpose.cod ?? 0;
  const remitted = drawer?.totals.remittances ?? { in: 0, out: 0 };
  const cards = [
    { key: 'opening', title: t.opening, value: drawer?.opening },
    {
      key: 'in',
      title: t.in,
      value: drawer?.totals.in.amount,
      // Thu hộ is cash in the drawer that is the senders' (docs/payments.md): said apart.
      note: [
        cod > 0 ? t.inOfWhichCod(cod) : '',
        remitted.in > 0 ? t.inOfWhichRemitted(remitted.in) : '',
      ]
        .filter(Boolean)
        .join('; '),
    },
    {
      key: 'out',
      title: t.out,
      value: drawer?.totals.out.amount,
      note: remitted.out > 0 ? t.outOfWhichRemitted(remitted.out) : '',
    },
    { key: 'closing', title: t.closing, value: drawer?.closing },
  ];
  const lastDay = drawer?.date_to;
  const count = drawer?.counts.findLast((c) => c.date === lastDay);
  // With every branch summed there is no one drawer to set or count.
  const oneDrawer = drawer !== undefined && drawer.branch_id !== null;
  const opening = drawer?.openings.find((o) => o.branch_id === drawer.branch_id);

  return (
    <section aria-label={t.region} style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]} style={{ marginBottom: 8 }}>
        {cards.map((card) => (
          <Col key={card.key} xs={12} md={6}>
            <Card size="small" role="region" aria-label={card.title}>
              <Statistic
                title={card.title}
                value={card.value === undefined ? '…' : formatMoney(card.value)}
              />
              {card.note && <Typography.Text type="secondary">{card.note}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
      {drawer && lastDay && (
        <Flex wrap gap="small" align="center" justify="space-between">
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">
              {opening ? t.openingSince(opening.amount, opening.date) : t.noOpening}
            </Typography.Text>
            <Typography.Text role="status" aria-label={t.count}>
              {count ? (
                <>
                  {t.counted(count.date, count.counted, count.book)}
                  {' · '}
                  <Typography.Text strong type={count.difference === 0 ? 'success' : 'danger'}>
                    {t.difference(count.difference)}
                  </Typography.Text>
                </>
              ) : (
                t.notCounted(lastDay)
              )}
            </Typography.Text>
          </Flex>
          {oneDrawer && (
            <Flex gap="small" wrap>
              {isAdmin && <Button onClick={onOpening}>{t.setOpening}</Button>}
              <Button onClick={onCount}>{t.count}</Button>
            </Flex>
          )}
        </Flex>
      )}
    </section>
  );
}
