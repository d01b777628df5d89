import { Flex, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Car } from '@depot/shared/cars/cars.schema';
import { formatTons, formatWeight } from '@depot/shared/text/format';
import { isTripFull } from '@depot/shared/trips/trips.rules';
import { vi } from '../../../i18n/vi';

const t = vi.statements;

type GoodsCarHeaderProps = {
  car?: Car;
  loadedWeight: number;
  /** A deleted list: the weight is the load it had when deleted, and says so. */
  deleted?: boolean;
};

/**
 * The top of /chi-tiet-hang-theo-khach-hang (spec 2 §2.3): back to the vehicle list, the plate,
 * the capacity in tons, the weight loaded and Còn trống / Hết chỗ from it (docs/domain.md); for a
 * deleted list, as it was when deleted (docs/domain.md), not the vehicle's load today.
 */
export function GoodsCarHeader({ car, loadedWeight, deleted = false }: GoodsCarHeaderProps) {
  const full = car
    ? isTripFull({ capacity: car.total_weight, loaded_weight: loadedWeight })
    : false;
  return (
    <Flex vertical gap="small" style={{ marginBottom: 16 }}>
      <Link to="/bang-ke-hang-theo-xe">
        <ArrowLeftOutlined /> {t.backToList}
      </Link>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t.goodsTitle}
      </Typography.Title>
      {car && (
        <Flex gap="small" align="center" wrap>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {car.number_car}
          </Typography.Text>
          <Typography.Text>{formatTons(car.total_weight)}</Typography.Text>
          <Typography.Text>
            {t.loaded}: {formatWeight(loadedWeight)}
            {deleted && ` (${t.whenDeleted})`}
          </Typography.Text>
          <Tag color={full ? 'red' : 'green'}>{full ? t.full : t.hasSpace}</Tag>
        </Flex>
      )}
    </Flex>
  );
}
