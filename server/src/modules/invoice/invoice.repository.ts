import type { InvoiceKind, InvoiceState, PaymentTermBasis } from '@srm/contract';
import { sql } from 'kysely';
import { anyOf, type Db } from '../../platform/db.ts';

/** All SQL of invoices, payments and payment terms (issue #47). Every function takes the organisation explicitly. */

export type InvoiceRow = {
  id: number;
  org_id: number;
  vendor_code: string;
  statement_id: number;
  statement_no: string;
  kind: InvoiceKind;
  invoice_no: string;
  invoice_code: string | null;
  invoice_date: string;
  currency: string;
  amount: string;
  tax: string;
  total: string;
  seller_tax_id: string | null;
  buyer_tax_id: string | null;
  attachment_id: number | null;
  source: 'portal' | 'finance' | 'ubl' | 'api';
  vendor_ref: string | null;
  state: InvoiceState;
  within: boolean;
  flag_reason: string | null;
  differences: string | null;
  submissions: number;
  reject_reason: string | null;
  expected_pay_date: string | null;
  paid: string;
  paid_date: string | null;
  approve_seq: string | null;
  submitted_by: string;
  submitted_at: Date;
  approved_by: string | null;
  approved_at: Date | null;
};
export type TaxLineRow = { invoice_id: number; rate: string; amount: string; tax: string };

/** An invoice in the caller's scope (a vendor: only its own), optionally locked for the change that follows. */
export async function findInvoice(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  id: number,
  lock = false,
): Promise<InvoiceRow | undefined> {
  let q = db.selectFrom('invoice').selectAll().where('org_id', '=', orgId).where('id', '=', id);
  if (vendorCode !== null) q = q.where('vendor_code', '=', vendorCode);
  return (await (lock ? q.forUpdate() : q).executeTakeFirst()) as InvoiceRow | undefined;
}

/** The invoices handed in on a statement, rejected ones too (callers filter), oldest first. */
export async function invoicesOfStatement(db: Db, statementId: number): Promise<InvoiceRow[]> {
  return (await db
    .selectFrom('invoice')
    .selectAll()
    .where('statement_id', '=', statementId)
    .orderBy('id')
    .execute()) as InvoiceRow[];
}

export async function taxLinesOf(db: Db, invoiceIds: readonly number[]): Promise<TaxLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return (await db
    .selectFrom('invoice_tax_line')
    .selectAll()
    .where('invoice_id', '=', anyOf(invoiceIds, 'integer'))
    .orderBy('invoice_id')
    .orderBy('rate')
    .execute()) as TaxLineRow[];
}

/** Which of `numbers` the vendor already used (any state). */
export async function usedNumbers(
  db: Db,
  orgId: number,
  vendorCode: string,
  numbers: readonly string[],
  exceptId: number | null,
): Promise<string[]> {
  if (numbers.length === 0) return [];
  let q = db
    .selectFrom('invoice')
    .select('invoice_no')
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .where('invoice_no', '=', anyOf(numbers, 'text'));
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.execute()).map((r) => r.invoice_no);
}

/** Another live invoice of the vendor with the same total and date (a warning: the same invoice twice?). */
export async function sameTotalAndDate(
  db: Db,
  orgId: number,
  vendorCode: string,
  total: string,
  date: string,
  exceptId: number | null,
): Promise<string | null> {
  let q = db
    .selectFrom('invoice')
    .select('invoice_no')
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .where('total', '=', total)
    .where('invoice_date', '=', date)
    .where('state', '<>', 'rejected');
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.orderBy('id').executeTakeFirst())?.invoice_no ?? null;
}

export type NewInvoice = Omit<
  InvoiceRow,
  | 'id'
  | 'state'
  | 'submissions'
  | 'reject_reason'
  | 'expected_pay_date'
  | 'paid'
  | 'paid_date'
  | 'approve_seq'
  | 'submitted_at'
  | 'approved_by'
  | 'approved_at'
>;

export async function insertInvoice(
  trx: Db,
  row: NewInvoice,
  rates: readonly { rate: string; amount: string; tax: string }[],
): Promise<number> {
  const { id } = await trx.insertInto('invoice').values(row).returning('id').executeTakeFirstOrThrow();
  await replaceTaxLines(trx, id, rates);
  return id;
}

export async function replaceTaxLines(
  trx: Db,
  invoiceId: number,
  rates: readonly { rate: string; amount: string; tax: string }[],
): Promise<void> {
  await trx.deleteFrom('invoice_tax_line').where('invoice_id', '=', invoiceId).execute();
  await trx
    .insertInto('invoice_tax_line')
    .values(rates.map((r) => ({ invoice_id: invoiceId, rate: r.rate, amount: r.amount, tax: r.tax })))
    .execute();
}

type InvoicePatch = Partial<Omit<InvoiceRow, 'id' | 'org_id' | 'approve_seq' | 'submitted_at'>> & {
  submitted_at?: Date;
  approved_at?: Date | null;
  rejected_by?: string | null;
  rejected_at?: Date | null;
};

export async function updateInvoice(trx: Db, id: number, patch: InvoicePatch): Promise<void> {
  await trx
    .updateTable('invoice')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * Approves an invoice with the next pull cursor. The organisation's approvals are serialised until commit (a
 * transaction-scoped advisory lock), so cursors commit in order and a pull never skips one committed later.
 */
export async function approveWithSeq(
  trx: Db,
  orgId: number,
  id: number,
  patch: { approved_by: string; approved_at: Date; expected_pay_date: string },
): Promise<void> {
  await sql`select pg_advisory_xact_lock(47, ${orgId})`.execute(trx);
  await sql`
    update invoice
       set state = 'approved', approved_by = ${patch.approved_by}, approved_at = ${patch.approved_at},
           expected_pay_date = ${patch.expected_pay_date}, approve_seq = nextval('invoice_approve_seq'),
           reject_reason = null, updated_at = now()
     where id = ${id}`.execute(trx);
}

export async function deleteInvoice(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('invoice').where('id', '=', id).execute();
}

/** Approved invoices (and those since paid) after the cursor, in approval order. */
export async function approvedAfter(
  db: Db,
  orgId: number,
  since: number,
  limit: number,
): Promise<InvoiceRow[]> {
  const { rows } = await sql<InvoiceRow>`
    select i.*
      from invoice i
     where i.org_id = ${orgId} and i.approve_seq > ${String(since)}
     order by i.approve_seq
     limit ${limit}`.execute(db);
  return rows;
}

/** The vendors' invoices by number, locked (a payment run changes them). */
export async function lockInvoicesByNumber(
  trx: Db,
  orgId: number,
  keys: readonly { vendor: string; no: string }[],
): Promise<InvoiceRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<InvoiceRow>`
    select i.*
      from invoice i
      join unnest(${keys.map((k) => k.vendor)}::text[], ${keys.map((k) => k.no)}::text[]) as k(vendor_code, invoice_no)
        on i.vendor_code = k.vendor_code and i.invoice_no = k.invoice_no
     where i.org_id = ${orgId}
     order by i.id
       for update of i`.execute(trx);
  return rows;
}

export async function setPaid(
  trx: Db,
  changes: readonly { id: number; paid: string; state: 'partlyPaid' | 'paid'; paidDate: string }[],
): Promise<void> {
  if (changes.length === 0) return;
  await sql`
    update invoice i
       set paid = c.paid, state = c.state, paid_date = c.paid_date, updated_at = now()
      from unnest(${changes.map((c) => c.id)}::int[], ${changes.map((c) => c.paid)}::numeric[],
                  ${changes.map((c) => c.state)}::text[], ${changes.map((c) => c.paidDate)}::date[])
           as c(id, paid, state, paid_date)
     where i.id = c.id`.execute(trx);
}

export async function setScheduled(
  trx: Db,
  changes: readonly { id: number; payDate: string }[],
): Promise<void> {
  if (changes.length === 0) return;
  await sql`
    update invoice i
       set state = 'scheduled', expected_pay_date = c.pay_date, updated_at = now()
      from unnest(${changes.map((c) => c.id)}::int[], ${changes.map((c) => c.payDate)}::date[]) as c(id, pay_date)
     where i.id = c.id`.execute(trx);
}

export type PaymentRow = {
  id: number;
  org_id: number;
  vendor_code: string;
  reference: string;
  pay_date: string;
  currency: string;
  amount: string;
  deductions: string;
  body_hash: string;
};

const paymentColumns = [
  'id',
  'org_id',
  'vendor_code',
  'reference',
  'pay_date',
  'currency',
  'amount',
  'deductions',
  'body_hash',
] as const;

export async function paymentsByReference(
  db: Db,
  orgId: number,
  references: readonly string[],
): Promise<PaymentRow[]> {
  if (references.length === 0) return [];
  return (await db
    .selectFrom('payment')
    .select(paymentColumns)
    .where('org_id', '=', orgId)
    .where('reference', '=', anyOf(references, 'text'))
    .execute()) as PaymentRow[];
}

export type NewPayment = {
  reference: string;
  vendor_code: string;
  pay_date: string;
  currency: string;
  amount: string;
  deductions: string;
  body_hash: string;
  allocations: readonly { invoice_id: number; invoice_no: string; amount: string }[];
  deductionLines: readonly { reason: string; amount: string }[];
};

/** Inserts payments with their allocations and deductions, a statement per table. */
export async function insertPayments(
  trx: Db,
  orgId: number,
  pushedBy: string,
  payments: readonly NewPayment[],
): Promise<Map<string, number>> {
  if (payments.length === 0) return new Map();
  const ids = await trx
    .insertInto('payment')
    .values(
      payments.map((p) => ({
        org_id: orgId,
        vendor_code: p.vendor_code,
        reference: p.reference,
        pay_date: p.pay_date,
        currency: p.currency,
        amount: p.amount,
        deductions: p.deductions,
        body_hash: p.body_hash,
        pushed_by: pushedBy,
      })),
    )
    .returning(['id', 'reference'])
    .execute();
  const idOf = new Map(ids.map((r) => [r.reference, r.id]));
  const allocations = payments.flatMap((p) =>
    p.allocations.map((a) => ({
      payment_id: idOf.get(p.reference)!,
      invoice_id: a.invoice_id,
      amount: a.amount,
    })),
  );
  for (let i = 0; i < allocations.length; i += 5000)
    await trx
      .insertInto('payment_allocation')
      .values(allocations.slice(i, i + 5000))
      .execute();
  const deductions = payments.flatMap((p) =>
    p.deductionLines.map((d) => ({ payment_id: idOf.get(p.reference)!, reason: d.reason, amount: d.amount })),
  );
  for (let i = 0; i < deductions.length; i += 5000)
    await trx
      .insertInto('payment_deduction')
      .values(deductions.slice(i, i + 5000))
      .execute();
  return idOf;
}

/** A payment in the caller's scope (a vendor: only its own). */
export async function findPayment(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  id: number,
): Promise<PaymentRow | undefined> {
  let q = db.selectFrom('payment').select(paymentColumns).where('org_id', '=', orgId).where('id', '=', id);
  if (vendorCode !== null) q = q.where('vendor_code', '=', vendorCode);
  return (await q.executeTakeFirst()) as PaymentRow | undefined;
}

export async function allocationsOfPayment(
  db: Db,
  paymentId: number,
): Promise<{ invoice_id: number; invoice_no: string; kind: InvoiceKind; amount: string }[]> {
  return (await db
    .selectFrom('payment_allocation as a')
    .innerJoin('invoice as i', 'i.id', 'a.invoice_id')
    .select(['a.invoice_id', 'i.invoice_no', 'i.kind', 'a.amount'])
    .where('a.payment_id', '=', paymentId)
    .orderBy('i.invoice_no')
    .execute()) as { invoice_id: number; invoice_no: string; kind: InvoiceKind; amount: string }[];
}

export async function deductionsOfPayment(
  db: Db,
  paymentId: number,
): Promise<{ reason: string; amount: string }[]> {
  return db
    .selectFrom('payment_deduction')
    .select(['reason', 'amount'])
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute();
}

export async function paymentsOfInvoice(
  db: Db,
  invoiceId: number,
): Promise<{ payment_id: number; reference: string; pay_date: string; amount: string }[]> {
  return (await db
    .selectFrom('payment_allocation as a')
    .innerJoin('payment as p', 'p.id', 'a.payment_id')
    .select(['a.payment_id', 'p.reference', 'p.pay_date', 'a.amount'])
    .where('a.invoice_id', '=', invoiceId)
    .orderBy('p.pay_date')
    .orderBy('p.id')
    .execute()) as { payment_id: number; reference: string; pay_date: string; amount: string }[];
}

export type TermRow = { basis: PaymentTermBasis; days: number };

export async function findTerm(db: Db, orgId: number, vendorCode: string): Promise<TermRow | undefined> {
  return (await db
    .selectFrom('payment_term')
    .select(['basis', 'days'])
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst()) as TermRow | undefined;
}

export async function saveTerm(
  trx: Db,
  orgId: number,
  vendorCode: string,
  term: TermRow,
  by: string,
): Promise<void> {
  await trx
    .insertInto('payment_term')
    .values({ org_id: orgId, vendor_code: vendorCode, basis: term.basis, days: term.days, updated_by: by })
    .onConflict((oc) =>
      oc.columns(['org_id', 'vendor_code']).doUpdateSet({
        basis: term.basis,
        days: term.days,
        updated_by: by,
        updated_at: new Date(),
      }),
    )
    .execute();
}

/** The invoice a vendor's system sent with this reference before (its retry is answered with it). */
export async function invoiceByVendorRef(
  db: Db,
  orgId: number,
  vendorCode: string,
  vendorRef: string,
): Promise<number | undefined> {
  return (
    await db
      .selectFrom('invoice')
      .select('id')
      .where('org_id', '=', orgId)
      .where('vendor_code', '=', vendorCode)
      .where('vendor_ref', '=', vendorRef)
      .executeTakeFirst()
  )?.id;
}

/** Whether an invoice handed in on the statement waits for finance's review. */
export async function hasSubmittedInvoice(db: Db, statementId: number): Promise<boolean> {
  const row = await db
    .selectFrom('invoice')
    .select('id')
    .where('statement_id', '=', statementId)
    .where('state', '=', 'submitted')
    .executeTakeFirst();
  return row !== undefined;
}
