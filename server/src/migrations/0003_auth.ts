import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Sign-in state that every API process must share (PRODUCT §2: nothing only in memory): server secrets (RSA
 * key pair, token key), captchas, login attempts for lock-out and rate limits, and sessions for logout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table server_secret (
      name        varchar(64) primary key,
      value       text        not null,
      created_at  timestamptz not null default now()
    );

    create table captcha (
      id          uuid primary key,
      answer      varchar(16) not null,
      expires_at  timestamptz not null
    );
    create index captcha_expires on captcha (expires_at);

    create table login_attempt (
      id         bigserial primary key,
      user_name  varchar(64) not null,
      ip         varchar(64) not null,
      success    boolean     not null,
      at         timestamptz not null default now()
    );
    create index login_attempt_user_at on login_attempt (lower(user_name), at);
    create index login_attempt_ip_at on login_attempt (ip, at);

    create table user_session (
      id          uuid primary key,
      user_id     integer     not null references app_user(id) on delete cascade,
      org_id      integer     not null,
      created_at  timestamptz not null default now(),
      expires_at  timestamptz not null,
      revoked_at  timestamptz
    );
    create index user_session_user on user_session (user_id);

    alter table app_user add column failures_reset_at timestamptz;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table app_user drop column failures_reset_at;
     drop table user_session, login_attempt, captcha, server_secret;`,
  );
}
