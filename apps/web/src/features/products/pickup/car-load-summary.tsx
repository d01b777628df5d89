import { Descriptions, Typography } from 'antd';
import type { CarLoad } from '@depot/shared/transports/transports.schema';
import { formatWeight } from '@depot/shared/text/format';
import { remainingAfter } from '@depot/shared/transports/transports.rules';
import { vi } from '../../../i18n/vi';

const t = vi.carLoad;

type CarLoadSummaryProps = { load: CarLoad; adding: number };

/**
 * Before loading (beyond the spec): the vehicle's capacity, what is already on it that day, and
 * what would remain with the picked goods, in red past the capacity.
 */
export function CarLoadSummary({ load, adding }: CarLoadSummaryProps) {
  const after = remainingAfter(load, adding);
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 3 }}
      aria-label={t.capacity}
      items={[
        { key: 'capacity', label: t.capacity, children: formatWeight(load.capacity) },
        {
          key: 'on-board',
          label: t.onBoard,
          children: `${formatWeight(load.loaded_weight)} (${t.onBoardCount(load.count)})`,
        },
        {
          key: 'after',
          label: t.afterLoad,
          children:
            after < 0 ? (
              <Typography.Text type="danger">
                {t.overloadedBy(formatWeight(-after))}
              </Typography.Text>
            ) : (
              <Typography.Text>{formatWeight(after)}</Typography.Text>
            ),
        },
      ]}
    />
  );
}
