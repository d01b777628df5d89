import { Card, Col, Row, Statistic } from 'antd';
import type { DashboardTotals } from '@depot/shared/dashboard/dashboard.schema';
import { formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.dashboard;

/** The eight figures of the range, each a group named by its title (what journeys read). */
export function DashboardFigures({ totals }: { totals: DashboardTotals }) {
  const items = [
    { key: 'goods', title: t.goods, value: formatNumber(totals.goods) },
    { key: 'weight', title: t.weight, value: formatWeight(totals.weight) },
    { key: 'amount', title: t.amount, value: formatMoney(totals.amount) },
    { key: 'collected', title: t.collected, value: formatMoney(totals.collected) },
    { key: 'due', title: t.due, value: formatMoney(totals.due) },
    { key: 'costs', title: t.costs, value: formatMoney(totals.costs) },
    { key: 'left', title: t.left, value: formatMoney(totals.left) },
    { key: 'cod-owed', title: t.codOwed, value: formatMoney(totals.cod_owed) },
  ];
  return (
    <Card size="small" role="region" aria-label={t.figures}>
      <Row gutter={[16, 8]}>
        {items.map((item) => (
          <Col
            key={item.key}
            xs={12}
            md={8}
            lg={4}
            xl={4}
            flex="auto"
            role="group"
            aria-label={item.title}
          >
            {/* A large sum stays on one line (`1.294.955.114 đ` wrapped); the column grows. */}
            <Statistic
              title={item.title}
              value={item.value}
              styles={{ content: { whiteSpace: 'nowrap' } }}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
