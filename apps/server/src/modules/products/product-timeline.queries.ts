import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { executeNamed } from '../../db/prepared';

/**
 * A parcel's history, read from the money and load trail (audit_log) in one statement: its own
 * rows (received, loaded, moved, taken off, arrived, missing, deleted, restored) and the
 * departures of the trips it was on when they left. Each with the branch, vehicle and person:
 * a step that names its branch (`at_branch_id`: a failed attempt, a return) at that one.
 */
export type TimelineRow = {
  at: string;
  action: string;
  branch_id: number | null;
  branch_code: string | null;
  branch_name: string | null;
  car_id: number | null;
  number_car: string | null;
  by_id: number | null;
  by_name: string | null;
  /** The handover of a `deliver` or `undeliver` step, for its slip. */
  delivery_id: number | null;
  delivery_number: string | null;
};

export async function timelineOf(db: Executor, productId: number): Promise<TimelineRow[]> {
  return executeNamed<TimelineRow>(
    db,
    'product_timeline',
    sql`
    with events as (
      select a.at, a.action, a.actor_id,
        coalesce((a.after ->> 'trip_id')::int, (a.before ->> 'trip_id')::int) as trip_id,
        coalesce((a.after ->> 'delivery_id')::int, (a.before ->> 'delivery_id')::int)
          as delivery_id,
        coalesce(a.after ->> 'number', a.before ->> 'number') as delivery_number,
        (a.after ->> 'at_branch_id')::int as at_branch_id
      from audit_log a
      where a.entity = 'product' and a.entity_id = ${productId}
        and a.action in ('create', 'load', 'move', 'archive', 'arrive', 'missing', 'written_off',
          'extra_accepted', 'delete', 'restore', 'deliver', 'undeliver', 'delivery_failed', 'return')
      union all
      select d.at, 'depart', d.actor_id, t.id, null, null, null
      from trip_items ti
      join trips t on t.id = ti.trip_id
      join audit_log d on d.entity = 'trip' and d.entity_id = t.id and d.action = 'depart'
      where ti.product_id = ${productId} and ti.added_at <= d.at
        and (ti.removed_at is null or ti.removed_at > d.at)
    )
    select to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, e.action,
      b.id as branch_id, b.code as branch_code, b.name as branch_name,
      c.id as car_id, c.number_car, u.id as by_id, u.fullname as by_name,
      e.delivery_id, e.delivery_number
    from events e
    join products p on p.id = ${productId}
    left join trips t on t.id = e.trip_id
    left join cars c on c.id = t.car_id
    left join deliveries dl on dl.id = e.delivery_id
    left join branches b on b.id = case
      when e.at_branch_id is not null then e.at_branch_id
      when e.delivery_id is not null then dl.branch_id
      when e.action in ('arrive', 'missing', 'written_off', 'extra_accepted') then t.to_branch_id
      when e.trip_id is not null then t.from_branch_id
      else p.origin_branch_id end
    left join users u on u.id = e.actor_id
    order by e.at, e.action
  `,
  );
}
