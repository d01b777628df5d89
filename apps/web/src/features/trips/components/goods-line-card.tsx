import { Badge, Button, Card, Checkbox, Flex, Space, Typography } from 'antd';
import { TagOutlined } from '@ant-design/icons';
import { formatMoney, formatWeight } from '@depot/shared/text/format';
import type { TransportLine } from '@depot/shared/trips/trips-replies.schema';
import { vi } from '../../../i18n/vi';
import { CardActionLink } from '../../../components/card-action-link';
import { labelUrl } from '../../../lib/print-links';
import { PaidToggle } from './paid-toggle';

const t = vi.statements;

type GoodsLineCardProps = {
  line: TransportLine;
  archived: boolean;
  onDelete: (line: TransportLine) => void;
  /** Chosen for Chuyển xe. */
  selected: boolean;
  onSelect: (line: TransportLine, selected: boolean) => void;
};

/**
 * One goods line (spec 2 §2.3): name and code, total weight, the line amount (docs/domain.md), the
 * label link, the paid toggle, and Xóa, or the `Đã xóa` badge when reading the archive.
 */
export function GoodsLineCard({
  line,
  archived,
  onDelete,
  selected,
  onSelect,
}: GoodsLineCardProps) {
  const { product } = line;
  const card = (
    <Card
      role="article"
      aria-label={`${product.name} ${product.code}`}
      size="small"
      title={
        <Typography.Text strong ellipsis={{ tooltip: true }}>
          {product.name}
        </Typography.Text>
      }
      extra={
        !archived && (
          <Checkbox
            aria-label={t.select(product.name)}
            checked={selected}
            onChange={(event) => onSelect(line, event.target.checked)}
          />
        )
      }
      actions={[
        <CardActionLink key="label" icon={<TagOutlined />} href={labelUrl(product.id)}>
          {t.printLabel}
        </CardActionLink>,
        ...(archived
          ? []
          : [
              <Button key="delete" type="link" danger onClick={() => onDelete(line)}>
                {t.delete}
              </Button>,
            ]),
      ]}
      style={{ height: '100%' }}
    >
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t.code}: {product.code}
        </Typography.Text>
        <Flex justify="space-between">
          <Typography.Text type="secondary">{t.weight}</Typography.Text>
          <Typography.Text>{formatWeight(product.total_weight)}</Typography.Text>
        </Flex>
        <Flex justify="space-between">
          <Typography.Text type="secondary">{t.amount}</Typography.Text>
          <Typography.Text strong>{formatMoney(line.amount)}</Typography.Text>
        </Flex>
        <PaidToggle line={line} disabled={archived} />
      </Space>
    </Card>
  );
  return archived ? (
    <Badge.Ribbon text={t.deleted} color="red">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
