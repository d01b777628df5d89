import { Card, Typography } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { vi } from '../../../i18n/vi';

/**
 * /customers/debt (spec 1 §2, DESIGN.md decision 6): a placeholder until the debt issue lands,
 * so the route says what it is instead of 'page not found'.
 */
export function CustomerDebtPage() {
  return (
    <>
      <PageHeader title={vi.customers.debtTitle} />
      <Card>
        <Typography.Paragraph style={{ margin: 0 }}>{vi.customers.debtComing}</Typography.Paragraph>
      </Card>
    </>
  );
}
