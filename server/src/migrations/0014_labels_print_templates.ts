import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Box labels and print templates (PRODUCT §6, issue #12).
 * - `inner_label`: one box of an audited note line (source `note`) or of a manual-coding batch (source `manual`).
 *   Label numbers are unique per organisation; the print count and the outer box decide whether a note may still
 *   be un-audited.
 * - `outer_box`: packs inner labels of one note or one batch; its number is an SSCC-18 built from the organisation's
 *   GS1 company prefix (`organization.gs1_company_prefix`) and a serial of `label_counter`.
 * - `print_template`: pdfme templates per document kind, versioned (a save adds a version; `is_current` marks the
 *   newest of a name), at most one default per kind and organisation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table organization add column gs1_company_prefix varchar(12)
      check (gs1_company_prefix ~ '^[0-9]{6,12}$');

    create table label_counter (
      org_id      integer     not null references organization(id),
      counter     varchar(32) not null,
      last_value  bigint      not null,
      primary key (org_id, counter)
    );

    create table outer_box (
      id           serial primary key,
      org_id       integer      not null references organization(id),
      outer_no     varchar(18)  not null,
      source       varchar(8)   not null check (source in ('note', 'manual')),
      state        varchar(8)   not null default 'open' check (state in ('open', 'voided')),
      note_id      integer      references delivery_note(id),
      batch_no     varchar(32),
      vendor_code  varchar(32)  not null,
      print_count  integer      not null default 0,
      verified_at  timestamptz,
      created_by   varchar(64),
      created_at   timestamptz  not null default now(),
      voided_at    timestamptz,
      unique (org_id, outer_no),
      check ((source = 'note') = (note_id is not null)),
      check ((source = 'manual') = (batch_no is not null))
    );
    create index outer_box_note on outer_box (org_id, note_id);
    create index outer_box_vendor on outer_box (org_id, vendor_code, id);

    create table inner_label (
      id           serial primary key,
      org_id       integer       not null references organization(id),
      label_no     varchar(32)   not null,
      source       varchar(8)    not null check (source in ('note', 'manual')),
      state        varchar(8)    not null default 'active' check (state in ('active', 'voided')),
      note_id      integer       references delivery_note(id),
      line_id      integer       references delivery_line(id),
      batch_no     varchar(32),
      vendor_code  varchar(32)   not null,
      part_no      varchar(64)   not null,
      qty          numeric(18,4) not null check (qty > 0),
      box_seq      integer       not null,
      box_total    integer       not null,
      lot_no       varchar(64),
      date_code    varchar(32),
      print_count  integer       not null default 0,
      outer_id     integer       references outer_box(id),
      verified_at  timestamptz,
      created_by   varchar(64),
      created_at   timestamptz   not null default now(),
      voided_at    timestamptz,
      unique (org_id, label_no),
      check ((source = 'note') = (note_id is not null and line_id is not null)),
      check ((source = 'manual') = (batch_no is not null)),
      check (box_seq between 1 and box_total)
    );
    create index inner_label_note on inner_label (org_id, note_id);
    create index inner_label_outer on inner_label (outer_id) where outer_id is not null;
    create index inner_label_vendor on inner_label (org_id, vendor_code, id);
    create index inner_label_batch on inner_label (org_id, batch_no) where batch_no is not null;

    create table print_template (
      id          serial primary key,
      org_id      integer      not null references organization(id),
      kind        varchar(16)  not null
                  check (kind in ('delivery_note', 'inner_label', 'outer_label', 'statement', 'list')),
      name        varchar(64)  not null,
      version     integer      not null,
      is_current  boolean      not null default true,
      is_default  boolean      not null default false,
      template    jsonb        not null,
      updated_by  varchar(64),
      updated_at  timestamptz  not null default now(),
      unique (org_id, kind, name, version),
      check (is_current or not is_default)
    );
    create unique index print_template_current on print_template (org_id, kind, name) where is_current;
    create unique index print_template_default on print_template (org_id, kind) where is_default;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table print_template;
    drop table inner_label;
    drop table outer_box;
    drop table label_counter;
    alter table organization drop column gs1_company_prefix;
  `,
  );
}
