import { Card, Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { DashboardDebt } from '@depot/shared/dashboard/dashboard.schema';
import { formatMoney } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';

const t = vi.dashboard;

/** The ten largest outstanding debts, largest first, each opening the debt screen. */
export function TopDebts({ debts }: { debts: DashboardDebt[] }) {
  return (
    <Card size="small" title={t.topDebts} role="region" aria-label={t.topDebts}>
      {debts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noDebts} />
      ) : (
        <ol aria-label={t.topDebts} style={{ margin: 0, paddingLeft: 24 }}>
          {debts.map((debt) => (
            <li key={debt.customer.id} style={{ padding: '4px 0' }}>
              <Flex justify="space-between" gap="small" wrap>
                <Link to={`/customers/debt?customer_id=${debt.customer.id}`}>
                  {debt.customer.full_name}
                </Link>
                <Typography.Text strong>{formatMoney(debt.outstanding_debt)}</Typography.Text>
              </Flex>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
