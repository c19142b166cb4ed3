import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * The screen registry (issue #30) reaches existing installs without a migration per screen: on every start the
 * server installs the catalogue's entries an install has never had, and `menu_catalog_entry` remembers each code
 * installed so that one an administrator deleted is not brought back. Every SCM entry present now counts as
 * installed. The `EventDelivery` button of migration 0024 gives way to the "Undelivered events" screen
 * (`/System/DomainEvent`), whose menu grants the same reading and retry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table menu_catalog_entry (
      menu_kind varchar(16) not null,
      code      varchar(128) not null,
      primary key (menu_kind, code)
    );
    insert into menu_catalog_entry (menu_kind, code) select menu_kind, menu_code from menu where menu_kind = 'SCM';

    delete from role_menu where menu_id in (select id from menu where menu_kind = 'SCM' and menu_code = 'EventDelivery');
    delete from menu where menu_kind = 'SCM' and menu_code = 'EventDelivery';
    delete from menu_catalog_entry where menu_kind = 'SCM' and code = 'EventDelivery';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table menu_catalog_entry;`);
}
