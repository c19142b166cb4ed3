import type { FastifyBaseLogger } from 'fastify';
import { type DatabaseKind, type Db, inTransaction } from '../db.ts';
import type { LeaseTiming } from '../jobs/job-lease.ts';
import type { Job, JobOptions, JobQueue, LeasedJob } from '../jobs/job-queue.ts';
import * as store from './event-store.ts';

/**
 * Domain events (issue #31, docs/architecture.md "Domain events"): a transactional outbox delivered through the job
 * queue. `publish` writes the event, one delivery per subscriber of its name and one job per delivery, all in the
 * caller's transaction: a rolled-back change leaves no event and no job. A delivery runs its subscriber's handler
 * in a transaction that also marks it delivered, so a handler's writes happen once however often its job runs (a
 * job whose process died after the commit and before pg-boss heard of it runs again and finds it delivered).
 *
 * Order per entity and subscriber: a delivery whose entity has an older delivery still pending for the same
 * subscriber does nothing, and that older one, once delivered or failed, sends a job for the next one (in its own
 * transaction). A failed delivery does not hold the entity's later events back: it stays visible as `failed`.
 *
 * A worker takes delivery jobs in batches (`JobQueue.workBatches`) and runs those that wait for nothing in one
 * transaction, the rest one at a time (docs/decisions.md "Domain events"): a job and a transaction per delivery
 * managed about 50 events a second on two cores.
 */

export type DomainEvent = store.StoredEvent;
export type { DeliveryRow, DeliveryState } from './event-store.ts';

export type NewEvent = {
  orgId: number;
  /** `<entity>.<what happened>`, e.g. `statement.sent`. */
  name: string;
  /** The kind of document (`statement`, `note`, …) and its key: deliveries of one entity run in order. */
  entity: string;
  entityId: string | number;
  payload?: Record<string, unknown>;
};

/**
 * A subscriber's work for one event, in the transaction that marks the delivery done: its writes go in `trx`
 * (a mail to send is a mail row and its job, sent in `trx` too), so they commit exactly when the delivery does.
 */
export type EventHandler = (event: DomainEvent, trx: Db) => Promise<void>;

/**
 * Whether a subscriber has anything to do with an event, asked in the publishing transaction: a subscriber that
 * acts for few organisations (webhooks: only where an endpoint takes the event) gets no delivery, job and delivery
 * transaction for the rest. What is true at publication decides; a subscriber without it gets every event.
 */
export type EventInterest = (event: NewEvent, trx: Db) => Promise<boolean>;

export type DeliveryJob = { eventId: number; subscriber: string };
const keyOf = (k: { eventId: number; subscriber: string }) => `${k.eventId}:${k.subscriber}`;

/** The queue of all deliveries. */
export const deliveryQueue = 'domain-event';

export type DeliveryRetry = Pick<
  JobOptions,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'
>;

/** Tries per delivery and their back-off (pg-boss: between ½ and 1 × retryDelay × 2^(try) seconds). */
export const defaultDeliveryRetry: DeliveryRetry = { retryLimit: 8, retryDelay: 5, retryBackoff: true };

export type DomainEventsOptions = {
  db: Db;
  kind: DatabaseKind;
  jobs: JobQueue;
  log?: FastifyBaseLogger;
  retry?: DeliveryRetry;
};

export type DeliveryOutcome = 'delivered' | 'already' | 'waiting' | 'unknown';
/** What an administrator's retry found: `retried` (pending again, its job sent), else why nothing changed. */
export type RetryOutcome = 'retried' | 'notFailed' | 'unknown';

export type StartOptions = {
  /** Batches worked at once by this process (default 4). */
  concurrency?: number;
  /** Deliveries a batch takes at most (default 25). */
  batchSize?: number;
  pollingIntervalSeconds?: number;
  lease?: Partial<LeaseTiming>;
  /** Tries and back-off of the deliveries published from now on (tests: seconds instead of minutes). */
  retry?: DeliveryRetry;
};

export class DomainEvents {
  readonly #db: Db;
  readonly #kind: DatabaseKind;
  readonly #jobs: JobQueue;
  readonly #log: FastifyBaseLogger | undefined;
  #retry: DeliveryRetry;
  /** Handlers by event name, then subscriber. */
  readonly #subscribers = new Map<string, Map<string, EventHandler>>();
  /** Interest tests by event name, then subscriber (a subscriber without one takes every event). */
  readonly #interests = new Map<string, Map<string, EventInterest>>();
  #prepared: Promise<void> | null = null;

  constructor(options: DomainEventsOptions) {
    this.#db = options.db;
    this.#kind = options.kind;
    this.#jobs = options.jobs;
    this.#log = options.log;
    this.#retry = { ...defaultDeliveryRetry, ...options.retry };
  }

  /**
   * At start-up: `subscriber` (a stable name, its deliveries' key) runs `handler` for every event called `name`, or
   * only for those `interest` answers true for when they are published.
   */
  subscribe(name: string, subscriber: string, handler: EventHandler, interest?: EventInterest): void {
    let byName = this.#subscribers.get(name);
    if (!byName) {
      byName = new Map();
      this.#subscribers.set(name, byName);
    }
    if (byName.has(subscriber)) throw new Error(`${subscriber} already subscribes to ${name}`);
    byName.set(subscriber, handler);
    if (interest) {
      const interests = this.#interests.get(name) ?? new Map<string, EventInterest>();
      interests.set(subscriber, interest);
      this.#interests.set(name, interests);
    }
  }

  /**
   * Starts the delivery queue (and pg-boss) outside any transaction: on PGlite, one connection for the whole app,
   * starting them inside the publishing transaction would wait for that very connection.
   */
  prepare(): Promise<void> {
    this.#prepared ??= this.#jobs.prepare(deliveryQueue).catch((err: unknown) => {
      this.#prepared = null;
      throw err;
    });
    return this.#prepared;
  }

  /** The subscriptions registered so far: event name and subscriber (docs/architecture.md's table is checked). */
  subscriptions(): { name: string; subscriber: string }[] {
    return [...this.#subscribers].flatMap(([name, byName]) =>
      [...byName.keys()].map((subscriber) => ({ name, subscriber })),
    );
  }

  /** Starts this process's delivery worker. */
  async start(options: StartOptions = {}): Promise<void> {
    if (options.retry) this.#retry = { ...this.#retry, ...options.retry };
    await this.prepare();
    await this.#jobs.workBatches<DeliveryJob>(deliveryQueue, (jobs) => this.#runBatch(jobs), {
      concurrency: options.concurrency ?? 4,
      batchSize: options.batchSize ?? 25,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      ...(options.lease ? { lease: options.lease } : {}),
      onAbandoned: (job) => this.#abandon(job),
    });
  }

  /**
   * Publishes an event in `trx`, the transaction of the change it tells of: the event, a pending delivery per
   * subscriber of its name and their jobs commit or roll back with the change. Answers the event's id.
   */
  async publish(trx: Db, event: NewEvent): Promise<number> {
    if (!trx.isTransaction) throw new Error(`${event.name} must be published in its change's transaction`);
    if (!this.#prepared) throw new Error('Domain events are published after prepare() (at start-up)');
    await this.#prepared;
    const interests = this.#interests.get(event.name);
    const subscribers: string[] = [];
    for (const subscriber of this.#subscribers.get(event.name)?.keys() ?? []) {
      const interest = interests?.get(subscriber);
      if (!interest || (await interest(event, trx))) subscribers.push(subscriber);
    }
    const id = await store.insertEvent(
      trx,
      {
        orgId: event.orgId,
        name: event.name,
        entity: event.entity,
        entityId: String(event.entityId),
        payload: event.payload ?? {},
      },
      subscribers,
    );
    await this.#jobs.sendMany<DeliveryJob>(
      deliveryQueue,
      subscribers.map((subscriber) => ({ eventId: id, subscriber })),
      this.#retry,
      trx,
    );
    // On PGlite the woken worker's fetch waits for the transaction's one connection, so it runs after the commit
    // or rollback; on PostgreSQL the commit's NOTIFY wakes every process's worker.
    if (subscribers.length > 0 && this.#kind === 'pglite') this.#jobs.notify(deliveryQueue);
    return id;
  }

  /**
   * Publishes many events in `trx` at once (a batch of thousands of documents: payments the ERP pushed): the same as
   * `publish` for each, in a few statements. A subscriber's interest is asked once per name, organisation and vendor
   * of the batch — what the interests of today decide on (webhooks: the endpoints of the organisation and vendor).
   */
  async publishMany(trx: Db, events: readonly NewEvent[]): Promise<number[]> {
    if (!trx.isTransaction) throw new Error("Events must be published in their change's transaction");
    if (!this.#prepared) throw new Error('Domain events are published after prepare() (at start-up)');
    await this.#prepared;
    const asked = new Map<string, boolean>();
    const subscribersOf = async (event: NewEvent) => {
      const subscribers: string[] = [];
      const interests = this.#interests.get(event.name);
      for (const subscriber of this.#subscribers.get(event.name)?.keys() ?? []) {
        const interest = interests?.get(subscriber);
        if (!interest) {
          subscribers.push(subscriber);
          continue;
        }
        const key = `${subscriber}\u0000${event.name}\u0000${event.orgId}\u0000${String(event.payload?.vendorCode ?? '')}`;
        if (!asked.has(key)) asked.set(key, await interest(event, trx));
        if (asked.get(key)) subscribers.push(subscriber);
      }
      return subscribers;
    };
    const subscribers: string[][] = [];
    for (const event of events) subscribers.push(await subscribersOf(event));
    const ids = await store.insertEvents(
      trx,
      events.map((e) => ({
        orgId: e.orgId,
        name: e.name,
        entity: e.entity,
        entityId: String(e.entityId),
        payload: e.payload ?? {},
      })),
      subscribers,
    );
    const jobs = ids.flatMap((eventId, i) => subscribers[i]!.map((subscriber) => ({ eventId, subscriber })));
    await this.#jobs.sendMany<DeliveryJob>(deliveryQueue, jobs, this.#retry, trx);
    if (jobs.length > 0 && this.#kind === 'pglite') this.#jobs.notify(deliveryQueue);
    return ids;
  }

  /**
   * One delivery (what a job runs; also called directly by tests): nothing when it is delivered already (`already`)
   * or waits for an older event of its entity (`waiting`; that one's delivery sends it on), else the handler and the
   * mark in one transaction. A throw from the handler is counted on the delivery (`failed` when `final`) and
   * thrown on, so the job is retried.
   */
  async deliver(eventId: number, subscriber: string, final = false): Promise<DeliveryOutcome> {
    let next: number | undefined;
    let outcome: DeliveryOutcome;
    try {
      outcome = await inTransaction(this.#db, async (trx) => {
        const found = await store.lockDelivery(trx, eventId, subscriber);
        if (!found) return 'unknown';
        if (found.delivery.state !== 'pending') return 'already';
        const { event } = found;
        if (await store.olderPendingExists(trx, event, subscriber)) return 'waiting';
        const handler = this.#subscribers.get(event.name)?.get(subscriber);
        if (!handler) throw new Error(`no handler of ${subscriber} for ${event.name} in this process`);
        await handler(event, trx);
        await store.markDelivered(trx, eventId, subscriber);
        next = await this.#handOn(trx, event, subscriber);
        return 'delivered';
      });
    } catch (err) {
      await this.#recordFailure(eventId, subscriber, err, final);
      throw err;
    }
    if (next !== undefined) this.#wakeAfterCommit();
    return outcome;
  }

  /**
   * A batch of delivery jobs as one attempt. The deliveries that wait for no older event of their entity run
   * together in one transaction (each handler in event order, all marked delivered, the next ones of their entities
   * handed on); the others go one at a time through `deliver`, which waits for the older ones. When anything in the
   * batch throws, its transaction rolls back and every job goes one at a time, so a failure is counted on its own
   * delivery only. Answers the jobs that failed.
   */
  async #runBatch(jobs: LeasedJob<DeliveryJob>[]): Promise<Map<string, unknown>> {
    let alone = jobs;
    try {
      const { later, handedOn } = await inTransaction(this.#db, (trx) =>
        this.#deliverTogether(
          trx,
          jobs.map((job) => job.data),
        ),
      );
      if (handedOn) this.#wakeAfterCommit();
      alone = jobs.filter((job) => later.has(keyOf(job.data)));
    } catch (err) {
      this.#log?.warn({ err, jobs: jobs.length }, 'event deliveries one at a time after a batch failed');
    }
    const failed = new Map<string, unknown>();
    for (const job of alone) {
      try {
        await this.#run(job);
      } catch (err) {
        failed.set(job.id, err);
      }
    }
    return failed;
  }

  /** The batch's transaction: answers the deliveries left to the one-at-a-time path, and whether it handed on. */
  async #deliverTogether(trx: Db, keys: DeliveryJob[]): Promise<{ later: Set<string>; handedOn: boolean }> {
    const unique = [
      ...new Map(keys.map((k) => [keyOf(k), { eventId: k.eventId, subscriber: k.subscriber }])).values(),
    ];
    const found = await store.lockDeliveryBatch(trx, unique);
    if (found.length < unique.length) {
      const known = new Set(found.map((f) => keyOf(f.delivery)));
      const unknown = unique.filter((k) => !known.has(keyOf(k)));
      this.#log?.warn({ deliveries: unknown }, 'delivery of an unknown event');
    }
    const pending = found.filter((f) => f.delivery.state === 'pending');
    const later = new Set<string>();
    if (pending.length === 0) return { later, handedOn: false };
    const older = new Map<string, number[]>();
    for (const o of await store.olderPendingOfBatch(
      trx,
      pending.map((f) => f.delivery),
    ))
      older.set(keyOf(o), [...(older.get(keyOf(o)) ?? []), o.olderId]);
    const delivered: typeof pending = [];
    const done = new Set<string>();
    for (const f of pending) {
      const key = keyOf(f.delivery);
      const { subscriber } = f.delivery;
      const handler = this.#subscribers.get(f.event.name)?.get(subscriber);
      const waits = (older.get(key) ?? []).some((id) => !done.has(keyOf({ eventId: id, subscriber })));
      if (waits || !handler) {
        later.add(key);
        continue;
      }
      await handler(f.event, trx);
      delivered.push(f);
      done.add(key);
    }
    if (delivered.length === 0) return { later, handedOn: false };
    await store.markBatchDelivered(
      trx,
      delivered.map((f) => f.delivery),
    );
    const next = await store.nextPendingOfBatch(
      trx,
      delivered.map((f) => ({ event: f.event, subscriber: f.delivery.subscriber })),
    );
    await this.#jobs.sendMany<DeliveryJob>(deliveryQueue, next, this.#retry, trx);
    return { later, handedOn: next.length > 0 };
  }

  /** A job of the queue: its last try ends the delivery as failed. */
  async #run(job: LeasedJob<DeliveryJob>): Promise<void> {
    const final = (job.retryCount ?? 0) >= (job.retryLimit ?? 0);
    const outcome = await this.deliver(job.data.eventId, job.data.subscriber, final);
    if (outcome === 'unknown') job.log?.warn(job.data, 'delivery of an unknown event');
  }

  /** A delivery whose process died on its last try: failed (its handler's transaction never committed). */
  async #abandon(job: Job<DeliveryJob>): Promise<void> {
    const error = new Error('the process delivering this event stopped');
    await this.#recordFailure(job.data.eventId, job.data.subscriber, error, true);
  }

  async #recordFailure(eventId: number, subscriber: string, err: unknown, final: boolean): Promise<void> {
    const text = err instanceof Error ? err.message : String(err);
    try {
      const handedOn = await inTransaction(this.#db, async (trx) => {
        if (!(await store.markAttemptFailed(trx, eventId, subscriber, text, final)) || !final)
          return undefined;
        const found = await store.lockDelivery(trx, eventId, subscriber);
        return found && this.#handOn(trx, found.event, subscriber);
      });
      if (handedOn !== undefined) this.#wakeAfterCommit();
    } catch (recordErr) {
      this.#log?.error({ err: recordErr, eventId, subscriber }, 'event delivery failure not recorded');
    }
  }

  /** Sends the job of the entity's next waiting delivery for this subscriber, in the transaction that ends this one. */
  async #handOn(trx: Db, event: DomainEvent, subscriber: string): Promise<number | undefined> {
    const next = await store.nextPending(trx, event, subscriber);
    if (next !== undefined) await this.#send(trx, { eventId: next, subscriber });
    return next;
  }

  #send(trx: Db, job: DeliveryJob): Promise<string> {
    return this.#jobs.send<DeliveryJob>(deliveryQueue, job, this.#retry, trx);
  }

  /** PGlite has no NOTIFY: this process's worker is woken after a transaction that sent a job committed. */
  #wakeAfterCommit(): void {
    if (this.#kind === 'pglite') this.#jobs.notify(deliveryQueue);
  }

  /**
   * An administrator's retry of a delivery of the organisation's event in a state `retryable` allows (the caller's
   * rule: contract `eventDeliveryTransitions`, a failed one): pending again with fresh tries, its job sent in the same
   * transaction, where `also` (the caller's audit entry) runs too. Its attempts go on counting; its last error stays
   * until it is delivered.
   */
  async retry(
    orgId: number,
    eventId: number,
    subscriber: string,
    retryable: (state: store.DeliveryState) => boolean,
    also?: (trx: Db, event: DomainEvent) => Promise<void>,
  ): Promise<RetryOutcome> {
    await this.prepare();
    const outcome = await inTransaction(this.#db, async (trx): Promise<RetryOutcome> => {
      const found = await store.lockDelivery(trx, eventId, subscriber);
      if (!found || found.event.orgId !== orgId) return 'unknown';
      if (!retryable(found.delivery.state)) return 'notFailed';
      await store.markPendingAgain(trx, eventId, subscriber);
      await this.#send(trx, { eventId, subscriber });
      await also?.(trx, found.event);
      return 'retried';
    });
    if (outcome === 'retried') this.#wakeAfterCommit();
    return outcome;
  }

  /** A delivery's state per subscriber (tests, and the administrators' list). */
  deliveries(eventId: number): Promise<store.DeliveryRow[]> {
    return store.findDeliveries(this.#db, eventId);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's domain events (one per app): modules publish, subscribers register at start-up. */
    events: DomainEvents;
  }
}
