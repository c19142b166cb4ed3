import type { OnboardingActor, TodoItem, TodoKey } from '@srm/contract';
import { changeDeciderOf, screens, vendorChangeKinds } from '@srm/contract';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import {
  countAwaiting,
  countBills,
  countExpiringDocuments,
  countForecastShortfalls,
  countForecastsToCommit,
  countInvoices,
  countMissingDocuments,
  countNcrs,
  countNotes,
  countOverdueLines,
  countPendingChanges,
  countRegistrations,
  countStatements,
  countSubmittedDocuments,
  type TodoScope,
} from './home.repository.ts';

type Todo = {
  key: TodoKey;
  /** Who it is for: a vendor's user, the organisation's staff, or both. */
  for: 'vendor' | 'staff' | 'both';
  route: string;
  /** The decision's button the caller must hold besides the screen (a buyer's review, finance's approval). */
  button?: 'VendorReview' | 'VendorBankApproval';
  /** The header search of the list that shows exactly the counted rows. */
  filter: Record<string, string>;
  count: (db: Db, scope: TodoScope) => Promise<number>;
};

const notes = screens.MaintainDeliveryNote2.path;
/** The kinds of master data change that wait on `actor` (contract `vendorChangeTransitions`). */
const changeKindsOf = (actor: OnboardingActor) =>
  vendorChangeKinds.filter((k) => changeDeciderOf(k) === actor);
const orderReport = screens.PurchaseOrderReport.path;

/** Each item counts exactly the rows its list shows with its filter (the tests compare both). */
const todos: Todo[] = [
  {
    key: 'notesToShip',
    for: 'vendor',
    route: notes,
    filter: { STATUS: '2' },
    count: (db, s) => countNotes(db, s, 2),
  },
  {
    key: 'statementsToConfirm',
    for: 'vendor',
    route: screens.ReconBillMstManageVendor.path,
    filter: { STATE: '2' },
    count: (db, s) => countStatements(db, s, 2),
  },
  {
    key: 'billsToConfirm',
    for: 'vendor',
    route: screens.ExpenseBill.path,
    filter: { STATE: 'sent' },
    count: (db, s) => countBills(db, s, 'sent'),
  },
  {
    key: 'notesToAudit',
    for: 'staff',
    route: notes,
    filter: { STATUS: '1' },
    count: (db, s) => countNotes(db, s, 1),
  },
  {
    key: 'notesToReceive',
    for: 'staff',
    route: notes,
    filter: { STATUS: '4' },
    count: (db, s) => countNotes(db, s, 4),
  },
  {
    key: 'overdueLines',
    for: 'both',
    route: orderReport,
    filter: { OVERDUE: 'Y' },
    count: countOverdueLines,
  },
  {
    key: 'linesToAnswer',
    for: 'vendor',
    route: screens.OrderConfirmation.path,
    filter: { WAITING_ON: 'vendor' },
    count: (db, s) => countAwaiting(db, s, 'vendor'),
  },
  {
    key: 'proposalsToReview',
    for: 'staff',
    route: screens.ConfirmationReview.path,
    filter: { WAITING_ON: 'buyer' },
    count: (db, s) => countAwaiting(db, s, 'buyer'),
  },
  // Nonconformance reports (issue #33): the vendor's to answer (open or returned), quality's to review (answered,
  // or accepted and to close), and those past their due date unanswered (both sides).
  {
    key: 'ncrsToAnswer',
    for: 'vendor',
    route: screens.Ncr.path,
    filter: { WAITING_ON: 'vendor' },
    count: (db, s) => countNcrs(db, s, ['open', 'returned'], false),
  },
  {
    key: 'ncrsToReview',
    for: 'staff',
    route: screens.Ncr.path,
    filter: { WAITING_ON: 'buyer' },
    count: (db, s) => countNcrs(db, s, ['answered', 'accepted'], false),
  },
  {
    key: 'ncrsOverdue',
    for: 'both',
    route: screens.Ncr.path,
    filter: { OVERDUE: 'Y' },
    count: (db, s) => countNcrs(db, s, ['open', 'returned'], true),
  },
  // Invoices (issue #47): the vendor invoices what it confirmed and fixes what finance sent back; finance reviews.
  {
    key: 'statementsToInvoice',
    for: 'vendor',
    route: screens.ReconBillMstManageVendor.path,
    filter: { STATE: '3' },
    count: (db, s) => countStatements(db, s, 3),
  },
  {
    key: 'invoicesRejected',
    for: 'vendor',
    route: screens.Invoice.path,
    filter: { STATE: 'rejected' },
    count: (db, s) => countInvoices(db, s, 'rejected'),
  },
  {
    key: 'invoicesToReview',
    for: 'staff',
    route: screens.InvoiceReview.path,
    filter: { STATE: 'submitted' },
    count: (db, s) => countInvoices(db, s, 'submitted'),
  },
  {
    key: 'statementsRejected',
    for: 'staff',
    route: screens.ReconBillMstManage.path,
    filter: { STATE: '4' },
    count: (db, s) => countStatements(db, s, 4),
  },
  {
    key: 'statementsToApprove',
    for: 'staff',
    route: screens.ReconBillMstManageFinance.path,
    filter: { STATE: '3' },
    count: (db, s) => countStatements(db, s, 3),
  },
  // Supplier onboarding (issue #45 item 6): each decision for whoever holds its button, and what a vendor must renew
  // or add. The missing documents are no rows of a list: the documents screen names them above its list.
  {
    key: 'registrationsToReview',
    for: 'staff',
    route: screens.VendorRegistrations.path,
    button: 'VendorReview',
    filter: { STATE: 'submitted' },
    count: (db, s) => countRegistrations(db, s, 'submitted'),
  },
  {
    key: 'registrationsToApprove',
    for: 'staff',
    route: screens.VendorRegistrations.path,
    button: 'VendorBankApproval',
    filter: { STATE: 'reviewed' },
    count: (db, s) => countRegistrations(db, s, 'reviewed'),
  },
  {
    key: 'changesToReview',
    for: 'staff',
    route: screens.VendorChanges.path,
    button: 'VendorReview',
    filter: { WAITING_ON: 'buyer' },
    count: (db, s) => countPendingChanges(db, s, changeKindsOf('buyer')),
  },
  {
    key: 'bankChangesToApprove',
    for: 'staff',
    route: screens.VendorChanges.path,
    button: 'VendorBankApproval',
    filter: { WAITING_ON: 'finance' },
    count: (db, s) => countPendingChanges(db, s, changeKindsOf('finance')),
  },
  {
    key: 'documentsToReview',
    for: 'staff',
    route: screens.VendorDocuments.path,
    button: 'VendorReview',
    filter: { STATE: 'submitted' },
    count: countSubmittedDocuments,
  },
  {
    key: 'documentsExpiring',
    for: 'vendor',
    route: screens.VendorDocuments.path,
    filter: { EXPIRING: 'Y' },
    count: countExpiringDocuments,
  },
  {
    key: 'documentsMissing',
    for: 'vendor',
    route: screens.VendorDocuments.path,
    filter: {},
    count: countMissingDocuments,
  },
  // Forecasts (issue #48): the vendor commits to its newest version; the buyers review the shortfalls.
  {
    key: 'forecastsToCommit',
    for: 'vendor',
    route: screens.Forecast.path,
    filter: {},
    count: countForecastsToCommit,
  },
  {
    key: 'forecastShortfalls',
    for: 'staff',
    route: screens.ForecastCommitment.path,
    filter: {},
    count: countForecastShortfalls,
  },
];

/**
 * `Home/Todo`: what waits for the caller. An item is answered only when the caller's role holds its screen (a
 * buyer without the finance menu gets no approval count) and it is meant for the caller's side; a vendor's counts
 * are its own rows.
 */
export async function todoOf(db: Db, auth: AuthContext): Promise<TodoItem[]> {
  const side = auth.vendorCode ? 'vendor' : 'staff';
  const scope: TodoScope = { orgId: auth.orgId, vendorCode: auth.vendorCode };
  const mine = todos.filter(
    (t) =>
      (t.for === 'both' || t.for === side) &&
      (auth.grants.all ||
        (auth.grants.menus.has(t.route) && (!t.button || auth.grants.buttons.has(t.button)))),
  );
  return Promise.all(
    mine.map(async (t) => ({
      KEY: t.key,
      COUNT: await t.count(db, scope),
      ROUTE: t.route,
      FILTER: t.filter,
    })),
  );
}
