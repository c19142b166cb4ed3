import { z } from 'zod';
import { attachmentIds, attachmentInfo } from './attachment.ts';
import type { StateTable } from './state-machine.ts';
import { optionalId } from './user.ts';
import { reasonText } from './visible-text.ts';

/**
 * Expense bills (PRODUCT §7, issue #13): a charge or deduction to a vendor. Money crosses the wire as decimal
 * strings (`"1234.50"`), never as numbers, so no float ever holds an amount.
 *
 * `AMOUNT` is positive; `DIRECTION` says which way it goes: `deduct` is taken off what the organisation owes the
 * vendor (quality deductions, penalties), `add` is owed to the vendor besides the goods (freight the vendor paid).
 * `TAX_RATE` is a percentage (13 = 13 %), `TAX` = round(AMOUNT × TAX_RATE / 100, 2) half-up, computed by the server.
 *
 * States: draft (the buyer's) → sent → confirmed by the vendor, or disputed with a reason (back to the buyer, who
 * edits and sends again or deletes it) → included in a statement → closed with the statement. A vendor never sees
 * drafts.
 */
export const expenseBillStates = ['draft', 'sent', 'confirmed', 'disputed', 'included', 'closed'] as const;
export type ExpenseBillState = (typeof expenseBillStates)[number];
export const expenseBillKinds = ['quality', 'freight', 'penalty', 'other'] as const;
export type ExpenseBillKind = (typeof expenseBillKinds)[number];
export const expenseBillDirections = ['deduct', 'add'] as const;
export type ExpenseBillDirection = (typeof expenseBillDirections)[number];

type Label = { 'zh-chs': string; en: string };

export const expenseBillStateLabels = {
  draft: { 'zh-chs': '草稿', en: 'Draft' },
  sent: { 'zh-chs': '待供应商确认', en: 'Sent' },
  confirmed: { 'zh-chs': '供应商已确认', en: 'Confirmed' },
  disputed: { 'zh-chs': '供应商有异议', en: 'Disputed' },
  included: { 'zh-chs': '已入对账单', en: 'In a statement' },
  closed: { 'zh-chs': '已结清', en: 'Closed' },
} as const satisfies Record<ExpenseBillState, Label>;

/**
 * The expense bill state machine of PRODUCT §7 (see `state-machine.ts`). `buyer` = staff of the organisation holding
 * the ExpenseBill screen; `vendor` = the bill's own vendor. Bills become `included` and `closed` only through their
 * statement. The order is the order the screen shows the buttons in.
 */
export type ExpenseBillActor = 'buyer' | 'vendor';
export type ExpenseBillAction = 'save' | 'send' | 'confirm' | 'dispute' | 'delete';

export const expenseBillTransitions: StateTable<ExpenseBillAction, ExpenseBillState, ExpenseBillActor> = {
  save: { from: ['draft', 'disputed'], actors: ['buyer'], to: 'same' },
  send: { from: ['draft', 'disputed'], actors: ['buyer'], to: 'sent' },
  confirm: { from: ['sent'], actors: ['vendor'], to: 'confirmed' },
  dispute: { from: ['sent'], actors: ['vendor'], to: 'disputed' },
  delete: { from: ['draft', 'disputed'], actors: ['buyer'], to: 'deleted' },
};

export const expenseBillKindLabels = {
  quality: { 'zh-chs': '质量扣款', en: 'Quality deduction' },
  freight: { 'zh-chs': '运费', en: 'Freight' },
  penalty: { 'zh-chs': '罚款', en: 'Penalty' },
  other: { 'zh-chs': '其他', en: 'Other' },
} as const satisfies Record<ExpenseBillKind, Label>;

export const expenseBillDirectionLabels = {
  deduct: { 'zh-chs': '扣款', en: 'Deduction' },
  add: { 'zh-chs': '应付供应商', en: 'Owed to the vendor' },
} as const satisfies Record<ExpenseBillDirection, Label>;

/** An amount of money as a decimal string: up to 16 integer digits and 2 decimals, never a number. */
export const money = z
  .string()
  .trim()
  .regex(/^\d{1,16}(\.\d{1,2})?$/);

/** A tax rate in percent (13 = 13 %), 0 to 100 with up to 4 decimals, as a decimal string. */
export const taxRate = z
  .string()
  .trim()
  .regex(/^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/);

/** ISO 4217 currency code. */
export const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/);

/** An accounting month, `YYYY-MM`. */
export const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

const reason = reasonText(512);

/** Create (no ID) or modify a draft or disputed bill: buyers only. */
export const expenseBillSave = z.object({
  ID: optionalId,
  VENDOR_CODE: z.string().trim().min(1).max(32),
  EXPENSE_KIND: z.enum(expenseBillKinds),
  DIRECTION: z.enum(expenseBillDirections).default('deduct'),
  /** Unsigned: a non-zero digit makes it positive (no float is made of it). */
  AMOUNT: money.refine((v) => /[1-9]/.test(v), 'expenseBill.amountPositive'),
  TAX_RATE: taxRate.default('0'),
  CURRENCY: currencyCode.default('CNY'),
  REASON: reason,
  PERIOD: period,
  /** The attachments the bill keeps: new uploads (`Attachment/Upload?KIND=expense-bill`) and the ones it had. */
  ATTACHMENT_IDS: attachmentIds.default([]),
});
export type ExpenseBillSave = z.input<typeof expenseBillSave>;

export const expenseBillIdBody = z.object({ ID: z.coerce.number().int().positive() });
export const expenseBillDisputeBody = expenseBillIdBody.extend({ REASON: reason });

export const expenseBill = z.object({
  ID: z.number().int(),
  BILL_NO: z.string(),
  VENDOR_CODE: z.string(),
  VENDOR_NAME: z.string(),
  EXPENSE_KIND: z.enum(expenseBillKinds),
  DIRECTION: z.enum(expenseBillDirections),
  AMOUNT: z.string(),
  TAX_RATE: z.string(),
  TAX: z.string(),
  AMOUNT_WITH_TAX: z.string(),
  CURRENCY: z.string(),
  REASON: z.string(),
  PERIOD: z.string(),
  STATE: z.enum(expenseBillStates),
  DISPUTE_REASON: z.string().nullable(),
  STATEMENT_ID: z.number().int().nullable(),
  STATEMENT_NO: z.string().nullable(),
  CREATED_BY: z.string(),
  CREATETIME: z.union([z.date(), z.string()]),
  SENT_AT: z.union([z.date(), z.string()]).nullable(),
  CONFIRMED_BY: z.string().nullable(),
  CONFIRMED_AT: z.union([z.date(), z.string()]).nullable(),
  UPDATED_AT: z.union([z.date(), z.string()]),
  /** Photos and PDFs of the charge (jpeg, png, pdf, ≤ 20 MB each): the organisation's staff and the vendor read them. */
  Attachments: z.array(attachmentInfo),
});
export type ExpenseBill = z.infer<typeof expenseBill>;
