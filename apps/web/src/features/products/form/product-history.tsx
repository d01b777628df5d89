import { Card, Tabs } from 'antd';
import { vi } from '../../../i18n/vi';
import { useBranches } from '../../../lib/branch-queries';
import { MoneyTrail, MoneyTrailList } from './money-trail';
import type { TrailNames } from './money-trail-format';
import { ProductRoad } from './product-road';

const t = vi.products.branches.history;

/**
 * The goods page's history (`Lịch sử`): its changes, and once the depot has branches its road
 * from branch to branch in a second tab. The changes stay the tab that opens: they are what the
 * page is edited for, and the road is read only when asked for (a tab's content is drawn then).
 */
export function ProductHistory({ productId, names }: { productId: number; names?: TrailNames }) {
  const { shown } = useBranches();
  if (!shown) return <MoneyTrail productId={productId} names={names} />;
  return (
    <Card title={t.title} size="small" style={{ marginTop: 16 }}>
      <Tabs
        size="small"
        items={[
          {
            key: 'changes',
            label: t.changes,
            children: <MoneyTrailList productId={productId} names={names} />,
          },
          { key: 'road', label: t.road, children: <ProductRoad productId={productId} /> },
        ]}
      />
    </Card>
  );
}
