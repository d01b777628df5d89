import { Tag, Typography, type TableColumnType } from 'antd';
import type { Product } from '@depot/shared/products/products.schema';
import { formatDate } from '@depot/shared/text/format';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { vi } from '../../../i18n/vi';

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

/** Where the goods are, in words: the vehicle and its departure date once loaded. */
function statusText({ status, trip }: Product): string {
  if (!status) return t.notLoaded;
  return trip
    ? `${t.loaded} · ${t.loadedOn(trip.number_car, formatDate(trip.datetime_from))}`
    : t.loaded;
}

/** The status column's cell: a tag, then the vehicle and date, cut to the column. */
export function StatusCell({ product }: { product: Product }) {
  const { status, trip } = product;
  return (
    <HoverTooltip title={statusText(product)} placement="topLeft" mouseEnterDelay={0.3}>
      <span>
        <Tag color={status ? 'green' : undefined}>{status ? t.loaded : t.notLoaded}</Tag>
        {trip && (
          <Typography.Text type="secondary">
            {t.loadedOn(trip.number_car, formatDate(trip.datetime_from))}
          </Typography.Text>
        )}
      </span>
    </HoverTooltip>
  );
}
