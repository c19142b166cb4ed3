#!/usr/bin/env node
/**
 * Statement benchmark (prints figures; see docs/performance.md "Statements"): 10,000 received delivery lines of one
 * vendor, currency and period, then
 *   1. `ReconBillMst/Create` of a statement with ALL eligible lines (the service a request runs, in one transaction:
 *      eligible lines, figures in decimal.js, inserts through the live-line indexes, totals, number, audit, the
 *      answer with every line); target ≤ 2 s;
 *   2. its xlsx (`ReconBillMst/Export`: read as Get answers it, workbook written, export record); target ≤ 3 s.
 * On PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a database of its own, dropped
 * at the end) or, with BENCH_DB=pglite or when PostgreSQL is unreachable, on a fresh PGlite. BENCH_LINES changes the
 * line count, BENCH_ROUNDS the rounds (each on fresh lines; medians printed).
 * Run with `npm run bench:statement` (node --import tsx).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { admin, adminUrl, databaseUrl } from './bench-lib.mjs';

const { openDatabase } = await import('../server/src/platform/db.ts');
const { migrateToLatest } = await import('../server/src/platform/migrate.ts');
const { loadDemoData } = await import('../server/src/seed/demo.ts');
const { createStatement } = await import('../server/src/modules/statement/statement.service.ts');
const { exportStatement, writeStatementXlsx } = await import(
  '../server/src/modules/statement/statement.print.ts'
);
const { getStatement } = await import('../server/src/modules/statement/statement.service.ts');
const { LocalFileStore } = await import('../server/src/platform/files/local-file-store.ts');

const lineCount = Number(process.env.BENCH_LINES ?? 10_000);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const dbName = `srm_bench_st_${randomBytes(4).toString('hex')}`;
const log = (...args) => console.log(...args);

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const usePostgres = process.env.BENCH_DB !== 'pglite' && (await reachable(adminUrl));
let handle;
if (usePostgres) {
  await admin((c) => c.query(`create database "${dbName}"`));
  handle = await openDatabase({ kind: 'postgres', url: databaseUrl(dbName) });
} else {
  handle = await openDatabase({ kind: 'pglite' });
}
const { db } = handle;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-bench-statement-'));

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `count` received delivery lines of V001 in `currency`: an order line each, 100 lines a note, received now. */
async function receivedLines(orgId, partNo, currency, count, round) {
  const today = new Date().toISOString().slice(0, 10);
  const perNote = 100;
  for (let start = 0; start < count; start += perNote) {
    const n = Math.min(perNote, count - start);
    const poNo = `B${round}${currency}${String(start / perNote).padStart(4, '0')}`;
    const orderLines = await db
      .insertInto('order_line')
      .values(
        Array.from({ length: n }, (_, i) => ({
          org_id: orgId,
          order_kind: 'PO',
          po_no: poNo,
          po_item: i + 1,
          vendor_code: 'V001',
          part_no: partNo,
          ordered_qty: String(10 + ((start + i) % 90)),
          po_unit: 'BOX',
          base_unit: 'PCS',
          unit_exrate: ['1', '12', '0.5'][(start + i) % 3],
          unit_price: `${1 + ((start + i) % 997)}.${String((start + i) % 10000).padStart(4, '0')}`,
          tax_rate: ['13', '9', '6', '0'][(start + i) % 4],
          currency,
          due_date: today,
        })),
      )
      .returning('id')
      .execute();
    const note = await db
      .insertInto('delivery_note')
      .values({
        org_id: orgId,
        note_kind: 'DN',
        delivery_no: `BN${round}${currency}${String(start / perNote).padStart(5, '0')}`,
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
          delivery_qty: String(10 + ((start + i) % 90)),
          packing_qty: '1',
          received_qty: `${10 + ((start + i) % 90)}.${(start + i) % 10}`,
        })),
      )
      .execute();
  }
}

try {
  log(`Statement bench on ${usePostgres ? `PostgreSQL (${dbName})` : 'PGlite'}: ${lineCount} received lines`);
  await migrateToLatest(db);
  await loadDemoData(db);
  const org = await db
    .selectFrom('organization')
    .select(['id', 'code'])
    .where('code', '=', 'HQ')
    .executeTakeFirstOrThrow();
  const buyer = await db
    .selectFrom('app_user')
    .select(['id', 'user_name', 'role_id'])
    .where('user_name', '=', 'buyer')
    .executeTakeFirstOrThrow();
  const part = await db
    .selectFrom('part')
    .select('part_no')
    .where('org_id', '=', org.id)
    .executeTakeFirstOrThrow();
  const auth = {
    userId: buyer.id,
    userName: buyer.user_name,
    nickName: buyer.user_name,
    roleId: buyer.role_id,
    roleType: 'normal',
    vendorCode: null,
    parentVendorCode: null,
    orgId: org.id,
    orgCode: org.code,
    sessionId: '',
    grants: { all: true, menus: new Set(), buttons: new Set() },
    listParamsVersion: 0,
    authVersion: 0,
  };
  const today = new Date().toISOString().slice(0, 10);
  const creates = [];
  const exports = [];
  for (let round = 0; round < rounds; round++) {
    const currency = `Q${String.fromCharCode(65 + round)}B`;
    const built = performance.now();
    await receivedLines(org.id, part.part_no, currency, lineCount, round);
    log(
      `  round ${round + 1}: ${lineCount} received lines inserted in ${seconds(performance.now() - built)}`,
    );
    const started = performance.now();
    const st = await createStatement(
      db,
      auth,
      'buyer',
      {
        VENDOR_CODE: 'V001',
        CURRENCY: currency,
        PERIOD_FROM: today,
        PERIOD_TO: today,
        ALL: true,
        DELIVERY_LINE_IDS: [],
        EXPENSE_BILL_IDS: [],
      },
      'en',
    );
    const created = performance.now() - started;
    if (st.LINE_COUNT !== lineCount)
      throw new Error(`statement has ${st.LINE_COUNT} lines, not ${lineCount}`);
    const xlsxStarted = performance.now();
    const file = await exportStatement(
      db,
      new LocalFileStore(path.join(dataDir, 'files')),
      auth,
      st.ID,
      'en',
    );
    const exported = performance.now() - xlsxStarted;
    if (file.ROWS !== lineCount) throw new Error(`xlsx has ${file.ROWS} lines`);
    // Where the xlsx's time goes: reading the statement (Get) and writing the workbook.
    const getStarted = performance.now();
    const detail = await getStatement(db, auth, st.ID, 'en');
    const got = performance.now() - getStarted;
    const bookStarted = performance.now();
    await writeStatementXlsx(detail, 'en', path.join(dataDir, `round-${round}.xlsx`));
    const book = performance.now() - bookStarted;
    log(`  round ${round + 1}: of the xlsx: Get ${seconds(got)}, workbook ${seconds(book)}`);
    creates.push(created);
    exports.push(exported);
    log(
      `  round ${round + 1}: Create ALL (${st.LINE_COUNT} lines, total with tax ${st.TOTAL_WITH_TAX}) ${seconds(created)}; xlsx ${seconds(exported)}`,
    );
  }
  const create = median(creates);
  const xlsx = median(exports);
  log(
    `Create a statement of ${lineCount} lines: median ${seconds(create)} (target ≤ 2 s) ${create <= 2000 ? 'ok' : 'OVER'}`,
  );
  log(`Its xlsx: median ${seconds(xlsx)} (target ≤ 3 s) ${xlsx <= 3000 ? 'ok' : 'OVER'}`);
} finally {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
  if (usePostgres) await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
}
process.exit(0);
