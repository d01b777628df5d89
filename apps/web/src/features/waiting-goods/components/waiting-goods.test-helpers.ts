import { productsApi } from '@depot/shared/products/products.contract';
import type { WaitingCustomer } from '@depot/shared/products/waiting-goods.schema';
import { settingsApi } from '@depot/shared/settings/settings.contract';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { pageAt } from '../../../test/fake-api-lists';
import { depotSettings } from '../../../test/fake-api-payments';
import type { WaitingParcel } from './waiting-parcels-table';

/** A parcel scanned off at 14:05 on 20-11-2026 at the depot (07:05 UTC), 12,5 kg, 150 000 đ owed. */
export function parcelOf(overrides: Partial<WaitingParcel> = {}): WaitingParcel {
  return {
    id: 1,
    code: '2611-0001',
    name: 'Thùng sơn',
    quantity: 3,
    total_weight: 12.5,
    arrived_at: '2026-11-20T07:05:00.000Z',
    age_days: 7,
    due: 150_000,
    cod_due: 0,
    attempts: 0,
    branch_id: 1,
    track_token: '1-AAAAAAAAAAAAAAAA',
    ...overrides,
  };
}

/** A customer waiting for `parcels`, the oldest's age as the server works it out. */
export function groupOf(
  id: number,
  full_name: string,
  parcels: WaitingParcel[] = [parcelOf({ id: id * 10 })],
): WaitingCustomer {
  return {
    customer: { id, full_name, phone: `0903 ${String(id).padStart(6, '0')}` },
    parcels,
    oldest_days: Math.max(0, ...parcels.map((p) => p.age_days)),
  };
}

/** `count` customers `Khách chờ {n}`, one parcel each, the longest waiting first. */
export function groupsNamed(count: number): WaitingCustomer[] {
  return Array.from({ length: count }, (_, n) =>
    groupOf(100 + n, `Khách chờ ${n + 1}`, [parcelOf({ id: 1000 + n, age_days: 30 - n })]),
  );
}

/**
 * GET /products/waiting over `groups`, paged as the server pages them; a `customer` keeps the
 * groups whose name holds it (the server folds accents, these tests type the name as shown).
 */
export function stubWaiting(groups: WaitingCustomer[], fail?: () => Response) {
  return stubEndpoints([
    on(settingsApi.get, () => depotSettings),
    on(productsApi.waiting, ({ query }) => {
      if (fail) return fail();
      const name = query.get('customer');
      const found = name ? groups.filter((g) => g.customer.full_name.includes(name)) : groups;
      const paged = Number(query.get('paged') ?? 1);
      const limit = Number(query.get('limit') ?? 20);
      return pageAt(found.slice((paged - 1) * limit, paged * limit), found.length, paged, limit);
    }),
  ]);
}

/** matchMedia answering antd's breakpoint queries as a phone 390 px wide would. */
export function phoneScreen(query: string): MediaQueryList {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const matches = (!min || 390 >= Number(min[1])) && (!max || 390 <= Number(max[1]));
  const ignore = () => undefined;
  return {
    matches,
    media: query,
    onchange: null,
    addListener: ignore,
    removeListener: ignore,
    addEventListener: ignore,
    removeEventListener: ignore,
    dispatchEvent: () => false,
  } as MediaQueryList;
}
