import {
  actionsOf,
  actionType,
  actorMay,
  apiPaths,
  canDo,
  dataType,
  type ExpenseBillAction,
  type ExpenseBillActor,
  type ExpenseBillState,
  expenseBillTransitions,
} from '@srm/contract';
import { type ApiBody, type ApiPath, api } from '../../platform/api.ts';
import { loadListRows } from '../../platform/list-table/listApi.ts';

/**
 * The expense bill calls (server/src/modules/expense-bill/expense-bill.routes.ts). Every call is silent: the
 * screens show a refusal (403/404/409) where the user acted (in the dialog, or as a message on the page).
 */
const p = apiPaths.expenseBill;
const post = async <P extends ApiPath<'post'>>(path: P, body: ApiBody<'post', P>) =>
  (await api.post(path, body, { silent: true })).data;

export const billApi = {
  get: async (id: number, signal?: AbortSignal) => (await api.get(p.get, { query: { id }, signal })).data,
  save: (bill: ApiBody<'post', typeof p.addOrModifySave>) => post(p.addOrModifySave, bill),
  send: (ID: number) => post(p.send, { ID }),
  confirm: (ID: number) => post(p.confirm, { ID }),
  dispute: (ID: number, REASON: string) => post(p.dispute, { ID, REASON }),
  delete: async (ID: number) => (await api.post(p.delete, { ID }, { silent: true })).data,
};

export const billQueryKey = (id: number) => ['expenseBill', id] as const;

/** A button of the screen: an action of the contract's `expenseBillTransitions`, `save` shown as "edit" (it opens the editor). */
export type BillAction = 'edit' | Exclude<ExpenseBillAction, 'save'>;
const tableAction = (action: BillAction): ExpenseBillAction => (action === 'edit' ? 'save' : action);

/** The buttons a side sees, in the table's order. */
export const billActionsOf = (actor: ExpenseBillActor): BillAction[] =>
  actionsOf(expenseBillTransitions)
    .filter((action) => actorMay(expenseBillTransitions, action, actor))
    .map((action) => (action === 'save' ? 'edit' : action));

/** May this side take the action in this state (the table the server enforces)? */
export const canDoBill = (action: BillAction, state: ExpenseBillState, actor: ExpenseBillActor): boolean =>
  canDo(expenseBillTransitions, tableAction(action), state, actor);

export const billStateColor: Record<ExpenseBillState, string> = {
  draft: 'default',
  sent: 'blue',
  confirmed: 'cyan',
  disputed: 'red',
  included: 'geekblue',
  closed: 'purple',
};

export type VendorOption = { VENDOR_CODE: string; VENDOR_NAME: string };

/**
 * Vendors a buyer can pick (staff may not read the vendor master, /System/Vender): the vendors of the latest
 * delivery notes and expense bills, found through those lists, or matching a typed code or name.
 */
export async function findVendors(search: string, signal?: AbortSignal): Promise<VendorOption[]> {
  const sources = ['MaintainDeliveryNote2', 'ExpenseBill'] as const;
  const like = (field: string) => [
    { FIELD_NAME: field, ACTION_TYPE: actionType.like, PARAM_VALUE: search, DATA_TYPE: dataType.text },
  ];
  const calls = sources.flatMap((list) =>
    (search ? [like('VENDOR_CODE'), like('VENDOR_NAME')] : [[]]).map((Params) =>
      loadListRows(
        list,
        { Page: 1, Limit: 200, OrderByParam: 'ID', OrderBySort: 1 as const, Params },
        { signal, silent: true },
      ).catch(() => ({ rows: [], total: 0 })),
    ),
  );
  const byCode = new Map<string, VendorOption>();
  for (const page of await Promise.all(calls))
    for (const r of page.rows) {
      const code = r.VENDOR_CODE ?? '';
      if (code && !byCode.has(code))
        byCode.set(code, { VENDOR_CODE: code, VENDOR_NAME: r.VENDOR_NAME ?? '' });
    }
  return [...byCode.values()].sort((a, b) => a.VENDOR_CODE.localeCompare(b.VENDOR_CODE));
}
