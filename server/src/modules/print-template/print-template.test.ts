import { apiPaths, gs1CheckDigit, type PrintResult, sscc } from '@srm/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../../e2e/support/pdf-reader.ts';
import { call, type Session, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { defaultTemplates } from './print-template.defaults.ts';
import { fittedWidths } from './print-template.service.ts';

/** pdftotext of the PDF, and the barcodes zbarimg reads on its first page (`TYPE:data`), read when asked for. */
const inspect = (pdf: Buffer) => {
  const reading = readPdf(pdf, { firstPageOnly: true });
  return {
    text: reading.text,
    get codes() {
      return reading.symbols;
    },
  };
};

type Row = Record<string, unknown>;

describeOnDatabase('Print templates and printing', (t) => {
  const { admin, vendor1, vendor2 } = signedIn(t);

  const download = async (as: Session, result: PrintResult) => {
    expect(result.FileUrl).toBe(`Export/Download?id=${result.ExportId}`);
    const res = await t.app.inject({ method: 'GET', url: `/api/${result.FileUrl}`, headers: as.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return res.rawPayload;
  };
  const templatesOf = (kind: string) =>
    t.db
      .selectFrom('print_template')
      .select(['id', 'name', 'version', 'is_current', 'is_default'])
      .where('org_id', '=', admin.orgId)
      .where('kind', '=', kind as 'list')
      .orderBy('id')
      .execute();

  it('saves versions, keeps one default per kind, refuses deleting the default', async () => {
    // The demo organisation has a saved template of every kind: start the kind afresh.
    await t.db
      .deleteFrom('print_template')
      .where('org_id', '=', admin.orgId)
      .where('kind', '=', 'list')
      .execute();
    const save = (body: Row) =>
      call<{ ID: number }>(t.app, admin, 'POST', apiPaths.printTemplate.save, { body });
    const a1 = await save({ KIND: 'list', NAME: 'A', TEMPLATE: defaultTemplates.list });
    expect(a1.status, a1.body.msg).toBe(200);
    const a2 = await save({ ID: a1.body.data.ID, KIND: 'list', NAME: 'A', TEMPLATE: defaultTemplates.list });
    const b1 = await save({ KIND: 'list', NAME: 'B', TEMPLATE: defaultTemplates.list });
    expect([a2.status, b1.status]).toEqual([200, 200]);
    expect(await templatesOf('list')).toEqual([
      { id: a1.body.data.ID, name: 'A', version: 1, is_current: false, is_default: false },
      { id: a2.body.data.ID, name: 'A', version: 2, is_current: true, is_default: true },
      { id: b1.body.data.ID, name: 'B', version: 1, is_current: true, is_default: false },
    ]);

    const page = await call<Row[]>(t.app, admin, 'POST', apiPaths.printTemplate.loadData, {
      body: { Page: 1, Limit: 50, Params: [{ FIELD_NAME: 'KIND', ACTION_TYPE: 1, PARAM_VALUE: 'list' }] },
    });
    expect(page.status, page.body.msg).toBe(200);
    expect(page.body.data.map((r) => [r.NAME, r.VERSION, r.IS_DEFAULT])).toEqual([
      ['A', 2, 'Y'],
      ['B', 1, 'N'],
    ]);

    const got = await call<Row>(t.app, admin, 'GET', apiPaths.printTemplate.get, {
      query: { id: a2.body.data.ID },
    });
    expect(got.body.data.TEMPLATE).toEqual(defaultTemplates.list);

    const refused = await call(t.app, admin, 'POST', apiPaths.printTemplate.delete, {
      body: { ID: a2.body.data.ID },
      lang: 'en',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('default');
    const setDefault = await call(t.app, admin, 'POST', apiPaths.printTemplate.setDefault, {
      body: { ID: b1.body.data.ID },
    });
    expect(setDefault.status).toBe(200);
    const deleted = await call(t.app, admin, 'POST', apiPaths.printTemplate.delete, {
      body: { ID: a2.body.data.ID },
    });
    expect(deleted.status).toBe(200);
    expect(await templatesOf('list')).toEqual([
      { id: b1.body.data.ID, name: 'B', version: 1, is_current: true, is_default: true },
    ]);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'printTemplate')
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'create', 'setDefault', 'delete']);
  }, 120_000);

  it('answers bad input with a localised 400 and changes nothing', async () => {
    const before = await t.db
      .selectFrom('print_template')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const empty = await call(t.app, admin, 'POST', apiPaths.printTemplate.save, {
      body: {
        KIND: 'list',
        NAME: 'X',
        TEMPLATE: { basePdf: { width: 10, height: 10, padding: [0, 0, 0, 0] }, schemas: [] },
      },
      lang: 'zh-chs',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('TEMPLATE');
    const unknownType = await call(t.app, admin, 'POST', apiPaths.printTemplate.save, {
      body: {
        KIND: 'list',
        NAME: 'X',
        TEMPLATE: {
          basePdf: { width: 10, height: 10, padding: [0, 0, 0, 0] },
          schemas: [[{ name: 'a', type: 'marquee' }]],
        },
      },
      lang: 'en',
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.msg).toContain('marquee');
    const badKind = await call(t.app, admin, 'GET', apiPaths.printTemplate.fields, {
      query: { kind: 'poster' },
    });
    expect(badKind.status).toBe(400);
    const after = await t.db
      .selectFrom('print_template')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('lists the fields of a kind with captions and samples', async () => {
    const res = await call<{ FIELDS: Row[] }>(t.app, admin, 'GET', apiPaths.printTemplate.fields, {
      query: { kind: 'inner_label' },
      lang: 'zh-chs',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.FIELDS.find((f) => f.NAME === 'PART_NO')).toEqual({
      NAME: 'PART_NO',
      CAPTION: '物料编码',
      SAMPLE: 'P-10001',
    });
  });

  it('previews an inner label: Chinese captions, Code 128 and QR decode', async () => {
    const res = await call<PrintResult>(t.app, admin, 'POST', apiPaths.printTemplate.preview, {
      body: { KIND: 'inner_label', TEMPLATE: defaultTemplates.inner_label },
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.PAGES).toBe(1);
    const { text, codes } = inspect(await download(admin, res.body.data));
    expect(text).toContain('物料编码');
    expect(text).toContain('Part no.');
    expect(codes).toContain('CODE-128:L2611230000001');
    expect(codes.some((c) => c.startsWith('QR-Code:{"PART_NO":"P-10001"'))).toBe(true);
  }, 60_000);

  it('prints what the designer shows: an editable element bound to no field prints its content (issue #36)', async () => {
    const text = (name: string, content: string, y: number) => ({
      name,
      type: 'text',
      content,
      position: { x: 4, y },
      width: 90,
      height: 6,
      fontSize: 10,
    });
    // As pdfme's designer adds them: editable (no readOnly) and named "字段…" / "Field…"; and a field's element,
    // which prints the record's value, not what it showed in the designer.
    const template = {
      ...defaultTemplates.inner_label,
      schemas: [
        [
          text('字段1', '新文本 Added in the designer', 2),
          { ...text('Field 2', '', 40), type: 'qrcode', width: 20, height: 20, content: 'QR added' },
          { ...text('PART_NO', 'shown in the designer', 20), readOnly: false },
        ],
      ],
    };
    const res = await call<PrintResult>(t.app, admin, 'POST', apiPaths.printTemplate.preview, {
      body: { KIND: 'inner_label', TEMPLATE: template },
    });
    expect(res.status, res.body.msg).toBe(200);
    const { text: printed, codes } = inspect(await download(admin, res.body.data));
    expect(printed).toContain('新文本 Added in the designer');
    expect(codes).toEqual(['QR-Code:QR added']);
    expect(printed).toContain('P-10001');
    expect(printed).not.toContain('shown in the designer');
  }, 60_000);

  it('previews an outer label whose GS1-128 carries the SSCC', async () => {
    const res = await call<PrintResult>(t.app, admin, 'POST', apiPaths.printTemplate.preview, {
      body: { KIND: 'outer_label', TEMPLATE: defaultTemplates.outer_label },
    });
    expect(res.status, res.body.msg).toBe(200);
    const { codes } = inspect(await download(admin, res.body.data));
    const expected = sscc(0, '6901234', 18);
    expect(codes.some((c) => c.startsWith(`CODE-128:00${expected}`))).toBe(true);
  }, 60_000);

  it('prints a delivery note for its vendor; another vendor gets what DeliveryNote/Get answers', async () => {
    const note = await t.db
      .selectFrom('delivery_note')
      .select(['id', 'delivery_no'])
      .where('org_id', '=', vendor1.orgId)
      .where('vendor_code', '=', 'V001')
      .where('note_kind', '=', 'DN')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await call<PrintResult>(t.app, vendor1, 'GET', apiPaths.printTemplate.printNote, {
      query: { id: note.id },
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.PAGES, 'a short note is one page (the page number is outside the flow)').toBe(1);
    const { text, codes } = inspect(await download(vendor1, res.body.data));
    expect(text).toContain('送货单 DELIVERY NOTE');
    expect(text).toContain('物料编码');
    expect(text).toContain('Part no.');
    expect(text).toContain(note.delivery_no);
    expect(codes).toContain(`CODE-128:${note.delivery_no}`);

    const foreign = await call(t.app, vendor2, 'GET', apiPaths.printTemplate.printNote, {
      query: { id: note.id },
    });
    const get = await call(t.app, vendor2, 'GET', 'DeliveryNote/Get', { query: { id: note.id } });
    expect(foreign.status).toBe(404);
    expect({ status: foreign.status, msg: foreign.body.msg }).toEqual({
      status: get.status,
      msg: get.body.msg,
    });
    // The outsourced screen's print does not reach a delivery note either.
    const otherKind = await call(t.app, admin, 'GET', 'Outsourced/Print', { query: { id: note.id } });
    expect(otherKind.status).toBe(404);
  }, 60_000);

  it('keeps vendors out of the template administration', async () => {
    for (const [method, apiPath] of [
      ['POST', apiPaths.printTemplate.loadData],
      ['GET', apiPaths.printTemplate.fields],
      ['POST', apiPaths.printTemplate.save],
      ['POST', apiPaths.printTemplate.preview],
      ['GET', apiPaths.printTemplate.getSettings],
      ['POST', apiPaths.printTemplate.saveSettings],
    ] as const) {
      const res = await call(t.app, vendor1, method, apiPath, {
        ...(method === 'POST' ? { body: {} } : { query: { kind: 'list' } }),
      });
      expect(res.status, apiPath).toBe(403);
    }
  });

  it('the GS1 company prefix: read and saved by the administrator (7–10 digits), audited, used by the next box', async () => {
    const got = await call<{ GS1_COMPANY_PREFIX: string | null }>(
      t.app,
      admin,
      'GET',
      apiPaths.printTemplate.getSettings,
    );
    expect(got.status, got.body.msg).toBe(200);
    expect(got.body.data.GS1_COMPANY_PREFIX).toBe('6901234');
    for (const bad of ['690123', '69012345678', '69O1234']) {
      const refused = await call(t.app, admin, 'POST', apiPaths.printTemplate.saveSettings, {
        body: { GS1_COMPANY_PREFIX: bad },
        lang: 'en',
      });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.msg).toContain('7 to 10 digits');
    }
    const saved = await call(t.app, admin, 'POST', apiPaths.printTemplate.saveSettings, {
      body: { GS1_COMPANY_PREFIX: '69012399' },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    try {
      // vendor1 packs a label of its own into a new box: its SSCC starts with the new prefix, its check digit right.
      const label = await t.db
        .selectFrom('inner_label')
        .select('id')
        .where('org_id', '=', vendor1.orgId)
        .where('vendor_code', '=', 'V001')
        .where('state', '=', 'active')
        .where('outer_id', 'is', null)
        .where('source', '=', 'manual')
        .executeTakeFirst();
      expect(label, 'an unpacked manual label of vendor1 (demo data)').toBeDefined();
      const box = await call<{ OUTER_NO: string }>(t.app, vendor1, 'POST', apiPaths.label.pack, {
        body: { LABEL_IDS: [label!.id] },
      });
      expect(box.status, box.body.msg).toBe(200);
      expect(box.body.data.OUTER_NO).toMatch(/^069012399\d{9}$/);
      expect(Number(box.body.data.OUTER_NO[17])).toBe(gs1CheckDigit(box.body.data.OUTER_NO.slice(0, 17)));
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['before', 'after'])
        .where('entity', '=', 'printSettings')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit.after).toEqual({ GS1_COMPANY_PREFIX: '69012399' });
    } finally {
      await call(t.app, admin, 'POST', apiPaths.printTemplate.saveSettings, {
        body: { GS1_COMPANY_PREFIX: '6901234' },
      });
    }
  });

  it('a list prints its page or its selection through the list template: captions and labels, in scope', async () => {
    const query = {
      Page: 1,
      Limit: 3,
      Params: [{ FIELD_NAME: 'STATUS', ACTION_TYPE: 1, PARAM_VALUE: '1', DATA_TYPE: 3 }],
    };
    const page = await call<Row[]>(t.app, vendor1, 'POST', 'DeliveryNote/LoadData', { body: query });
    expect(page.status, page.body.msg).toBe(200);
    expect(page.body.data.length).toBeGreaterThan(1);
    const printed = await call<PrintResult>(t.app, vendor1, 'POST', 'DeliveryNote/PrintData', {
      body: query,
    });
    expect(printed.status, printed.body.msg).toBe(200);
    const { text } = inspect(await download(vendor1, printed.body.data));
    expect(text).toContain('送货单号');
    expect(text).toContain('未处理'); // STATUS 1 by its label
    for (const row of page.body.data) expect(text).toContain(String(row.DELIVERY_NO));

    // A selection: exactly the rows of KEYS, whatever the page.
    const [first, second, third] = page.body.data;
    const selection = await call<PrintResult>(t.app, vendor1, 'POST', 'DeliveryNote/PrintData', {
      body: { Page: 1, Limit: 1, KEYS: [first!.ID, second!.ID] },
    });
    expect(selection.status, selection.body.msg).toBe(200);
    const chosen = inspect(await download(vendor1, selection.body.data)).text;
    expect(chosen).toContain(String(first!.DELIVERY_NO));
    expect(chosen).toContain(String(second!.DELIVERY_NO));
    if (third) expect(chosen).not.toContain(String(third.DELIVERY_NO));

    // Another vendor's keys select nothing of theirs: nothing to print, in its language.
    const foreign = await call(t.app, vendor2, 'POST', 'DeliveryNote/PrintData', {
      body: { KEYS: [first!.ID] },
      lang: 'en',
    });
    expect(foreign.status).toBe(409);
    expect(foreign.body.msg).toBe('Nothing to print: no row matches');
    const bad = await call(t.app, vendor1, 'POST', 'DeliveryNote/PrintData', {
      body: { KEYS: [] },
      lang: 'en',
    });
    expect(bad.status).toBe(400);
  }, 60_000);
});

describe('printed table columns (fittedWidths)', () => {
  const mmPerChar = (size: number) => 0.6 * (25.4 / 72) * size;
  const needs = fc.array(fc.integer({ min: 4, max: 40 }), { minLength: 1, maxLength: 14 });

  it('property: the columns fill the table exactly; numbers keep their whole need while text can give room', () => {
    fc.assert(
      fc.property(
        needs,
        fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
        fc.integer({ min: 100, max: 400 }),
        fc.constantFrom(5.5, 6, 7, 8, 9),
        (need, numeric, width, size) => {
          const keep = new Set(need.flatMap((_, i) => (numeric[i] ? [i] : [])));
          const widths = fittedWidths(need, keep, width, size);
          expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(width, 6);
          expect(widths.every((w) => w > 0)).toBe(true);
          const full = need.map((n) => n * mmPerChar(size) + 2);
          const floor = 4 * mmPerChar(size) + 2;
          const fits = full.reduce((a, b) => a + b, 0) <= width;
          const textCanGive =
            full.reduce((sum, w, i) => sum + (keep.has(i) ? w : Math.min(w, floor)), 0) <= width + 1e-9;
          if (fits || textCanGive)
            for (const i of keep) expect(widths[i]).toBeGreaterThanOrEqual(full[i]! - 1e-9);
          if (fits) for (const [i, w] of widths.entries()) expect(w).toBeGreaterThanOrEqual(full[i]! - 1e-9);
        },
      ),
    );
  });
});
