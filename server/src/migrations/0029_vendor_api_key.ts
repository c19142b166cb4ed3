import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Vendor API keys (issue #35 item 4, PRODUCT §11): a key of `integration_key` with a vendor code is a vendor's own
 * key, created by its administrator (button VendorApiKey), scoped to that vendor's rows of the key's organisation
 * (scopes `vendor.notes`, `vendor.orders`); the organisation's ERP/WMS keys keep a null vendor code. A vendor key
 * never passes an organisation scope and an organisation key never a vendor scope (platform/auth.ts). The vendor
 * code refers to the vendor of the key's organisation: a deleted vendor takes its keys with it.
 * `last_used_at`: when the key last called (kept to the minute), for the key lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table integration_key add column vendor_code varchar(32);
    alter table integration_key add column last_used_at timestamptz;
    alter table integration_key
      add constraint integration_key_vendor_fk foreign key (org_id, vendor_code)
      references vendor (org_id, vendor_code) on delete cascade;
    create index integration_key_vendor on integration_key (org_id, vendor_code) where vendor_code is not null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from integration_key where vendor_code is not null;
    drop index integration_key_vendor;
    alter table integration_key drop constraint integration_key_vendor_fk;
    alter table integration_key drop column last_used_at;
    alter table integration_key drop column vendor_code;
  `,
  );
}
