import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Undelivered domain events for administrators (issue #31): the `EventDelivery` button key lets a role read the
 * deliveries that failed or still wait and retry a failed one (installs that hold the built-in menus get it here;
 * fresh installs from the catalogue). The administrators' list reads the deliveries not yet delivered, a small part
 * of the table: a partial index on them replaces the one on failed deliveries alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index event_delivery_failed;
    create index event_delivery_undelivered on event_delivery (event_id) where state <> 'delivered';

    insert into menu (menu_code, menu_name, menu_en, menu_type, menu_kind, ord_idx)
    select 'EventDelivery', '事件投递', 'Event deliveries', 'button', 'SCM',
           coalesce((select max(ord_idx) from menu where menu_kind = 'SCM' and menu_type = 'button'), 0) + 1
    where exists (select 1 from menu where menu_kind = 'SCM')
      and not exists (select 1 from menu where menu_kind = 'SCM' and menu_code = 'EventDelivery');
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from role_menu where menu_id in (select id from menu where menu_kind = 'SCM' and menu_code = 'EventDelivery');
    delete from menu where menu_kind = 'SCM' and menu_code = 'EventDelivery';
    drop index event_delivery_undelivered;
    create index event_delivery_failed on event_delivery (event_id) where state = 'failed';
  `,
  );
}
