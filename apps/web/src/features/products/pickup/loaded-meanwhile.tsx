import { Alert } from 'antd';
import type { Product } from '@depot/shared/products/products.schema';
import { formatDate } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { useLoadedMeanwhile } from './use-loaded-meanwhile';

const t = vi.products.pickup;

/**
 * Above the pickup form: the picked goods another clerk loaded onto a vehicle meanwhile, one
 * line per vehicle and date, shown as soon as the live change refreshed the list (docs/decisions/0013-live-screens-several-servers.md),
 * before anyone presses `Lên Hàng` and is refused.
 */
export function LoadedMeanwhile({ selected }: { selected: readonly Product[] }) {
  const loaded = useLoadedMeanwhile(selected);
  if (loaded.length === 0) return null;
  const byTrip = new Map<string, Product[]>();
  for (const goods of loaded) {
    const key = `${goods.trip!.number_car}|${goods.trip!.datetime_from}`;
    byTrip.set(key, [...(byTrip.get(key) ?? []), goods]);
  }
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={[...byTrip.values()].map((goods) => {
        const { number_car, datetime_from } = goods[0]!.trip!;
        const names = goods.map((g) => `${g.code} ${g.name}`).join(', ');
        return (
          <div key={`${number_car}|${datetime_from}`}>
            {t.loadedMeanwhile(number_car, formatDate(datetime_from), names)}
          </div>
        );
      })}
      description={t.loadedMeanwhileHint}
    />
  );
}
