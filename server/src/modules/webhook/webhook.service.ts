import {
  canDo,
  type Language,
  ruleFor,
  type WebhookDeliveryDetail,
  type WebhookEndpointAction,
  type WebhookEndpointState,
  type WebhookSecretAnswer,
  type webhookAllowlist,
  webhookDeliveryStates,
  webhookDeliveryTransitions,
  type webhookEndpointSave,
  webhookEndpointTransitions,
  webhookEventLabels,
  webhookSecretOverlapHours,
  webhookStaffOnlyEvents,
} from '@srm/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { translate } from '../../messages.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { allOrNone } from '../../platform/bulk.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { NewEvent } from '../../platform/events/domain-events.ts';
import type { EventPublisher } from '../../platform/events/event-catalogue.ts';
import type { JobQueue, LeasedJob } from '../../platform/jobs/job-queue.ts';
import { mailKey, open, seal } from '../../platform/sealed-secrets.ts';
import { writeAudit } from '../audit/index.ts';
import * as repo from './webhook.repository.ts';
import {
  type AddressPolicy,
  AddressRefused,
  allowlistEntryValid,
  type Refusal,
  resolveTarget,
} from './webhook-address.ts';
import { newSecret, send } from './webhook-sender.ts';

/*
 * Signed webhooks (issue #35 item 3, PRODUCT §11; docs/architecture.md "Webhooks"). The `webhook` subscriber of
 * the domain events fans each chosen event out to a message per endpoint, in the event's delivery transaction (so
 * once); each message's attempt is a job of the `webhook` queue. An attempt takes the message (`claim`: order per
 * endpoint and document, one process at a time), sends it outside any transaction, and records the outcome with the
 * next attempt's job in one transaction. Failed attempts are retried after 5 s, 30 s, 2 min, 10 min, 30 min, 1 h,
 * 2 h, 4 h, 8 h and 8 h: the last about 24 hours after the first. A message whose retries ran out on an endpoint
 * that accepted nothing since that message's first attempt disables the endpoint (`webhook.endpoint.disabled`:
 * its administrators are mailed) and ends its other open messages as failed.
 */

export const webhookQueue = 'webhook';
export type WebhookJob = { deliveryId: string; attempt: number };

export type WebhookTiming = {
  /** The wait before each retry, in order; a message fails once they are used up or would end past `windowMs`. */
  retryDelaysMs: number[];
  windowMs: number;
  /** How long an attempt waits for the answer. */
  timeoutMs: number;
};

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
export const defaultWebhookTiming: WebhookTiming = {
  retryDelaysMs: [
    5 * second,
    30 * second,
    2 * minute,
    10 * minute,
    30 * minute,
    hour,
    2 * hour,
    4 * hour,
    8 * hour,
    8 * hour,
  ],
  windowMs: 24 * hour,
  timeoutMs: 15 * second,
};

/** What the module's work needs beside the database: one per app (tests shorten `timing`). */
export type WebhookRuntime = {
  jobs: JobQueue;
  config: { httpLoopback: boolean; mailKey: string | undefined; dataDir: string };
  events: EventPublisher<'webhook'>;
  log: FastifyBaseLogger;
  timing: WebhookTiming;
};

const runtimes = new WeakMap<JobQueue, WebhookRuntime>();

export function webhookRuntimeOf(app: FastifyInstance, events: EventPublisher<'webhook'>): WebhookRuntime {
  let runtime = runtimes.get(app.jobs);
  if (!runtime) {
    runtime = {
      jobs: app.jobs,
      config: {
        httpLoopback: app.config.webhookHttpLoopback,
        mailKey: app.config.mailKey,
        dataDir: app.config.dataDir,
      },
      events,
      log: app.log,
      timing: { ...defaultWebhookTiming },
    };
    runtimes.set(app.jobs, runtime);
  }
  return runtime;
}

/** The job options of an attempt: its own tries are for a process that dies mid-attempt, not for HTTP failures. */
const attemptJob = { retryLimit: 3, retryDelay: 60, expireInSeconds: 10 * 60 };

const purpose = (endpointId: number) => `webhook_endpoint:${endpointId}`;
const ownerOf = (auth: AuthContext): repo.Owner => ({ orgId: auth.orgId, vendorCode: auth.vendorCode });

async function policyOf(db: Db, runtime: WebhookRuntime, orgId: number): Promise<AddressPolicy> {
  return { allowlist: await repo.findAllowlist(db, orgId), httpLoopback: runtime.config.httpLoopback };
}

/** A refusal's sentence: the URL or the host (with the addresses refused) it is about. */
const say = (lang: Language, r: Refusal) =>
  translate(lang, `webhook.${r.reason}`, { url: r.detail, host: r.detail });

/**
 * The address checked at save: refused, a 400 naming every reason at once (issue #45 item 8), each also in
 * `data.REASONS` for the dialog to list; a host that does not resolve yet is kept.
 */
async function checkUrl(
  db: Db,
  runtime: WebhookRuntime,
  orgId: number,
  url: string,
  lang: Language,
): Promise<void> {
  try {
    await resolveTarget(url, await policyOf(db, runtime, orgId));
  } catch (error) {
    if (!(error instanceof AddressRefused)) throw error;
    const reasons = error.reasons.filter((r) => r.reason !== 'hostUnknown');
    const [only] = reasons;
    if (!only) return;
    if (reasons.length === 1)
      throw new AppError(400, `webhook.${only.reason}`, { url: only.detail, host: only.detail });
    const sentences = reasons.map((r) => say(lang, r));
    throw new AppError(
      400,
      'webhook.refusedAll',
      {
        count: sentences.length,
        reasons: sentences
          .map((text, i) => translate(lang, 'webhook.refusedItem', { n: i + 1, text }))
          .join(' '),
      },
      { REASONS: sentences },
    );
  }
}

/** A vendor's endpoint takes only its own vendor's events: those of no vendor yet are the organisation's. */
function checkEvents(auth: AuthContext, events: readonly string[], lang: Language): void {
  if (!auth.vendorCode) return;
  const staffOnly = webhookStaffOnlyEvents.filter((e) => events.includes(e));
  if (staffOnly.length > 0)
    throw new AppError(400, 'webhook.staffOnlyEvents', {
      events: staffOnly.map((e) => webhookEventLabels[e][lang]).join(lang === 'en' ? ', ' : '、'),
    });
}

type SaveInput = z.output<typeof webhookEndpointSave>;

/**
 * `WebhookEndpoint/Save`: a new endpoint (its secret answered this once) or a change of the caller's endpoint (no
 * secret). A vendor user's endpoint is its vendor's. Audited (never the secret).
 */
export async function saveEndpoint(
  db: Db,
  runtime: WebhookRuntime,
  auth: AuthContext,
  input: SaveInput,
  lang: Language,
): Promise<{ Id: number; Secret: string | null }> {
  checkEvents(auth, input.EVENTS, lang);
  await checkUrl(db, runtime, auth.orgId, input.URL, lang);
  const values = { url: input.URL, description: input.DESCRIPTION, events: input.EVENTS };
  if (input.ID === undefined) {
    const secret = newSecret();
    const key = await mailKey(runtime.config);
    return inTransaction(db, async (trx) => {
      const id = await repo.insertEndpoint(trx, {
        ...values,
        org_id: auth.orgId,
        vendor_code: auth.vendorCode,
        created_by: auth.userName,
      });
      await repo.updateEndpoint(trx, id, { secret_sealed: seal(key, purpose(id), secret) });
      await writeAudit(trx, auth, {
        action: 'create',
        entity: 'webhookEndpoint',
        entityId: id,
        after: values,
      });
      return { Id: id, Secret: secret };
    });
  }
  const id = input.ID;
  return inTransaction(db, async (trx) => {
    const before = await endpointFor(trx, auth, id, 'edit');
    await repo.updateEndpoint(trx, id, values);
    await writeAudit(trx, auth, {
      action: 'update',
      entity: 'webhookEndpoint',
      entityId: id,
      before: { url: before.url, description: before.description, events: before.events },
      after: values,
    });
    return { Id: id, Secret: null };
  });
}

/** An endpoint's state (contract `webhookEndpointStates`): receiving unless it was disabled. */
const endpointState = (endpoint: repo.EndpointRow): WebhookEndpointState =>
  endpoint.disabled_at === null ? 'enabled' : 'disabled';

/** 409 when `webhookEndpointTransitions` has no rule for `action` from the endpoint's state. */
function refuseFromState(endpoint: repo.EndpointRow, action: WebhookEndpointAction): void {
  if (!ruleFor(webhookEndpointTransitions, action, endpointState(endpoint), 'owner'))
    throw new AppError(409, 'webhook.notNow', { url: endpoint.url });
}

/**
 * The caller's endpoint `id`, locked for `action` (contract `webhookEndpointTransitions`): 404 another owner's or
 * none. Its owner is the only actor of its actions (the screen's permission decides who owns), so no 403 here.
 */
async function endpointFor(
  trx: Db,
  auth: AuthContext,
  id: number,
  action: WebhookEndpointAction,
): Promise<repo.EndpointRow> {
  const endpoint = await repo.lockEndpoint(trx, ownerOf(auth), id);
  if (!endpoint) throw new AppError(404, 'webhook.notFound', { id });
  refuseFromState(endpoint, action);
  return endpoint;
}

/** A refused endpoint of a bulk action by its address (one of another owner or gone: by its id only). */
const endpointLabel = (auth: AuthContext) => async (trx: Db, id: number) =>
  (await repo.lockEndpoint(trx, ownerOf(auth), id))?.url ?? `#${id}`;

/** `WebhookEndpoint/EnableMany` and `DisableMany`: the list's bulk action, all or none (platform/bulk.ts). */
export function setEnabledMany(db: Db, auth: AuthContext, ids: readonly number[], enabled: boolean) {
  return allOrNone(db, ids, (trx, id) => setEnabled(trx, auth, id, enabled), {
    key: enabled ? 'webhook.notAllEnabled' : 'webhook.notAllDisabled',
    labelOf: endpointLabel(auth),
  });
}

/** `WebhookEndpoint/DeleteMany`: several endpoints with their delivery logs, all or none. */
export function deleteEndpoints(db: Db, auth: AuthContext, ids: readonly number[]) {
  return allOrNone(db, ids, (trx, id) => deleteEndpoint(trx, auth, id), {
    key: 'webhook.notAllDeleted',
    labelOf: endpointLabel(auth),
  });
}

/**
 * `WebhookEndpoint/RotateSecret`: a new secret, answered this once. The old one keeps signing beside it (each message
 * carries both signatures) for `webhookSecretOverlapHours`, so the receiver can switch without refusing a message;
 * `revokeOld` (a leaked secret) ends it at once.
 */
export async function rotateSecret(
  db: Db,
  runtime: WebhookRuntime,
  auth: AuthContext,
  request: { id: number; revokeOld: boolean },
): Promise<WebhookSecretAnswer> {
  const { id, revokeOld } = request;
  const secret = newSecret();
  const key = await mailKey(runtime.config);
  return inTransaction(db, async (trx) => {
    await endpointFor(trx, auth, id, 'rotateSecret');
    const until = await repo.rotateEndpointSecret(
      trx,
      id,
      seal(key, purpose(id), secret),
      revokeOld ? null : webhookSecretOverlapHours,
    );
    await writeAudit(trx, auth, {
      action: 'rotateSecret',
      entity: 'webhookEndpoint',
      entityId: id,
      after: { oldSignsUntil: until?.toISOString() ?? null },
    });
    return { Id: id, Secret: secret, OLD_SIGNS_UNTIL: until?.toISOString() ?? null };
  });
}

/**
 * `WebhookEndpoint/Disable` and `Enable`: a disabled endpoint is sent nothing; its open messages end as failed. An
 * endpoint already where the action leads is left as it is, without a refusal (a bulk selection may hold both).
 */
export async function setEnabled(db: Db, auth: AuthContext, id: number, enabled: boolean): Promise<void> {
  const action = enabled ? 'enable' : 'disable';
  await inTransaction(db, async (trx) => {
    const endpoint = await repo.lockEndpoint(trx, ownerOf(auth), id);
    if (!endpoint) throw new AppError(404, 'webhook.notFound', { id });
    if (webhookEndpointTransitions[action].to === endpointState(endpoint)) return;
    refuseFromState(endpoint, action);
    if (enabled)
      await repo.updateEndpoint(trx, id, { disabled_at: null, disabled_reason: null, failing_since: null });
    else {
      await repo.updateEndpoint(trx, id, { disabled_at: new Date(), disabled_reason: 'manual' });
      await repo.failOpenDeliveries(trx, id, 'endpoint disabled');
    }
    await writeAudit(trx, auth, {
      action: enabled ? 'enable' : 'disable',
      entity: 'webhookEndpoint',
      entityId: id,
    });
  });
}

/** `WebhookEndpoint/Delete`: the endpoint and its log. */
export async function deleteEndpoint(db: Db, auth: AuthContext, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const endpoint = await endpointFor(trx, auth, id, 'delete');
    await repo.deleteEndpoint(trx, id);
    await writeAudit(trx, auth, {
      action: 'delete',
      entity: 'webhookEndpoint',
      entityId: id,
      before: { url: endpoint.url, events: endpoint.events },
    });
  });
}

/** The organisation's allowlist: its administrators' (staff), never a vendor user's to change. */
export function allowlistOf(db: Db, auth: AuthContext): Promise<string[]> {
  return repo.findAllowlist(db, auth.orgId);
}

export async function saveAllowlist(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof webhookAllowlist>,
): Promise<string[]> {
  if (auth.vendorCode) throw new AppError(403, 'webhook.allowlistStaffOnly');
  const bad = input.ENTRIES.find((e) => !allowlistEntryValid(e));
  if (bad !== undefined) throw new AppError(400, 'webhook.allowlistEntryInvalid', { entry: bad });
  await inTransaction(db, async (trx) => {
    const before = await repo.findAllowlist(trx, auth.orgId);
    await repo.saveAllowlist(trx, auth.orgId, input.ENTRIES);
    await writeAudit(trx, auth, {
      action: 'update',
      entity: 'webhookAllowlist',
      entityId: auth.orgId,
      before: { entries: before },
      after: { entries: input.ENTRIES },
    });
  });
  return input.ENTRIES;
}

/** The states "Send again" takes a message from (`webhookDeliveryTransitions`: delivered or failed). */
const sendableStates = webhookDeliveryStates.filter((state) =>
  canDo(webhookDeliveryTransitions, 'sendAgain', state, 'owner'),
);

/**
 * `WebhookDelivery/SendAgain`: the caller's messages that may be sent again (`sendableStates`) sent again (same id, a
 * fresh day of retries); the others of the selection are left as they are. 409 when none was taken and some were
 * on a disabled endpoint.
 */
export async function sendAgain(
  db: Db,
  runtime: WebhookRuntime,
  auth: AuthContext,
  ids: number[],
): Promise<{ queued: number }> {
  const taken = await inTransaction(db, async (trx) => {
    const { taken, disabled } = await repo.resetForSending(trx, ownerOf(auth), ids, sendableStates);
    if (taken.length === 0 && disabled > 0) throw new AppError(409, 'webhook.endpointDisabled');
    await runtime.jobs.sendMany<WebhookJob>(
      webhookQueue,
      taken.map((t) => ({ deliveryId: t.id, attempt: t.attempts })),
      attemptJob,
      trx,
    );
    if (taken.length > 0)
      await writeAudit(trx, auth, {
        action: 'sendAgain',
        entity: 'webhookDelivery',
        entityId: null,
        after: { ids: taken.map((t) => Number(t.id)) },
      });
    return taken;
  });
  runtime.jobs.notify(webhookQueue);
  return { queued: taken.length };
}

/**
 * `WebhookDelivery/Get`: one of the caller's messages with every attempt and the body exactly as it is signed (the
 * same `messageBody` the sender signs: the event's payload and organisation never change). 404 for another's.
 */
export async function deliveryDetail(db: Db, auth: AuthContext, id: number): Promise<WebhookDeliveryDetail> {
  const d = await repo.findDelivery(db, ownerOf(auth), id);
  if (!d) throw new AppError(404, 'webhook.deliveryNotFound', { id });
  const attempts = await repo.findAttempts(db, id);
  return {
    ID: Number(d.id),
    EVENT_NAME: d.event_name,
    DOCUMENT: d.document,
    URL: d.url,
    ENDPOINT_ID: d.endpoint_id,
    VENDOR_CODE: d.vendor_code,
    STATE: d.state,
    ATTEMPTS: d.attempts,
    CREATETIME: d.created_at,
    NEXT_ATTEMPT_AT: d.next_attempt_at,
    DELIVERED_AT: d.delivered_at,
    WEBHOOK_ID: messageId(d.event_id),
    BODY: messageBody(d),
    Attempts: attempts.map((a) => ({
      NO: a.attempt_no,
      AT: a.attempted_at,
      STATUS: a.status,
      ERROR_KIND: a.error_kind,
      ERROR_DETAIL: a.error,
      DURATION_MS: a.duration_ms,
    })),
  };
}

/**
 * The webhook subscriber's interest: an event gets a delivery to this module only where an enabled endpoint takes it
 * (most organisations have none), decided when it is published. An endpoint registered later gets later events.
 */
export function endpointTakes(event: NewEvent, trx: Db): Promise<boolean> {
  const vendorCode = event.payload?.vendorCode;
  return repo.anyEndpointTakes(trx, {
    orgId: event.orgId,
    name: event.name,
    vendorCode: typeof vendorCode === 'string' ? vendorCode : null,
  });
}

/** The domain event's fan-out, in its delivery's transaction (the `webhook` subscriber). */
export async function fanOut(
  trx: Db,
  runtime: WebhookRuntime,
  event: { id: number; orgId: number; name: string; entity: string; entityId: string; payload: object },
): Promise<void> {
  const vendorCode = (event.payload as { vendorCode?: unknown }).vendorCode;
  const created = await repo.insertDeliveries(trx, {
    id: event.id,
    orgId: event.orgId,
    name: event.name,
    entityKey: `${event.entity}:${event.entityId}`,
    vendorCode: typeof vendorCode === 'string' ? vendorCode : null,
  });
  await runtime.jobs.sendMany<WebhookJob>(
    webhookQueue,
    created.map((c) => ({ deliveryId: c.id, attempt: 0 })),
    attemptJob,
    trx,
  );
}

/** A message's `webhook-id`: the same on every attempt and on "Send again", so a receiver drops a repeat. */
export const messageId = (eventId: string) => `msg_${eventId}`;

/**
 * The message's body: the event's name, when it happened, and in `data` its payload (ids, numbers, vendor, who) with
 * the organisation it happened in (PRODUCT §11: one receiver may hold endpoints of several organisations).
 */
export const messageBody = (
  claimed: Pick<repo.Claimed, 'org_id' | 'org_code' | 'event_name' | 'event_created_at' | 'event_payload'>,
) =>
  JSON.stringify({
    type: claimed.event_name,
    timestamp: new Date(claimed.event_created_at).toISOString(),
    data: { ...claimed.event_payload, organization: { id: claimed.org_id, code: claimed.org_code } },
  });

/**
 * One attempt (the `webhook` queue's job): nothing when another process has the message, it waits for an older one
 * of its document, or this job is stale. Else it is sent and the outcome recorded.
 */
export async function attempt(db: Db, runtime: WebhookRuntime, job: LeasedJob<WebhookJob>): Promise<void> {
  const { timing } = runtime;
  const leaseMs = timing.timeoutMs + 30 * second;
  const claimed = await repo.claim(db, job.data.deliveryId, job.data.attempt, leaseMs);
  if (!claimed) return;
  let outcome: repo.Attempt & { ok: boolean };
  const started = performance.now();
  try {
    const target = await resolveTarget(claimed.url, await policyOf(db, runtime, claimed.org_id));
    const key = await mailKey(runtime.config);
    const secrets = [claimed.secret_sealed, claimed.previous_secret_sealed]
      .filter((sealed) => sealed !== null)
      .map((sealed) => open(key, purpose(claimed.endpoint_id), sealed));
    outcome = await send(
      target,
      secrets,
      { id: messageId(claimed.event_id), body: messageBody(claimed) },
      timing.timeoutMs,
    );
  } catch (error) {
    // A refused or unknown address is a failed attempt that never connected (the allowlist may change); its time
    // is the name's lookup.
    const durationMs = Math.round(performance.now() - started);
    outcome =
      error instanceof AddressRefused
        ? { ok: false, status: null, errorKind: error.reason, error: error.message, durationMs }
        : { ok: false, status: null, errorKind: 'other', error: String(error), durationMs };
  }
  await record(db, runtime, claimed, outcome);
}

async function record(
  db: Db,
  runtime: WebhookRuntime,
  claimed: repo.Claimed,
  outcome: repo.Attempt & { ok: boolean },
): Promise<void> {
  const { timing } = runtime;
  const disabled = await inTransaction(db, async (trx) => {
    let ended = true;
    let disable = false;
    await repo.insertAttempt(trx, claimed, outcome);
    if (outcome.ok) await repo.markDelivered(trx, claimed.id, claimed.endpoint_id, outcome);
    else {
      const delay = timing.retryDelaysMs[claimed.attempts - 1];
      const nextAt = delay === undefined ? null : new Date(Date.now() + delay);
      const inWindow =
        nextAt !== null && nextAt.getTime() - new Date(claimed.first_attempt_at).getTime() <= timing.windowMs;
      const { failingThroughout } = await repo.markFailed(trx, claimed, outcome, inWindow ? nextAt : null);
      if (inWindow && nextAt) {
        ended = false;
        await runtime.jobs.send<WebhookJob>(
          webhookQueue,
          { deliveryId: claimed.id, attempt: claimed.attempts },
          { ...attemptJob, startAfter: nextAt },
          trx,
        );
      } else disable = failingThroughout;
    }
    if (ended) {
      const next = await repo.nextWaiting(trx, claimed);
      if (next)
        await runtime.jobs.send<WebhookJob>(
          webhookQueue,
          { deliveryId: next.id, attempt: next.attempts },
          attemptJob,
          trx,
        );
    }
    if (disable) await disableFailing(trx, runtime, claimed, outcome.error);
    return disable;
  });
  if (disabled)
    runtime.log.warn(
      { endpointId: claimed.endpoint_id },
      'webhook endpoint disabled after a day of failures',
    );
  runtime.jobs.notify(webhookQueue);
}

/** An endpoint that accepted nothing for a message's whole day of retries: disabled, its administrators told. */
async function disableFailing(
  trx: Db,
  runtime: WebhookRuntime,
  claimed: repo.Claimed,
  lastError: string | null,
) {
  const endpoint = await repo.lockEndpoint(
    trx,
    { orgId: claimed.org_id, vendorCode: null },
    claimed.endpoint_id,
  );
  if (!endpoint || !canDo(webhookEndpointTransitions, 'disable', endpointState(endpoint), 'portal')) return;
  await repo.updateEndpoint(trx, endpoint.id, {
    disabled_at: new Date(),
    disabled_reason: 'failing',
  });
  await repo.failOpenDeliveries(trx, endpoint.id, 'endpoint disabled');
  await runtime.events.publish(trx, 'webhook.endpoint.disabled', {
    orgId: endpoint.org_id,
    entityId: endpoint.id,
    payload: {
      endpointId: endpoint.id,
      url: endpoint.url,
      vendorCode: endpoint.vendor_code,
      createdBy: endpoint.created_by,
      lastError,
      by: 'system',
    },
  });
}
