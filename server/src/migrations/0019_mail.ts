import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Mail (issue #14, docs/decisions.md "Mail and notifications"): SMTP settings per organisation, the mail log (one row
 * per mail, also the outbox its job sends from) and each user's opt-outs.
 *
 * - `mail_setting.password_enc`: AES-256-GCM with a key that is not in the database (MAIL_KEY, or
 *   DATA_DIR/keys/mail.key): a dump alone does not give the SMTP password away.
 * - `mail_log`: `state` queued → sending → sent, or → retrying → sending … → failed. `sending` is written (with the
 *   attempt) before the SMTP conversation and is what keeps a retry from sending a mail twice. `job_id` is the
 *   pg-boss job sent in the same transaction as the row (null when the row waits for the worker's sweep).
 *   `body_sealed`: the body is encrypted like the password (a temporary password) and erased once sent or given up.
 * - `mail_preference`: only the choices a user made; a missing row means the category's default (in code).
 * The recipient's language is the one the user last chose in the portal (`user_preference.preferences.language`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table mail_setting (
      org_id        integer      primary key references organization(id) on delete cascade,
      host          varchar(255) not null,
      port          integer      not null check (port between 1 and 65535),
      tls_mode      varchar(8)   not null check (tls_mode in ('none', 'starttls', 'tls')),
      user_name     varchar(255) not null default '',
      password_enc  text,
      from_address  varchar(255) not null,
      from_name     varchar(128) not null default '',
      enabled       boolean      not null default false,
      updated_by    varchar(64)  not null,
      updated_at    timestamptz  not null default now()
    );

    create table mail_log (
      id                 serial       primary key,
      org_id             integer      not null references organization(id) on delete cascade,
      category           varchar(16)  not null
                           check (category in ('note', 'statement', 'announcement', 'password', 'test')),
      recipient_user_id  integer      references app_user(id) on delete set null,
      to_address         varchar(255) not null,
      to_name            varchar(128) not null default '',
      lang               varchar(8)   not null default 'zh-chs',
      subject            varchar(255) not null,
      body               text,
      body_sealed        boolean      not null default false,
      state              varchar(10)  not null default 'queued'
                           check (state in ('queued', 'sending', 'sent', 'retrying', 'failed')),
      attempts           integer      not null default 0,
      last_error         varchar(1000),
      message_id         varchar(255),
      smtp_response      varchar(1000),
      job_id             uuid,
      created_by         varchar(64),
      created_at         timestamptz  not null default now(),
      sent_at            timestamptz,
      updated_at         timestamptz  not null default now()
    );
    create index mail_log_org on mail_log (org_id, id desc);
    create index mail_log_without_job on mail_log (id) where state = 'queued' and job_id is null;

    create table mail_preference (
      user_id     integer     not null references app_user(id) on delete cascade,
      category    varchar(16) not null check (category in ('note', 'statement', 'announcement')),
      enabled     boolean     not null,
      updated_at  timestamptz not null default now(),
      primary key (user_id, category)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table mail_preference, mail_log, mail_setting');
}
