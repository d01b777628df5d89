import { formatNumber, formatWeight } from '@depot/shared/text/format';
import type { CarLoad } from '@depot/shared/transports/transports.schema';
import { Flex, Progress, Typography } from 'antd';
import { vi } from '../../../i18n/vi';

/** The vehicle's running figures: goods on it, weight against capacity, scans still waiting. */
export function TripTotals({ load, waiting }: { load: CarLoad | undefined; waiting: number }) {
  const t = vi.yard;
  const percent = load && load.capacity > 0 ? (load.loaded_weight / load.capacity) * 100 : 0;
  return (
    <section aria-label={t.count}>
      {load ? (
        <Flex justify="space-between" align="baseline" wrap gap={8}>
          <span>
            {t.count}: <strong style={{ fontSize: 24 }}>{formatNumber(load.count)}</strong>
          </span>
          <span>
            {t.weight}:{' '}
            <strong>
              {t.ofCapacity(formatWeight(load.loaded_weight), formatWeight(load.capacity))}
            </strong>
          </span>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t.unknownTotals}</Typography.Text>
      )}
      {load && (
        <Progress
          percent={Math.min(100, Math.round(percent))}
          status={load.remaining < 0 ? 'exception' : 'normal'}
          showInfo={false}
        />
      )}
      {waiting > 0 && <Typography.Text type="warning">{t.pendingCount(waiting)}</Typography.Text>}
    </section>
  );
}
