import type { MailCategory, MailChoiceCategory, MailState, MailTlsMode } from '@srm/contract';
import { sql } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';

/** All SQL of mail settings, the mail log and mail preferences. Every function takes its organisation or user. */

export type SettingsRow = {
  org_id: number;
  host: string;
  port: number;
  tls_mode: MailTlsMode;
  user_name: string;
  password_enc: string | null;
  from_address: string;
  from_name: string;
  enabled: boolean;
  updated_by: string;
  updated_at: Date;
};

export async function findSettings(db: Db, orgId: number): Promise<SettingsRow | undefined> {
  return db.selectFrom('mail_setting').selectAll().where('org_id', '=', orgId).executeTakeFirst();
}

export async function saveSettings(db: Db, row: Omit<SettingsRow, 'updated_at'>): Promise<void> {
  const { org_id: _org, ...set } = row;
  await db
    .insertInto('mail_setting')
    .values(row)
    .onConflict((oc) => oc.column('org_id').doUpdateSet({ ...set, updated_at: sql<Date>`now()` }))
    .execute();
}

export type NewLogRow = {
  org_id: number;
  category: MailCategory;
  recipient_user_id: number | null;
  to_address: string;
  to_name: string;
  lang: string;
  subject: string;
  body: string | null;
  body_sealed: boolean;
  message_id: string;
  job_id: string | null;
  created_by: string | null;
  state?: MailState;
  attempts?: number;
};

export async function insertLogRows(db: Db, rows: NewLogRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('mail_log').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
}

export async function setSealedBody(db: Db, id: number, body: string): Promise<void> {
  await db.updateTable('mail_log').set({ body }).where('id', '=', id).execute();
}

/** What an attempt needs of its row. */
export type ClaimedRow = {
  id: number;
  org_id: number;
  category: MailCategory;
  to_address: string;
  to_name: string;
  subject: string;
  body: string | null;
  body_sealed: boolean;
  message_id: string | null;
  attempts: number;
  lang: string;
};

/**
 * Takes a queued or retrying mail for an attempt: `sending`, the attempt counted, committed before the SMTP
 * conversation starts. Undefined when the row is in any other state (sent, failed, or `sending` by an attempt that
 * did not finish): the caller then sends nothing.
 */
export async function claimForSending(db: Db, id: number): Promise<ClaimedRow | undefined> {
  return db
    .updateTable('mail_log')
    .set({ state: 'sending', attempts: sql<number>`attempts + 1`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'retrying'])
    .returning([
      'id',
      'org_id',
      'category',
      'to_address',
      'to_name',
      'subject',
      'body',
      'body_sealed',
      'message_id',
      'attempts',
      'lang',
    ])
    .executeTakeFirst();
}

export async function findLogState(
  db: Db,
  id: number,
): Promise<{ state: MailState; attempts: number; lang: string } | undefined> {
  return db
    .selectFrom('mail_log')
    .select(['state', 'attempts', 'lang'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The attempt's mail was accepted. Wins over an `unknown` verdict another attempt wrote meanwhile (same attempt). */
export async function markSent(
  db: Db,
  id: number,
  attempt: number,
  response: string,
  eraseBody: boolean,
): Promise<void> {
  await db
    .updateTable('mail_log')
    .set({
      state: 'sent',
      smtp_response: response.slice(0, 1000),
      last_error: null,
      sent_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
      ...(eraseBody ? { body: null } : {}),
    })
    .where('id', '=', id)
    .where('attempts', '=', attempt)
    .execute();
}

/** The attempt failed; `retrying` (another attempt follows) or `failed` (given up). */
export async function markFailedAttempt(
  db: Db,
  id: number,
  attempt: number,
  state: 'retrying' | 'failed',
  error: string,
  eraseBody: boolean,
): Promise<void> {
  await db
    .updateTable('mail_log')
    .set({
      state,
      last_error: error.slice(0, 1000),
      updated_at: sql<Date>`now()`,
      ...(eraseBody ? { body: null } : {}),
    })
    .where('id', '=', id)
    .where('attempts', '=', attempt)
    .where('state', '=', 'sending')
    .execute();
}

/**
 * Gives up a mail whose last attempt claimed it and never reported (its process died, or it lost its job): failed,
 * not sent again, since the server may have accepted it. False when the row is no longer in that state.
 */
export async function markOutcomeUnknown(
  db: Db,
  id: number,
  attempt: number,
  error: string,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_log')
    .set({ state: 'failed', last_error: error.slice(0, 1000), body: null, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('attempts', '=', attempt)
    .where('state', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Given up before any attempt (no settings, mail turned off): failed, with the reason. */
export async function markNotSent(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable('mail_log')
    .set({ state: 'failed', last_error: error.slice(0, 1000), body: null, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'retrying'])
    .execute();
}

/** Queued mails that have no job (their transaction could not send one) and are older than `seconds`. */
export async function mailsWithoutJob(db: Db, seconds: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_log')
    .select('id')
    .where('state', '=', 'queued')
    .where('job_id', 'is', null)
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Gives a queued mail its job, unless another process did first (then false). */
export async function setJob(db: Db, id: number, jobId: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_log')
    .set({ job_id: jobId })
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .where('job_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function lockForJob(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('mail_log')
    .select('id')
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .where('job_id', 'is', null)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row !== undefined;
}

export async function findPreferences(
  db: Db,
  userId: number,
): Promise<{ category: MailChoiceCategory; enabled: boolean }[]> {
  return db
    .selectFrom('mail_preference')
    .select(['category', 'enabled'])
    .where('user_id', '=', userId)
    .execute() as Promise<{ category: MailChoiceCategory; enabled: boolean }[]>;
}

export async function savePreferences(
  db: Db,
  userId: number,
  items: { category: MailChoiceCategory; enabled: boolean }[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('mail_preference')
    .values(items.map((i) => ({ user_id: userId, category: i.category, enabled: i.enabled })))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'category'])
        .doUpdateSet({ enabled: sql<boolean>`excluded.enabled`, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

/** Log rows of the organisation by id (tests and the job's own checks). */
export async function logRowsOf(db: Db, orgId: number, ids: number[]) {
  return db
    .selectFrom('mail_log')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', anyOf(ids, 'integer'))
    .execute();
}
