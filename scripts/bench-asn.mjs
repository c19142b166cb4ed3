#!/usr/bin/env node
/**
 * Excel ASN import benchmark (issue #35; target ≤ 5 s): a vendor uploads a sheet of BENCH_ROWS rows (default 5,000)
 * through the real server over HTTP (`DeliveryNote/AsnImport`: reading the sheet, resolving every row to the vendor's
 * own order line, the editor's checks of each note's lines with the order lines locked, the notes, their lines, order
 * totals and audit entries in one transaction, numbered at commit), on PostgreSQL (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; a database of its own, dropped at the end). Rows spread over 25 delivery
 * dates (notes of 200 lines). BENCH_ROUNDS rounds (default 3) after one warm-up; the median and every round printed.
 * Then the hostile workbooks of issue #44 (target: each refused in under a second while health answers): a
 * sharedStrings bomb (300 MB inflated), a media bomb (1,000 MB), 100,000 rows, a renamed non-workbook; each refusal's
 * median time and the slowest health answer while it was in flight.
 * Run with `npm run bench:asn` (node --import tsx).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { admin, databaseUrl, signIn, startServer } from './bench-lib.mjs';

const { openDatabase } = await import('../server/src/platform/db.ts');
const { migrateToLatest } = await import('../server/src/platform/migrate.ts');
const { loadDemoData } = await import('../server/src/seed/demo.ts');
const { bigPart, part, sheetXml, withParts, workbookOf } = await import('../server/test/zip-fixtures.ts');

const rowCount = Number(process.env.BENCH_ROWS ?? 5000);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const target = 5000;
const dbName = `srm_bench_asn_${randomBytes(4).toString('hex')}`;
const url = databaseUrl(dbName);
const log = (...args) => console.log(...args);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `count` open PO lines of V001, in orders of 100 items, each large enough for every round. */
async function openLines(db, orgId, partNo, count) {
  const lines = [];
  const due = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  for (let start = 0; start < count; start += 100) {
    const n = Math.min(100, count - start);
    const poNo = `ASN${String(start / 100).padStart(5, '0')}`;
    await db
      .insertInto('order_line')
      .values(
        Array.from({ length: n }, (_, i) => ({
          org_id: orgId,
          order_kind: 'PO',
          po_no: poNo,
          po_item: (i + 1) * 10,
          vendor_code: 'V001',
          part_no: partNo,
          ordered_qty: '1000',
          po_unit: 'PCS',
          base_unit: 'PCS',
          unit_price: '1.5',
          due_date: due,
        })),
      )
      .execute();
    for (let i = 0; i < n; i++) lines.push({ po: poNo, item: (i + 1) * 10 });
  }
  return lines;
}

/** The sheet: one row per line, 25 delivery dates (one note of 200 lines each for 5,000 rows). */
async function workbook(lines, round) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('ASN');
  ws.addRow(['PO_NO', 'PO_ITEM', 'DELIVERY_QTY', 'DELIVERY_DATE', 'SHIP_TO', 'LOT_NO', 'DATE_CODE']);
  const days = Math.max(1, Math.ceil(lines.length / 200));
  lines.forEach((l, i) => {
    const day = String(1 + (i % days)).padStart(2, '0');
    ws.addRow([l.po, l.item, 1 + (i % 3), `2027-01-${day}`, 'WH01', `LOT${round}-${i}`, '2701']);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-bench-asn-'));
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
    .orderBy('part_no', 'desc')
    .executeTakeFirstOrThrow();
  const lines = await openLines(db, org.id, part.part_no, rowCount);
  await sql`analyze order_line`.execute(db);
  await handle.close();
  const files = [];
  for (let round = 0; round <= rounds; round++) files.push(await workbook(lines, round));

  server = await startServer({ databaseUrl: url, dataDir, env: { LOG_PRETTY: '0' } });
  const headers = await signIn(server.base, 'vendor1');
  delete headers['Content-Type'];
  delete headers['content-type'];
  const upload = async (bytes) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'asn.xlsx');
    const t0 = performance.now();
    const res = await fetch(`${server.base}/DeliveryNote/AsnImport`, { method: 'POST', headers, body: form });
    const body = await res.json();
    const ms = performance.now() - t0;
    if (res.status !== 200)
      throw new Error(
        `import refused: ${res.status} ${body.msg} ${JSON.stringify(body.data?.Errors?.slice(0, 3))}`,
      );
    const created = body.data.Notes.reduce((n, note) => n + note.LINE_COUNT, 0);
    if (created !== lines.length) throw new Error(`import created ${created} lines of ${lines.length}`);
    return { ms, notes: body.data.Notes.length };
  };
  // The first round warms the server (statement plans, connections) and is not counted.
  await upload(files[0]);
  const times = [];
  let notes = 0;
  for (let round = 1; round <= rounds; round++) {
    const r = await upload(files[round]);
    times.push(r.ms);
    notes = r.notes;
  }
  const m = median(times);
  log(
    `Excel ASN import of ${rowCount} rows into ${notes} notes (PostgreSQL, HTTP): median ${m.toFixed(0)} ms ` +
      `(rounds: ${times.map((t) => t.toFixed(0)).join(', ')} ms; target ≤ ${target} ms) ${m <= target ? 'OK' : 'SLOW'}`,
  );
  await hostile(server.base, headers);
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once('exit', r)));
  }
  await rm(dataDir, { recursive: true, force: true });
  await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
}

/** Each hostile workbook refused: median time of the refusal, and the slowest health answer while it was in flight. */
async function hostile(base, headers) {
  const plain = await workbookOf([
    ['PO_NO', 'PO_ITEM'],
    ['4500000001', 10],
  ]);
  const bombs = {
    'sharedStrings 300 MB': await withParts(plain, [
      await bigPart('xl/sharedStrings.xml', 300 * 1024 * 1024, { head: '<sst><si><t>', fill: 'a' }),
    ]),
    'media 1,000 MB': await withParts(plain, [await bigPart('xl/media/image1.png', 1000 * 1024 * 1024)]),
    '100,000 rows': await withParts(plain, [
      await part(
        'xl/worksheets/sheet1.xml',
        sheetXml(['PO_NO', 'PO_ITEM', 'DELIVERY_QTY', 'DELIVERY_DATE', 'LOT_NO'], 100_000, (n) => [
          `45${n}`,
          10,
          1,
          '2026-12-01',
          `L${n}`,
        ]),
      ),
    ]),
    'renamed PDF': Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64 * 1024)]),
  };
  for (const [name, bytes] of Object.entries(bombs)) {
    const times = [];
    let slowestHealth = 0;
    let status = 0;
    for (let round = 0; round < Math.max(3, rounds); round++) {
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'asn.xlsx');
      let inFlight = true;
      const probe = (async () => {
        while (inFlight) {
          const t0 = performance.now();
          await fetch(`${base}/health`);
          slowestHealth = Math.max(slowestHealth, performance.now() - t0);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const t0 = performance.now();
      const res = await fetch(`${base}/DeliveryNote/AsnImport`, { method: 'POST', headers, body: form });
      await res.json();
      times.push(performance.now() - t0);
      status = res.status;
      inFlight = false;
      await probe;
    }
    const m = median(times);
    log(
      `hostile workbook ${name} (${(bytes.length / 1024).toFixed(0)} KiB): ${status} in median ${m.toFixed(0)} ms ` +
        `(rounds: ${times.map((t) => t.toFixed(0)).join(', ')} ms; slowest health meanwhile ${slowestHealth.toFixed(0)} ms; ` +
        `target < 1000 ms) ${m < 1000 && status >= 400 && status < 500 ? 'OK' : 'SLOW'}`,
    );
  }
}
