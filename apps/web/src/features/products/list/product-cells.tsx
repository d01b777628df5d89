import { Tag, Typography, type TableColumnType } from 'antd';
import type { Product, ProductStage } from '@depot/shared/products/products.schema';
import { formatDate } from '@depot/shared/text/format';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { vi } from '../../../i18n/vi';
import { StageTag } from './stage-tag';

const t = vi.products;

/**
 * A cell's text as it is: cut to its column by the table, whole in a tooltip on hover (made on
 * the first hover: 11 cells of 60 rows).
 */
export function CutText({ text }: { text: string }) {
  return (
    <HoverTooltip title={text} placement="topLeft" mouseEnterDelay={0.3}>
      <span>{text}</span>
    </HoverTooltip>
  );
}

/**
 * Column props of a one-line cell: a text longer than its column ends in '…' (antd `ellipsis`,
 * its native title off) and shows whole in a tooltip, never running over the next column.
 */
export function cutCell<T>(text: (row: T) => string): TableColumnType<T> {
  return {
    ellipsis: { showTitle: false },
    render: (_value, row) => <CutText text={text(row)} />,
  };
}

/**
 * The stages that "loaded" cannot tell, once the depot has branches (docs/domain.md,
 * "Branches"): on the road, arrived, missing, written off. At the branch and on a vehicle not yet left are
 * what `Chưa lên xe` and `Đã lên xe` already say.
 */
const ROAD_STAGES: ReadonlySet<ProductStage> = new Set([
  'in_transit',
  'arrived',
  'missing',
  'written_off',
]);

/** Whether the line's tag names its stage on the road rather than loaded or not. */
function onRoad(product: Product, branches: boolean): boolean {
  return branches && ROAD_STAGES.has(product.stage);
}

/**
 * The line's tag: loaded or not, or with branches its stage once the vehicle has left (blue on
 * the road, green arrived, red missing). One small tag a row, in the status column: the table
 * has no width left for another (docs/domain.md: every column on a 1366 px laptop).
 */
export function StatusTag({ product, branches }: { product: Product; branches: boolean }) {
  if (onRoad(product, branches)) return <StageTag stage={product.stage} />;
  return (
    <Tag color={product.status ? 'green' : undefined}>
      {product.status ? t.loaded : t.notLoaded}
    </Tag>
  );
}

/** Where the goods are, in words: the vehicle and its departure date once loaded. */
function statusText(product: Product, branches: boolean): string {
  const { status, trip } = product;
  if (!status) return t.notLoaded;
  const state = onRoad(product, branches) ? t.branches.stages[product.stage] : t.loaded;
  return trip ? `${state} · ${t.loadedOn(trip.number_car, formatDate(trip.datetime_from))}` : state;
}

/** The status column's cell: a tag, then the vehicle and date, cut to the column. */
export function StatusCell({ product, branches }: { product: Product; branches: boolean }) {
  const { trip } = product;
  return (
    <HoverTooltip title={statusText(product, branches)} placement="topLeft" mouseEnterDelay={0.3}>
      <span>
        <StatusTag product={product} branches={branches} />
        {trip && (
          <Typography.Text type="secondary">
            {t.loadedOn(trip.number_car, formatDate(trip.datetime_from))}
          </Typography.Text>
        )}
      </span>
    </HoverTooltip>
  );
}
