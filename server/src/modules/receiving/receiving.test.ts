import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, type DockNote, type DockReceived, normaliseDockCode } from '@srm/contract';
import Decimal from 'decimal.js';
import { expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { call, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';

type Note = {
  ID: number;
  DELIVERY_NO: string;
  STATUS: number;
  Lines: { ID: number; DELIVERY_QTY: string }[];
};
type OrderLine = { ID: number; PART_NO: string; PO_REMAINING_QTY: string; SPQ: string };

/**
 * Dock receiving (issue #33): scanning box labels finds the shipped note; receiving takes the scanned packages' label
 * quantities plus what is on no label; foreign, unknown and twice-scanned codes change nothing; missing packages are
 * a shortage only when confirmed. Quantities are checked against the labels in the database.
 */
describeOnDatabase('dock receiving', (t) => {
  const { warehouse, buyer, vendor1, finance } = signedIn(t);

  const ok = async <T>(session: Session, path: string, body: object) => {
    const res = await call<T>(t.app, session, 'POST', path, { body });
    expect(res.status, `${path}: ${res.body.msg}`).toBe(200);
    return res.body.data;
  };
  const scan = (code: string, session: Session = warehouse) =>
    call<DockNote>(t.app, session, 'GET', `${apiPaths.dock.scan}?code=${encodeURIComponent(code)}`);
  const receive = (body: object, session: Session = warehouse) =>
    call<DockReceived>(t.app, session, 'POST', apiPaths.dock.receive, { body });
  const statusOf = (noteId: number) => columnOf(t.db, 'delivery_note', 'status', { id: noteId });

  /** A V001 note of one line labelled by the vendor (one label per box of SPQ), each label alone in an outer box but the last two, shipped. */
  const shippedBoxedNote = async () => {
    const lines = (
      await call<OrderLine[]>(t.app, vendor1, 'POST', 'DeliveryNote/OpenOrderLines', {
        body: { Page: 1, Limit: 50 },
      })
    ).body.data;
    const line = lines.find((l) => Number(l.SPQ) > 0 && Number(l.PO_REMAINING_QTY) >= Number(l.SPQ) * 4)!;
    const qty = new Decimal(line.SPQ).times(3).plus(new Decimal(line.SPQ).div(2)).toFixed();
    const note = await ok<Note>(vendor1, 'DeliveryNote/AddOrModifySave', {
      DELIVERY_DATE: '2026-11-27',
      Lines: [{ ORDER_LINE_ID: line.ID, DELIVERY_QTY: qty }],
    });
    await ok(vendor1, 'DeliveryNote/Audit', { ID: note.ID });
    await ok(vendor1, apiPaths.label.generate, { NOTE_ID: note.ID });
    const labels = await t.db
      .selectFrom('inner_label')
      .select(['id', 'label_no', 'qty'])
      .where('note_id', '=', note.ID)
      .orderBy('id')
      .execute();
    expect(labels.length).toBe(4);
    await ok(vendor1, apiPaths.label.pack, { LABEL_IDS: [labels[0]!.id] });
    await ok(vendor1, apiPaths.label.pack, { LABEL_IDS: [labels[1]!.id, labels[2]!.id] });
    await ok(vendor1, 'DeliveryNote/Ship', { ID: note.ID, ATTRIBUTE1: 'SF', ATTRIBUTE2: 'SF9' });
    const boxes = await t.db
      .selectFrom('outer_box')
      .select(['id', 'outer_no'])
      .where('note_id', '=', note.ID)
      .orderBy('id')
      .execute();
    return { note, labels, boxes, lineQty: qty };
  };

  it('finds the note by an SSCC as scanners send it, or by an inner label (a packed one ticks its box)', async () => {
    const { note, labels, boxes } = await shippedBoxedNote();
    const sscc = boxes[0]!.outer_no;
    for (const code of [sscc, `(00)${sscc}`, `00${sscc}`, `]C100${sscc}`]) {
      const res = await scan(code);
      expect(res.status, code).toBe(200);
      expect(res.body.data).toMatchObject({ NOTE_ID: note.ID, DELIVERY_NO: note.DELIVERY_NO, SCANNED: sscc });
    }
    const found = (await scan(labels[2]!.label_no.toLowerCase())).body.data;
    expect(found.SCANNED).toBe(boxes[1]!.outer_no);
    expect(found.PACKAGES.map((p) => [p.CODE, p.KIND, p.LABELS])).toEqual([
      [boxes[0]!.outer_no, 'outer', 1],
      [boxes[1]!.outer_no, 'outer', 2],
      [labels[3]!.label_no, 'inner', 1],
    ]);
    expect((await scan(labels[3]!.label_no)).body.data.SCANNED).toBe(labels[3]!.label_no);
    const unknown = await scan('NO-SUCH-BOX');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toContain('NO-SUCH-BOX');
  });

  it('refuses a box of another note, an unknown code and a box scanned twice, and changes nothing', async () => {
    const a = await shippedBoxedNote();
    const b = await shippedBoxedNote();
    const codes = [a.boxes[0]!.outer_no, a.boxes[1]!.outer_no, a.labels[3]!.label_no];
    const foreign = await receive({ NOTE_ID: a.note.ID, CODES: [...codes, b.boxes[0]!.outer_no] });
    expect(foreign.status).toBe(409);
    expect(foreign.body.msg).toContain(b.note.DELIVERY_NO);
    expect(foreign.body.msg).toContain(b.boxes[0]!.outer_no);
    const twice = await receive({ NOTE_ID: a.note.ID, CODES: [...codes, a.labels[1]!.label_no] });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain(a.boxes[1]!.outer_no);
    const unknown = await receive({ NOTE_ID: a.note.ID, CODES: [...codes, '999999999999999999'] });
    expect(unknown.status).toBe(404);
    expect(await statusOf(a.note.ID)).toBe(4);
    const lines = await t.db
      .selectFrom('delivery_line')
      .select('received_qty')
      .where('note_id', '=', a.note.ID)
      .execute();
    expect(lines.every((l) => l.received_qty === null)).toBe(true);
  });

  it('receives every package in full, and a missing box as a shortage only when confirmed', async () => {
    const full = await shippedBoxedNote();
    const all = await receive({
      NOTE_ID: full.note.ID,
      CODES: [full.boxes[1]!.outer_no, full.labels[3]!.label_no, `(00)${full.boxes[0]!.outer_no}`],
    });
    expect(all.status, all.body.msg).toBe(200);
    expect(all.body.data.MISSING).toBe(0);
    expect(new Decimal(all.body.data.LINES[0]!.RECEIVED_QTY).eq(full.lineQty)).toBe(true);
    expect(await statusOf(full.note.ID)).toBe(5);
    const again = await receive({ NOTE_ID: full.note.ID, CODES: [full.labels[3]!.label_no] });
    expect(again.status).toBe(409);

    const short = await shippedBoxedNote();
    const codes = [short.boxes[0]!.outer_no, short.labels[3]!.label_no];
    const unconfirmed = await receive({ NOTE_ID: short.note.ID, CODES: codes });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.msg).toContain('1');
    expect(await statusOf(short.note.ID)).toBe(4);
    const confirmed = await receive({ NOTE_ID: short.note.ID, CODES: codes, ALLOW_SHORT: true });
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    // Independently: the line's quantity less the two labels packed in the box not scanned.
    const expected = new Decimal(short.lineQty).minus(short.labels[1]!.qty).minus(short.labels[2]!.qty);
    expect(confirmed.body.data.MISSING).toBe(1);
    expect(new Decimal(confirmed.body.data.LINES[0]!.RECEIVED_QTY).eq(expected)).toBe(true);
    const receivedQty = await columnOf(t.db, 'delivery_line', 'received_qty', { note_id: short.note.ID });
    expect(new Decimal(receivedQty!).eq(expected)).toBe(true);
    const audited = await columnOf(t.db, 'audit_log', 'after', {
      entity: 'deliveryNote',
      entity_id: String(short.note.ID),
      action: 'dockReceive',
    });
    expect(typeof audited === 'string' ? JSON.parse(audited) : audited).toEqual({
      scanned: codes,
      missing: [short.boxes[1]!.outer_no],
    });
  });

  it('receives the demo shipped note by its boxes', async () => {
    const demo = await t.db
      .selectFrom('outer_box as o')
      .innerJoin('delivery_note as n', 'n.id', 'o.note_id')
      .select(['n.id', 'o.outer_no'])
      .where('n.status', '=', 4)
      .where('n.vendor_code', '=', 'V001')
      .orderBy('o.id')
      .execute();
    expect(demo.length).toBeGreaterThan(1);
    const noteId = demo[0]!.id;
    const found = (await scan(demo[0]!.outer_no)).body.data;
    expect(found.PACKAGES.length).toBe(demo.filter((d) => d.id === noteId).length);
    const res = await receive({ NOTE_ID: noteId, CODES: found.PACKAGES.map((p) => p.CODE) });
    expect(res.status, res.body.msg).toBe(200);
    for (const l of res.body.data.LINES) expect(new Decimal(l.RECEIVED_QTY).eq(l.DELIVERY_QTY)).toBe(true);
  });

  it("reads a printed box label with the phone camera's decoder (zxing-wasm) into a code the dock accepts", async () => {
    const { note, boxes } = await shippedBoxedNote();
    const printed = await call<{ FileUrl: string }>(t.app, vendor1, 'POST', apiPaths.label.outerPrint, {
      body: { IDS: [boxes[0]!.id] },
    });
    expect(printed.status, printed.body.msg).toBe(200);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/${printed.body.data.FileUrl}`,
      headers: vendor1.headers,
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'srm-camera-'));
    try {
      writeFileSync(path.join(dir, 'label.pdf'), pdf.rawPayload);
      execFileSync('pdftoppm', [
        '-r',
        '200',
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        path.join(dir, 'label.pdf'),
        path.join(dir, 'page'),
      ]);
      const png = readFileSync(path.join(dir, readdirSync(dir).find((f) => f.endsWith('.png'))!));
      const wasm = readFileSync(
        createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
      );
      await prepareZXingModule({
        overrides: { wasmBinary: new Uint8Array(wasm).buffer },
        fireImmediately: true,
      });
      const read = await readBarcodes(new Uint8Array(png), { formats: ['Code128'] });
      const sscc = read.map((r) => normaliseDockCode(r.text)).find((c) => c === boxes[0]!.outer_no);
      expect(sscc, JSON.stringify(read.map((r) => r.text))).toBeDefined();
      const found = (await scan(read.find((r) => normaliseDockCode(r.text) === sscc)!.text)).body.data;
      expect([found.NOTE_ID, found.SCANNED]).toEqual([note.ID, boxes[0]!.outer_no]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is the staff’s: a vendor, a role without the screen and another organisation are refused', async () => {
    const { note, boxes } = await shippedBoxedNote();
    expect((await scan(boxes[0]!.outer_no, vendor1)).status).toBe(403);
    expect((await receive({ NOTE_ID: note.ID, CODES: [boxes[0]!.outer_no] }, vendor1)).status).toBe(403);
    expect((await scan(boxes[0]!.outer_no, finance)).status).toBe(403);
    // The buyer holds the screen too; in the other organisation the box does not exist.
    expect((await scan(boxes[0]!.outer_no, buyer)).status).toBe(200);
    const elsewhere = await signIn(t.app, 'buyer', undefined, { orgCode: 'SZ' });
    expect((await scan(boxes[0]!.outer_no, elsewhere)).status).toBe(404);
    expect((await receive({ NOTE_ID: note.ID, CODES: [boxes[0]!.outer_no] }, elsewhere)).status).toBe(404);
    expect(await statusOf(note.ID)).toBe(4);
  });
});
