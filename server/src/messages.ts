import { announcementMessages } from './modules/announcement/announcement.messages.ts';
import { attachmentMessages } from './modules/attachment/attachment.messages.ts';
import { deliveryNoteMessages } from './modules/delivery-note/delivery-note.messages.ts';
import { despatchAdviceMessages } from './modules/despatch-advice/despatch-advice.messages.ts';
import { disputeMessages } from './modules/dispute/dispute.messages.ts';
import { domainEventMessages } from './modules/domain-event/domain-event.messages.ts';
import { environmentMessages } from './modules/environment/environment.messages.ts';
import { expenseBillMessages } from './modules/expense-bill/expense-bill.messages.ts';
import { exportMessages } from './modules/export/export.messages.ts';
import { forecastMessages } from './modules/forecast/forecast.messages.ts';
import { forecastDelforMessages } from './modules/forecast/forecast-delfor.messages.ts';
import { forecastUploadMessages } from './modules/forecast/forecast-upload.messages.ts';
import { healthMessages } from './modules/health/health.messages.ts';
import { integrationMessages } from './modules/integration/integration.messages.ts';
import { invoiceMessages } from './modules/invoice/invoice.messages.ts';
import { labelMessages } from './modules/label/label.messages.ts';
import { listParamMessages } from './modules/list-param/list-param.messages.ts';
import { mailMessages } from './modules/mail/mail.messages.ts';
import { menuMessages } from './modules/menu/menu.messages.ts';
import { onboardingMessages } from './modules/onboarding/onboarding.messages.ts';
import { orderConfirmationMessages } from './modules/order-confirmation/order-confirmation.messages.ts';
import { organizationMessages } from './modules/organization/organization.messages.ts';
import { printTemplateMessages } from './modules/print-template/print-template.messages.ts';
import { qualityMessages } from './modules/quality/quality.messages.ts';
import { receivingMessages } from './modules/receiving/receiving.messages.ts';
import { roleMessages } from './modules/role/role.messages.ts';
import { statementMessages } from './modules/statement/statement.messages.ts';
import { userMessages } from './modules/user/user.messages.ts';
import { vendorMessages } from './modules/vendor/vendor.messages.ts';
import { vendorKeyMessages } from './modules/vendor-key/vendor-key.messages.ts';
import { webhookMessages } from './modules/webhook/webhook.messages.ts';
import { installMessages, platformMessages } from './platform/messages.ts';

/**
 * The server's message catalogue: the platform's table (`platform/messages.ts`) and each module's
 * (`modules/<m>/<m>.messages.ts`), by owner. A module's table adds its keys to `MessageKey` (the declaration below)
 * and to what `translate` finds at run time (`installMessages`, when this file is imported). Code outside the
 * platform imports `translate` from here, never from the platform, so whatever translates (the app, a job, the demo
 * data) has every key: a parameter or a refusal may name another module's key. `platform/messages.test.ts` checks
 * that each table is listed here, that no key is defined in two tables, that each key has a text in every language
 * and that nothing outside the platform takes `translate` from it.
 */
export const messageTables = {
  platform: platformMessages,
  announcement: announcementMessages,
  attachment: attachmentMessages,
  'delivery-note': deliveryNoteMessages,
  'despatch-advice': despatchAdviceMessages,
  dispute: disputeMessages,
  'domain-event': domainEventMessages,
  environment: environmentMessages,
  'expense-bill': expenseBillMessages,
  export: exportMessages,
  health: healthMessages,
  integration: integrationMessages,
  forecast: { ...forecastMessages, ...forecastUploadMessages, ...forecastDelforMessages },
  invoice: invoiceMessages,
  label: labelMessages,
  'list-param': listParamMessages,
  mail: mailMessages,
  menu: menuMessages,
  onboarding: onboardingMessages,
  'order-confirmation': orderConfirmationMessages,
  organization: organizationMessages,
  'print-template': printTemplateMessages,
  quality: qualityMessages,
  receiving: receivingMessages,
  role: roleMessages,
  statement: statementMessages,
  user: userMessages,
  vendor: vendorMessages,
  'vendor-key': vendorKeyMessages,
  webhook: webhookMessages,
} as const;

type Tables = typeof messageTables;
/** `A | B | …` → `A & B & …`: one object type with the keys of every table. */
type AllOf<U> = (U extends unknown ? (table: U) => void : never) extends (table: infer I) => void ? I : never;
type Catalogue = AllOf<Tables[keyof Tables]>;

declare module './platform/messages.ts' {
  interface Messages extends Catalogue {}
}

/** Every message by key (a key defined twice would keep its last table's texts: the test forbids it). */
export const messages: Catalogue = Object.assign({}, ...Object.values(messageTables));

installMessages(messages);

export { type MessageKey, type MessageParams, translate } from './platform/messages.ts';
