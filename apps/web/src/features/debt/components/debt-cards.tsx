import { Button, Card, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { DEBT_PAGE_SIZE, type DebtRow } from '@depot/shared/debt/debt.schema';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { creditText, openingText } from './customer-money';

const t = vi.debt;
const c = t.columns;

type DebtCardsProps = {
  /** The list is of customers with credit (the filter), not of those who owe. */
  credit: boolean;
  rows: DebtRow[];
  loading: boolean;
  paged: number;
  total: number;
  onPage: (paged: number) => void;
  onOpen: (row: DebtRow) => void;
  onCollect: (row: DebtRow) => void;
};

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="small" wrap>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong={strong}>{value}</Typography.Text>
    </Flex>
  );
}

/**
 * The debt list on a phone (docs/decisions/0002-scan-request-ids.md): a card a customer, the table's columns stacked, the name
 * opening the customer's drawer and `Thu tiền` a full-width tap at the bottom.
 */
export function DebtCards({
  credit,
  rows,
  loading,
  paged,
  total,
  onPage,
  onOpen,
  onCollect,
}: DebtCardsProps) {
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty description={credit ? t.emptyCredit : t.empty} />
      ) : (
        <Flex vertical gap="small">
          {rows.map((row) => (
            <Card key={row.id} size="small" role="article" aria-label={row.full_name}>
              <Flex vertical gap={4}>
                <Button
                  type="link"
                  onClick={() => onOpen(row)}
                  aria-label={t.open(row.full_name)}
                  style={{
                    padding: 0,
                    height: 'auto',
                    minHeight: 44,
                    whiteSpace: 'normal',
                    textAlign: 'left',
                    justifyContent: 'flex-start',
                  }}
                >
                  <strong>{row.full_name}</strong>
                </Button>
                <Figure label={c.phone} value={row.phone} />
                <Figure label={c.debt} value={openingText(row)} />
                <Figure label={c.unpaid} value={formatMoney(row.goods_due)} />
                {row.credit > 0 && <Figure label={c.credit} value={creditText(row.credit)} />}
                <Figure label={c.outstanding} value={formatMoney(row.outstanding_debt)} strong />
                <Figure label={c.statements} value={String(row.unpaid_statements)} />
                <Button
                  block
                  onClick={() => onCollect(row)}
                  aria-label={vi.payments.collectFrom(row.full_name)}
                >
                  {vi.payments.collect}
                </Button>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
      <Flex vertical align="center" gap={4} style={{ marginTop: 12 }}>
        <Typography.Text>{credit ? t.totalCredit(total) : t.total(total)}</Typography.Text>
        <Pagination
          simple
          aria-label={vi.listTools.pagination}
          current={paged}
          pageSize={DEBT_PAGE_SIZE}
          total={total}
          hideOnSinglePage
          onChange={onPage}
        />
      </Flex>
    </Spin>
  );
}
