import type { FastifyInstance } from 'fastify';
import { type CataloguedEvent, type EventName, subscribe } from '../../platform/events/event-catalogue.ts';
import { type MailEvent, mailRuntimeOf, queueNotification } from './mail-notify.service.ts';
import type { OrderLinesAction } from './mail-notify.templates.ts';

/** The mail module's name as a subscriber: the key of its deliveries (`event_delivery.subscriber`). */
export const mailSubscriber = 'mail';

/**
 * The notifications of PRODUCT §8 as subscriptions (registered at start-up by mail.routes.ts). Each delivery queues
 * its mails (log rows and their jobs) in the transaction that marks it delivered, so a delivery run twice queues
 * them once; a failure rolls the delivery back and it is retried (mail-notify.service.ts `queueNotification`).
 */
export function subscribeMailNotifications(app: FastifyInstance): void {
  const runtime = mailRuntimeOf(app);
  const on = <N extends EventName>(name: N, mail: (event: CataloguedEvent<N>) => MailEvent | null) =>
    subscribe(app.events, name, mailSubscriber, async (event, trx) => {
      const wanted = mail(event);
      if (wanted) await queueNotification(trx, wanted, runtime);
    });
  const note = (action: string) => (e: Pick<CataloguedEvent<'note.audited'>, 'orgId' | 'payload'>) => ({
    kind: 'deliveryNote' as const,
    orgId: e.orgId,
    noteId: e.payload.noteId,
    action,
    by: e.payload.by,
  });
  const statement =
    (action: string) => (e: Pick<CataloguedEvent<'statement.sent'>, 'orgId' | 'payload'>) => ({
      kind: 'statement' as const,
      orgId: e.orgId,
      statementId: e.payload.statementId,
      action,
      by: e.payload.by,
    });
  on('note.audited', note('audit'));
  on('note.shipped', note('ship'));
  on('note.received', note('receive'));
  on('statement.sent', statement('send'));
  on('statement.rejected', statement('reject'));
  // Order collaboration (issue #32). A confirmed (agreed) line needs nobody's answer: order.line.confirmed mails nobody.
  const orderLines =
    (action: OrderLinesAction) => (e: Pick<CataloguedEvent<'order.line.proposed'>, 'orgId' | 'payload'>) => ({
      kind: 'orderLines' as const,
      orgId: e.orgId,
      action,
      vendorCode: e.payload.vendorCode,
      lines: e.payload.lines.map((l) => ({ orderLineId: l.orderLineId, version: l.version })),
      by: e.payload.by,
    });
  on('order.line.proposed', orderLines('propose'));
  on('order.line.countered', orderLines('counter'));
  on('order.line.changed', orderLines('change'));
  on('order.line.unanswered', orderLines('remind'));
  // Nonconformance reports (issue #33): raised, returned and overdue to the vendor, answered to quality.
  const ncr =
    (action: 'open' | 'answer' | 'return' | 'overdue') =>
    (e: Pick<CataloguedEvent<'ncr.opened'>, 'orgId' | 'payload'>) => ({
      kind: 'ncr' as const,
      orgId: e.orgId,
      ncrId: e.payload.ncrId,
      action,
      by: e.payload.by,
    });
  on('ncr.opened', ncr('open'));
  on('ncr.answered', ncr('answer'));
  on('ncr.returned', ncr('return'));
  on('ncr.overdue', ncr('overdue'));
  // Supplier onboarding (issue #34).
  on('vendor.registered', (e) => ({
    kind: 'supplier',
    orgId: e.orgId,
    action: 'registered',
    legalName: e.payload.legalName,
    by: e.payload.by,
  }));
  on('vendor.approved', (e) => ({
    kind: 'supplier',
    orgId: e.orgId,
    action: 'approved',
    legalName: e.payload.legalName,
    vendorCode: e.payload.vendorCode,
    by: e.payload.by,
  }));
  const change =
    (action: 'changeRequested' | 'changeApproved' | 'changeRefused') =>
    (e: Pick<CataloguedEvent<'vendor.change.requested'>, 'orgId' | 'payload'>) => ({
      kind: 'supplier' as const,
      orgId: e.orgId,
      action,
      vendorCode: e.payload.vendorCode,
      changeKind: e.payload.kind,
      by: e.payload.by,
    });
  on('vendor.change.requested', change('changeRequested'));
  on('vendor.change.approved', change('changeApproved'));
  on('vendor.change.refused', change('changeRefused'));
  const document =
    (action: 'documentSubmitted' | 'documentExpiring') =>
    (e: Pick<CataloguedEvent<'document.submitted'>, 'orgId' | 'payload'>) => ({
      kind: 'supplier' as const,
      orgId: e.orgId,
      action,
      vendorCode: e.payload.vendorCode,
      documentType: e.payload.documentType,
      validTo: e.payload.validTo,
      daysLeft: e.payload.daysLeft,
      by: e.payload.by,
    });
  on('document.submitted', document('documentSubmitted'));
  on('document.expiring', document('documentExpiring'));
  // A webhook endpoint disabled after a day of failures (issue #35): its creator and the endpoints' administrators.
  on('webhook.endpoint.disabled', (e) => ({
    kind: 'webhookDisabled',
    orgId: e.orgId,
    url: e.payload.url,
    createdBy: e.payload.createdBy,
    lastError: e.payload.lastError,
    by: e.payload.by,
  }));
  // One whose publish window starts later is not mailed.
  on('announcement.published', (e) =>
    e.payload.visibleNow
      ? {
          kind: 'announcement',
          orgId: e.orgId,
          announcementId: e.payload.announcementId,
          title: e.payload.title,
          summary: e.payload.summary,
          userIds: e.payload.userIds,
          by: e.payload.by,
        }
      : null,
  );
}
