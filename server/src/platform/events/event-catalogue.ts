import { noteKinds } from '@srm/contract';
import { z } from 'zod';
import type { Db } from '../db.ts';
import type { DomainEvent, DomainEvents, EventInterest } from './domain-events.ts';

/**
 * Every domain event the portal publishes (PRODUCT §14, docs/architecture.md "Domain events"): its name, the module
 * that publishes it, the kind of document it tells of (`entity`: deliveries of one document run in order) and its
 * payload, small: the ids, number, vendor and actor a subscriber needs to look the rest up. A module publishes only
 * its own events (`publisherFor`), and the table in docs/architecture.md is checked against this one.
 */
const id = z.number().int();
/** Who caused the event: a user name, or `wms:<key name>` for the warehouse system. */
const by = z.string();

const note = z.strictObject({
  noteId: id,
  deliveryNo: z.string(),
  noteKind: z.enum(noteKinds),
  vendorCode: z.string(),
  by,
});
const statement = z.strictObject({
  statementId: id,
  statementNo: z.string().nullable(),
  vendorCode: z.string(),
  by,
});
const bill = z.strictObject({ billId: id, billNo: z.string(), vendorCode: z.string(), by });
const announcement = z.strictObject({
  announcementId: id,
  title: z.string(),
  /** A plain-text line or two of the body. */
  summary: z.string(),
  /** Its audience when it was published (resolved by the announcement module). */
  userIds: z.array(id),
  /** Shown at once (false: its publish window starts later). */
  visibleNow: z.boolean(),
  by,
});

/**
 * An answer to order lines (issue #32): one event per answer and vendor, listing its lines with their new version
 * (a bulk accept of a thousand lines is one event, one mail). The event's entity id is its first line.
 */
const orderLines = z.strictObject({
  vendorCode: z.string(),
  lines: z.array(z.strictObject({ orderLineId: id, poNo: z.string(), poItem: id, version: id })),
  by,
});

/** A webhook endpoint the portal disabled after a day of failed attempts (issue #35): its administrators are mailed. */
const webhookEndpoint = z.strictObject({
  endpointId: id,
  url: z.string(),
  /** Null: the organisation's endpoint; else a vendor's own. */
  vendorCode: z.string().nullable(),
  /** Who registered it (a user name). */
  createdBy: z.string().nullable(),
  /** The last attempt's error, e.g. `HTTP 500`. */
  lastError: z.string().nullable(),
  by,
});

/**
 * An invoice (issue #47) and what happened to it, with the facts its mail says: number, statement, total and currency,
 * and — approved — the expected payment date or — rejected — finance's reason.
 */
const invoice = z.strictObject({
  invoiceId: id,
  invoiceNo: z.string(),
  kind: z.enum(['invoice', 'creditNote']),
  vendorCode: z.string(),
  statementNo: z.string(),
  currency: z.string(),
  total: z.string(),
  flagged: z.boolean(),
  expectedPayDate: z.string().nullable(),
  reason: z.string().nullable(),
  by,
});
/** The ERP planned a vendor's approved invoices into a payment run: one event per push and vendor. */
const paymentRun = z.strictObject({
  vendorCode: z.string(),
  invoices: z.array(z.strictObject({ invoiceId: id, invoiceNo: z.string(), payDate: z.string() })),
  by,
});
/** A payment the ERP made to a vendor: its remittance advice. */
const payment = z.strictObject({
  paymentId: id,
  reference: z.string(),
  vendorCode: z.string(),
  payDate: z.string(),
  currency: z.string(),
  amount: z.string(),
  deductions: z.string(),
  invoices: z.array(z.strictObject({ invoiceNo: z.string(), amount: z.string() })),
  by,
});

/** A nonconformance report (issue #33) and what happened to it. */
const ncr = z.strictObject({ ncrId: id, ncrNo: z.string(), vendorCode: z.string(), by });

/** Supplier onboarding (issue #34): a registration, a master-data change, a compliance document. */
const registration = z.strictObject({
  registrationId: id,
  legalName: z.string(),
  /** The vendor code it was given (approved). */
  vendorCode: z.string().optional(),
  by,
});
const vendorChange = z.strictObject({
  changeId: id,
  vendorCode: z.string(),
  kind: z.enum(['contact', 'address', 'bank']),
  by,
});
const vendorDocument = z.strictObject({
  documentId: id,
  vendorCode: z.string(),
  documentType: z.string(),
  /** Reminders: the day it ends and the days left (0 or less: it ended). */
  validTo: z.string().optional(),
  daysLeft: z.number().int().optional(),
  by,
});

/**
 * A vendor's forecast version (issue #48): published by the ERP (its size), committed by the vendor (its shortfalls),
 * and — committed below demand where it binds — the shortfalls themselves (at most 50 named; `shortfalls` counts all).
 */
const forecastVersion = z.strictObject({
  versionId: id,
  vendorCode: z.string(),
  version: z.number().int(),
  parts: z.number().int(),
  buckets: z.number().int(),
  shortfalls: z.number().int(),
  by,
});
const forecastShortfall = z.strictObject({
  versionId: id,
  vendorCode: z.string(),
  version: z.number().int(),
  shortfalls: z.number().int(),
  buckets: z.array(
    z.strictObject({
      partNo: z.string(),
      period: z.string(),
      zone: z.enum(['firm', 'tradeoff']),
      demand: z.string(),
      committed: z.string(),
      reason: z.string().nullable(),
    }),
  ),
  by,
});

type EventSpec = { publisher: string; entity: string; payload: z.ZodObject };

export const eventCatalogue = {
  'note.audited': { publisher: 'delivery-note', entity: 'note', payload: note },
  'note.shipped': { publisher: 'delivery-note', entity: 'note', payload: note },
  'note.received': { publisher: 'delivery-note', entity: 'note', payload: note },
  'statement.sent': { publisher: 'statement', entity: 'statement', payload: statement },
  'statement.confirmed': { publisher: 'statement', entity: 'statement', payload: statement },
  'statement.rejected': { publisher: 'statement', entity: 'statement', payload: statement },
  'statement.approved': { publisher: 'statement', entity: 'statement', payload: statement },
  'bill.sent': { publisher: 'expense-bill', entity: 'bill', payload: bill },
  /** A vendor (or finance for it) handed in an invoice: finance reviews it. */
  'invoice.submitted': { publisher: 'invoice', entity: 'invoice', payload: invoice },
  'invoice.approved': { publisher: 'invoice', entity: 'invoice', payload: invoice },
  /** Finance sent an invoice back with a reason: the vendor corrects or withdraws it. */
  'invoice.rejected': { publisher: 'invoice', entity: 'invoice', payload: invoice },
  /** The event's entity id is the run's first invoice. */
  'payment.scheduled': { publisher: 'invoice', entity: 'payment-run', payload: paymentRun },
  'payment.made': { publisher: 'invoice', entity: 'payment', payload: payment },
  'bill.confirmed': { publisher: 'expense-bill', entity: 'bill', payload: bill },
  /** The ERP published a new version of a vendor's demand: one event per vendor of a push. */
  'forecast.published': { publisher: 'forecast', entity: 'forecast-version', payload: forecastVersion },
  'forecast.committed': { publisher: 'forecast', entity: 'forecast-version', payload: forecastVersion },
  /** A commitment below demand in the firm or trade-off zone: the buyers review it. */
  'forecast.shortfall': { publisher: 'forecast', entity: 'forecast-version', payload: forecastShortfall },
  'order.line.proposed': { publisher: 'order-confirmation', entity: 'order-line', payload: orderLines },
  'order.line.confirmed': { publisher: 'order-confirmation', entity: 'order-line', payload: orderLines },
  /** The buyer countered a proposal or a refusal: back to the vendor to answer. */
  'order.line.countered': { publisher: 'order-confirmation', entity: 'order-line', payload: orderLines },
  /**
   * The daily reminder of lines waiting for the vendor's answer longer than the organisation's limit (PRODUCT §10):
   * one event per sweep, organisation and vendor, `by` 'system'.
   */
  'order.line.unanswered': { publisher: 'order-confirmation', entity: 'order-line', payload: orderLines },
  /** An ERP push re-opened answered lines (to re-confirm): one event per push and vendor. */
  'order.line.changed': { publisher: 'integration', entity: 'order-line', payload: orderLines },
  'announcement.published': { publisher: 'announcement', entity: 'announcement', payload: announcement },
  /** Quality raised an NCR of a rejection: the vendor's users answer it by its due date. */
  'ncr.opened': { publisher: 'quality', entity: 'ncr', payload: ncr },
  'ncr.answered': { publisher: 'quality', entity: 'ncr', payload: ncr },
  /** Quality sent the answer back: the vendor answers again. */
  'ncr.returned': { publisher: 'quality', entity: 'ncr', payload: ncr },
  /** The daily reminder of an NCR past its due date and not answered (`by` 'system'). */
  'ncr.overdue': { publisher: 'quality', entity: 'ncr', payload: ncr },
  /** An invited company registered: the buyers who review registrations are told. */
  'vendor.registered': { publisher: 'onboarding', entity: 'registration', payload: registration },
  /** Finance approved a registration: the vendor and its first administrator exist. */
  'vendor.approved': { publisher: 'onboarding', entity: 'registration', payload: registration },
  'vendor.change.requested': { publisher: 'onboarding', entity: 'vendor-change', payload: vendorChange },
  'vendor.change.approved': { publisher: 'onboarding', entity: 'vendor-change', payload: vendorChange },
  'vendor.change.refused': { publisher: 'onboarding', entity: 'vendor-change', payload: vendorChange },
  'document.submitted': { publisher: 'onboarding', entity: 'vendor-document', payload: vendorDocument },
  /** The expiry reminder of a document: 60, 30, 7 and 0 days before it ends (`by` 'system'). */
  'document.expiring': { publisher: 'onboarding', entity: 'vendor-document', payload: vendorDocument },
  'webhook.endpoint.disabled': { publisher: 'webhook', entity: 'webhook-endpoint', payload: webhookEndpoint },
} as const satisfies Record<string, EventSpec>;

export type EventName = keyof typeof eventCatalogue;
export type PublisherModule = (typeof eventCatalogue)[EventName]['publisher'];
export type EventPayload<N extends EventName> = z.output<(typeof eventCatalogue)[N]['payload']>;
/** The names `module` publishes. */
export type EventOf<M extends PublisherModule> = {
  [N in EventName]: (typeof eventCatalogue)[N]['publisher'] extends M ? N : never;
}[EventName];
/** A stored event of a catalogued name, its payload typed. */
export type CataloguedEvent<N extends EventName> = Omit<DomainEvent, 'name' | 'payload'> & {
  name: N;
  payload: EventPayload<N>;
};

/** What a module's service gets to publish its events with. */
export type EventPublisher<M extends PublisherModule> = {
  /** Before the change's transaction opens (it starts the delivery queue: see DomainEvents.prepare). */
  prepare(): Promise<void>;
  /** In the change's transaction: `entityId` is the document's id, the payload checked against the catalogue. */
  publish<N extends EventOf<M>>(
    trx: Db,
    name: N,
    event: { orgId: number; entityId: number; payload: EventPayload<N> },
  ): Promise<void>;
  /** Many events of one name at once, in the change's transaction (a batch of documents). */
  publishMany<N extends EventOf<M>>(
    trx: Db,
    name: N,
    events: readonly { orgId: number; entityId: number; payload: EventPayload<N> }[],
  ): Promise<void>;
};

/** `module`'s publisher over the app's events: it may publish only the names the catalogue gives that module. */
export function publisherFor<M extends PublisherModule>(
  events: Pick<DomainEvents, 'prepare' | 'publish' | 'publishMany'>,
  module: M,
): EventPublisher<M> {
  return {
    prepare: () => events.prepare(),
    async publishMany(trx, name, batch) {
      const spec: EventSpec = eventCatalogue[name];
      if (spec.publisher !== module)
        throw new Error(`${name} is published by ${spec.publisher}, not ${module}`);
      await events.publishMany(
        trx,
        batch.map((event) => ({
          orgId: event.orgId,
          name,
          entity: spec.entity,
          entityId: event.entityId,
          payload: spec.payload.parse(event.payload),
        })),
      );
    },
    async publish(trx, name, event) {
      const spec: EventSpec = eventCatalogue[name];
      if (spec.publisher !== module)
        throw new Error(`${name} is published by ${spec.publisher}, not ${module}`);
      await events.publish(trx, {
        orgId: event.orgId,
        name,
        entity: spec.entity,
        entityId: event.entityId,
        payload: spec.payload.parse(event.payload),
      });
    },
  };
}

/** Publishes nothing: the demo data is history, nobody is told of it. */
export function silentPublisher<M extends PublisherModule>(): EventPublisher<M> {
  return {
    prepare: async () => undefined,
    publish: async () => undefined,
    publishMany: async () => undefined,
  };
}

/**
 * At start-up: `subscriber` handles every event called `name` (or those `interest` takes when they are published;
 * DomainEvents.subscribe), its payload typed by the catalogue.
 */
export function subscribe<N extends EventName>(
  events: Pick<DomainEvents, 'subscribe'>,
  name: N,
  subscriber: string,
  handler: (event: CataloguedEvent<N>, trx: Db) => Promise<void>,
  interest?: EventInterest,
): void {
  events.subscribe(name, subscriber, (event, trx) => handler(event as CataloguedEvent<N>, trx), interest);
}
