import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { TodoScope } from './home.repository.ts';

export type WeekRow = { week: string; shipped: number; received: number };

/**
 * The last 12 weeks (Monday first, oldest first, this week last) with the scope's delivery and outsourced notes
 * shipped in each (delivery date; in transit or received) and received in each (receipt day).
 */
export async function deliveriesPerWeek(db: Db, scope: TodoScope): Promise<WeekRow[]> {
  const vendor = scope.vendorCode;
  const { rows } = await sql<WeekRow>`
    with weeks as (
      select w::date as week
        from generate_series(date_trunc('week', current_date) - interval '11 weeks',
                             date_trunc('week', current_date), interval '1 week') w
    ), notes as (
      select dn.status, dn.delivery_date, dn.received_at::date as received_day
        from delivery_note dn
       where dn.org_id = ${scope.orgId} and dn.note_kind in ('DN', 'OS') and dn.status in (4, 5)
         and (${vendor}::text is null or dn.vendor_code = ${vendor})
         and (dn.delivery_date >= date_trunc('week', current_date) - interval '11 weeks'
              or dn.received_at >= date_trunc('week', current_date) - interval '11 weeks')
    )
    select to_char(w.week, 'YYYY-MM-DD') as week,
           (select count(*) from notes n where n.delivery_date >= w.week and n.delivery_date < w.week + 7)::int
             as shipped,
           (select count(*) from notes n
             where n.status = 5 and n.received_day >= w.week and n.received_day < w.week + 7)::int as received
      from weeks w
     order by w.week`.execute(db);
  return rows;
}

/** The scope's statements per state, as its statement lists show them (a vendor: once sent). */
export async function statementsPerState(
  db: Db,
  scope: TodoScope,
): Promise<{ state: number; count: number }[]> {
  return db
    .selectFrom('statement as s')
    .select(['s.state', (eb) => eb.fn.countAll<number>().as('count')])
    .where('s.org_id', '=', scope.orgId)
    .$if(scope.vendorCode !== null, (q) =>
      q
        .where('s.vendor_code', '=', scope.vendorCode!)
        .where('s.state', '<>', 1)
        .where(sql<boolean>`(s.state <> 9 or s.sent_at is not null)`),
    )
    .groupBy('s.state')
    .orderBy('s.state')
    .execute()
    .then((rows) => rows.map((r) => ({ state: r.state, count: Number(r.count) })));
}
