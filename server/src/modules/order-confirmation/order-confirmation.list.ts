import { screens, toAnswer } from '@srm/contract';
import { sql } from 'kysely';
import { orderLineColumns, scheduleCell } from '../../platform/list/list-columns.ts';
import { type DeclaredColumn, defineList } from '../../platform/list/list-definition.ts';

/**
 * The lists of order collaboration (issue #32, PRODUCT §10): the vendor's open lines to answer (OrderConfirmation)
 * and the buyer's proposals, refusals and unanswered lines (ConfirmationReview). Both read the order line's
 * confirmation columns (migration 0027); a line is open while its status is open and something is left to deliver.
 */
export const openLine = "ol.status = 'open' and ol.ordered_qty > ol.qty_delivered";
const quoted = (states: readonly string[]) => states.map((s) => `'${s}'`).join(', ');

/**
 * When the line started waiting for its answer: created (new), countered by the buyer or answered by the vendor
 * (the last answer's time), or changed by the ERP (its last version). The lists' age and the reminder sweep's
 * (order-confirmation.repository.ts `markUnansweredLines`) are this one expression, over `ol`.
 */
export const waitingSince = `(case ol.confirm_state
  when 'new' then ol.created_at
  when 'changed' then coalesce((select max(lv.at) from order_line_version lv where lv.order_line_id = ol.id), ol.answered_at, ol.created_at)
  else coalesce(ol.answered_at, ol.created_at) end)`;
/** Hours a line in `states` has waited (null in the others). */
const ageHours = (states: readonly string[]) =>
  `(case when ol.confirm_state in (${quoted(states)}) then floor(extract(epoch from (now() - ${waitingSince})) / 3600)::int end)`;

/** Whose move it is: the vendor's (to answer), the buyer's (a proposal or a refusal), or nobody's (agreed). */
const waitingOn = `(case when ol.confirm_state in (${quoted(toAnswer)}) then 'vendor'
  when ol.confirm_state in ('proposed', 'refused') then 'buyer' else 'none' end)`;

/** Σ of the promised schedule's quantities (null when nothing is promised). */
const promisedQty = "(select sum((e->>'QTY')::numeric) from jsonb_array_elements(ol.promised_schedule) e)";

const lineColumns = (states: readonly string[]): DeclaredColumn[] => [
  { field: 'ID', sql: 'ol.id', kind: 'int', hidden: true },
  { field: 'VERSION', sql: 'ol.confirm_version', kind: 'int', hidden: true },
  { field: 'CONFIRM_STATE', sql: 'ol.confirm_state', kind: 'text', width: 130 },
  { field: 'WAITING_ON', sql: waitingOn, kind: 'text', width: 100 },
  { field: 'AGE_HOURS', sql: ageHours(states), kind: 'int', width: 90 },
  { field: 'ORDER_KIND', sql: 'ol.order_kind', kind: 'text', width: 130 },
  ...orderLineColumns(),
  { field: 'ORDERED_QTY', sql: 'ol.ordered_qty', kind: 'decimal', width: 100 },
  { field: 'DUE_DATE', sql: 'ol.due_date', kind: 'date', width: 110 },
  { field: 'SCHEDULE', sql: scheduleCell, kind: 'text', width: 340 },
  { field: 'ORIGINAL_QTY', sql: 'ol.original_qty', kind: 'decimal', width: 100 },
  { field: 'ORIGINAL_DUE_DATE', sql: 'ol.original_due_date', kind: 'date', width: 110 },
  // The schedule's first date and total: for filters and sorting, not shown (beside one date the total of a split
  // read as if it were all due then).
  { field: 'PROMISED_DATE', sql: 'ol.promised_date', kind: 'date', width: 110, hidden: true },
  { field: 'PROMISED_QTY', sql: promisedQty, kind: 'decimal', width: 100, hidden: true },
  // The part's over-delivery allowance for this vendor: the schedule dialog checks a proposal's total with it before
  // sending (the server checks the same figure).
  { field: 'OVER_PCT', sql: 'coalesce(od.over_pct, 0)', kind: 'decimal', width: 100, hidden: true },
];

/**
 * The vendor's "Order confirmation" screen: its open purchase and outsourcing lines in every state (filterable),
 * those to answer (new, changed, countered) first, the longest waiting first: AGE_HOURS is null in the other states.
 * Staff with the screen see the organisation's.
 */
export const orderConfirmationList = defineList({
  route: screens.OrderConfirmation.path,
  title: { 'zh-chs': screens.OrderConfirmation.zh, en: screens.OrderConfirmation.en },
  table: 'order_line',
  from: sql`order_line ol
    left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
    left join over_delivery_part od on od.org_id = ol.org_id and od.vendor_code = ol.vendor_code and od.part_no = ol.part_no`,
  driving: { from: sql`order_line ol`, alias: 'ol' },
  scope: (scope) =>
    scope.vendorCode === null
      ? sql`ol.org_id = ${scope.orgId} and ${sql.raw(openLine)}`
      : sql`ol.org_id = ${scope.orgId} and ${sql.raw(openLine)} and ol.vendor_code = ${scope.vendorCode}`,
  columns: lineColumns(toAnswer),
  defaultSort: { field: 'AGE_HOURS', desc: true },
  key: 'ID',
});

/** What waits for someone: the buyer (proposed, refused) or the vendor (unanswered). */
const reviewStates = ['proposed', 'refused', ...toAnswer] as const;

/**
 * The buyer's "Confirmation review" screen: the organisation's open lines proposed, refused or still unanswered,
 * the longest waiting first, with the vendor's name and the reason of the last answer.
 */
export const confirmationReviewList = defineList({
  route: screens.ConfirmationReview.path,
  title: { 'zh-chs': screens.ConfirmationReview.zh, en: screens.ConfirmationReview.en },
  table: 'order_line',
  from: sql`order_line ol
    left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
    left join vendor v on v.org_id = ol.org_id and v.vendor_code = ol.vendor_code
    left join over_delivery_part od on od.org_id = ol.org_id and od.vendor_code = ol.vendor_code and od.part_no = ol.part_no`,
  driving: { from: sql`order_line ol`, alias: 'ol' },
  scope: (scope) => {
    const base = sql`ol.org_id = ${scope.orgId} and ${sql.raw(openLine)} and ol.confirm_state in (${sql.raw(quoted(reviewStates))})`;
    return scope.vendorCode === null ? base : sql`${base} and ol.vendor_code = ${scope.vendorCode}`;
  },
  columns: [
    ...lineColumns(reviewStates),
    { field: 'VENDOR_NAME', sql: 'v.vendor_name', kind: 'text', width: 170 },
    {
      field: 'REASON',
      sql: `(select lv.reason from order_line_version lv where lv.order_line_id = ol.id and lv.action in ('propose', 'refuse', 'counter', 'accept', 'confirm') order by lv.version desc limit 1)`,
      kind: 'text',
      width: 200,
    },
  ],
  defaultSort: { field: 'AGE_HOURS', desc: true },
  key: 'ID',
});
