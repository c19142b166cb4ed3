import { type Kysely, sql } from 'kysely';

/**
 * Two answers to the security probe of issue #10.
 *
 * `password_nonce`: the single-use nonces an encrypted password is bound to (PRODUCT §9). `Auth/PublicKey` issues
 * one; the client encrypts `nonce:password`; the server deletes the nonce when it decrypts, so a captured ciphertext
 * cannot be sent again. Expired ones are swept by the issuing of new ones.
 *
 * `job_lease`: which attempt of a background job is running and when it last showed life. A worker renews its
 * lease every few seconds; a lease left stale by a process that died (kill -9, power loss) is found by any process's
 * sweep, which fails the job in pg-boss so that it is retried (or recorded as failed) within a minute instead of
 * waiting for pg-boss's own expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table password_nonce (
      nonce      text        primary key,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index password_nonce_expires on password_nonce (expires_at)`.execute(db);
  await sql`
    create table job_lease (
      job_id       uuid        primary key,
      queue        text        not null,
      holder       text        not null,
      heartbeat_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index job_lease_heartbeat on job_lease (heartbeat_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table job_lease`.execute(db);
  await sql`drop table password_nonce`.execute(db);
}
