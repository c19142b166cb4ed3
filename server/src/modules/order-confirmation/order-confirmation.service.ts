import {
  type AnsweredLine,
  actorMay,
  type ConfirmAction,
  type ConfirmActor,
  type ConfirmState,
  confirmTransitions,
  type LineTimeline,
  type OrderView,
  ruleFor,
  type ScheduleLine,
  scheduleProblems,
} from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type EventPublisher, publisherFor } from '../../platform/events/event-catalogue.ts';
import { type SweepTimes, startHourlySweep } from '../../platform/jobs/hourly-sweep.ts';
import { writeAudit } from '../audit/index.ts';
import {
  answerLines,
  enabledOrganizations,
  findLine,
  findOrderLines,
  findVersions,
  type LineAnswer,
  type LineRow,
  lockLines,
  markUnansweredLines,
  today,
} from './order-confirmation.repository.ts';

/**
 * Order collaboration (issue #32, PRODUCT §10): the vendor accepts, proposes or refuses, the buyer confirms or
 * counters, each on the line's version the answer was made on. `confirmTransitions` (contract) is the one table:
 * an actor who may never take the action gets 403, a state the table has no rule for 409, an answer on an older
 * version 409 naming the line, a line of another vendor or organisation 404 (as if absent), a closed line 409.
 */
export type Answer =
  | { action: 'accept' | 'confirm'; lines: AnsweredLine[] }
  | {
      action: 'propose' | 'counter';
      line: AnsweredLine;
      schedule: ScheduleLine[];
      reason?: string | undefined;
    }
  | { action: 'refuse'; line: AnsweredLine; reason: string };

export type AnswerResult = { ID: number; STATE: ConfirmState; VERSION: number }[];

/** The caller's part: a vendor user is the vendor, staff are the buyer side. */
const actorOf = (auth: AuthContext): ConfirmActor => (auth.vendorCode ? 'vendor' : 'buyer');

/** A line as people name it: its order number and item. */
const lineName = (l: Pick<LineRow, 'po_no' | 'po_item'>) => `${l.po_no}/${l.po_item}`;

/** `1000.5000` → `1000.5`: quantities in schedules as the contract writes them. */
export const plainQty = (q: string): string => (q.includes('.') ? q.replace(/\.?0+$/, '') : q);

/** Refuses a schedule that breaks PRODUCT §10's rules for this line (400 naming the first problem). */
function checkSchedule(line: LineRow, schedule: ScheduleLine[], day: string): void {
  const problems = scheduleProblems(schedule, {
    ordered: line.ordered_qty,
    overPct: line.over_pct,
    today: day,
  });
  const first = problems[0];
  if (!first) return;
  const { kind, ...params } = first;
  throw new AppError(400, `orderConfirmation.${kind}`, params, problems);
}

/**
 * The events of answers (PRODUCT §14): an agreed schedule, a vendor's proposal for the buyer to review, and the
 * buyer's counter for the vendor to answer.
 */
const eventOf: Partial<
  Record<ConfirmAction, 'order.line.confirmed' | 'order.line.proposed' | 'order.line.countered'>
> = {
  accept: 'order.line.confirmed',
  confirm: 'order.line.confirmed',
  propose: 'order.line.proposed',
  counter: 'order.line.countered',
};

/**
 * One sent line checked and answered: 404 when the caller cannot see it, 409 when it is closed, the answer was made
 * on an older version, or the state machine has no rule for this action in its state, then its new state and
 * schedule (a proposed or countered schedule checked against PRODUCT §10).
 */
function lineAnswer(
  line: LineRow | undefined,
  sent: AnsweredLine,
  input: Answer,
  actor: ConfirmActor,
  day: string,
): LineAnswer {
  const { action } = input;
  if (!line) throw new AppError(404, 'orderConfirmation.notFound', { id: sent.ID });
  const name = lineName(line);
  if (line.status !== 'open') throw new AppError(409, 'orderConfirmation.closed', { line: name });
  if (line.confirm_version !== sent.VERSION)
    throw new AppError(409, 'orderConfirmation.stale', {
      line: name,
      sent: sent.VERSION,
      current: line.confirm_version,
    });
  const rule = ruleFor(confirmTransitions, action, line.confirm_state, actor);
  if (!rule || rule.to === 'same' || rule.to === 'deleted')
    throw new AppError(409, 'orderConfirmation.badTransition', {
      line: name,
      state: `orderConfirmation.state.${line.confirm_state}`,
      action: `orderConfirmation.action.${action}`,
    });
  return { id: line.id, state: rule.to, schedule: scheduleOf(line, rule.to, input, day) };
}

/**
 * One answer, all or nothing: locks the lines, checks each against the state machine, its version and its
 * status, writes the new state and a version row per line (set-based), one audit entry and one event per vendor
 * (a bulk accept of a thousand lines is one event: one mail, not a thousand).
 */
export async function answer(
  db: Db,
  events: EventPublisher<'order-confirmation'>,
  auth: AuthContext,
  input: Answer,
): Promise<AnswerResult> {
  const { action } = input;
  const actor = actorOf(auth);
  if (!actorMay(confirmTransitions, action, actor))
    throw new AppError(403, 'orderConfirmation.actionNotAllowed', {
      action: `orderConfirmation.action.${action}`,
    });
  const sent = 'lines' in input ? input.lines : [input.line];
  const seen = new Set<number>();
  for (const l of sent) {
    if (seen.has(l.ID)) throw new AppError(400, 'orderConfirmation.lineTwice', { id: l.ID });
    seen.add(l.ID);
  }
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const ids = sent.map((l) => l.ID);
    const rows = await lockLines(trx, auth.orgId, auth.vendorCode, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const day = input.action === 'propose' || input.action === 'counter' ? await today(trx) : '';
    const answers: LineAnswer[] = [];
    for (const s of sent) answers.push(lineAnswer(byId.get(s.ID), s, input, actor, day));
    const reason = 'reason' in input ? (input.reason ?? null) : null;
    const result = await answerLines(trx, { action, actor, reason, by: auth.userName, lines: answers });
    const after = new Map(result.map((r) => [r.id, r]));
    const lines = sent.map((s) => byId.get(s.ID)!);
    await writeAudit(trx, auth, {
      action,
      entity: 'order_line',
      entityId: lines.length === 1 ? lines[0]!.id : null,
      before: {
        LINES: lines.map((l) => ({
          ID: l.id,
          LINE: lineName(l),
          STATE: l.confirm_state,
          VERSION: l.confirm_version,
          SCHEDULE: l.promised_schedule,
        })),
      },
      after: {
        ...(reason ? { REASON: reason } : {}),
        LINES: answers.map((a) => ({
          ID: a.id,
          STATE: a.state,
          VERSION: after.get(a.id)!.version,
          SCHEDULE: a.schedule,
        })),
      },
    });
    const event = eventOf[action];
    if (event) {
      for (const { entityId, ...payload } of linesByVendor(lines, (l) => after.get(l.id)!.version))
        await events.publish(trx, event, {
          orgId: auth.orgId,
          entityId,
          payload: { ...payload, by: auth.userName },
        });
    }
    return sent.map((s) => {
      const r = after.get(s.ID)!;
      return { ID: r.id, STATE: r.state, VERSION: r.version };
    });
  });
}

/** The schedule a line holds after the answer. */
function scheduleOf(line: LineRow, to: ConfirmState, input: Answer, day: string): ScheduleLine[] {
  switch (input.action) {
    case 'accept':
      // As ordered; accepting a counter keeps the buyer's schedule (the line is confirmed at once).
      return line.confirm_state === 'countered'
        ? line.promised_schedule
        : [{ DATE: line.due_date, QTY: plainQty(line.ordered_qty) }];
    case 'confirm':
      return line.promised_schedule;
    case 'propose':
    case 'counter': {
      checkSchedule(line, input.schedule, day);
      return [...input.schedule]
        .map((s) => ({ DATE: s.DATE, QTY: plainQty(s.QTY) }))
        .sort((a, b) => a.DATE.localeCompare(b.DATE));
    }
    case 'refuse':
      return to === 'refused' ? [] : line.promised_schedule;
  }
}

const text = (at: Date | string) => (at instanceof Date ? at.toISOString() : String(at));
const scheduleText = (s: ScheduleLine[]) => s.map((l) => ({ DATE: l.DATE, QTY: String(l.QTY) }));

/**
 * An order line's drawer: its ERP figures (original and current), the agreed or proposed schedule and every
 * version. A line created before the portal kept versions starts with its creation at the original figures.
 */
export async function lineTimelineOf(db: Db, auth: AuthContext, id: number): Promise<LineTimeline> {
  const line = await findLine(db, auth.orgId, auth.vendorCode, id);
  if (!line) throw new AppError(404, 'orderConfirmation.notFound', { id });
  const versions = await findVersions(db, id);
  const first = versions[0];
  const created =
    first?.version === 0
      ? []
      : [
          {
            VERSION: 0,
            ACTION: 'create' as const,
            ACTOR: 'erp' as const,
            STATE: 'new' as const,
            SCHEDULE: [],
            REASON: null,
            ORDERED_QTY: line.original_qty,
            DUE_DATE: line.original_due_date,
            UNIT_PRICE: first?.unit_price ?? line.unit_price,
            BY: null,
            AT: text(line.created_at),
          },
        ];
  return {
    ID: line.id,
    PO_NO: line.po_no,
    PO_ITEM: line.po_item,
    VENDOR_CODE: line.vendor_code,
    PART_NO: line.part_no,
    STATE: line.confirm_state,
    VERSION: line.confirm_version,
    ORDERED_QTY: line.ordered_qty,
    DUE_DATE: line.due_date,
    ORIGINAL_QTY: line.original_qty,
    ORIGINAL_DUE_DATE: line.original_due_date,
    SCHEDULE: scheduleText(line.promised_schedule),
    VERSIONS: [
      ...created,
      ...versions.map((v) => ({
        VERSION: v.version,
        ACTION: v.action as LineTimeline['VERSIONS'][number]['ACTION'],
        ACTOR: v.actor,
        STATE: v.state,
        SCHEDULE: scheduleText(v.schedule),
        REASON: v.reason,
        ORDERED_QTY: v.ordered_qty,
        DUE_DATE: v.due_date,
        UNIT_PRICE: v.unit_price,
        BY: v.by_user,
        AT: text(v.at),
      })),
    ],
  };
}

/**
 * A whole order (issue #45): every line of the order of line `id` with its answer, for a buyer (or the vendor) to
 * read and print as one document. 404 when the line is not the caller's to see, as for a line's timeline.
 */
export async function orderViewOf(db: Db, auth: AuthContext, id: number): Promise<OrderView> {
  const rows = await findOrderLines(db, auth.orgId, auth.vendorCode, id);
  const first = rows[0];
  if (!first) throw new AppError(404, 'orderConfirmation.notFound', { id });
  return {
    ORDER_KIND: first.order_kind,
    PO_NO: first.po_no,
    VENDOR_CODE: first.vendor_code,
    VENDOR_NAME: first.vendor_name,
    BUYERS: [...new Set(rows.flatMap((r) => (r.buyer ? [r.buyer] : [])))],
    CURRENCY: first.currency,
    TOTAL_AMOUNT: first.total_amount,
    LINES: rows.map((r) => ({
      ID: r.id,
      PO_ITEM: r.po_item,
      PART_NO: r.part_no,
      PART_NAME: r.part_name,
      PO_UNIT: r.po_unit,
      ORDERED_QTY: r.ordered_qty,
      DUE_DATE: r.due_date,
      ORIGINAL_QTY: r.original_qty,
      ORIGINAL_DUE_DATE: r.original_due_date,
      UNIT_PRICE: r.unit_price,
      AMOUNT: r.amount,
      REMAINING_QTY: r.remaining_qty,
      RECEIVED_QTY: r.qty_received,
      STATUS: r.status,
      STATE: r.confirm_state,
      VERSION: r.confirm_version,
      SCHEDULE: scheduleText(r.promised_schedule),
      REASON: r.reason,
      ANSWERED_AT: r.answered_at === null ? null : text(r.answered_at),
    })),
  };
}

/** Who the reminder sweep's events name as their cause. */
export const reminderActor = 'system';

/**
 * Order lines by vendor, as an order-line event names them (one event per vendor, its first line the entity): each
 * line's order number and item and `version`, its confirmation version after the change.
 */
function linesByVendor<L extends { id: number; vendor_code: string; po_no: string; po_item: number }>(
  lines: readonly L[],
  version: (line: L) => number,
) {
  const byVendor = new Map<string, L[]>();
  for (const l of lines) byVendor.set(l.vendor_code, [...(byVendor.get(l.vendor_code) ?? []), l]);
  return [...byVendor].map(([vendorCode, group]) => ({
    entityId: group[0]!.id,
    vendorCode,
    lines: group.map((l) => ({ orderLineId: l.id, poNo: l.po_no, poItem: l.po_item, version: version(l) })),
  }));
}

/**
 * The daily reminder of unanswered lines (PRODUCT §10): per organisation, in one transaction, marks its lines
 * waiting for the vendor longer than the organisation's limit (`confirmation_reminder_hours`, default 48) and not
 * reminded within the last day, and publishes one `order.line.unanswered` per vendor listing them (the mail module
 * mails the vendor's users). Safe to run in several processes at once: each line is claimed by one of them
 * (repository `markUnansweredLines`). Answers how many lines were reminded.
 */
export async function remindUnansweredLines(
  db: Db,
  events: EventPublisher<'order-confirmation'>,
): Promise<number> {
  await events.prepare();
  let reminded = 0;
  for (const orgId of await enabledOrganizations(db)) {
    reminded += await inTransaction(db, async (trx) => {
      const lines = await markUnansweredLines(trx, orgId);
      for (const { entityId, ...payload } of linesByVendor(lines, (l) => l.confirm_version))
        await events.publish(trx, 'order.line.unanswered', {
          orgId,
          entityId,
          payload: { ...payload, by: reminderActor },
        });
      return lines.length;
    });
  }
  return reminded;
}

/** The reminder sweep a minute after start and then every hour; with several processes each line is reminded once. */
export function startOrderLineReminder(app: FastifyInstance, options: SweepTimes = {}): void {
  const events = publisherFor(app.events, 'order-confirmation');
  startHourlySweep(app, 'order line reminder', () => remindUnansweredLines(app.db, events), options);
}
