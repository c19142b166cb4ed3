import { apiPaths, gs1CheckDigit, type InnerLabel, type OuterBox, type ScanResult } from '@srm/contract';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../../e2e/support/pdf-reader.ts';
import { call, type Session, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';
import { closePdfThread, pdfRendersInFlight } from '../../platform/pdf/render-pdf.ts';

type OrderLine = { ID: number; PO_REMAINING_QTY: string; PART_NO: string };
type Note = {
  ID: number;
  DELIVERY_NO: string;
  STATUS: number;
  Lines: { ID: number; DELIVERY_QTY: string }[];
};
type Page<T> = T[];
type Printed = { FileUrl: string | null; ExportId: number; PAGES: number };

/** Labels and outer boxes (PRODUCT §5 un-audit rule, §6), through HTTP on both databases. */
describeOnDatabase('box labels', (t) => {
  const { vendor1, vendor2, buyer, finance, admin } = signedIn(t);

  /** A new audited note of vendor1: one line of `qty` packed `perBox` a box. */
  const auditedNote = async (qty: string, perBox: string): Promise<Note> => {
    const open = await call<OrderLine[]>(t.app, vendor1, 'POST', 'DeliveryNote/OpenOrderLines', {
      body: { Page: 1, Limit: 50 },
    });
    const line = open.body.data.find((l) => new Decimal(l.PO_REMAINING_QTY).gte(qty))!;
    expect(line, 'an open order line with enough left').toBeDefined();
    const saved = await call<Note>(t.app, vendor1, 'POST', 'DeliveryNote/AddOrModifySave', {
      body: {
        DELIVERY_DATE: '2026-11-23',
        Lines: [
          {
            ORDER_LINE_ID: line.ID,
            DELIVERY_QTY: qty,
            PACKING_QTY: perBox,
            LOT_NO: 'LOT-7',
            DATE_CODE: '261123',
          },
        ],
      },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const audited = await call<Note>(t.app, vendor1, 'POST', 'DeliveryNote/Audit', {
      body: { ID: saved.body.data.ID },
    });
    expect(audited.status, audited.body.msg).toBe(200);
    return audited.body.data;
  };

  const labelsOf = async (session: Session, noteId: number): Promise<InnerLabel[]> => {
    const res = await call<Page<InnerLabel>>(t.app, session, 'POST', apiPaths.label.loadData, {
      body: {
        Page: 1,
        Limit: 100,
        Params: [{ FIELD_NAME: 'NOTE_ID', ACTION_TYPE: 1, PARAM_VALUE: String(noteId), DATA_TYPE: 3 }],
      },
    });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data.sort((a, b) => a.ID - b.ID);
  };

  it('cuts one label per box, the last holding the remainder, numbered uniquely; re-generates while unprinted', async () => {
    const note = await auditedNote('25', '10');
    const first = await call<{ COUNT: number }>(t.app, vendor1, 'POST', apiPaths.label.generate, {
      body: { NOTE_ID: note.ID },
    });
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data.COUNT).toBe(3);
    const labels = await labelsOf(vendor1, note.ID);
    expect(labels.map((l) => [new Decimal(l.QTY).toFixed(), l.BOX_SEQ, l.BOX_TOTAL])).toEqual([
      ['10', 1, 3],
      ['10', 2, 3],
      ['5', 3, 3],
    ]);
    expect(new Set(labels.map((l) => l.LABEL_NO)).size).toBe(3);
    expect(labels.every((l) => /^IL\d{6}\d{5}$/.test(l.LABEL_NO))).toBe(true);
    const again = await call<{ COUNT: number }>(t.app, vendor1, 'POST', apiPaths.label.generate, {
      body: { NOTE_ID: note.ID },
    });
    expect(again.body.data.COUNT).toBe(3);
    const replaced = await labelsOf(vendor1, note.ID);
    expect(replaced.map((l) => l.LABEL_NO).some((no) => labels.some((l) => l.LABEL_NO === no))).toBe(false);
  });

  it('refuses labels for a note that is not audited, and another vendor’s note does not exist', async () => {
    const note = await auditedNote('3', '1');
    await call(t.app, vendor1, 'POST', 'DeliveryNote/UnAudit', { body: { ID: note.ID } });
    const notAudited = await call(t.app, vendor1, 'POST', apiPaths.label.generate, {
      body: { NOTE_ID: note.ID },
      lang: 'en',
    });
    expect(notAudited.status).toBe(409);
    expect(notAudited.body.msg).toContain('not audited');
    const foreign = await call(t.app, vendor2, 'POST', apiPaths.label.generate, {
      body: { NOTE_ID: note.ID },
    });
    expect(foreign.status).toBe(404);
  });

  it('packs by scan into an SSCC box, verifies it by scanning, blocks un-audit, unpacks, and voids with the note', async () => {
    const note = await auditedNote('4', '1');
    await call(t.app, vendor1, 'POST', apiPaths.label.generate, { body: { NOTE_ID: note.ID } });
    const labels = await labelsOf(vendor1, note.ID);
    expect(labels).toHaveLength(4);

    // Another note's label cannot go into this note's box.
    const other = await auditedNote('1', '1');
    await call(t.app, vendor1, 'POST', apiPaths.label.generate, { body: { NOTE_ID: other.ID } });
    const [otherLabel] = await labelsOf(vendor1, other.ID);

    const packed = await call<OuterBox>(t.app, vendor1, 'POST', apiPaths.label.pack, {
      body: { LABEL_NOS: labels.slice(0, 3).map((l) => l.LABEL_NO) },
    });
    expect(packed.status, packed.body.msg).toBe(200);
    const box = packed.body.data;
    expect(box.OUTER_NO).toMatch(/^0690123\d{11}$/);
    expect(Number(box.OUTER_NO[17])).toBe(gs1CheckDigit(box.OUTER_NO.slice(0, 17)));
    expect(box.GS1_TEXT).toBe(`(00)${box.OUTER_NO}`);
    expect(box.LABEL_COUNT).toBe(3);
    expect(box.TOTAL_QTY).toBe('3');

    const mixed = await call(t.app, vendor1, 'POST', apiPaths.label.pack, {
      body: { OUTER_ID: box.ID, LABEL_NOS: [otherLabel!.LABEL_NO] },
    });
    expect(mixed.status).toBe(409);
    const twice = await call(t.app, vendor1, 'POST', apiPaths.label.pack, {
      body: { LABEL_NOS: [labels[0]!.LABEL_NO] },
      lang: 'en',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain(box.OUTER_NO);

    // Scan to verify: every verdict once.
    const start = await call<ScanResult>(t.app, vendor1, 'POST', apiPaths.label.scanStart, {
      body: { OUTER_NO: box.OUTER_NO },
    });
    expect(start.body.data).toMatchObject({ SCANNED: 0, EXPECTED: 3, COMPLETE: false });
    const scan = async (labelNo: string) =>
      (
        await call<ScanResult>(t.app, vendor1, 'POST', apiPaths.label.scan, {
          body: { OUTER_NO: box.OUTER_NO, LABEL_NO: labelNo },
        })
      ).body.data;
    expect((await scan(labels[0]!.LABEL_NO)).VERDICT).toBe('this_box');
    expect((await scan(labels[0]!.LABEL_NO)).VERDICT).toBe('repeated');
    expect((await scan(labels[3]!.LABEL_NO)).VERDICT).toBe('unpacked');
    expect((await scan(otherLabel!.LABEL_NO)).VERDICT).toBe('other_note');
    expect((await scan('IL000000NOPE')).VERDICT).toBe('unknown');
    expect((await scan(labels[1]!.LABEL_NO)).MISSING).toEqual([labels[2]!.LABEL_NO]);
    const done = await scan(labels[2]!.LABEL_NO);
    expect(done).toMatchObject({ VERDICT: 'this_box', SCANNED: 3, EXPECTED: 3, COMPLETE: true, MISSING: [] });

    const state = await call(t.app, vendor1, 'GET', apiPaths.label.packingState, {
      query: { noteId: note.ID },
    });
    expect(state.body.data).toEqual({ LABELS: 4, PACKED: 3, BOXES: 1, UNVERIFIED_BOXES: 0 });

    // The same label packed again into its box (a second scan while packing): nothing changes, and the answer
    // names it as packed already (issue #36); the verified box stays verified.
    const audits = async () =>
      (await t.db.selectFrom('audit_log').select('id').where('entity', '=', 'outerBox').execute()).length;
    const auditsBefore = await audits();
    const again = await call<OuterBox>(t.app, vendor1, 'POST', apiPaths.label.pack, {
      body: { OUTER_ID: box.ID, LABEL_NOS: [labels[0]!.LABEL_NO] },
    });
    expect(again.status, again.body.msg).toBe(200);
    expect(again.body.data.ALREADY_PACKED).toEqual([labels[0]!.LABEL_NO]);
    expect(again.body.data.LABEL_COUNT).toBe(3);
    expect(again.body.data.VERIFIED_AT).not.toBeNull();
    expect(await audits()).toBe(auditsBefore);

    // Packed labels hold the note audited (PRODUCT §5).
    const unAudit = await call(t.app, buyer, 'POST', 'DeliveryNote/UnAudit', {
      body: { ID: note.ID },
      lang: 'en',
    });
    expect(unAudit.status).toBe(409);
    expect(unAudit.body.msg).toContain('3 packed');
    const stillAudited = await call<Note>(t.app, vendor1, 'GET', 'DeliveryNote/Get', {
      query: { id: note.ID },
    });
    expect(stillAudited.body.data.STATUS).toBe(2);

    // Unpack one, then all: the emptied box is voided; un-audit then goes through and the labels go.
    const one = await call<OuterBox>(t.app, vendor1, 'POST', apiPaths.label.unpack, {
      body: { OUTER_ID: box.ID, LABEL_IDS: [labels[0]!.ID] },
    });
    expect(one.body.data.LABEL_COUNT).toBe(2);
    const all = await call<OuterBox>(t.app, vendor1, 'POST', apiPaths.label.unpack, {
      body: { OUTER_ID: box.ID },
    });
    expect(all.body.data.STATE).toBe('voided');
    // A voided box allows nothing (contract `outerBoxTransitions`): pack, unpack, print and verify are 409s.
    const refusedOnVoided: [string, object][] = [
      [apiPaths.label.pack, { OUTER_ID: box.ID, LABEL_IDS: [labels[0]!.ID] }],
      [apiPaths.label.unpack, { OUTER_ID: box.ID }],
      [apiPaths.label.outerPrint, { IDS: [box.ID] }],
      [apiPaths.label.scanStart, { OUTER_NO: box.OUTER_NO }],
    ];
    for (const [path, body] of refusedOnVoided) {
      const refused = await call(t.app, vendor1, 'POST', path, { body, lang: 'en' });
      expect(refused.status, path).toBe(409);
      expect(refused.body.msg, path).toBe(`Outer box ${box.OUTER_NO} is voided`);
    }
    const unAudited = await call(t.app, buyer, 'POST', 'DeliveryNote/UnAudit', { body: { ID: note.ID } });
    expect(unAudited.status, unAudited.body.msg).toBe(200);
    expect(await labelsOf(vendor1, note.ID)).toHaveLength(0);

    // Voiding a note voids its labels and boxes.
    const reboxed = await call<OuterBox>(t.app, vendor1, 'POST', apiPaths.label.pack, {
      body: { LABEL_IDS: [otherLabel!.ID] },
    });
    const voided = await call(t.app, buyer, 'POST', 'DeliveryNote/Void', {
      body: { ID: other.ID, REASON: 'test' },
    });
    expect(voided.status, voided.body.msg).toBe(200);
    const [voidedLabel] = await labelsOf(vendor1, other.ID);
    expect(voidedLabel!.STATE).toBe('voided');
    const voidedBox = await call<OuterBox>(t.app, vendor1, 'GET', apiPaths.label.outerGet, {
      query: { id: reboxed.body.data.ID },
    });
    expect(voidedBox.body.data.STATE).toBe('voided');
  });

  it('shipping freezes the boxes: no unpack or pack after the note is shipped', async () => {
    const note = await auditedNote('2', '1');
    await call(t.app, vendor1, 'POST', apiPaths.label.generate, { body: { NOTE_ID: note.ID } });
    const labels = await labelsOf(vendor1, note.ID);
    const box = await call<OuterBox>(t.app, vendor1, 'POST', apiPaths.label.pack, {
      body: { LABEL_IDS: [labels[0]!.ID] },
    });
    const shipped = await call(t.app, vendor1, 'POST', 'DeliveryNote/Ship', {
      body: { ID: note.ID, ATTRIBUTE1: '顺丰速运', ATTRIBUTE2: 'SF1' },
    });
    expect(shipped.status, shipped.body.msg).toBe(200);
    const unpack = await call(t.app, vendor1, 'POST', apiPaths.label.unpack, {
      body: { OUTER_ID: box.body.data.ID },
    });
    expect(unpack.status).toBe(409);
    const pack = await call(t.app, vendor1, 'POST', apiPaths.label.pack, {
      body: { OUTER_ID: box.body.data.ID, LABEL_IDS: [labels[1]!.ID] },
    });
    expect(pack.status).toBe(409);
  });

  it('manual coding: a vendor searches the parts of its own order lines; staff the whole catalogue (issue #36)', async () => {
    type PartRow = { PART_NO: string; PART_NAME: string };
    const parts = async (as: Session, search?: string) => {
      const res = await call<PartRow[]>(t.app, as, 'POST', apiPaths.label.manualParts, {
        body: {
          Page: 1,
          Limit: 1000,
          ...(search
            ? { Params: [{ FIELD_NAME: 'PART_NO', ACTION_TYPE: 6, PARAM_VALUE: search, DATA_TYPE: 1 }] }
            : {}),
        },
      });
      expect(res.status, res.body.msg).toBe(200);
      return res.body.data.map((r) => r.PART_NO);
    };
    const ordered = async (vendorCode: string) =>
      (
        await t.db
          .selectFrom('order_line')
          .select('part_no')
          .distinct()
          .where('org_id', '=', vendor1.orgId)
          .where('vendor_code', '=', vendorCode)
          .execute()
      )
        .map((r) => r.part_no)
        .sort();
    const catalogue = (
      await t.db.selectFrom('part').select('part_no').where('org_id', '=', vendor1.orgId).execute()
    ).map((r) => r.part_no);
    const mine = await ordered('V001');
    expect(mine.length).toBeGreaterThan(0);
    expect((await parts(vendor1)).sort()).toEqual(mine);
    expect((await parts(vendor2)).sort()).toEqual(await ordered('V002'));
    // Typing narrows it (the dialog's "type to search").
    const first = mine[0]!;
    expect(await parts(vendor1, first)).toContain(first);
    expect((await parts(admin)).sort()).toEqual([...catalogue].sort());
    // No prices in what a vendor gets.
    const raw = await call<Record<string, unknown>[]>(t.app, vendor1, 'POST', apiPaths.label.manualParts, {
      body: { Page: 1, Limit: 5 },
    });
    expect(Object.keys(raw.body.data[0]!).some((k) => /PRICE|AMOUNT/.test(k))).toBe(false);
    // Roles without the manual-coding screen (buyer, finance) are refused.
    expect(
      (await call(t.app, finance, 'POST', apiPaths.label.manualParts, { body: { Page: 1, Limit: 5 } }))
        .status,
    ).toBe(403);
  });

  it('manual coding: box count × box qty labels, voidable until packed; staff name the vendor', async () => {
    const part = (
      await call<OrderLine[]>(t.app, vendor1, 'POST', 'DeliveryNote/OpenOrderLines', {
        body: { Page: 1, Limit: 1 },
      })
    ).body.data[0]!.PART_NO;
    const created = await call<{ BATCH_NO: string; COUNT: number }>(
      t.app,
      vendor1,
      'POST',
      apiPaths.label.manualCreate,
      {
        body: { PART_NO: part, BOX_QTY: '12.5', BOX_COUNT: 4, LOT_NO: 'M-1' },
      },
    );
    expect(created.status, created.body.msg).toBe(200);
    expect(created.body.data.COUNT).toBe(4);
    const rows = (
      await call<InnerLabel[]>(t.app, vendor1, 'POST', apiPaths.label.manualLoadData, {
        body: {
          Page: 1,
          Limit: 10,
          Params: [
            { FIELD_NAME: 'BATCH_NO', ACTION_TYPE: 1, PARAM_VALUE: created.body.data.BATCH_NO, DATA_TYPE: 1 },
          ],
        },
      })
    ).body.data;
    expect(rows.map((r) => new Decimal(r.QTY).toFixed())).toEqual(['12.5', '12.5', '12.5', '12.5']);
    const staffWithout = await call(t.app, admin, 'POST', apiPaths.label.manualCreate, {
      body: { PART_NO: part, BOX_QTY: '1', BOX_COUNT: 1 },
    });
    expect(staffWithout.status).toBe(400);
    const badPart = await call(t.app, vendor1, 'POST', apiPaths.label.manualCreate, {
      body: { PART_NO: 'NO-SUCH-PART', BOX_QTY: '1', BOX_COUNT: 1 },
      lang: 'en',
    });
    expect(badPart.status).toBe(400);
    expect(badPart.body.msg).toContain('NO-SUCH-PART');

    const box = await call<OuterBox>(t.app, vendor1, 'POST', apiPaths.label.pack, {
      body: { LABEL_IDS: [rows[0]!.ID] },
    });
    expect(box.body.data.BATCH_NO).toBe(created.body.data.BATCH_NO);
    const packedVoid = await call(t.app, vendor1, 'POST', apiPaths.label.manualVoid, {
      body: { IDS: [rows[0]!.ID] },
    });
    expect(packedVoid.status).toBe(409);
    const voided = await call(t.app, vendor1, 'POST', apiPaths.label.manualVoid, {
      body: { IDS: [rows[1]!.ID] },
    });
    expect(voided.status, voided.body.msg).toBe(200);
    const foreign = await call(t.app, vendor2, 'POST', apiPaths.label.manualVoid, {
      body: { IDS: [rows[2]!.ID] },
    });
    expect(foreign.status).toBe(404);
  });

  const download = async (session: Session, printed: Printed): Promise<Buffer> => {
    expect(printed.FileUrl).toBe(`Export/Download?id=${printed.ExportId}`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${printed.FileUrl}`,
      headers: session.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    return res.rawPayload;
  };

  it('prints a note’s labels and its outer box: every label number and the SSCC decode from the PDF', async () => {
    const note = await auditedNote('3', '1');
    await call(t.app, vendor1, 'POST', apiPaths.label.generate, { body: { NOTE_ID: note.ID } });
    const labels = await labelsOf(vendor1, note.ID);
    const printed = await call<Printed>(t.app, vendor1, 'POST', apiPaths.label.print, {
      body: { NOTE_ID: note.ID },
    });
    expect(printed.status, printed.body.msg).toBe(200);
    expect(printed.body.data.PAGES).toBe(3);
    const pdf = readPdf(await download(vendor1, printed.body.data));
    for (const l of labels) expect(pdf.codes).toContain(l.LABEL_NO);
    expect(pdf.codes.some((c) => c.includes(`"label":"${labels[0]!.LABEL_NO}"`))).toBe(true);
    expect(pdf.text).toContain(note.DELIVERY_NO);
    expect((await labelsOf(vendor1, note.ID)).every((l) => l.PRINT_COUNT === 1)).toBe(true);

    const box = (
      await call<OuterBox>(t.app, vendor1, 'POST', apiPaths.label.pack, {
        body: { LABEL_IDS: labels.map((l) => l.ID) },
      })
    ).body.data;
    const outer = await call<Printed>(t.app, vendor1, 'POST', apiPaths.label.outerPrint, {
      body: { IDS: [box.ID] },
    });
    expect(outer.status, outer.body.msg).toBe(200);
    const outerPdf = readPdf(await download(vendor1, outer.body.data));
    const sscc = outerPdf.codes.map((c) => /(?:^|\D)00(\d{18})/.exec(c)?.[1]).find(Boolean);
    expect(sscc).toBe(box.OUTER_NO);
    expect(Number(sscc![17])).toBe(gs1CheckDigit(sscc!.slice(0, 17)));

    // Printed labels hold the note audited.
    const unAudit = await call(t.app, vendor1, 'POST', 'DeliveryNote/UnAudit', {
      body: { ID: note.ID },
      lang: 'en',
    });
    expect(unAudit.status).toBe(409);
    expect(unAudit.body.msg).toContain('3 labels of this note are printed');
  });

  it('a print the renderer refuses counts no label as printed and writes no audit: the note can still be un-audited', async () => {
    const note = await auditedNote('2', '1');
    await call(t.app, vendor1, 'POST', apiPaths.label.generate, { body: { NOTE_ID: note.ID } });
    const defaultInner = await t.db
      .selectFrom('print_template')
      .select(['id', 'template'])
      .where('org_id', '=', vendor1.orgId)
      .where('kind', '=', 'inner_label')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    // A GS1-128 element bound to the label number: bwip-js refuses any label number as a GS1 element string.
    const template = defaultInner.template as { schemas: Record<string, unknown>[][] };
    const broken = {
      ...template,
      schemas: [
        [
          ...template.schemas[0]!,
          {
            name: 'LABEL_NO#gs1',
            type: 'gs1128',
            content: '',
            position: { x: 1, y: 1 },
            width: 40,
            height: 8,
          },
        ],
      ],
    };
    // Saving checks a template against a sample record, so the broken default is written straight to the table
    // (as one saved before a change of the renderer would be).
    const setTemplate = (template: unknown) =>
      t.db
        .updateTable('print_template')
        .set({ template: JSON.stringify(template) })
        .where('id', '=', defaultInner.id)
        .execute();
    await setTemplate(broken);
    const auditsBefore = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'printLabels')
      .executeTakeFirstOrThrow();
    try {
      const refused = await call(t.app, vendor1, 'POST', apiPaths.label.print, {
        body: { NOTE_ID: note.ID },
        lang: 'en',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/template/i);
    } finally {
      await setTemplate(defaultInner.template);
    }
    expect((await labelsOf(vendor1, note.ID)).map((l) => l.PRINT_COUNT)).toEqual([0, 0]);
    const auditsAfter = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'printLabels')
      .executeTakeFirstOrThrow();
    expect(Number(auditsAfter.n)).toBe(Number(auditsBefore.n));
    const unAudit = await call(t.app, vendor1, 'POST', 'DeliveryNote/UnAudit', { body: { ID: note.ID } });
    expect(unAudit.status, unAudit.body.msg).toBe(200);
  }, 60_000);

  it('a render thread that fails under a print is a 503 in the caller’s language: nothing counted, the next print works', async () => {
    const note = await auditedNote('3', '1');
    await call(t.app, vendor1, 'POST', apiPaths.label.generate, { body: { NOTE_ID: note.ID } });
    const printing = call(t.app, vendor1, 'POST', apiPaths.label.print, { body: { NOTE_ID: note.ID } });
    // The thread ends while the print is in its hands (as when it runs out of memory or the server closes).
    while (pdfRendersInFlight() === 0) await new Promise((r) => setTimeout(r, 5));
    await closePdfThread();
    const failed = await printing;
    expect(failed.status).toBe(503);
    expect(failed.body.msg).toBe('打印文件暂时无法生成，请稍后重试；若仍失败，请分批少量打印');
    expect((await labelsOf(vendor1, note.ID)).map((l) => l.PRINT_COUNT)).toEqual([0, 0, 0]);
    const again = await call<Printed>(t.app, vendor1, 'POST', apiPaths.label.print, {
      body: { NOTE_ID: note.ID },
      lang: 'en',
    });
    expect(again.status, again.body.msg).toBe(200);
    expect((await labelsOf(vendor1, note.ID)).map((l) => l.PRINT_COUNT)).toEqual([1, 1, 1]);
  }, 60_000);

  describe('vendor isolation', () => {
    it('a vendor lists, gets, packs, scans and prints only its own labels and boxes', async () => {
      const note = await auditedNote('2', '1');
      await call(t.app, vendor1, 'POST', apiPaths.label.generate, { body: { NOTE_ID: note.ID } });
      const labels = await labelsOf(vendor1, note.ID);
      const box = (
        await call<OuterBox>(t.app, vendor1, 'POST', apiPaths.label.pack, {
          body: { LABEL_IDS: [labels[0]!.ID] },
        })
      ).body.data;

      expect(await labelsOf(vendor2, note.ID)).toEqual([]);
      for (const path of [
        apiPaths.label.loadData,
        apiPaths.label.outerLoadData,
        apiPaths.label.manualLoadData,
      ]) {
        const rows = (
          await call<{ VENDOR_CODE: string }[]>(t.app, vendor2, 'POST', path, {
            body: { Page: 1, Limit: 100 },
          })
        ).body.data;
        expect(
          rows.every((r) => r.VENDOR_CODE === 'V002'),
          path,
        ).toBe(true);
      }
      const attempts = [
        call(t.app, vendor2, 'GET', apiPaths.label.outerGet, { query: { id: box.ID } }),
        call(t.app, vendor2, 'POST', apiPaths.label.pack, { body: { LABEL_IDS: [labels[1]!.ID] } }),
        call(t.app, vendor2, 'POST', apiPaths.label.pack, { body: { LABEL_NOS: [labels[1]!.LABEL_NO] } }),
        call(t.app, vendor2, 'POST', apiPaths.label.unpack, { body: { OUTER_ID: box.ID } }),
        call(t.app, vendor2, 'POST', apiPaths.label.scanStart, { body: { OUTER_NO: box.OUTER_NO } }),
        call(t.app, vendor2, 'POST', apiPaths.label.scan, {
          body: { OUTER_NO: box.OUTER_NO, LABEL_NO: labels[0]!.LABEL_NO },
        }),
        call(t.app, vendor2, 'POST', apiPaths.label.print, { body: { IDS: [labels[0]!.ID] } }),
        call(t.app, vendor2, 'POST', apiPaths.label.print, { body: { NOTE_ID: note.ID } }),
        call(t.app, vendor2, 'POST', apiPaths.label.outerPrint, { body: { IDS: [box.ID] } }),
        call(t.app, vendor2, 'GET', apiPaths.label.packingState, { query: { noteId: note.ID } }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain(labels[0]!.LABEL_NO);
      }
      // The labels are untouched.
      const after = await labelsOf(vendor1, note.ID);
      expect(after.map((l) => [l.PRINT_COUNT, l.OUTER_ID])).toEqual([
        [0, box.ID],
        [0, null],
      ]);
      // Finance holds no label menu.
      const finance403 = await call(t.app, finance, 'POST', apiPaths.label.generate, {
        body: { NOTE_ID: note.ID },
      });
      expect(finance403.status).toBe(403);
    });
  });

  it('numbers concurrent manual batches uniquely and without gaps, taking the numbers last (issue #38)', async () => {
    const part = await columnOf(t.db, 'part', 'part_no', { org_id: vendor1.orgId });
    const created = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ BATCH_NO: string; COUNT: number }>(t.app, vendor1, 'POST', apiPaths.label.manualCreate, {
          body: { PART_NO: part, BOX_QTY: '5', BOX_COUNT: 2 },
        }),
      ),
    );
    expect(created.map((c) => c.status)).toEqual(Array(20).fill(200));
    const batches = created.map((c) => c.body.data.BATCH_NO).sort();
    const serial = (no: string, digits: number) => Number(no.slice(-digits));
    expect(new Set(batches).size).toBe(20);
    const batchSerials = batches.map((b) => serial(b, 4));
    expect(batchSerials.at(-1)! - batchSerials[0]!).toBe(19);
    const labels = await t.db
      .selectFrom('inner_label')
      .select(['label_no', 'batch_no', 'box_seq'])
      .where('batch_no', 'in', batches)
      .orderBy('label_no')
      .execute();
    expect(labels).toHaveLength(40);
    expect(labels.every((l) => /^IL\d{6}\d{5}$/.test(l.label_no))).toBe(true);
    const labelSerials = labels.map((l) => serial(l.label_no, 5));
    expect(labelSerials.at(-1)! - labelSerials[0]!).toBe(39);
    // Each batch holds two consecutive numbers, its first box first.
    for (const batch of batches) {
      const own = labels.filter((l) => l.batch_no === batch);
      expect(own.map((l) => l.box_seq)).toEqual([1, 2]);
      expect(serial(own[1]!.label_no, 5) - serial(own[0]!.label_no, 5)).toBe(1);
    }
  });

  it('bad input is a localised 400 and changes nothing', async () => {
    const empty = await call(t.app, vendor1, 'POST', apiPaths.label.pack, { body: {}, lang: 'en' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('labels');
    const zh = await call(t.app, vendor1, 'POST', apiPaths.label.print, { body: {} });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('请选择标签或送货单');
    const tooMany = await call(t.app, vendor1, 'POST', apiPaths.label.manualCreate, {
      body: { PART_NO: 'P10001', BOX_QTY: '1', BOX_COUNT: 100000 },
    });
    expect(tooMany.status).toBe(400);
  });
});
