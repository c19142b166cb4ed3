import {
  allowedActions,
  apiPaths,
  type StatementAction as ContractStatementAction,
  type ScreenListCode,
  type StatementActor,
  statementTransitions,
} from '@srm/contract';
import { type ApiBody, type ApiPath, api } from '../../platform/api.ts';

/**
 * The statement calls (server/src/modules/statement/statement.routes.ts). Every call is silent: a refusal (409:
 * the statement moved on, a line another statement took) is shown where the user acted.
 */
const p = apiPaths.statement;
const post = async <P extends ApiPath<'post'>>(path: P, body: ApiBody<'post', P>) =>
  (await api.post(path, body, { silent: true })).data;

export type Scope = { VENDOR_CODE: string; CURRENCY: string; PERIOD_FROM: string; PERIOD_TO: string };

export const statementApi = {
  get: async (id: number, signal?: AbortSignal) => (await api.get(p.get, { query: { id }, signal })).data,
  eligible: async (scope: Scope, signal?: AbortSignal) =>
    (await api.post(p.eligibleLines, scope, { silent: true, signal })).data,
  create: (body: Scope & { ALL: boolean; DELIVERY_LINE_IDS: number[]; EXPENSE_BILL_IDS: number[] }) =>
    post(p.create, body),
  addLines: (ID: number, DELIVERY_LINE_IDS: number[], EXPENSE_BILL_IDS: number[]) =>
    post(p.addLines, { ID, DELIVERY_LINE_IDS, EXPENSE_BILL_IDS }),
  removeLines: (ID: number, LINE_IDS: number[]) => post(p.removeLines, { ID, LINE_IDS }),
  send: (ID: number) => post(p.send, { ID }),
  confirm: (ID: number) => post(p.confirm, { ID }),
  reject: (ID: number, REASON: string | undefined, Lines: { ID: number; REASON: string }[]) =>
    post(p.reject, { ID, REASON, Lines }),
  approve: (
    ID: number,
    invoice: {
      INVOICE_NO: string;
      INVOICE_DATE: string;
      INVOICE_AMOUNT: string;
      INVOICE_TAX: string;
      OVERRIDE_REASON?: string;
    },
  ) => post(p.approve, { ID, ...invoice }),
  close: (ID: number) => post(p.close, { ID }),
  void: (ID: number) => post(p.void, { ID }),
  /** The PDF through the statement template (an export record). */
  print: async (id: number) => (await api.get(p.print, { query: { id } })).data,
  /** The xlsx with its lines and totals (an export record, ready). */
  exportXlsx: async (id: number) => (await api.get(p.exportOne, { query: { id } })).data,
  /** The invoice as typed (or, without one, the invoice the statement holds) matched within the tolerances. */
  match: async (
    id: number,
    invoice: { INVOICE_AMOUNT: string; INVOICE_TAX: string } | null,
    signal?: AbortSignal,
  ) => (await api.get(p.match, { query: { id, ...(invoice ?? {}) }, signal, silent: true })).data,
  tolerance: async (signal?: AbortSignal) => (await api.get(p.getTolerance, { signal })).data,
  saveTolerance: async (body: { PRICE_TOLERANCE_PCT: string; AMOUNT_TOLERANCE: string }) =>
    (await api.post(p.saveTolerance, body, { silent: true })).data,
};

export const statementQueryKey = (id: number) => ['statement', id] as const;

/** Who is looking: the screen is the actor (the server's `Side`). */
export type Side = StatementActor;

/** An action the detail offers as a button (a statement is created from the list, not from its detail). */
export type StatementAction = Exclude<ContractStatementAction, 'create'>;

/** The buttons the detail shows a side in a state, in the order of the contract's `statementTransitions`. */
export const drawerActions = (state: number, side: Side): StatementAction[] =>
  allowedActions(statementTransitions, state, side).filter((a): a is StatementAction => a !== 'create');

/** The three header screens' lists (ReconBillMstManage, /Vendor, /Finance): the same columns, scoped by side. */
export const statementLists = {
  buyer: 'ReconBillMstManage',
  vendor: 'ReconBillMstManageVendor',
  finance: 'ReconBillMstManageFinance',
} as const satisfies Record<Side, ScreenListCode>;
export type StatementListCode = (typeof statementLists)[Side];
