import { randomUUID } from 'node:crypto';
import type { MailCategory } from '@srm/contract';
import { mailCategoryDefaults } from '@srm/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { CataloguedEvent, EventName } from '../../platform/events/event-catalogue.ts';
import type { JobOptions, JobQueue } from '../../platform/jobs/job-queue.ts';
import type { InvitationMailer, TemporaryPasswordMailer } from '../../platform/mail-port.ts';
import { mailKey, seal } from '../../platform/sealed-secrets.ts';
import { organizationNames } from '../organization/index.ts';
import { findSettings, insertLogRows, type NewLogRow, setSealedBody } from './mail.repository.ts';
import { findRecipients, type MailRecipient, mailEnabled, underSavepoint } from './mail-notify.repository.ts';
import { logPurpose } from './mail-secrets.ts';
import { passwordReset, supplierInvitation } from './notifications/direct-mails.ts';
import {
  type MailContext,
  type Notification,
  type NotifyResult,
  nothingQueued,
  type Texts,
} from './notifications/notification.ts';

/**
 * Notifications (PRODUCT §8, issue #14) as mails queued in a transaction: the mail log rows and their pg-boss jobs
 * commit or roll back with it. Nothing here talks to the mail server, so a server that is down delays mail (the job
 * retries with back-off) and never blocks or fails anything else.
 *
 * Mails follow domain events (mail-notify.events.ts subscribes each notification of `notifications/` at start-up;
 * issue #31), queued in the transaction that marks the event's delivery to `mail` done; each notification's file
 * says whom it mails and what. A temporary password and an invitation are no events: the user and onboarding modules
 * reach `mailTemporaryPassword` and `mailInvitation` through `app.mailPort` in their own transactions, and learn at
 * once whether they were mailed. They cannot be turned off.
 * Nothing is queued when the organisation's mail is not set up and enabled, or nobody qualifies.
 */
export const mailQueue = 'mail';
export type MailJob = { logId: number };

export type { NotifyResult };

/** One job attempt per mail tries 11 times over about 8-17 hours (30 s, then doubling, with jitter). */
export const defaultMailRetry: JobOptions = {
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
};

/**
 * What queuing needs beside the transaction: the app's job queue, the key configuration and a logger, one per app.
 * `ready` once the worker has started the queue: before that (or in a process without a worker), mails are logged
 * without a job and the worker's sweep gives them one.
 */
export type MailRuntime = {
  jobs: JobQueue;
  config: Pick<Config, 'mailKey' | 'dataDir'>;
  log: FastifyBaseLogger;
  ready: boolean;
  retry: JobOptions;
  sweep: NodeJS.Timeout | null;
};

/** By the app's job queue: one per app, whichever (encapsulated) plugin instance asks. */
const runtimesByApp = new WeakMap<JobQueue, MailRuntime>();

/** The app's mail runtime, made on first use; dropped when the app closes (mail.routes.ts registers that). */
export function mailRuntimeOf(app: FastifyInstance): MailRuntime {
  let runtime = runtimesByApp.get(app.jobs);
  if (!runtime) {
    runtime = {
      jobs: app.jobs,
      config: app.config,
      log: app.log,
      ready: false,
      retry: { ...defaultMailRetry },
      sweep: null,
    };
    runtimesByApp.set(app.jobs, runtime);
  }
  return runtime;
}

export function dropMailRuntime(app: FastifyInstance): void {
  const runtime = runtimesByApp.get(app.jobs);
  if (!runtime) return;
  if (runtime.sweep) clearInterval(runtime.sweep);
  runtime.ready = false;
  runtimesByApp.delete(app.jobs);
}

/**
 * Queues the mails `notification` sends for `event`, inside `trx`; a failure throws (an event's delivery then rolls
 * back and is retried, and stays visible as failed when its tries run out). Nothing when the organisation's mail is
 * off.
 */
export async function queueNotification<N extends EventName>(
  trx: Db,
  notification: Notification<N>,
  event: CataloguedEvent<N>,
  runtime: MailRuntime,
): Promise<NotifyResult> {
  if (!(await mailEnabled(trx, event.orgId))) return nothingQueued();
  const by = 'by' in event.payload && typeof event.payload.by === 'string' ? event.payload.by : null;
  return notification.mail(await contextOf(trx, event.orgId, by, notification, runtime), event);
}

/** The context a notification's rule works in: recipients by its choice, the cause left out, its mails queued. */
async function contextOf(
  trx: Db,
  orgId: number,
  by: string | null,
  notification: Pick<Notification, 'category' | 'choice'>,
  runtime: MailRuntime,
): Promise<MailContext> {
  const { category, choice } = notification;
  return {
    trx,
    orgId,
    by,
    org: await organizationNames(trx, orgId),
    // Whoever caused the event knows of it: they get no mail about it (a buyer auditing a note, say).
    recipients: async (selector) =>
      (
        await findRecipients(trx, orgId, selector, choice, choice ? mailCategoryDefaults[choice] : true)
      ).filter((r) => choice === null || r.userName.toLowerCase() !== by?.toLowerCase()),
    anyNamedStaff: (names) => anyNamedStaff(trx, orgId, [...names]),
    send: (to, texts) => queueMail(trx, orgId, category, [...to], texts, { by }, runtime),
  };
}

/**
 * The user module's port (`app.mailPort.temporaryPassword`): the password mailed in `trx`, sealed until sent; the
 * address it goes to, or null (mail off, no address: the caller shows the password instead).
 */
export const mailTemporaryPassword =
  (runtime: MailRuntime): TemporaryPasswordMailer =>
  async (trx, reset) => {
    try {
      if (!(await mailEnabled(trx, reset.orgId))) return null;
      const result = await underSavepoint(trx, async () => {
        const [user] = await findRecipients(trx, reset.orgId, { userIds: [reset.userId] }, null, true);
        if (!user) return nothingQueued();
        const org = await organizationNames(trx, reset.orgId);
        const texts = passwordReset({ userName: user.userName, password: reset.password }, org);
        return queueMail(
          trx,
          reset.orgId,
          'password',
          [user],
          texts,
          { by: reset.by, sealed: true },
          runtime,
        );
      });
      return result.queued > 0 ? (result.to[0] ?? null) : null;
    } catch (error) {
      // A failure here (a bug, not the mail server) is undone on its own savepoint: the reset goes through, shown.
      runtime.log.error({ err: error, userId: reset.userId }, 'temporary password mail not queued');
      return null;
    }
  };

/**
 * The onboarding module's port (`app.mailPort.invitation`): the invitation mailed, sealed until sent, in both
 * languages (the company has no language chosen yet); null when the organisation's mail is off.
 */
export const mailInvitation =
  (runtime: MailRuntime): InvitationMailer =>
  async (trx, invitation) => {
    if (!(await mailEnabled(trx, invitation.orgId))) return null;
    const org = await organizationNames(trx, invitation.orgId);
    const to: MailRecipient = {
      userId: null,
      userName: invitation.email,
      email: invitation.email,
      name: invitation.companyName || invitation.email,
      lang: 'zh-chs',
    };
    const texts = supplierInvitation(invitation, org);
    const result = await queueMail(
      trx,
      invitation.orgId,
      'invitation',
      [to],
      texts,
      { by: invitation.by, sealed: true },
      runtime,
    );
    return result.queued > 0 ? invitation.email : null;
  };

/** Whether any of `names` is an enabled staff user of the organisation with an address (opted out or not). */
async function anyNamedStaff(trx: Db, orgId: number, names: string[]): Promise<boolean> {
  if (names.length === 0) return false;
  return (await findRecipients(trx, orgId, { staffNames: names }, null, true)).length > 0;
}

/**
 * Writes one mail log row per recipient (subject and body in the recipient's language) and sends each its job, in
 * `trx`. `sealed`: the body is stored encrypted (a temporary password) and erased once sent or given up.
 */
export async function queueMail(
  trx: Db,
  orgId: number,
  category: MailCategory,
  recipients: MailRecipient[],
  texts: Texts,
  options: { by: string | null; sealed?: boolean },
  runtime: MailRuntime,
): Promise<NotifyResult> {
  if (recipients.length === 0) return { queued: 0, to: [] };
  const sealed = options.sealed === true;
  const settings = await findSettings(trx, orgId);
  const domain = settings?.from_address.split('@')[1]?.toLowerCase() || 'srm.invalid';
  const withJob = runtime.ready;
  const rows: NewLogRow[] = recipients.map((r) => {
    const text = texts[r.lang];
    return {
      org_id: orgId,
      category,
      recipient_user_id: r.userId,
      to_address: r.email,
      to_name: r.name,
      lang: r.lang,
      subject: text.subject.slice(0, 255),
      body: sealed ? null : text.body,
      body_sealed: sealed,
      message_id: `<${randomUUID()}@${domain}>`,
      job_id: withJob ? randomUUID() : null,
      created_by: options.by,
    };
  });
  const ids = await insertLogRows(trx, rows);
  if (sealed) {
    const key = await mailKey(runtime.config);
    for (const [i, id] of ids.entries())
      await setSealedBody(trx, id, seal(key, logPurpose(id), texts[recipients[i]!.lang].body));
  }
  if (withJob) {
    for (const [i, id] of ids.entries())
      await runtime.jobs.send<MailJob>(
        mailQueue,
        { logId: id },
        { ...runtime.retry, id: rows[i]!.job_id! },
        trx,
      );
  }
  return { queued: ids.length, to: recipients.map((r) => r.email) };
}
