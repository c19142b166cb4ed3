#!/usr/bin/env node
/**
 * Invoice benchmark (issue #47; prints figures, docs/performance.md "Invoices"), through the real server over HTTP on
 * PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a database of its own, dropped at
 * the end):
 *   1. `Invoice/Match` of two invoices against a confirmed statement of BENCH_LINES received lines (default 10,000,
 *      four tax rates): totals, per rate, each rate's tax and every receipt line against its PO price; target ≤ 1 s;
 *   2. `Integration/PushPayments` of BENCH_PAYMENTS payments (default 5,000), each settling one approved invoice, with
 *      a deduction on every tenth: locks, allocation, inserts, paid states and one `payment.made` event each (its
 *      mail and webhook deliveries queued in the same transaction); target ≤ 5 s.
 * BENCH_ROUNDS rounds (default 3), each on fresh data; the first call warms the server and is not counted.
 * Run with `npm run bench:invoice` (node --import tsx).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { admin, databaseUrl, signIn, startServer } from './bench-lib.mjs';

const { openDatabase } = await import('../server/src/platform/db.ts');
const { migrateToLatest } = await import('../server/src/platform/migrate.ts');
const { loadDemoData } = await import('../server/src/seed/demo.ts');

const lineCount = Number(process.env.BENCH_LINES ?? 10_000);
const paymentCount = Number(process.env.BENCH_PAYMENTS ?? 5000);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const dbName = `srm_bench_inv_${randomBytes(4).toString('hex')}`;
const url = databaseUrl(dbName);
const log = (...args) => console.log(...args);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const today = new Date().toISOString().slice(0, 10);

/** A confirmed statement of `count` received V001 lines in `currency` (four tax rates); answers its id. */
async function confirmedStatement(db, orgId, partNo, currency, count) {
  for (let start = 0; start < count; start += 500) {
    const n = Math.min(500, count - start);
    const orderLines = await db
      .insertInto('order_line')
      .values(
        Array.from({ length: n }, (_, i) => ({
          org_id: orgId,
          order_kind: 'PO',
          po_no: `IB${currency}${String(start / 500).padStart(4, '0')}`,
          po_item: i + 1,
          vendor_code: 'V001',
          part_no: partNo,
          ordered_qty: String(10 + ((start + i) % 90)),
          po_unit: 'PCS',
          base_unit: 'PCS',
          unit_exrate: '1',
          unit_price: `${1 + ((start + i) % 997)}.${String((start + i) % 100).padStart(2, '0')}`,
          tax_rate: ['13', '9', '6', '0'][(start + i) % 4],
          currency,
          due_date: today,
        })),
      )
      .returning(['id', 'ordered_qty', 'unit_price', 'tax_rate'])
      .execute();
    const note = await db
      .insertInto('delivery_note')
      .values({
        org_id: orgId,
        note_kind: 'DN',
        delivery_no: `IN${currency}${String(start / 500).padStart(5, '0')}`,
        status: 5,
        vendor_code: 'V001',
        vendor_name: 'V001',
        delivery_date: today,
        received_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('delivery_line')
      .values(
        orderLines.map((o, i) => ({
          note_id: note.id,
          org_id: orgId,
          line_no: i + 1,
          order_line_id: o.id,
          delivery_qty: o.ordered_qty,
          packing_qty: '1',
          received_qty: o.ordered_qty,
        })),
      )
      .execute();
  }
  return currency;
}

/** `count` approved invoices of V001 on statement `statementId` (a total of 100.00 + 13.00 each); their numbers. */
async function approvedInvoices(db, orgId, statementId, statementNo, currency, count, round) {
  const numbers = Array.from({ length: count }, (_, i) => `PB${round}-${String(i).padStart(6, '0')}`);
  for (let start = 0; start < count; start += 1000) {
    const rows = await db
      .insertInto('invoice')
      .values(
        numbers.slice(start, start + 1000).map((no) => ({
          org_id: orgId,
          vendor_code: 'V001',
          statement_id: statementId,
          statement_no: statementNo,
          kind: 'invoice',
          invoice_no: no,
          invoice_date: today,
          currency,
          amount: '100.00',
          tax: '13.00',
          total: '113.00',
          source: 'portal',
          state: 'approved',
          within: true,
          submitted_by: 'vendor1',
          approved_by: 'finance',
          approved_at: new Date(),
          expected_pay_date: today,
          approve_seq: sql`nextval('invoice_approve_seq')`,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('invoice_tax_line')
      .values(rows.map((r) => ({ invoice_id: r.id, rate: '13', amount: '100.00', tax: '13.00' })))
      .execute();
  }
  return numbers;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-bench-invoice-'));
let server;
await admin((c) => c.query(`create database "${dbName}"`));
try {
  const handle = await openDatabase({ kind: 'postgres', url });
  const { db } = handle;
  await migrateToLatest(db);
  await loadDemoData(db);
  const org = await db
    .selectFrom('organization')
    .select('id')
    .where('code', '=', 'HQ')
    .executeTakeFirstOrThrow();
  const part = await db
    .selectFrom('part')
    .select('part_no')
    .where('org_id', '=', org.id)
    .orderBy('part_no')
    .executeTakeFirstOrThrow();
  const currencies = [];
  for (let round = 0; round <= rounds; round++)
    currencies.push(
      await confirmedStatement(db, org.id, part.part_no, `I${String.fromCharCode(65 + round)}B`, lineCount),
    );
  await sql`analyze`.execute(db);
  await handle.close();

  server = await startServer({ databaseUrl: url, dataDir, env: { LOG_PRETTY: '0' } });
  const post = async (headers, route, body) => {
    const t0 = performance.now();
    const res = await fetch(`${server.base}/${route}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const json = await res.json();
    return { status: res.status, body: json, ms: performance.now() - t0 };
  };
  const buyer = await signIn(server.base, 'buyer');
  const vendor = await signIn(server.base, 'vendor1');
  const adminHeaders = await signIn(server.base, 'admin');

  // 1. The match: statements built through the real Create, sent and confirmed over HTTP.
  const statements = [];
  for (const currency of currencies) {
    const made = await post(buyer, 'ReconBillMst/Create', {
      VENDOR_CODE: 'V001',
      CURRENCY: currency,
      PERIOD_FROM: today,
      PERIOD_TO: today,
      ALL: true,
    });
    if (made.status !== 200) throw new Error(`create refused: ${made.body.msg}`);
    const id = made.body.data.ID;
    await post(buyer, 'ReconBillMst/Send', { ID: id });
    const confirmed = await post(vendor, 'ReconBillMst/Confirm', { ID: id });
    if (confirmed.status !== 200) throw new Error(`confirm refused: ${confirmed.body.msg}`);
    statements.push({ id, no: made.body.data.STATEMENT_NO, currency });
  }
  const matchTimes = [];
  const reader = await openDatabase({ kind: 'postgres', url });
  for (const [round, st] of statements.entries()) {
    const { rows } =
      await sql`select tax_rate::text as rate, sum(amount)::text as amount, sum(tax)::text as tax
        from statement_line where statement_id = ${st.id} group by tax_rate order by tax_rate`.execute(
        reader.db,
      );
    const half = Math.ceil(rows.length / 2);
    const invoice = (no, rates) => ({
      INVOICE_NO: no,
      INVOICE_DATE: today,
      CURRENCY: st.currency,
      Rates: rates.map((r) => ({ RATE: r.rate, AMOUNT: r.amount, TAX: r.tax })),
    });
    const res = await post(vendor, 'Invoice/Match', {
      STATEMENT_ID: st.id,
      Invoices: [invoice(`MB${round}-1`, rows.slice(0, half)), invoice(`MB${round}-2`, rows.slice(half))],
    });
    if (res.status !== 200 || !res.body.data.WITHIN) throw new Error(`match: ${res.status} ${res.body.msg}`);
    if (res.body.data.Lines.length !== lineCount)
      throw new Error(`match has ${res.body.data.Lines.length} lines`);
    if (round > 0) matchTimes.push(res.ms);
  }
  await reader.close();
  const m1 = median(matchTimes);
  log(
    `Match of a ${lineCount}-line statement (PostgreSQL, HTTP): median ${m1.toFixed(0)} ms ` +
      `(rounds: ${matchTimes.map((t) => t.toFixed(0)).join(', ')} ms; target ≤ 1000 ms) ${m1 <= 1000 ? 'OK' : 'SLOW'}`,
  );

  // 2. Payments: fresh approved invoices per round, paid one payment each by the ERP.
  const key = await post(adminHeaders, 'Integration/KeyCreate', { Name: 'bench ERP', Scopes: ['invoices'] });
  const erp = { 'content-type': 'application/json', 'x-api-key': key.body.data.Key };
  const setup = await openDatabase({ kind: 'postgres', url });
  const st = statements[0];
  const batches = [];
  for (let round = 0; round <= rounds; round++)
    batches.push(
      await approvedInvoices(
        setup.db,
        org.id,
        st.id,
        st.no,
        st.currency,
        round === 0 ? 50 : paymentCount,
        round,
      ),
    );
  await sql`analyze invoice`.execute(setup.db);
  await setup.close();
  const pushTimes = [];
  for (const [round, numbers] of batches.entries()) {
    const payments = numbers.map((no, i) =>
      i % 10 === 0
        ? {
            Reference: `R-${no}`,
            VendorCode: 'V001',
            PayDate: today,
            Currency: st.currency,
            Amount: '112.50',
            Invoices: [{ InvoiceNo: no, Amount: '113.00' }],
            Deductions: [{ Reason: 'bank charge', Amount: '0.50' }],
          }
        : {
            Reference: `R-${no}`,
            VendorCode: 'V001',
            PayDate: today,
            Currency: st.currency,
            Amount: '113.00',
            Invoices: [{ InvoiceNo: no, Amount: '113.00' }],
          },
    );
    const res = await post(erp, 'Integration/PushPayments', { Payments: payments });
    if (res.status !== 200 || res.body.data.Created !== numbers.length)
      throw new Error(`push: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
    if (round > 0) pushTimes.push(res.ms);
  }
  const m2 = median(pushTimes);
  log(
    `Push of ${paymentCount} payments (PostgreSQL, HTTP, events included): median ${(m2 / 1000).toFixed(2)} s ` +
      `(rounds: ${pushTimes.map((t) => (t / 1000).toFixed(2)).join(', ')} s; target ≤ 5 s) ${m2 <= 5000 ? 'OK' : 'SLOW'}`,
  );
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once('exit', r)));
  }
  await rm(dataDir, { recursive: true, force: true });
  await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
}
process.exit(0);
