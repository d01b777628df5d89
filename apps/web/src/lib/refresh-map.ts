import type { ChangeKind } from '@depot/shared/events/events.schema';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The first part of every query key of the web app: what kind of data a screen reads. A feature
 * keys all its queries under its root (`['statements', 'lines', …]`), so that this map can name
 * a screen's data without importing the feature (shared code never imports a feature).
 */
export type QueryRoot =
  | 'products'
  | 'customers'
  | 'cars'
  | 'specifications'
  | 'users'
  | 'session'
  | 'debt'
  | 'statistics'
  | 'dashboard'
  | 'statements'
  | 'receipts'
  | 'reports'
  | 'cash-book'
  | 'cod'
  | 'payments'
  | 'payouts'
  | 'remittances'
  | 'print-views'
  | 'backups'
  | 'branches';

/**
 * The resources of `resourceQueries`: their `[root, 'detail', id]` fills a form once, so a change
 * elsewhere never reads it again under the person typing (a form that saved its own row names
 * that detail itself, see refreshAfter).
 */
export type FormResource = 'products' | 'customers' | 'cars' | 'specifications' | 'users';
const FORM_RESOURCES: ReadonlySet<unknown> = new Set<FormResource>([
  'products',
  'customers',
  'cars',
  'specifications',
  'users',
]);

/** Every screen that shows goods on vehicles: statements, their totals, receipts and prints. */
const ON_VEHICLES = [
  ['statements'],
  ['statistics'],
  ['receipts'],
  ['reports'],
  ['dashboard'],
  ['print-views'],
] as const satisfies readonly (readonly [QueryRoot])[];

/**
 * Every screen that shows money owed or collected: the debt and the customers' debt column, the
 * goods' paid state, everything on vehicles (collected sums, paid flags, stamps), the cash book
 * and the payment receipts.
 */
const MONEY = [
  ['debt'],
  ['customers'],
  ['products'],
  ...ON_VEHICLES,
  ['cash-book'],
  ['payments'],
  ['cod'],
] as const satisfies readonly (readonly [QueryRoot])[];

/** Goods that reach a vehicle or leave one: the goods list (trip, car load), debts, vehicles. */
const LOADING = [['products'], ['debt'], ['customers'], ...ON_VEHICLES] as const;

/**
 * Which queries each kind of change makes stale: the one list every mutation of the app refreshes
 * from (`onSuccess: () => refreshAfter(queryClient, 'goodsPaid')`), so that a screen added to a
 * kind of data is refreshed by every screen that changes it. A key is a prefix: `['debt']` is
 * every debt query. Only the queries on screen are fetched again; the others are marked stale
 * and read anew when a screen shows them.
 */
export const REFRESH_MAP = {
  /** A goods line received (POST /products): the list, and the customer's debt grows. */
  goodsReceived: [['products'], ['customers'], ['debt'], ['dashboard'], ['cod']],
  /** A goods line edited: its name, weight or money show wherever it is, loaded or not. */
  goodsEdited: MONEY,
  /** A goods line deleted; money collected on it becomes the customer's credit. */
  goodsDeleted: MONEY,
  /** Goods loaded on a vehicle (Lên Hàng, or a refused pickup that found them loaded). */
  goodsLoaded: LOADING,
  /** A line taken off a statement or a receipt; the goods stay. */
  goodsUnloaded: LOADING,
  /** Loaded goods moved to another vehicle or date. */
  goodsMoved: LOADING,
  /** Goods or lines marked paid or unpaid, a receipt or a whole statement collected. */
  goodsPaid: MONEY,
  /**
   * Goods handed over to their receiver (Giao hàng) or a handover voided: they leave (or come
   * back to) Hàng chờ giao, and the money taken with it shows everywhere.
   */
  goodsDelivered: MONEY,
  /** A failed handover attempt (Không giao được): the waiting list counts it. */
  deliveryFailed: [['products']],
  /** A statement deleted to the archive (DELETE /trips): its lines leave every vehicle screen. */
  statementArchived: MONEY,
  /** An archived statement restored (superadmin). */
  statementRestored: MONEY,
  /** A payment recorded (Thu tiền). */
  paymentRecorded: MONEY,
  /** A payment voided: its money goes back to owed everywhere, its receipt shows the stamp. */
  paymentVoided: MONEY,
  /**
   * A payout recorded (Lập phiếu chi, Chi trả): the payouts, the cash book, the trips' profit,
   * and what is owed to senders (Đối soát thu hộ, the dashboard's figure).
   */
  payoutRecorded: [['payouts'], ['cash-book'], ['statistics'], ['cod'], ['dashboard']],
  /** A payout voided: it stays listed, struck through, no longer counted. */
  payoutVoided: [['payouts'], ['cash-book'], ['statistics'], ['cod'], ['dashboard']],
  /** Money sent between branches, confirmed or voided: the list, both branches' books. */
  remittanceChanged: [['remittances'], ['cash-book']],
  /** A cash count (Kiểm quỹ) or the opening balance set: the drawer's figures on Sổ quỹ. */
  cashCounted: [['cash-book']],
  /** A customer created, edited or deleted: the pickers, and the name on every screen. */
  customerChanged: [
    ['customers'],
    ['products'],
    ['debt'],
    ...ON_VEHICLES,
    ['cash-book'],
    ['payments'],
  ],
  /** A vehicle created, edited or deleted: the pickers, the car load, plates on vehicle screens and payouts. */
  carChanged: [['cars'], ['products'], ...ON_VEHICLES, ['payouts']],
  /** A specification created, edited or deleted: the goods form's select and the goods list. */
  specificationChanged: [['specifications'], ['products']],
  /** A branch created or edited: the header's switch, the branch selects, names on lists. */
  branchChanged: [['remittances'], ['branches'], ['session'], ['products'], ...ON_VEHICLES],
  /** An account created, edited or deleted: one's own name in the header, the cash book, payouts. */
  userChanged: [['users'], ['session'], ['cash-book'], ['payouts']],
  /** A goods name no longer offered as a suggestion. */
  suggestionRemoved: [['products', 'suggestions']],
  /** A backup made now: the list and the warning every screen shows. */
  backupMade: [['backups']],
  // Keyed by the kinds the server announces (GET /api/events): a kind missing here, or one the
  // server does not know, is a type error.
} as const satisfies Record<ChangeKind, readonly (readonly [QueryRoot, ...unknown[]])[]>;

export type Change = ChangeKind;

function startsWith(key: QueryKey, prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => key[index] === part);
}

/** A `[resource, 'detail', id, …]` key: a form's row, read once when the form opens. */
function isFormDetail(key: QueryKey): boolean {
  return FORM_RESOURCES.has(key[0]) && key[1] === 'detail';
}

/**
 * After a change another tab or clerk made (a live event, docs/decisions/0013-live-screens-several-servers.md): the same queries as
 * refreshAfter, but a fetch in flight is never cancelled. Cancelling it would drop what the
 * person just asked for (the next page of a list, a search), and a failed page would lose its
 * message. A query that was fetching is refreshed once its fetch has succeeded, since that fetch
 * may have started before the change.
 */
export function refreshAfterElsewhere(queryClient: QueryClient, change: Change): Promise<void> {
  const prefixes: readonly (readonly unknown[])[] = REFRESH_MAP[change];
  const named = (key: QueryKey) =>
    !isFormDetail(key) && prefixes.some((prefix) => startsWith(key, prefix));
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ predicate: ({ queryKey }) => named(queryKey) })) {
    if (query.state.fetchStatus !== 'fetching') continue;
    const stop = cache.subscribe((event) => {
      if (event.query !== query) return;
      if (event.type === 'removed') return stop();
      if (query.state.fetchStatus === 'fetching') return;
      stop();
      if (query.state.status === 'success' && !query.state.fetchFailureReason)
        void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    });
  }
  return queryClient.invalidateQueries(
    { predicate: (query) => named(query.queryKey) && query.state.fetchStatus !== 'fetching' },
    { cancelRefetch: false },
  );
}

/**
 * After a change: the queries REFRESH_MAP names for it. `detail` is the key of the form's own row
 * when the form just saved it (its code, status and money trail are shown beside the fields).
 */
export function refreshAfter(
  queryClient: QueryClient,
  change: Change,
  { detail }: { detail?: QueryKey } = {},
): Promise<void> {
  const prefixes: readonly (readonly unknown[])[] = REFRESH_MAP[change];
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      (detail !== undefined && startsWith(queryKey, detail)) ||
      (!isFormDetail(queryKey) && prefixes.some((prefix) => startsWith(queryKey, prefix))),
  });
}

/**
 * After the header's branch switch (docs/domain.md, "Branches"): every list, total and form of
 * the app was read for the branch chosen before, so every query is stale; those on screen are
 * read again at once with the new `X-Branch-Id`, a fetch in flight for the old branch cancelled.
 */
export function refreshEverything(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
