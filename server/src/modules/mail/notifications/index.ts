import { announcementPublished } from './announcement-published.ts';
import { forecastPublished } from './forecast-published.ts';
import { forecastShortfall } from './forecast-shortfall.ts';
import { invoiceNotification } from './invoice.ts';
import { ncrNotification } from './ncr.ts';
import { noteAudited } from './note-audited.ts';
import { noteReceivedShort } from './note-received-short.ts';
import { noteShipped } from './note-shipped.ts';
import type { Notification } from './notification.ts';
import { orderLines } from './order-lines.ts';
import { paymentMade } from './payment-made.ts';
import { paymentScheduled } from './payment-scheduled.ts';
import { statementRejected } from './statement-rejected.ts';
import { statementSent } from './statement-sent.ts';
import { supplierNotification } from './supplier.ts';
import { webhookDisabled } from './webhook-disabled.ts';

/** Every notification the mail module sends on a domain event (one file each; mail-notify.events.ts subscribes). */
export const notifications: readonly Notification[] = [
  noteAudited,
  noteShipped,
  noteReceivedShort,
  statementSent,
  statementRejected,
  invoiceNotification,
  paymentScheduled,
  paymentMade,
  orderLines,
  forecastPublished,
  forecastShortfall,
  ncrNotification,
  supplierNotification,
  webhookDisabled,
  announcementPublished,
];
