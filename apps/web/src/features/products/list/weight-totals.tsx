import { Checkbox, Space, Typography } from 'antd';
import { formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import type { ProductsListQuery } from '../api/product-queries';
import { useProductCount } from '../api/get-product-count';

const t = vi.products.totals;

type WeightTotalsProps = {
  query: ProductsListQuery;
  shown: boolean;
  onShown: (shown: boolean) => void;
};

/**
 * The footer's 'Hiển thị trọng lượng' (spec 1 §2): the summed quantity, weight and amount of
 * everything the filters match (GET /products/count), not only the page on screen.
 */
export function WeightTotals({ query, shown, onShown }: WeightTotalsProps) {
  const count = useProductCount(query, shown);
  const data = count.data;
  return (
    <Space wrap size="large">
      <Checkbox checked={shown} onChange={(e) => onShown(e.target.checked)}>
        {t.show}
      </Checkbox>
      {shown && data && (
        <Space wrap size="large" role="status" aria-label={t.show}>
          <Typography.Text>
            {t.count}: <strong>{formatNumber(data.count)}</strong>
          </Typography.Text>
          <Typography.Text>
            {t.quantity}: <strong>{formatNumber(data.quantity)}</strong>
          </Typography.Text>
          <Typography.Text>
            {t.weight}: <strong>{formatWeight(data.total_weight)}</strong>
          </Typography.Text>
          <Typography.Text>
            {t.amount}: <strong>{formatMoney(data.amount)}</strong>
          </Typography.Text>
        </Space>
      )}
    </Space>
  );
}
