import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * A statement's rejection trail (issue #36): what the vendor rejected (the whole statement, or a line as it read
 * then), by whom, why, and what purchasing did about it: `removed` the line, sent it again as it was (`kept`),
 * billed it again at other figures or sent the statement again with other lines or totals (`changed`, with the new
 * amount), or `voided` the statement; null while the statement waits in "rejected". A removed statement line is
 * deleted, so a row keeps its own copy of what the line showed (no foreign key to it). `round` counts the
 * statement's rejections (1, 2, …).
 *
 * `statement.reject_summary` is what the lists show in their reject-reason column: the last rejection's reasons,
 * the statement's and each line's (`DN…/2: short; …`), kept after the statement is sent again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table statement_rejection (
      id                serial primary key,
      org_id            integer       not null references organization(id),
      statement_id      integer       not null references statement(id) on delete cascade,
      round             integer       not null check (round > 0),
      line_id           integer,
      line_kind         varchar(8)    check (line_kind in ('receipt', 'expense')),
      delivery_line_id  integer       references delivery_line(id),
      expense_bill_id   integer       references expense_bill(id),
      line_label        varchar(64),
      part_no           varchar(64),
      qty               numeric(36,10),
      line_count        integer,
      amount_with_tax   numeric(18,2) not null,
      reason            varchar(512)  not null,
      rejected_by       varchar(64)   not null,
      rejected_at       timestamptz   not null,
      outcome           varchar(8)    check (outcome in ('removed', 'kept', 'changed', 'voided')),
      outcome_amount    numeric(18,2),
      outcome_by        varchar(64),
      outcome_at        timestamptz,
      check ((line_id is null) = (line_kind is null)),
      check ((line_id is null) = (line_count is not null)),
      check ((outcome is null) = (outcome_by is null) and (outcome is null) = (outcome_at is null)),
      check ((outcome = 'changed') = (outcome_amount is not null))
    );
    create index statement_rejection_statement on statement_rejection (statement_id, round, id);
    alter table statement add column reject_summary varchar(600);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table statement drop column reject_summary;
    drop table statement_rejection;
  `,
  );
}
