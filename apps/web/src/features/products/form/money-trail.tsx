import { Card, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { vi } from '../../../i18n/vi';
import { useProductHistory } from '../api/product-history';
import { trailLineOf, type TrailNames } from './money-trail-format';

const t = vi.productsForm.trail;

type MoneyTrailProps = { productId: number; names?: TrailNames };

/** The money trail in its own card, as the goods page shows it while the depot has one branch. */
export function MoneyTrail(props: MoneyTrailProps) {
  return (
    <Card title={t.title} size="small" style={{ marginTop: 16 }}>
      <MoneyTrailList {...props} />
    </Card>
  );
}

/**
 * The money trail of a goods line (GET /products/:id/history): who changed what and when, each
 * change as `before → after` in money, kg and dates, newest first.
 */
export function MoneyTrailList({ productId, names }: MoneyTrailProps) {
  const history = useProductHistory(productId);
  const lines = (history.data ?? []).map((entry) => trailLineOf(entry, names)).reverse();

  return (
    <>
      <QueryErrorAlert query={history} />
      <List
        loading={history.isPending}
        dataSource={lines}
        locale={{ emptyText: history.isPending ? vi.common.loading : t.empty }}
        renderItem={(line) => (
          <List.Item key={line.id} aria-label={`${line.at} ${line.action}`}>
            <Space orientation="vertical" size={2} style={{ width: '100%' }}>
              <Space wrap size={8}>
                <Typography.Text strong>{line.at}</Typography.Text>
                <Typography.Text>{line.who}</Typography.Text>
                <Tag color="blue">{line.action}</Tag>
                {line.slip && (
                  <Link to={`/phieu-giao/${line.slip.id}`}>{t.slip(line.slip.number)}</Link>
                )}
              </Space>
              {line.changes.map((change) => (
                <Typography.Text key={change.field} type="secondary">
                  {change.before === undefined
                    ? `${change.label}: ${change.after}`
                    : `${change.label}: ${change.before} → ${change.after}`}
                </Typography.Text>
              ))}
            </Space>
          </List.Item>
        )}
      />
    </>
  );
}
