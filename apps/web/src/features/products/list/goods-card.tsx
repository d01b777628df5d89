import type { ReactNode } from 'react';
import { Button, Card, Checkbox, Flex, Space, theme, Typography } from 'antd';
import { Link } from 'react-router';
import type { Product } from '@depot/shared/products/products.schema';
import { formatDate, formatMoney, formatWeight } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { branchEnds, type BranchCodes } from './branch-column';
import { PaidSwitch } from './paid-switch';
import { StatusTag } from './product-cells';

const t = vi.products;
const p = vi.phone.goods;
const ACTION_LINK = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
} as const;
/** Long names and addresses wrap on the card rather than push it wider than the phone. */
const WRAP = { overflowWrap: 'anywhere' } as const;

type GoodsCardProps = {
  product: Product;
  /** Picked for the pickup form (Lên Hàng). */
  selected: boolean;
  onSelect: (product: Product, selected: boolean) => void;
  onDelete: (product: Product) => void;
  /** The branches' codes, once the depot has more than one: the card says where the goods go. */
  branchCodes?: BranchCodes;
};

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="small" wrap>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/**
 * One goods line on a phone (docs/decisions/0002-scan-request-ids.md): the table's facts a loader needs, stacked: name, code
 * and customer, weight, amount, loaded or not (with the vehicle and date), the paid switch, a
 * box to pick it for Lên Hàng (not when already on a vehicle), Sửa and Xóa; with branches, where
 * it goes, and its stage on the road in the status's tag.
 */
export function GoodsCard({ product, selected, onSelect, onDelete, branchCodes }: GoodsCardProps) {
  const { trip } = product;
  const { token } = theme.useToken();
  return (
    <Card
      role="article"
      aria-label={`${product.name} ${product.code}`}
      size="small"
      title={
        <Typography.Text strong style={{ ...WRAP, whiteSpace: 'normal' }}>
          {product.name}
        </Typography.Text>
      }
      // In the head's corner, not its title: the title clips, and would cut the 44 px tap.
      extra={
        <Checkbox
          aria-label={p.select(product.name, product.code)}
          checked={selected}
          disabled={product.status && !selected}
          onChange={(event) => onSelect(product, event.target.checked)}
        />
      }
      actions={[
        // antd greys a card action's plain link; this one reads as the link it is.
        <Link
          key="edit"
          to={`/products/update/${product.id}`}
          style={{ ...ACTION_LINK, color: token.colorLink }}
        >
          {vi.common.edit}
        </Link>,
        <Button key="delete" type="link" danger onClick={() => onDelete(product)}>
          {vi.common.delete}
        </Button>,
      ]}
    >
      <Flex vertical gap={4}>
        <Typography.Text>
          {t.code}: <strong>{product.code}</strong>
        </Typography.Text>
        <Typography.Text style={WRAP}>
          {p.customer}: {product.customer.full_name}
        </Typography.Text>
        <Line label={p.weight}>
          <Typography.Text>{formatWeight(product.total_weight)}</Typography.Text>
        </Line>
        <Line label={p.amount}>
          <Typography.Text strong>{formatMoney(product.amount)}</Typography.Text>
        </Line>
        {branchCodes && (
          <Line label={t.branches.column}>
            <Typography.Text>{branchEnds(product, branchCodes)}</Typography.Text>
          </Line>
        )}
        <Line label={p.status}>
          <span>
            <StatusTag product={product} branches={branchCodes !== undefined} />
            {trip && (
              <Typography.Text>
                {t.loadedOn(trip.number_car, formatDate(trip.datetime_from))}
              </Typography.Text>
            )}
          </span>
        </Line>
        <Line label={p.paid}>
          <Space>
            {/* A part-paid line's rest is said by the toggle itself. */}
            {product.paid_state !== 'partial' && (
              <Typography.Text>
                {product.paid_state === 'paid' ? t.paidYes : t.paidNo}
              </Typography.Text>
            )}
            <PaidSwitch product={product} />
          </Space>
        </Line>
      </Flex>
    </Card>
  );
}
