import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Dispute threads (issue #13): buyer and vendor exchange messages on a statement (about the statement or one of its
 * lines) or on an expense bill; each message may carry attachments (owner kind `dispute`). Messages are never edited
 * or deleted: the thread is part of the document's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table dispute_message (
      id             serial primary key,
      org_id         integer       not null references organization(id),
      doc_kind       varchar(16)   not null check (doc_kind in ('statement', 'expense-bill')),
      doc_id         integer       not null,
      line_id        integer       references statement_line(id) on delete set null,
      author         varchar(64)   not null,
      author_vendor  varchar(32),
      body           varchar(2000) not null,
      created_at     timestamptz   not null default now()
    );
    create index dispute_message_doc on dispute_message (org_id, doc_kind, doc_id, id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table dispute_message;');
}
