import { randomUUID } from 'node:crypto';
import type { Language, MailCategory, MailChoiceCategory } from '@srm/contract';
import { mailCategoryDefaults, screens } from '@srm/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { JobOptions, JobQueue } from '../../platform/jobs/job-queue.ts';
import type { InvitationMailer, TemporaryPasswordMailer } from '../../platform/mail-port.ts';
import { mailKey, seal } from '../../platform/sealed-secrets.ts';
import { findSettings, insertLogRows, type NewLogRow, setSealedBody } from './mail.repository.ts';
import {
  findNcrFacts,
  findNoteFacts,
  findOrderLineFacts,
  findRecipients,
  findShortLines,
  findStatementFacts,
  type MailRecipient,
  mailEnabled,
  type OrderLineFacts,
  organizationNames,
  type Recipient,
  type RecipientSelector,
  underSavepoint,
} from './mail-notify.repository.ts';
import * as templates from './mail-notify.templates.ts';
import { logPurpose } from './mail-secrets.ts';

/**
 * Notifications (PRODUCT §8, issue #14) as mails queued in a transaction: the mail log rows and their pg-boss jobs
 * commit or roll back with it. Nothing here talks to the mail server, so a server that is down delays mail (the job
 * retries with back-off) and never blocks or fails anything else.
 *
 * Mails follow domain events (mail-notify.events.ts subscribes at start-up; issue #31), queued in the transaction
 * that marks the event's delivery to `mail` done:
 * - `note.audited` | `note.shipped` → the note's buyers; `note.received` with a shortage → the vendor's users.
 *   Buyers: staff users named as the buyer on the note's order lines (the ERP's buyer is a portal user name); when
 *   none is, staff whose role holds the note's screen (super administrators left out). A downstream note's buyer is
 *   its receiving vendor's users.
 * - `statement.sent` → the vendor's users; `statement.rejected` → the buyer who created it.
 * - `announcement.published` (visible at once) → its audience (user ids); announcements are opt-in per user.
 * - Order collaboration (issue #32, category `order`), one mail per event and recipient listing its lines as of the
 *   event's version: `order.line.proposed` → the lines' buyers (the ERP's buyer, a portal user name; lines with
 *   none, or naming nobody of the portal, go to staff whose role holds Confirmation review), each buyer the lines
 *   that are theirs; `order.line.countered`, `order.line.changed` (an ERP push re-opened answered lines) and
 *   `order.line.unanswered` (the daily reminder) → the vendor's users. `order.line.confirmed` mails nobody.
 * A temporary password is no event: the user module reaches `mailTemporaryPassword` through `app.mailPort` in its
 * own transaction, and learns at once whether it was mailed. It cannot be turned off.
 * Nothing is queued when the organisation's mail is not set up and enabled, or nobody qualifies.
 */
export const mailQueue = 'mail';
export type MailJob = { logId: number };

export type MailEvent =
  | { kind: 'deliveryNote'; orgId: number; noteId: number; action: string; by?: string }
  | { kind: 'statement'; orgId: number; statementId: number; action: string; by?: string }
  | { kind: 'passwordReset'; orgId: number; userId: number; password: string; by?: string }
  | {
      kind: 'orderLines';
      orgId: number;
      action: templates.OrderLinesAction;
      vendorCode: string;
      /** The event's lines, each at the version it tells of. */
      lines: { orderLineId: number; version: number }[];
      by?: string;
    }
  | { kind: 'ncr'; orgId: number; ncrId: number; action: templates.NcrAction; by?: string }
  | ({ kind: 'supplier'; orgId: number; by?: string } & templates.SupplierMail)
  | {
      kind: 'webhookDisabled';
      orgId: number;
      url: string;
      createdBy: string | null;
      lastError: string | null;
      by?: string;
    }
  | {
      kind: 'announcement';
      orgId: number;
      announcementId: number;
      title: string;
      /** A plain-text line or two; the mail says to read the rest in the portal. */
      summary?: string;
      userIds: number[];
      by?: string;
    };

/** How many mails were queued, and to which addresses. */
export type NotifyResult = { queued: number; to: string[] };

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

const relevant = (event: MailEvent): boolean => {
  if (event.kind === 'deliveryNote') return ['audit', 'ship', 'receive'].includes(event.action);
  if (event.kind === 'statement') return ['send', 'reject'].includes(event.action);
  if (event.kind === 'announcement') return event.userIds.length > 0;
  if (event.kind === 'orderLines') return event.lines.length > 0;
  return true;
};

/**
 * Queues the mails `event` causes, inside `trx`; a failure throws (an event's delivery then rolls back and is
 * retried, and stays visible as failed when its tries run out).
 */
export async function queueNotification(
  trx: Db,
  event: MailEvent,
  runtime: MailRuntime,
): Promise<NotifyResult> {
  if (!relevant(event) || !(await mailEnabled(trx, event.orgId))) return { queued: 0, to: [] };
  return compose(trx, event, runtime);
}

/**
 * As `queueNotification`, but never throws: a failure here (a bug, not the mail server) is logged and undone on its
 * own savepoint, so the caller's change goes through without its mails.
 */
export async function notify(trx: Db, event: MailEvent, runtime: MailRuntime): Promise<NotifyResult> {
  const none: NotifyResult = { queued: 0, to: [] };
  if (!relevant(event)) return none;
  try {
    if (!(await mailEnabled(trx, event.orgId))) return none;
    return await underSavepoint(trx, () => compose(trx, event, runtime));
  } catch (error) {
    runtime.log.error(
      { err: error, event: { ...event, password: undefined } },
      'mail notification not queued',
    );
    return none;
  }
}

const noteScreens = { DN: screens.MaintainDeliveryNote2.path, OS: screens.Outsourced.path } as const;

/**
 * The user module's port (`app.mailPort.temporaryPassword`): the password mailed in `trx`, sealed until sent; the
 * address it goes to, or null (mail off, no address: the caller shows the password instead).
 */
export const mailTemporaryPassword =
  (runtime: MailRuntime): TemporaryPasswordMailer =>
  async (trx, reset) => {
    const result = await notify(trx, { kind: 'passwordReset', ...reset }, runtime);
    return result.queued > 0 ? (result.to[0] ?? null) : null;
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
    const texts = templates.supplierInvitation(invitation, org);
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

async function compose(trx: Db, event: MailEvent, runtime: MailRuntime): Promise<NotifyResult> {
  const none: NotifyResult = { queued: 0, to: [] };
  const org = await organizationNames(trx, event.orgId);
  const by = event.by ?? null;
  // Whoever caused the event knows of it: they get no mail about it (a buyer auditing a note, say).
  const recipients = async (selector: RecipientSelector, category: MailChoiceCategory | null) =>
    (
      await findRecipients(
        trx,
        event.orgId,
        selector,
        category,
        category ? mailCategoryDefaults[category] : true,
      )
    ).filter((r) => category === null || r.userName.toLowerCase() !== by?.toLowerCase());

  if (event.kind === 'deliveryNote') {
    const note = await findNoteFacts(trx, event.orgId, event.noteId);
    if (!note) return none;
    if (event.action === 'receive') {
      const short = await findShortLines(trx, note.id);
      if (short.length === 0) return none;
      const to = await recipients({ vendorCode: note.vendor_code }, 'note');
      return queueMail(
        trx,
        event.orgId,
        'note',
        to,
        templates.noteShortage(note, short, org),
        { by },
        runtime,
      );
    }
    let to: Recipient[];
    if (note.note_kind === 'SUB') {
      to = note.receiver_vendor_code
        ? await recipients({ vendorCode: note.receiver_vendor_code }, 'note')
        : [];
    } else {
      to = note.buyers.length ? await recipients({ staffNames: note.buyers }, 'note') : [];
      // Nobody named (or every named buyer turned notes off: then they chose so, and the fallback stays quiet).
      if (to.length === 0 && !(await anyNamedStaff(trx, event.orgId, note.buyers)))
        to = await recipients({ staffHolding: noteScreens[note.note_kind] }, 'note');
    }
    const texts =
      event.action === 'audit' ? templates.noteAudited(note, org) : templates.noteShipped(note, org);
    return queueMail(trx, event.orgId, 'note', to, texts, { by }, runtime);
  }

  if (event.kind === 'statement') {
    const statement = await findStatementFacts(trx, event.orgId, event.statementId);
    if (!statement) return none;
    if (event.action === 'send') {
      const to = await recipients({ vendorCode: statement.vendor_code }, 'statement');
      return queueMail(
        trx,
        event.orgId,
        'statement',
        to,
        templates.statementSent(statement, org),
        { by },
        runtime,
      );
    }
    const to = await recipients({ staffNames: [statement.created_by] }, 'statement');
    return queueMail(
      trx,
      event.orgId,
      'statement',
      to,
      templates.statementRejected(statement, org),
      { by },
      runtime,
    );
  }

  if (event.kind === 'orderLines') {
    const lines = await findOrderLineFacts(trx, event.orgId, event.lines);
    if (lines.length === 0) return none;
    const mail = (to: Recipient[], these: OrderLineFacts[]) =>
      queueMail(
        trx,
        event.orgId,
        'order',
        to,
        templates.orderLines(event.action, these, org),
        { by },
        runtime,
      );
    if (event.action !== 'propose')
      return mail(await recipients({ vendorCode: event.vendorCode }, 'order'), lines);
    // A proposal: each buyer hears of their own lines; lines of nobody in the portal go to the reviewing staff.
    const byBuyer = new Map<string, OrderLineFacts[]>();
    const unassigned: OrderLineFacts[] = [];
    for (const l of lines) {
      if (!l.buyer) unassigned.push(l);
      else byBuyer.set(l.buyer.toLowerCase(), [...(byBuyer.get(l.buyer.toLowerCase()) ?? []), l]);
    }
    const perUser = new Map<number, { to: Recipient; lines: OrderLineFacts[] }>();
    const add = (to: Recipient[], these: OrderLineFacts[]) => {
      for (const r of to) {
        const kept = perUser.get(r.userId);
        if (kept) kept.lines.push(...these);
        else perUser.set(r.userId, { to: r, lines: [...these] });
      }
    };
    for (const [name, these] of byBuyer) {
      const to = await recipients({ staffNames: [name] }, 'order');
      // A named buyer who turned order mails off chose so: the fallback stays quiet for their lines.
      if (to.length) add(to, these);
      else if (!(await anyNamedStaff(trx, event.orgId, [name]))) unassigned.push(...these);
    }
    if (unassigned.length)
      add(await recipients({ staffHolding: screens.ConfirmationReview.path }, 'order'), unassigned);
    const result: NotifyResult = { queued: 0, to: [] };
    for (const { to, lines: these } of [...perUser.values()].sort((a, b) => a.to.userId - b.to.userId)) {
      const order = new Map(lines.map((l, i) => [l.id, i]));
      const queued = await mail(
        [to],
        [...new Set(these)].sort((a, b) => order.get(a.id)! - order.get(b.id)!),
      );
      result.queued += queued.queued;
      result.to.push(...queued.to);
    }
    return result;
  }

  if (event.kind === 'ncr') {
    const n = await findNcrFacts(trx, event.orgId, event.ncrId);
    if (!n) return none;
    let to: Recipient[];
    if (event.action !== 'answer') to = await recipients({ vendorCode: n.vendor_code }, 'quality');
    else {
      // The answer goes to whoever raised the NCR; nobody of the portal by that name: the staff holding NCRs.
      to = await recipients({ staffNames: [n.created_by] }, 'quality');
      if (to.length === 0 && !(await anyNamedStaff(trx, event.orgId, [n.created_by])))
        to = await recipients({ staffHolding: screens.Ncr.path }, 'quality');
    }
    return queueMail(
      trx,
      event.orgId,
      'quality',
      to,
      templates.ncrMail(event.action, n, org),
      { by },
      runtime,
    );
  }

  if (event.kind === 'supplier') {
    // To the vendor's users (approved, a change decided, a document expiring), else to the staff of the screen.
    const staffScreen: Record<templates.SupplierMail['action'], string | null> = {
      registered: screens.VendorRegistrations.path,
      approved: null,
      changeRequested: screens.VendorChanges.path,
      changeApproved: null,
      changeRefused: null,
      documentSubmitted: screens.VendorDocuments.path,
      documentExpiring: null,
    };
    const screen = staffScreen[event.action];
    const to = screen
      ? await recipients({ staffHolding: screen }, 'supplier')
      : event.vendorCode
        ? await recipients({ vendorCode: event.vendorCode }, 'supplier')
        : [];
    return queueMail(trx, event.orgId, 'supplier', to, templates.supplierMail(event, org), { by }, runtime);
  }

  if (event.kind === 'webhookDisabled') {
    // The endpoint's administrators: whoever registered it, and the staff whose role holds the endpoints' screen.
    const creator = event.createdBy ? await recipients({ userNames: [event.createdBy] }, null) : [];
    const staff = await recipients({ staffHolding: screens.WebhookEndpoints.path }, null);
    const to = [...new Map([...creator, ...staff].map((r) => [r.userId, r])).values()];
    const texts = templates.webhookDisabled(event, org);
    return queueMail(trx, event.orgId, 'webhook', to, texts, { by }, runtime);
  }

  if (event.kind === 'passwordReset') {
    const to = await recipients({ userIds: [event.userId] }, null);
    const user = to[0];
    if (!user) return none;
    const texts = templates.passwordReset({ userName: user.userName, password: event.password }, org);
    return queueMail(trx, event.orgId, 'password', [user], texts, { by, sealed: true }, runtime);
  }

  const to = await recipients({ userIds: event.userIds }, 'announcement');
  const texts = templates.announcementPublished(event, org);
  return queueMail(trx, event.orgId, 'announcement', to, texts, { by }, runtime);
}

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
  texts: Record<Language, templates.MailText>,
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
