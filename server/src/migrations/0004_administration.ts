import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Administration of accounts, roles and menus (issue #3): the database keeps what the screens promise even
 * under concurrent saves — one menu per link address, side-table rows only for vendors and parts that exist —
 * and the lookups of the administration lists have their indexes. Installs that already hold the built-in menus
 * get the `AuditLog` button key (fresh installs get it from the catalogue).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create unique index menu_link_uq on menu (menu_kind, link_url) where menu_type = 'menu' and link_url is not null;

    alter table over_delivery_part
      add constraint over_delivery_part_vendor_fk foreign key (org_id, vendor_code) references vendor (org_id, vendor_code);
    alter table over_delivery_part
      add constraint over_delivery_part_part_fk foreign key (org_id, part_no) references part (org_id, part_no);
    alter table vendor_spare
      add constraint vendor_spare_vendor_fk foreign key (org_id, vendor_code) references vendor (org_id, vendor_code);
    alter table vendor_spare
      add constraint vendor_spare_part_fk foreign key (org_id, part_no) references part (org_id, part_no);

    create index user_organization_org on user_organization (org_id);
    create index app_user_role on app_user (role_id);
    create index audit_log_entity on audit_log (org_id, entity, entity_id);

    insert into menu (menu_code, menu_name, menu_en, menu_type, menu_kind, ord_idx)
    select 'AuditLog', '审计日志', 'Audit log', 'button', 'SCM',
           coalesce((select max(ord_idx) from menu where menu_kind = 'SCM' and menu_type = 'button'), 0) + 1
    where exists (select 1 from menu where menu_kind = 'SCM')
      and not exists (select 1 from menu where menu_kind = 'SCM' and menu_code = 'AuditLog');
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from role_menu where menu_id in (select id from menu where menu_kind = 'SCM' and menu_code = 'AuditLog');
    delete from menu where menu_kind = 'SCM' and menu_code = 'AuditLog';
    drop index audit_log_entity;
    drop index app_user_role;
    drop index user_organization_org;
    alter table vendor_spare drop constraint vendor_spare_part_fk;
    alter table vendor_spare drop constraint vendor_spare_vendor_fk;
    alter table over_delivery_part drop constraint over_delivery_part_part_fk;
    alter table over_delivery_part drop constraint over_delivery_part_vendor_fk;
    drop index menu_link_uq;
  `,
  );
}
