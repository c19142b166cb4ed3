import { z } from 'zod';

/**
 * The home page's "my to-do" (PRODUCT §8): per item a count of what waits for the caller, and the list screen that
 * shows exactly those rows (ROUTE opened with FILTER as its header search: `?STATUS=2`). Only items whose screen the
 * caller's role holds are answered; a vendor's counts are its own.
 */
export const todoKeys = [
  'notesToShip',
  'statementsToConfirm',
  'billsToConfirm',
  'notesToAudit',
  'notesToReceive',
  'overdueLines',
  'statementsRejected',
  'statementsToApprove',
  'linesToAnswer',
  'proposalsToReview',
  'ncrsToAnswer',
  'ncrsToReview',
  'ncrsOverdue',
  // Supplier onboarding (issue #45 item 6): a buyer's and finance's decisions, a vendor's documents to renew or add.
  'registrationsToReview',
  'registrationsToApprove',
  'changesToReview',
  'bankChangesToApprove',
  'documentsToReview',
  'documentsExpiring',
  'documentsMissing',
  // Invoices (issue #47): a vendor's confirmed statements to invoice and rejected invoices to fix, finance's to review.
  'statementsToInvoice',
  'invoicesRejected',
  'invoicesToReview',
  // Forecasts (issue #48): a vendor's newest version to commit to, the buyers' shortfalls to review.
  'forecastsToCommit',
  'forecastShortfalls',
] as const;
export type TodoKey = (typeof todoKeys)[number];

export const todoItem = z.object({
  KEY: z.enum(todoKeys),
  COUNT: z.number().int().nonnegative(),
  ROUTE: z.string(),
  FILTER: z.record(z.string(), z.string()),
});
export type TodoItem = z.infer<typeof todoItem>;

/**
 * `Home/Charts` (issue #14): the home page's figures, a vendor's only its own. A part is null when the caller's role
 * does not hold the screen it summarises (notes, the vendor scorecard, statements).
 * - DELIVERIES: the last 12 weeks (Monday first, oldest first): delivery and outsourced notes shipped in the week
 *   (delivery date, in transit or received) and notes received in the week (receipt day);
 * - ON_TIME: the scorecard's on-time and fill rates (%, one decimal; null without received lines / ordered qty) over
 *   order lines due in the last 12 months up to today: per vendor for staff, per month for a vendor;
 * - STATEMENTS: statements per state, as the caller's statement lists show them.
 */
export const homeCharts = z.object({
  DELIVERIES: z
    .array(z.object({ WEEK: z.string(), SHIPPED: z.number().int(), RECEIVED: z.number().int() }))
    .nullable(),
  ON_TIME: z
    .object({
      BY: z.enum(['vendor', 'month']),
      ROWS: z.array(
        z.object({
          KEY: z.string(),
          NAME: z.string(),
          ON_TIME_RATE: z.number().nullable(),
          FILL_RATE: z.number().nullable(),
          RECEIVED_LINES: z.number().int(),
        }),
      ),
    })
    .nullable(),
  STATEMENTS: z.array(z.object({ STATE: z.number().int(), COUNT: z.number().int() })).nullable(),
});
export type HomeCharts = z.infer<typeof homeCharts>;
