import type { Language } from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import { translate } from '../../messages.ts';
import { AppError } from '../../platform/errors.ts';
import type { LeaseTiming } from '../../platform/jobs/job-lease.ts';
import type { Job, JobOptions, LeasedJob } from '../../platform/jobs/job-queue.ts';
import { mailKey, open, UnreadableSecret } from '../../platform/sealed-secrets.ts';
import * as repo from './mail.repository.ts';
import { smtpSettingsOf } from './mail.service.ts';
import { type MailJob, mailQueue, mailRuntimeOf } from './mail-notify.service.ts';
import { logPurpose } from './mail-secrets.ts';
import { describeFailure, type SendAnswer, sendMail } from './mail-transport.ts';

const langOf = (lang: string | undefined): Language => (lang === 'en' ? 'en' : 'zh-chs');

/**
 * One attempt at one mail (a job per mail log row). Exactly once, as far as it can be known:
 * 1. The row is claimed (`sending`, attempt counted) and committed before the server is contacted; a job of a row
 *    that is not queued or retrying sends nothing (a duplicate job, a mail already sent or given up).
 * 2. The mail goes out with the row's Message-ID, the same on every attempt.
 * 3. Accepted → `sent` with the server's reply. Refused for now (4xx) or not reached → `retrying` and the job
 *    fails, so pg-boss tries again with back-off; refused for good (5xx) or out of tries → `failed`.
 * A row found `sending` by a later attempt belongs to an attempt that never reported (its process died between the
 * server's answer and the commit): it may have been delivered, so it is not sent again but given up as failed with
 * that said (docs/decisions.md "Mail and notifications").
 */
export async function deliverMail(app: FastifyInstance, job: Job<MailJob>): Promise<void> {
  const id = job.data.logId;
  const row = await repo.claimForSending(app.db, id);
  if (!row) {
    const now = await repo.findLogState(app.db, id);
    if (now?.state === 'sending')
      await repo.markOutcomeUnknown(
        app.db,
        id,
        now.attempts,
        translate(langOf(now.lang), 'mail.outcomeUnknown'),
      );
    return;
  }
  const lang = langOf(row.lang);
  const giveUp = (key: 'mail.notConfigured' | 'mail.disabled' | 'mail.passwordUnreadable') =>
    repo.markFailedAttempt(app.db, id, row.attempts, 'failed', translate(lang, key), row.body_sealed);
  let smtp: Awaited<ReturnType<typeof smtpSettingsOf>>;
  let body = row.body ?? '';
  try {
    smtp = await smtpSettingsOf(app.db, app.config, row.org_id);
    if (smtp && row.body_sealed) body = open(await mailKey(app.config), logPurpose(id), body);
  } catch (error) {
    // A secret that does not open with this server's key (restored without it) will not open on a retry either.
    if (error instanceof AppError || error instanceof UnreadableSecret)
      return giveUp('mail.passwordUnreadable');
    // Nothing was sent: the row goes back to retrying, and the job's retry tries again.
    await repo.markFailedAttempt(app.db, id, row.attempts, 'retrying', String(error), false);
    throw error;
  }
  if (!smtp) return giveUp('mail.notConfigured');
  // Turned off after the mail was queued: not sent (the log says so).
  if (!smtp.enabled) return giveUp('mail.disabled');

  let answer: SendAnswer;
  try {
    answer = await sendMail(smtp.settings, {
      to: row.to_address,
      toName: row.to_name,
      subject: row.subject,
      text: body,
      messageId: row.message_id ?? `<mail-${id}@srm.invalid>`,
    });
  } catch (error) {
    const failure = describeFailure(error);
    const lastTry = (job.retryCount ?? 0) >= (job.retryLimit ?? 0);
    if (!failure.transient || lastTry) {
      await repo.markFailedAttempt(app.db, id, row.attempts, 'failed', failure.text, row.body_sealed);
      return;
    }
    await repo.markFailedAttempt(app.db, id, row.attempts, 'retrying', failure.text, false);
    throw new Error(`mail ${id}: ${failure.text}`);
  }
  await repo.markSent(app.db, id, row.attempts, answer.response, row.body_sealed);
}

/** A mail whose process died on its last try: given up, saying whether it may have gone out. */
async function abandonMail(app: FastifyInstance, id: number): Promise<void> {
  const now = await repo.findLogState(app.db, id);
  if (!now) return;
  const lang = langOf(now.lang);
  if (now.state === 'sending')
    await repo.markOutcomeUnknown(app.db, id, now.attempts, translate(lang, 'mail.outcomeUnknown'));
  else await repo.markNotSent(app.db, id, translate(lang, 'mail.interrupted'));
}

/** Gives each queued mail that has no job (its change committed while no worker was ready) its job. */
export async function sendMailsWithoutJob(app: FastifyInstance, olderThanSeconds = 5): Promise<number> {
  const runtime = mailRuntimeOf(app);
  let sent = 0;
  for (const id of await repo.mailsWithoutJob(app.db, olderThanSeconds, 200)) {
    const done = await app.db.transaction().execute(async (trx) => {
      if (!(await repo.lockForJob(trx, id))) return false;
      const jobId = await app.jobs.send<MailJob>(mailQueue, { logId: id }, runtime.retry, trx);
      return repo.setJob(trx, id, jobId);
    });
    if (done) sent++;
  }
  if (sent) app.jobs.notify(mailQueue);
  return sent;
}

export type MailWorkerOptions = {
  pollingIntervalSeconds?: number;
  lease?: Partial<LeaseTiming>;
  /** Retry settings of the jobs queued from now on (tests: seconds instead of minutes). */
  retry?: Partial<JobOptions>;
  /** How often queued mails without a job are looked for (default 30 s). */
  sweepSeconds?: number;
};

/**
 * Starts this process's mail worker (every API process runs one; pg-boss hands each job to one of them). From then
 * on mails are queued with their job in the change's transaction.
 */
export async function startMailWorker(app: FastifyInstance, options: MailWorkerOptions = {}): Promise<void> {
  const runtime = mailRuntimeOf(app);
  if (options.retry) runtime.retry = { ...runtime.retry, ...options.retry };
  await app.jobs.work<MailJob>(mailQueue, (job: LeasedJob<MailJob>) => deliverMail(app, job), {
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    // Sending mostly waits on the mail server: four at once per process.
    concurrency: 4,
    ...(options.lease ? { lease: options.lease } : {}),
    onAbandoned: (job: Job<MailJob>) => abandonMail(app, job.data.logId),
  });
  runtime.ready = true;
  const sweep = () =>
    void sendMailsWithoutJob(app).catch((err: unknown) => app.log.error({ err }, 'mail sweep failed'));
  if (runtime.sweep) clearInterval(runtime.sweep);
  runtime.sweep = setInterval(sweep, (options.sweepSeconds ?? 30) * 1000);
  runtime.sweep.unref();
  sweep();
}
