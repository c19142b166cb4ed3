import { sql } from 'kysely';
import type { Db } from '../platform/db.ts';

/**
 * Order collaboration in the demo (issue #32): the organisation's order lines in every confirmation state, with the
 * versions that led there, so the vendor's "Order confirmation" and the buyer's "Confirmation review" open on real
 * work. By the line's rank (i mod 20): 6 in 20 accepted, 2 proposed (a split), 1 refused, 2 confirmed (a proposal
 * the buyer confirmed), 1 countered, 1 changed by the ERP after acceptance, the rest new; lines were created one to
 * seven days ago, so waiting hours differ. The demo publishes no events (nothing to mail on a fresh install).
 */
export async function loadDemoConfirmations(db: Db, orgId: number): Promise<void> {
  await sql`
    with ranked as (
      select id, ordered_qty, due_date, unit_price, vendor_code, buyer,
             (row_number() over (order by id) - 1) % 20 as k,
             now() - make_interval(days => ((row_number() over (order by id)) % 7 + 1)::int) as born
      from order_line where org_id = ${orgId}
    )
    update order_line ol set created_at = r.born,
      original_due_date = case when r.k = 12 then r.due_date - 7 else ol.original_due_date end
    from ranked r where r.id = ol.id`.execute(db);

  // Versions: (line, version, action, actor, state, schedule, reason, hours after creation).
  await sql`
    with ranked as (
      select id, org_id, ordered_qty, due_date, unit_price, buyer, created_at,
             (row_number() over (order by id) - 1) % 20 as k
      from order_line where org_id = ${orgId}
    ),
    split as (
      select id, jsonb_build_array(
        jsonb_build_object('DATE', to_char(due_date + 3, 'YYYY-MM-DD'),
                           'QTY', (round(ordered_qty * 0.6, 4))::text),
        jsonb_build_object('DATE', to_char(due_date + 10, 'YYYY-MM-DD'),
                           'QTY', (ordered_qty - round(ordered_qty * 0.6, 4))::text)) as s,
        jsonb_build_array(jsonb_build_object('DATE', to_char(due_date, 'YYYY-MM-DD'), 'QTY', ordered_qty::text)) as whole,
        jsonb_build_array(jsonb_build_object('DATE', to_char(due_date + 5, 'YYYY-MM-DD'), 'QTY', ordered_qty::text)) as later
      from ranked
    ),
    steps(k, version, action, actor, state, kind, reason, hours) as (values
      (0, 1, 'accept', 'vendor', 'accepted', 'whole', null, 6), (1, 1, 'accept', 'vendor', 'accepted', 'whole', null, 20),
      (2, 1, 'accept', 'vendor', 'accepted', 'whole', null, 3), (3, 1, 'accept', 'vendor', 'accepted', 'whole', null, 30),
      (4, 1, 'accept', 'vendor', 'accepted', 'whole', null, 9), (5, 1, 'accept', 'vendor', 'accepted', 'whole', null, 50),
      (6, 1, 'propose', 'vendor', 'proposed', 'split', '产能紧张，分两批交付', 12),
      (7, 1, 'propose', 'vendor', 'proposed', 'later', '原材料到货延迟5天', 26),
      (8, 1, 'refuse', 'vendor', 'refused', 'none', '该物料已停产，请改用替代料号', 8),
      (9, 1, 'propose', 'vendor', 'proposed', 'split', '分两批交付', 10), (9, 2, 'confirm', 'buyer', 'confirmed', 'split', null, 28),
      (10, 1, 'propose', 'vendor', 'proposed', 'later', null, 4), (10, 2, 'confirm', 'buyer', 'confirmed', 'later', null, 7),
      (11, 1, 'propose', 'vendor', 'proposed', 'later', '模具维修', 5), (11, 2, 'counter', 'buyer', 'countered', 'whole', '产线急需，请按原交期', 22),
      (12, 1, 'accept', 'vendor', 'accepted', 'whole', null, 7), (12, 2, 'change', 'erp', 'changed', 'whole', null, 40)
    )
    insert into order_line_version
      (order_line_id, version, org_id, action, actor, state, schedule, reason, ordered_qty, due_date, unit_price, by_user, at)
    select r.id, st.version, r.org_id, st.action, st.actor, st.state,
           case st.kind when 'split' then sp.s when 'later' then sp.later when 'whole' then sp.whole else '[]'::jsonb end,
           st.reason, r.ordered_qty,
           case when st.action = 'change' then r.due_date else (select original_due_date from order_line where id = r.id) end,
           r.unit_price,
           case st.actor when 'vendor' then 'vendor1' when 'buyer' then coalesce(r.buyer, 'buyer') else 'erp' end,
           r.created_at + make_interval(hours => st.hours)
    from ranked r join steps st on st.k = r.k join split sp on sp.id = r.id`.execute(db);

  // Each line takes the state, version and schedule of its last version.
  await sql`
    with last as (
      select distinct on (order_line_id) order_line_id, version, state, schedule, at
      from order_line_version where org_id = ${orgId} order by order_line_id, version desc
    )
    update order_line ol set
      confirm_state = l.state,
      confirm_version = l.version,
      promised_schedule = case when l.state = 'refused' then '[]'::jsonb else l.schedule end,
      promised_date = (select min((e->>'DATE')::date) from jsonb_array_elements(l.schedule) e),
      answered_at = l.at,
      confirm_seq = case when l.state in ('accepted', 'confirmed') then nextval('order_confirmation_seq') end
    from last l where l.order_line_id = ol.id`.execute(db);
}
