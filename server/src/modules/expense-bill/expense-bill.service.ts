import { randomBytes } from 'node:crypto';
import {
  type ExpenseBill,
  type ExpenseBillAction,
  type ExpenseBillActor,
  type ExpenseBillState,
  type expenseBillSave,
  expenseBillTransitions,
  type StateRule,
} from '@srm/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventOf, EventPublisher } from '../../platform/events/event-catalogue.ts';
import { billTax, decimalText, exact, moneyText } from '../../platform/money.ts';
import {
  attachmentsOfOne,
  claimAttachments,
  registerAttachmentOwner,
  releaseAttachments,
} from '../attachment/index.ts';
import { writeAudit } from '../audit/index.ts';
import {
  type BillRow,
  deleteBill,
  findBill,
  insertBill,
  nextMoneyNo,
  setBillNo,
  updateBill,
  vendorExists,
} from './expense-bill.repository.ts';

/**
 * The expense bill state machine of PRODUCT §7 is `expenseBillTransitions` in the contract (the web shows its buttons
 * from the same table); `check` enforces it and the state-machine test walks every (state × action × actor) through
 * HTTP.
 */
export type BillActor = ExpenseBillActor;
export type BillAction = ExpenseBillAction;
export const billTransitions = expenseBillTransitions;

const actorOf = (auth: AuthContext): BillActor => (auth.vendorCode ? 'vendor' : 'buyer');

/** The kind of attachments a bill owns (its photos and PDFs; the attachment module serves them). */
export const billAttachmentKind = 'expense-bill';

registerAttachmentOwner(billAttachmentKind, {
  types: ['jpeg', 'png', 'pdf'],
  // Whoever may read the bill: the organisation's staff, its vendor once it is sent.
  canRead: async (db, auth, id) => (await findBill(db, auth.orgId, auth.vendorCode, id)) !== undefined,
});

/** A bill as audited: its figures and state (its attachments are audited as they are claimed). */
export function toBill(b: BillRow): Omit<ExpenseBill, 'Attachments'> {
  return {
    ID: b.id,
    BILL_NO: b.bill_no,
    VENDOR_CODE: b.vendor_code,
    VENDOR_NAME: b.vendor_name,
    EXPENSE_KIND: b.kind,
    DIRECTION: b.direction,
    AMOUNT: moneyText(b.amount),
    TAX_RATE: decimalText(b.tax_rate),
    TAX: moneyText(b.tax),
    AMOUNT_WITH_TAX: moneyText(exact(b.amount).plus(b.tax)),
    CURRENCY: b.currency,
    REASON: b.reason,
    PERIOD: b.period,
    STATE: b.state,
    DISPUTE_REASON: b.dispute_reason,
    STATEMENT_ID: b.statement_id,
    STATEMENT_NO: b.statement_no,
    CREATED_BY: b.created_by,
    CREATETIME: b.created_at,
    SENT_AT: b.sent_at,
    CONFIRMED_BY: b.confirmed_by,
    CONFIRMED_AT: b.confirmed_at,
    UPDATED_AT: b.updated_at,
  };
}

async function scopedBill(db: Db, auth: AuthContext, id: number, lock = false): Promise<BillRow> {
  const bill = await findBill(db, auth.orgId, auth.vendorCode, id, lock);
  if (!bill) throw new AppError(404, 'expenseBill.notFound');
  return bill;
}

/** 403 when the caller's side may never take the action; 409 when the bill's state does not allow it. */
function check(
  action: BillAction,
  auth: AuthContext,
  bill: BillRow | null,
): StateRule<ExpenseBillState, BillActor> {
  const rule = billTransitions[action];
  if (!rule.actors.includes(actorOf(auth)))
    throw new AppError(403, 'expenseBill.actionNotAllowed', { action: `expenseBill.action.${action}` });
  if (bill && !rule.from.includes(bill.state))
    throw new AppError(409, 'expenseBill.badTransition', {
      no: bill.bill_no,
      state: `expenseBill.state.${bill.state}`,
      action: `expenseBill.action.${action}`,
    });
  return rule;
}

/** A bill as answered: with its attachments. */
async function billOf(db: Db, b: BillRow): Promise<ExpenseBill> {
  return { ...toBill(b), Attachments: await attachmentsOfOne(db, billAttachmentKind, b.id) };
}

/** The bill `id` as the caller may see it, read again (in `db`, the caller's transaction after a change). */
const reread = async (db: Db, orgId: number, id: number) =>
  billOf(db, (await findBill(db, orgId, null, id))!);

export async function getBill(db: Db, auth: AuthContext, id: number): Promise<ExpenseBill> {
  return billOf(db, await scopedBill(db, auth, id));
}

/** Create a draft bill, or modify a draft or disputed one (buyers only); the server computes the tax. */
export async function saveBill(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof expenseBillSave>,
): Promise<ExpenseBill> {
  check('save', auth, null);
  const amount = moneyText(input.AMOUNT);
  const taxRate = decimalText(input.TAX_RATE);
  const fields = {
    vendor_code: input.VENDOR_CODE,
    kind: input.EXPENSE_KIND,
    direction: input.DIRECTION,
    amount,
    tax_rate: taxRate,
    tax: moneyText(billTax(amount, taxRate)),
    currency: input.CURRENCY,
    reason: input.REASON,
    period: input.PERIOD,
  };
  return inTransaction(db, async (trx) => {
    if (!(await vendorExists(trx, auth.orgId, input.VENDOR_CODE)))
      throw new AppError(400, 'expenseBill.unknownVendor', { vendor: input.VENDOR_CODE });
    if (input.ID === undefined) {
      // Numbered last (issue #38): the day's counter row, which every creator of the organisation locks, is held
      // from here to the commit only; until then the bill carries a placeholder no one else can see.
      const id = await insertBill(trx, {
        org_id: auth.orgId,
        bill_no: `~${randomBytes(9).toString('base64url')}`,
        ...fields,
        created_by: auth.userName,
      });
      await claimAttachments(trx, auth, billAttachmentKind, id, input.ATTACHMENT_IDS);
      await setBillNo(trx, id, await nextMoneyNo(trx, auth.orgId, 'EB'));
      const after = toBill((await findBill(trx, auth.orgId, null, id))!);
      await writeAudit(trx, auth, { action: 'create', entity: 'expenseBill', entityId: id, after });
      return reread(trx, auth.orgId, id);
    }
    const bill = await scopedBill(trx, auth, input.ID, true);
    check('save', auth, bill);
    await updateBill(trx, bill.id, { ...fields, updated_by: auth.userName });
    await claimAttachments(trx, auth, billAttachmentKind, bill.id, input.ATTACHMENT_IDS);
    const released = await releaseAttachments(trx, billAttachmentKind, bill.id, input.ATTACHMENT_IDS);
    const after = toBill((await findBill(trx, auth.orgId, null, bill.id))!);
    await writeAudit(trx, auth, {
      action: 'update',
      entity: 'expenseBill',
      entityId: bill.id,
      before: toBill(bill),
      after: released > 0 ? { ...after, ATTACHMENTS_REMOVED: released } : after,
    });
    return reread(trx, auth.orgId, bill.id);
  });
}

/** The events of a bill's transitions (PRODUCT §14); a dispute publishes none. */
const eventOf: Partial<Record<BillAction, EventOf<'expense-bill'>>> = {
  send: 'bill.sent',
  confirm: 'bill.confirmed',
};

/** Send, confirm or dispute (with a reason) a bill; each transition audited, and its event published, in its transaction. */
export async function transitionBill(
  db: Db,
  events: EventPublisher<'expense-bill'>,
  auth: AuthContext,
  id: number,
  input: { action: 'send' | 'confirm' } | { action: 'dispute'; reason: string },
): Promise<ExpenseBill> {
  check(input.action, auth, null);
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const bill = await scopedBill(trx, auth, id, true);
    const rule = check(input.action, auth, bill);
    const now = new Date();
    const to = rule.to as ExpenseBillState;
    if (input.action === 'send')
      await updateBill(trx, bill.id, { state: to, sent_by: auth.userName, sent_at: now });
    if (input.action === 'confirm')
      await updateBill(trx, bill.id, {
        state: to,
        dispute_reason: null,
        confirmed_by: auth.userName,
        confirmed_at: now,
      });
    if (input.action === 'dispute')
      await updateBill(trx, bill.id, {
        state: to,
        dispute_reason: input.reason,
        disputed_by: auth.userName,
        disputed_at: now,
      });
    const after = await reread(trx, auth.orgId, bill.id);
    await writeAudit(trx, auth, {
      action: input.action,
      entity: 'expenseBill',
      entityId: bill.id,
      before: { STATE: bill.state },
      after: { STATE: after.STATE, ...(input.action === 'dispute' ? { REASON: input.reason } : {}) },
    });
    const event = eventOf[input.action];
    if (event)
      await events.publish(trx, event, {
        orgId: bill.org_id,
        entityId: bill.id,
        payload: { billId: bill.id, billNo: bill.bill_no, vendorCode: bill.vendor_code, by: auth.userName },
      });
    return after;
  });
}

/** Delete a draft or disputed bill (buyers only). */
export async function deleteExpenseBill(db: Db, auth: AuthContext, id: number): Promise<number> {
  check('delete', auth, null);
  return inTransaction(db, async (trx) => {
    const bill = await scopedBill(trx, auth, id, true);
    check('delete', auth, bill);
    await releaseAttachments(trx, billAttachmentKind, bill.id, []);
    await deleteBill(trx, bill.id);
    await writeAudit(trx, auth, {
      action: 'delete',
      entity: 'expenseBill',
      entityId: bill.id,
      before: toBill(bill),
    });
    return bill.id;
  });
}
