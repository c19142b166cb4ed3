import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Supplier onboarding, master data under approval and compliance documents (issue #34, PRODUCT §13).
 * - `vendor`: the company's master data (legal name, tax id, address, bank account, categories). A vendor changes
 *   it only through `vendor_change` requests; the row keeps the old value until a request is approved.
 * - `vendor_invitation`: a buyer's single-use invitation; only the SHA-256 of its token is kept; it expires.
 * - `vendor_registration`: what the invited company submitted: submitted → reviewed (a buyer checked the company)
 *   → approved (finance checked the bank account: the vendor and its first administrator account are created) or
 *   refused (with a reason) from either. The administrator's password is kept as its argon2id hash only.
 * - `vendor_change`: a vendor's requested change of its contact, address or bank account (one pending per kind);
 *   a bank change is finance's to approve, the others a buyer's.
 * - `document_type` / `vendor_document`: the organisation's compliance document types (mandatory or not) and each
 *   vendor's uploads with their validity, reviewed by a buyer; `reminded_days` is the last expiry reminder sent
 *   (60, 30, 7 or 0 days before `valid_to`).
 * - `delivery_note.vendor_ref` (issue #35): the vendor system's own reference of a pushed note (its ASN number), once
 *   per vendor: a push repeated with it answers the first note instead of creating another.
 * - `organization.block_on_expired_documents`: a vendor missing a valid mandatory document cannot create delivery
 *   notes (off: a warning only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table vendor add column legal_name varchar(200);
    alter table vendor add column tax_id varchar(64);
    alter table vendor add column address varchar(500);
    alter table vendor add column bank_name varchar(128);
    alter table vendor add column bank_account_name varchar(128);
    alter table vendor add column bank_account_no varchar(64);
    alter table vendor add column categories text[] not null default '{}';

    alter table organization add column block_on_expired_documents boolean not null default false;

    create table vendor_invitation (
      id            serial        primary key,
      org_id        integer       not null references organization(id) on delete cascade,
      email         varchar(128)  not null,
      company_name  varchar(200)  not null default '',
      token_hash    varchar(64)   not null unique,
      expires_at    timestamptz   not null,
      used_at       timestamptz,
      revoked_at    timestamptz,
      invited_by    varchar(64)   not null,
      created_at    timestamptz   not null default now()
    );
    create index vendor_invitation_org on vendor_invitation (org_id, id);

    create table vendor_registration (
      id                  serial        primary key,
      org_id              integer       not null references organization(id) on delete cascade,
      invitation_id       integer       not null unique references vendor_invitation(id),
      state               varchar(10)   not null default 'submitted'
                            check (state in ('submitted', 'reviewed', 'approved', 'refused')),
      legal_name          varchar(200)  not null,
      tax_id              varchar(64)   not null,
      address             varchar(500)  not null,
      contact_name        varchar(64)   not null,
      contact_phone       varchar(32)   not null,
      contact_email       varchar(128)  not null,
      bank_name           varchar(128)  not null,
      bank_account_name   varchar(128)  not null,
      bank_account_no     varchar(64)   not null,
      categories          text[]        not null default '{}',
      admin_user_name     varchar(64)   not null,
      admin_password_hash varchar(200)  not null,
      vendor_code         varchar(32),
      role_id             integer       references role(id),
      reviewed_by         varchar(64),
      reviewed_at         timestamptz,
      approved_by         varchar(64),
      approved_at         timestamptz,
      refused_by          varchar(64),
      refused_at          timestamptz,
      refuse_reason       varchar(500),
      version             integer       not null default 1,
      created_at          timestamptz   not null default now(),
      updated_at          timestamptz   not null default now()
    );
    create index vendor_registration_org on vendor_registration (org_id, state);

    create table vendor_change (
      id             serial        primary key,
      org_id         integer       not null,
      vendor_code    varchar(32)   not null,
      kind           varchar(10)   not null check (kind in ('contact', 'address', 'bank')),
      before         jsonb         not null,
      after          jsonb         not null,
      state          varchar(10)   not null default 'pending' check (state in ('pending', 'approved', 'refused')),
      requested_by   varchar(64)   not null,
      requested_at   timestamptz   not null default now(),
      reviewed_by    varchar(64),
      reviewed_at    timestamptz,
      refuse_reason  varchar(500),
      foreign key (org_id, vendor_code) references vendor (org_id, vendor_code) on delete cascade
    );
    create unique index vendor_change_pending on vendor_change (org_id, vendor_code, kind) where state = 'pending';

    create table document_type (
      id          serial        primary key,
      org_id      integer       not null references organization(id) on delete cascade,
      code        varchar(32)   not null,
      name        varchar(100)  not null,
      name_en     varchar(100)  not null default '',
      mandatory   boolean       not null default false,
      enabled     boolean       not null default true,
      created_at  timestamptz   not null default now(),
      unique (org_id, code)
    );

    create table vendor_document (
      id                serial        primary key,
      org_id            integer       not null,
      vendor_code       varchar(32)   not null,
      document_type_id  integer       not null references document_type(id),
      valid_from        date          not null,
      valid_to          date          not null,
      state             varchar(10)   not null default 'submitted'
                          check (state in ('submitted', 'approved', 'rejected')),
      remark            varchar(500),
      reviewed_by       varchar(64),
      reviewed_at       timestamptz,
      reject_reason     varchar(500),
      reminded_days     integer,
      uploaded_by       varchar(64)   not null,
      created_at        timestamptz   not null default now(),
      check (valid_to >= valid_from),
      foreign key (org_id, vendor_code) references vendor (org_id, vendor_code) on delete cascade
    );
    create index vendor_document_vendor on vendor_document (org_id, vendor_code, document_type_id);

    alter table delivery_note add column vendor_ref varchar(64);
    create unique index delivery_note_vendor_ref on delivery_note (org_id, vendor_code, vendor_ref)
      where vendor_ref is not null;

    alter table mail_log drop constraint mail_log_category_check;
    alter table mail_log add constraint mail_log_category_check
      check (category in ('note', 'statement', 'order', 'quality', 'supplier', 'announcement', 'password', 'test',
                          'webhook', 'invitation'));
    alter table mail_preference drop constraint mail_preference_category_check;
    alter table mail_preference add constraint mail_preference_category_check
      check (category in ('note', 'statement', 'order', 'quality', 'supplier', 'announcement'));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from mail_preference where category = 'supplier';
    delete from mail_log where category in ('supplier', 'invitation');
    alter table mail_preference drop constraint mail_preference_category_check;
    alter table mail_preference add constraint mail_preference_category_check
      check (category in ('note', 'statement', 'order', 'quality', 'announcement'));
    alter table mail_log drop constraint mail_log_category_check;
    alter table mail_log add constraint mail_log_category_check
      check (category in ('note', 'statement', 'order', 'quality', 'announcement', 'password', 'test', 'webhook'));
    drop index delivery_note_vendor_ref;
    alter table delivery_note drop column vendor_ref;
    drop table vendor_document;
    drop table document_type;
    drop table vendor_change;
    drop table vendor_registration;
    drop table vendor_invitation;
    alter table organization drop column block_on_expired_documents;
    alter table vendor drop column categories, drop column bank_account_no, drop column bank_account_name,
      drop column bank_name, drop column address, drop column tax_id, drop column legal_name;
  `,
  );
}
