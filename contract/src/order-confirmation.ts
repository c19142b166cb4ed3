import { z } from 'zod';
import { quantity } from './delivery-note.ts';
import type { StateMachine } from './state-machine.ts';
import { reasonText } from './visible-text.ts';

/**
 * Order collaboration (issue #32, PRODUCT §10): every purchase- and outsourcing-order line carries the vendor's
 * answer. The ERP's due date and quantity on the line never change through the portal; the vendor's promise is a
 * schedule of one or more (date, quantity) lines beside them, and every answer, counter and ERP change is kept as a
 * version of the line.
 */
export const confirmStates = [
  'new',
  'accepted',
  'proposed',
  'countered',
  'refused',
  'confirmed',
  'changed',
] as const;
export type ConfirmState = (typeof confirmStates)[number];

export const confirmActions = ['accept', 'propose', 'refuse', 'confirm', 'counter', 'change'] as const;
export type ConfirmAction = (typeof confirmActions)[number];

/** Who answers: the line's vendor, the organisation's buyers, the ERP's push (the integration API). */
export type ConfirmActor = 'vendor' | 'buyer' | 'erp';

/** Lines a vendor still has to answer. */
export const toAnswer: readonly ConfirmState[] = ['new', 'changed', 'countered'];
/** Lines whose schedule is agreed: what the delivery-note editor and the days-late figures read. */
export const agreed: readonly ConfirmState[] = ['accepted', 'confirmed'];
/** Answered lines an ERP change of quantity, date or price re-opens. */
const answered: readonly ConfirmState[] = ['accepted', 'proposed', 'countered', 'refused', 'confirmed'];

/**
 * The confirmation state machine, one table for server and web:
 * - the vendor accepts a line as ordered (or as the buyer countered it: then it is confirmed at once), proposes a
 *   schedule of its own, or refuses it with a reason;
 * - the buyer confirms a proposal (a short one too: confirming is the buyer's acceptance) or counters a proposal or
 *   a refusal with a schedule of its own, which goes back to the vendor; a refused line the buyer does not counter
 *   is cancelled in the ERP (its push closes the line);
 * - the ERP's push of a changed quantity, due date or price re-opens an answered line (`changed`).
 */
export const confirmTransitions: StateMachine<ConfirmAction, ConfirmState, ConfirmActor> = {
  accept: [
    { from: ['new', 'changed'], actors: ['vendor'], to: 'accepted' },
    { from: ['countered'], actors: ['vendor'], to: 'confirmed' },
  ],
  propose: { from: toAnswer, actors: ['vendor'], to: 'proposed' },
  refuse: { from: toAnswer, actors: ['vendor'], to: 'refused' },
  confirm: { from: ['proposed'], actors: ['buyer'], to: 'confirmed' },
  counter: { from: ['proposed', 'refused'], actors: ['buyer'], to: 'countered' },
  change: { from: answered, actors: ['erp'], to: 'changed' },
};

type Label = { 'zh-chs': string; en: string };
export const confirmStateLabels = {
  new: { 'zh-chs': '待确认', en: 'To answer' },
  accepted: { 'zh-chs': '已接受', en: 'Accepted' },
  proposed: { 'zh-chs': '供应商提议', en: 'Proposed' },
  countered: { 'zh-chs': '采购还盘', en: 'Countered' },
  refused: { 'zh-chs': '已拒绝', en: 'Refused' },
  confirmed: { 'zh-chs': '已确认', en: 'Confirmed' },
  changed: { 'zh-chs': 'ERP变更待重新确认', en: 'Changed — to re-confirm' },
} as const satisfies Record<ConfirmState, Label>;

export const confirmActionLabels = {
  accept: { 'zh-chs': '接受', en: 'Accept' },
  propose: { 'zh-chs': '提议', en: 'Propose' },
  refuse: { 'zh-chs': '拒绝', en: 'Refuse' },
  confirm: { 'zh-chs': '确认提议', en: 'Confirm' },
  counter: { 'zh-chs': '还盘', en: 'Counter' },
  change: { 'zh-chs': 'ERP变更', en: 'ERP change' },
} as const satisfies Record<ConfirmAction, Label>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');
const id = z.coerce.number().int().positive();
/** The line's version the answer was made on: another answer in between is a 409 naming the line. */
const version = z.coerce.number().int().min(0);

/** One promised delivery: a date and a quantity. */
export const scheduleLine = z.object({ DATE: isoDate, QTY: quantity });
export type ScheduleLine = z.infer<typeof scheduleLine>;
/** A promised schedule: 1–20 lines (a split), each date at most once. */
export const schedule = z.array(scheduleLine).min(1).max(20);

/** A line as the answer saw it. */
export const answeredLine = z.object({ ID: id, VERSION: version });
export type AnsweredLine = z.infer<typeof answeredLine>;

/** Accept many lines as ordered (or as countered), all or none. */
export const acceptBody = z.object({ LINES: z.array(answeredLine).min(1).max(5000) });
/** Confirm many proposals (buyer), all or none. */
export const confirmBody = acceptBody;
/** Propose (vendor) or counter (buyer) one line's schedule. */
export const scheduleBody = answeredLine.extend({ SCHEDULE: schedule, REASON: reasonText(512).optional() });
/** Refuse a line (vendor), with why. */
export const refuseBody = answeredLine.extend({ REASON: reasonText(512) });
export type AcceptBody = z.input<typeof acceptBody>;
export type ScheduleBody = z.input<typeof scheduleBody>;
export type RefuseBody = z.input<typeof refuseBody>;

/** What an answer did: each line's new state and version. */
export const answerResult = z.array(
  z.object({ ID: z.number(), STATE: z.enum(confirmStates), VERSION: z.number() }),
);

/** One version of a line: an answer, a counter, a confirmation or an ERP change, with what it held. */
export const lineVersion = z.object({
  VERSION: z.number(),
  ACTION: z.enum([...confirmActions, 'create']),
  ACTOR: z.enum(['vendor', 'buyer', 'erp']),
  STATE: z.enum(confirmStates),
  SCHEDULE: z.array(z.object({ DATE: z.string(), QTY: z.string() })),
  REASON: z.string().nullable(),
  /** The ERP's quantity, due date and price at this version (what a change changed). */
  ORDERED_QTY: z.string(),
  DUE_DATE: z.string(),
  UNIT_PRICE: z.string(),
  BY: z.string().nullable(),
  AT: z.string(),
});

/** The order-line drawer: the line, the ERP's original and current figures, the agreed schedule and every version. */
export const lineTimeline = z.object({
  ID: z.number(),
  PO_NO: z.string(),
  PO_ITEM: z.number(),
  VENDOR_CODE: z.string(),
  PART_NO: z.string(),
  STATE: z.enum(confirmStates),
  VERSION: z.number(),
  ORDERED_QTY: z.string(),
  DUE_DATE: z.string(),
  ORIGINAL_QTY: z.string(),
  ORIGINAL_DUE_DATE: z.string(),
  SCHEDULE: z.array(z.object({ DATE: z.string(), QTY: z.string() })),
  VERSIONS: z.array(lineVersion),
});
export type LineTimeline = z.infer<typeof lineTimeline>;

export const timelineQuery = z.object({ id });

/**
 * Where a line's schedule stands (issue #45): agreed (accepted or confirmed: what deliveries follow), the vendor's
 * proposal or the buyer's counter (not agreed yet), the schedule held before the ERP changed the line (to answer
 * again), or none (new, refused). Every screen that shows a schedule says which.
 */
export type ScheduleStanding = 'agreed' | 'proposed' | 'countered' | 'previous' | 'none';
export const scheduleStanding: Record<ConfirmState, ScheduleStanding> = {
  new: 'none',
  accepted: 'agreed',
  proposed: 'proposed',
  countered: 'countered',
  refused: 'none',
  confirmed: 'agreed',
  changed: 'previous',
};

/**
 * A schedule in one list cell (lists, exports, prints): each delivery as `date × qty`, by date, `; ` between them,
 * e.g. `2026-08-01 × 1500; 2026-08-15 × 1300`. The lists' SQL writes exactly this (tests compare it with
 * `scheduleCellText`); the screens read it back with `scheduleOfCellText` to show each delivery.
 */
export const scheduleCellText = (lines: readonly { DATE: string; QTY: string | number }[]): string =>
  [...lines]
    .sort((a, b) => a.DATE.localeCompare(b.DATE))
    .map((l) => `${l.DATE} × ${text(units(String(l.QTY)))}`)
    .join('; ');
export const scheduleOfCellText = (cell: unknown): { DATE: string; QTY: string }[] =>
  typeof cell === 'string'
    ? [...cell.matchAll(/(\d{4}-\d{2}-\d{2}) × (\d+(?:\.\d+)?)/g)].map((m) => ({ DATE: m[1]!, QTY: m[2]! }))
    : [];

/**
 * A whole order (`OrderLine/Order?id=` of any of its lines, issue #45): the order's lines of the line's vendor, each
 * with the ERP's figures, what was delivered and its answer (state, schedule, the last answer's reason), for a buyer
 * to read and print as one document. A vendor reaches only its own orders.
 */
export const orderViewQuery = z.object({ id });
export const orderViewLine = z.object({
  ID: z.number(),
  PO_ITEM: z.number(),
  PART_NO: z.string(),
  PART_NAME: z.string().nullable(),
  PO_UNIT: z.string(),
  ORDERED_QTY: z.string(),
  DUE_DATE: z.string(),
  ORIGINAL_QTY: z.string(),
  ORIGINAL_DUE_DATE: z.string(),
  UNIT_PRICE: z.string(),
  AMOUNT: z.string(),
  /** Ordered − Σ delivered on notes not voided (the order reports' remaining quantity). */
  REMAINING_QTY: z.string(),
  RECEIVED_QTY: z.string(),
  STATUS: z.enum(['open', 'closed']),
  STATE: z.enum(confirmStates),
  VERSION: z.number(),
  SCHEDULE: z.array(z.object({ DATE: z.string(), QTY: z.string() })),
  /** The reason given with the line's last answer (a proposal, refusal or counter), if any. */
  REASON: z.string().nullable(),
  ANSWERED_AT: z.string().nullable(),
});
export const orderView = z.object({
  ORDER_KIND: z.enum(['PO', 'OS']),
  PO_NO: z.string(),
  VENDOR_CODE: z.string(),
  VENDOR_NAME: z.string().nullable(),
  /** The lines' buyers (ERP `ATTRIBUTE1`), each once. */
  BUYERS: z.array(z.string()),
  CURRENCY: z.string(),
  TOTAL_AMOUNT: z.string(),
  LINES: z.array(orderViewLine),
});
export type OrderView = z.infer<typeof orderView>;

/** The ERP's pull of agreed schedules (`Integration/PullConfirmations?since=`): a cursor it keeps. */
export const pullConfirmationsQuery = z.object({
  since: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export const pulledConfirmation = z.object({
  externalId: z.string().nullable(),
  poNo: z.string(),
  poItem: z.number(),
  state: z.enum(confirmStates),
  schedule: z.array(z.object({ date: z.string(), qty: z.string() })),
  /** The cursor of this answer: pass the last one seen as `since`. */
  seq: z.number(),
});
export const pullConfirmationsResult = z.object({
  items: z.array(pulledConfirmation),
  next: z.number(),
});

/** Why a schedule cannot be promised (PRODUCT §10); the server answers 400 with these, the web says them first. */
export type ScheduleProblem =
  | { kind: 'dateInPast'; date: string }
  | { kind: 'dateTwice'; date: string }
  | { kind: 'zeroQty'; date: string }
  | { kind: 'overOrdered'; total: string; max: string };

const scale = 10_000n;
/** A quantity ("600.5") in ten-thousandths, exactly (quantities have at most 4 decimals). */
const units = (q: string): bigint => {
  const [whole = '0', fraction = ''] = q.split('.');
  return BigInt(whole) * scale + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
};
const text = (u: bigint): string => {
  const whole = u / scale;
  const fraction = (u % scale).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
};

/**
 * The problems of a promised schedule for a line of `ordered` (ERP quantity) with `overPct` % over-delivery allowed,
 * on `today` (YYYY-MM-DD, the organisation's day): every date today or later and at most once, every quantity above
 * zero, and the total at most ordered × (1 + over %). A total below ordered is allowed: confirming it is the buyer's
 * acceptance of a short confirmation.
 */
export function scheduleProblems(
  lines: readonly ScheduleLine[],
  rule: { ordered: string; overPct: string; today: string },
): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (line.DATE < rule.today) problems.push({ kind: 'dateInPast', date: line.DATE });
    if (seen.has(line.DATE)) problems.push({ kind: 'dateTwice', date: line.DATE });
    seen.add(line.DATE);
    if (units(line.QTY) === 0n) problems.push({ kind: 'zeroQty', date: line.DATE });
  }
  const total = lines.reduce((sum, l) => sum + units(l.QTY), 0n);
  // ordered × (1 + pct/100), in ten-thousandths, rounded down (the allowance is never more than the rule says).
  const max = (units(rule.ordered) * (units(rule.overPct) + 100n * scale)) / (100n * scale);
  if (total > max) problems.push({ kind: 'overOrdered', total: text(total), max: text(max) });
  return problems;
}
