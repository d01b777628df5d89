import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfter, REFRESH_MAP, type Change } from './refresh-map';

/**
 * What each screen reads, as the keys of its api/ files build them (one of each kind). Shared
 * code cannot import the features' key builders, so a key is written out here; the features'
 * root constants are typed against QueryRoot, which keeps the first part of each honest.
 */
const SCREENS = {
  goodsList: [
    ['products', 'list', { paged: 1 }],
    ['products', 'count', {}],
  ],
  pickup: [['products', 'car-load', 4, '2026-11-23']],
  customerList: [['customers', 'list', { paged: 1 }]],
  debt: [
    ['debt', 'list', { paged: 1, limit: 15 }],
    ['debt', 'customer', 9],
    ['debt', 'period', { customer_id: 9, date_from: '2026-11-01', date_to: '2026-11-30' }],
  ],
  statistics: [
    ['statistics', 'receipts', { date_from: '2026-11-23', date_to: '2026-11-23' }],
    ['statistics', 'detail', { customer_id: 9, date_from: '2026-11-23', date_to: '2026-11-23' }],
  ],
  dashboard: [['dashboard', { date_from: '2026-11-01', date_to: '2026-11-30' }]],
  statements: [
    ['statements', 'trips', {}, false],
    ['statements', 'customers', { car_id: 4, date: '2026-11-23', archived: false }],
    ['statements', 'lines', { car_id: 4, date: '2026-11-23', archived: false }],
  ],
  receipts: [
    ['receipts', 'one', { car_id: '4', customer_id: '9', datefrom: '2026-11-23' }],
    ['receipts', 'vehicle', { id: '4', date: '2026-11-23' }],
  ],
  reports: [
    ['reports', 'trips', { date_from: '2026-11-19', date_to: '2026-11-26' }],
    ['reports', 'customers', { car_id: 4, date: '2026-11-23' }],
  ],
  cashBook: [['cash-book', 'list', { date_from: '2026-11-23' }]],
  paymentReceipt: [['payments', 'one', 42]],
  printViews: [['print-views', 'vehicle-statement', { id: 4, date: '2026-11-23' }]],
  vehicles: [
    ['cars', 'all'],
    ['cars', 'of-page', 4],
  ],
  accounts: [['users', 'list', { paged: 1 }]],
  settings: [['settings']],
} satisfies Record<string, QueryKey[]>;
type Screen = keyof typeof SCREENS;

/** Every screen that shows goods on vehicles: a line loaded, moved or archived changes each. */
const VEHICLE_SCREENS: Screen[] = [
  'goodsList',
  'pickup',
  'statistics',
  'dashboard',
  'statements',
  'receipts',
  'reports',
  'printViews',
  'debt',
];
/** Every screen that shows money owed, collected or paid. */
const MONEY_SCREENS: Screen[] = [
  'goodsList',
  'customerList',
  'debt',
  'statistics',
  'dashboard',
  'statements',
  'receipts',
  'reports',
  'cashBook',
  'paymentReceipt',
  'printViews',
];

/** The changes the money and the loading of the depot turn on, and who must see them. */
const MUST_REFRESH: Partial<Record<Change, Screen[]>> = {
  goodsPaid: MONEY_SCREENS,
  paymentRecorded: MONEY_SCREENS,
  paymentVoided: MONEY_SCREENS,
  goodsLoaded: VEHICLE_SCREENS,
  goodsUnloaded: VEHICLE_SCREENS,
  goodsMoved: VEHICLE_SCREENS,
  statementArchived: [...VEHICLE_SCREENS, ...MONEY_SCREENS],
  statementRestored: [...VEHICLE_SCREENS, ...MONEY_SCREENS],
  goodsEdited: [...VEHICLE_SCREENS, ...MONEY_SCREENS],
  goodsDeleted: [...VEHICLE_SCREENS, ...MONEY_SCREENS],
  goodsReceived: ['goodsList', 'customerList', 'debt'],
  carChanged: ['vehicles', 'pickup', 'statements', 'reports', 'printViews'],
  customerChanged: ['customerList', 'goodsList', 'debt', 'statements', 'receipts', 'cashBook'],
};

/** A client holding one query of every key of every screen, none stale yet. */
function clientWithEveryScreen(extra: QueryKey[] = []): QueryClient {
  const client = new QueryClient();
  for (const key of [...Object.values(SCREENS).flat(), ...extra]) client.setQueryData(key, {});
  return client;
}

const isStale = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

describe('the refresh map', () => {
  for (const [change, screens] of Object.entries(MUST_REFRESH) as [Change, Screen[]][]) {
    it(`refreshes every screen that shows ${change}`, async () => {
      const client = clientWithEveryScreen();
      await refreshAfter(client, change);
      for (const screen of screens)
        for (const key of SCREENS[screen])
          expect({ screen, key, stale: isStale(client, key) }).toEqual({
            screen,
            key,
            stale: true,
          });
    });
  }

  it('leaves alone the screens a payment does not touch', async () => {
    const client = clientWithEveryScreen();
    await refreshAfter(client, 'paymentRecorded');
    expect(isStale(client, SCREENS.accounts[0]!)).toBe(false);
    expect(isStale(client, SCREENS.settings[0]!)).toBe(false);
  });

  it('never reads again the row a form was filled from, unless that form saved it', async () => {
    const editing = ['products', 'detail', '42'];
    const trail = ['products', 'detail', '42', 'history'];
    const customer = ['customers', 'detail', '9'];
    const client = clientWithEveryScreen([editing, trail, customer]);
    await refreshAfter(client, 'paymentRecorded');
    expect([editing, trail, customer].map((key) => isStale(client, key))).toEqual([
      false,
      false,
      false,
    ]);
    await refreshAfter(client, 'goodsEdited', { detail: editing });
    expect([editing, trail, customer].map((key) => isStale(client, key))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('refreshes only the suggestions when one is removed', async () => {
    const suggestions = ['products', 'suggestions', 9, 'gạo'];
    const client = clientWithEveryScreen([suggestions]);
    await refreshAfter(client, 'suggestionRemoved');
    expect(isStale(client, suggestions)).toBe(true);
    expect(isStale(client, SCREENS.goodsList[0]!)).toBe(false);
  });

  it('names at least one query for every kind of change', () => {
    for (const keys of Object.values(REFRESH_MAP)) expect(keys.length).toBeGreaterThan(0);
  });
});
