import type { AuditEntry } from '@depot/shared/products/products.schema';
import { formatDate, formatMoney, formatNumber, formatWeight } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { dayjs } from '../../../lib/dayjs';

const t = vi.productsForm.trail;

/** One changed field as a person reads it: `Đơn giá: 10.000 đ → 12.000 đ`. */
export type TrailChange = { field: string; label: string; before?: string; after: string };

/** One row of the money trail, ready to show. */
export type TrailLine = {
  id: number;
  /** DD-MM-YYYY HH:mm in the viewer's time. */
  at: string;
  who: string;
  action: string;
  changes: TrailChange[];
  /** A handover's slip (`Giao hàng`, `Hủy giao hàng`): its id and number. */
  slip?: { id: number; number: string };
};

/** Names the trail cannot know from an id alone (the specifications the form has loaded). */
export type TrailNames = { specification?: (id: number) => string | undefined };

const MONEY = new Set(['price', 'amount', 'debt', 'freight']);
const WEIGHT = new Set(['total_weight']);
const DATES = new Set(['datetime', 'datetime_from']);

/** A stored value in the page's formats: money, kg, dates, yes/no, the price type's name. */
export function formatTrailValue(field: string, value: unknown, names: TrailNames = {}): string {
  if (value === null || value === undefined || value === '') return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') {
    if (MONEY.has(field)) return formatMoney(value);
    if (WEIGHT.has(field)) return formatWeight(value);
    if (field === 'specification_id') return names.specification?.(value) ?? `#${value}`;
    if (field.endsWith('_id')) return `#${value}`;
    return formatNumber(value, 2);
  }
  if (typeof value === 'string') {
    if (DATES.has(field)) return formatDate(value);
    if (field === 'price_type') {
      if (value === 'package') return vi.productsForm.byPackage;
      if (value === 'weight') return vi.productsForm.byWeight;
    }
    // Numbers stored as text (PostgreSQL numeric) read like numbers.
    if (MONEY.has(field) || WEIGHT.has(field)) {
      const n = Number(value);
      if (Number.isFinite(n)) return formatTrailValue(field, n, names);
    }
    return value;
  }
  if (typeof value === 'object' && 'name' in value) return String(value.name);
  return JSON.stringify(value);
}

/** Steps of a handover whose reason is why it failed or was voided, not why a line was edited. */
const HANDOVER_STEPS = new Set(['delivery_failed', 'undeliver']);

/** What a creation or a removal is summed up by: the full row would bury the money. */
const SUMMARY = new Set([
  'code',
  'name',
  'price',
  'quantity',
  'total_weight',
  'amount',
  // Where a load put the goods.
  'number_car',
  'datetime_from',
  // A failed handover's note, a return's freight and the code of its new line.
  'note',
  'freight',
]);

/**
 * An audit row for the page, in the order of the field labels. A change lists the fields that
 * differ as `before → after` (and the amount a payment is about); a creation or a removal, the
 * summary of what the line held.
 */
export function trailLineOf(entry: AuditEntry, names: TrailNames = {}): TrailLine {
  const { before, after } = entry;
  const changes: TrailChange[] = [];
  for (const [field, label] of Object.entries(t.fields)) {
    const value = (v: unknown) => formatTrailValue(field, v, names);
    if (before && after) {
      if (!(field in before) && !(field in after)) continue;
      if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
        changes.push({ field, label, before: value(before[field]), after: value(after[field]) });
      } else if (field === 'amount') {
        changes.push({ field, label, after: value(after[field]) });
      }
      continue;
    }
    const line = after ?? before;
    if (line && field in line && SUMMARY.has(field) && line[field] !== null) {
      changes.push({ field, label, after: value(line[field]) });
    }
  }
  // Why a paid or loaded line was changed (docs/decisions/0001-payments-are-records.md), said
  // after the changes it explains; why a handover failed or was voided.
  if (typeof after?.reason === 'string') {
    const label = HANDOVER_STEPS.has(entry.action) ? t.reason : vi.products.paidEdit.reason;
    changes.push({ field: 'reason', label, after: after.reason });
  }
  return {
    id: entry.id,
    at: dayjs(entry.at).format('DD-MM-YYYY HH:mm'),
    who: entry.actor ? entry.actor.fullname || entry.actor.username : t.system,
    action: t.actions[entry.action] ?? entry.action,
    changes,
    ...slipOf(entry),
  };
}

/** The handover a `deliver` or `undeliver` row names, for the link to its slip. */
function slipOf({ before, after }: AuditEntry): Pick<TrailLine, 'slip'> {
  const record = after && typeof after.delivery_id === 'number' ? after : before;
  if (!record || typeof record.delivery_id !== 'number' || typeof record.number !== 'string')
    return {};
  return { slip: { id: record.delivery_id, number: record.number } };
}
