import { createRequire } from 'node:module';
import { apiPaths } from '@srm/contract';
import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../../e2e/support/pdf-reader.ts';
import { call, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';
import { demoApiKey } from '../../seed/demo.ts';
import { buildDesadv, type DesadvInput } from './desadv.ts';

/**
 * Read back by code written by others, never by a table of ours:
 * - the `edifact` package (npm, Apache-2.0) parses the interchange with its `Parser` (UNA, release characters, the
 *   UNOC and UNOY character sets) and checks every segment against its own segment and element tables (`Validator`:
 *   element and component counts, mandatory elements, a/n/an formats and lengths); any error throws;
 * - the `ts-edifact` package (npm, Apache-2.0) walks the message through its `Tracker` and the DESADV segment table
 *   it ships (UN/EDIFACT D.01B, whose packing groups are D.96A's for every segment written here: the package-level
 *   PCI group with its GIN group, where EANCOM's D96A despatch advice carries `GIN+BJ` with the SSCC). The `edifact`
 *   package's own DESADV table lacks that GIN group, so its tracker is not used (DECISION-NOTES.md);
 * - an interchange in UNOC is also read by `ts-edifact` alone (`strictReadBack`): its tokenizer, its validator in
 *   strict mode (a segment or element it has no definition of is an error) and its DESADV segment and element
 *   tables. Its tokenizer has no UNOY (ISO 10646), so an interchange in UNOY is read by the first two only.
 */
const require = createRequire(import.meta.url);
const edifact = require('edifact') as {
  Parser: new (validator: unknown) => EdifactParser;
  Validator: new () => { define: (d: unknown) => void };
};
type EdifactParser = {
  onopensegment: (segment: string) => void;
  onelement: () => void;
  oncomponent: (this: EdifactParser, value: string) => void;
  encoding: (level: string) => void;
  write: (chunk: string) => void;
  end: () => void;
};
type TsEdifactTracker = { reset: () => void; accept: (segment: string) => void };
const tsEdifact = {
  Tracker: (require('ts-edifact/lib/tracker.js') as { Tracker: new (table: unknown) => TsEdifactTracker })
    .Tracker,
  desadvTable: require('ts-edifact/lib/messageSpec/DESADV.struct.json') as unknown,
};

type Segment = { name: string; elements: string[][] };
type Reading = { segments: Segment[]; trackerRefused: { index: number; name: string; message: string }[] };

/**
 * Parses and validates with `edifact` (an error throws) and walks each message through `ts-edifact`'s DESADV table;
 * the tracker's refusal (it stops at the first) is returned, not thrown, for the test to show.
 */
function readBack(doc: string): Reading {
  const validator = new edifact.Validator();
  validator.define(require('edifact/segments.js'));
  validator.define(require('edifact/elements.js'));
  const parser = new edifact.Parser(validator);
  const tracker = new tsEdifact.Tracker(tsEdifact.desadvTable);
  const segments: Segment[] = [];
  const trackerRefused: Reading['trackerRefused'] = [];
  let elements: string[][] = [];
  let components: string[] = [];
  let inMessage = false;
  let syntaxIdentifier = false;
  parser.onopensegment = (name) => {
    elements = [];
    segments.push({ name, elements });
    if (name === 'UNB') syntaxIdentifier = true;
    if (name === 'UNH') {
      inMessage = true;
      tracker.reset();
    }
    if (inMessage && trackerRefused.length === 0) {
      try {
        tracker.accept(name);
      } catch (e) {
        trackerRefused.push({ index: segments.length - 1, name, message: (e as Error).message });
      }
    }
    if (name === 'UNT') inMessage = false;
  };
  parser.onelement = () => {
    components = [];
    elements.push(components);
  };
  parser.oncomponent = function (value) {
    if (syntaxIdentifier) {
      this.encoding(value);
      syntaxIdentifier = false;
    }
    components.push(value);
  };
  parser.write(doc);
  parser.end();
  return { segments, trackerRefused };
}

/** Zero errors: `edifact` threw nothing (else `readBack` would have thrown) and `ts-edifact`'s tracker refused nothing. */
function expectValid(reading: Reading) {
  expect(reading.trackerRefused).toEqual([]);
  expect(reading.segments.filter((s) => s.name === 'UNH')).toHaveLength(1);
}

type TsEdifactParser = {
  onOpenSegment: (segment: string) => void;
  onComponent: (value: string) => void;
  updateCharset: (charset: string) => void;
  write: (chunk: string) => void;
  end: () => void;
};

/**
 * `ts-edifact` alone, for an interchange in a character set its tokenizer knows (UNOC here): its parser, its strict
 * validator with the DESADV segment and element tables it ships (plus its service segments UNB, UNH, UNT, UNZ) and its
 * tracker. Any error throws. Returns the segment tags read.
 */
function strictReadBack(doc: string): string[] {
  type Dictionary = { keys: () => string[] };
  const { Dictionary, ValidatorImpl } = require('ts-edifact/lib/validator.js') as {
    Dictionary: new (data: unknown) => Dictionary;
    ValidatorImpl: new (throwOnMissingDefinitions: boolean) => { define: (d: Dictionary) => void };
  };
  const { SegmentTableBuilder } = require('ts-edifact/lib/segments.js') as {
    SegmentTableBuilder: { enrichWithDefaultSegments: (d: Dictionary) => Dictionary };
  };
  const { ElementTableBuilder } = require('ts-edifact/lib/elements.js') as {
    ElementTableBuilder: { enrichWithDefaultElements: (d: Dictionary) => Dictionary };
  };
  const { Configuration } = require('ts-edifact/lib/configuration.js') as {
    Configuration: new (config: { validator: unknown }) => unknown;
  };
  const { Parser } = require('ts-edifact/lib/parser.js') as {
    Parser: new (configuration: unknown) => TsEdifactParser;
  };
  const validator = new ValidatorImpl(true);
  validator.define(
    SegmentTableBuilder.enrichWithDefaultSegments(
      new Dictionary(require('ts-edifact/lib/messageSpec/DESADV.segments.json')),
    ),
  );
  validator.define(
    ElementTableBuilder.enrichWithDefaultElements(
      new Dictionary(require('ts-edifact/lib/messageSpec/DESADV.elements.json')),
    ),
  );
  const parser = new Parser(new Configuration({ validator }));
  const tracker = new tsEdifact.Tracker(tsEdifact.desadvTable);
  const tags: string[] = [];
  let inMessage = false;
  let syntaxIdentifier = false;
  parser.onOpenSegment = (name) => {
    tags.push(name);
    if (name === 'UNB') syntaxIdentifier = true;
    if (name === 'UNH') {
      inMessage = true;
      tracker.reset();
    }
    if (inMessage) tracker.accept(name);
    if (name === 'UNT') inMessage = false;
  };
  parser.onComponent = (value) => {
    if (syntaxIdentifier) {
      parser.updateCharset(value);
      syntaxIdentifier = false;
    }
  };
  parser.write(doc);
  parser.end();
  return tags;
}

type Level = { id: string; parent: string | null; pac: boolean; gin: string[][]; lins: Segment[][] };

/** The packing hierarchy as the CPS levels say it: each level's GINs and LIN groups. */
function hierarchyOf(segments: Segment[]): Map<string, Level> {
  const levels = new Map<string, Level>();
  let level: Level | undefined;
  let lin: Segment[] | undefined;
  for (const s of segments) {
    if (s.name === 'CPS') {
      level = { id: s.elements[0]![0]!, parent: s.elements[1]?.[0] ?? null, pac: false, gin: [], lins: [] };
      levels.set(level.id, level);
      lin = undefined;
    } else if (s.name === 'CNT' || s.name === 'UNT') level = undefined;
    else if (level && s.name === 'PAC') level.pac = true;
    else if (level && s.name === 'GIN' && !lin) level.gin.push([s.elements[0]![0]!, s.elements[1]![0]!]);
    else if (level && s.name === 'LIN') {
      lin = [s];
      level.lins.push(lin);
    } else if (lin) lin.push(s);
  }
  return levels;
}

const component = (lin: Segment[], name: string, qualifier: string) =>
  lin.find((s) => s.name === name && s.elements[0]![0] === qualifier);

describe('DESADV D96A writer', () => {
  const input: DesadvInput = {
    deliveryNo: "DN'1+2:3?4",
    deliveryDate: '2026-01-02',
    arrivalDate: null,
    vendor: { code: 'V:1', name: "O'Brien + Sons: ?quality? ".repeat(3) },
    buyer: { code: 'HQ', name: 'HQ' },
    shipTo: { code: 'HQ', name: 'HQ' },
    carrier: "SF'Express+",
    trackingNo: "T?1+2:3'4",
    lines: [
      { lineNo: 1, partNo: "P'1", vendorPartNo: 'VP+1', poNo: 'PO:1', poItem: 10, qty: '25.5', unit: 'PCS' },
      { lineNo: 2, partNo: 'P2', vendorPartNo: null, poNo: 'PO2', poItem: 20, qty: '7', unit: '个' },
    ],
    boxes: [{ sscc: '069012340000000017', labels: [{ labelNo: "IL'1", lineNo: 1, qty: '20' }] }],
    looseLabels: [{ labelNo: 'IL2', lineNo: 1, qty: '5.5' }],
    controlRef: '1',
    preparedAt: new Date('2026-01-02T03:04:05Z'),
  };

  it('escapes the release characters and reads every value back intact', () => {
    const doc = buildDesadv(input);
    expect(doc).toContain("BGM+351+DN?'1?+2?:3??4+9'");
    const reading = readBack(doc);
    expectValid(reading);
    const { segments } = reading;
    const seg = (name: string, qualifier?: string) =>
      segments.find((s) => s.name === name && (!qualifier || s.elements[0]![0] === qualifier))!;
    expect(seg('BGM').elements[1]).toEqual(["DN'1+2:3?4"]);
    expect(seg('RFF', 'CN').elements[0]).toEqual(['CN', "T?1+2:3'4"]);
    expect(seg('TDT').elements[4]).toEqual(['', '', '', "SF'Express+"]);
    expect(seg('NAD', 'SE').elements[1]).toEqual(['V:1', '', '92']);
    expect(seg('NAD', 'SE').elements[3]!.join('')).toBe(input.vendor.name.slice(0, 175));
    const pia = segments.filter((s) => s.name === 'PIA').map((s) => s.elements.slice(1));
    expect(pia).toContainEqual([
      ["P'1", 'IN'],
      ['VP+1', 'SA'],
    ]);
    const orders = segments.filter((s) => s.name === 'RFF' && s.elements[0]![0] === 'ON');
    expect(orders.map((s) => s.elements[0])).toContainEqual(['ON', 'PO:1', '10']);
  });

  it('counts segments, keeps the consignment for unlabelled quantities and leaves out a unit that is no code', () => {
    const { segments, ...reading } = readBack(buildDesadv(input));
    expectValid({ segments, ...reading });
    const unh = segments.findIndex((s) => s.name === 'UNH');
    const unt = segments.findIndex((s) => s.name === 'UNT');
    expect(segments[unt]!.elements).toEqual([[String(unt - unh + 1)], ['1']]);
    expect(segments.at(-1)).toEqual({ name: 'UNZ', elements: [['1'], ['1']] });
    expect(segments[0]!.elements[0]).toEqual(['UNOC', '3']);
    const levels = hierarchyOf(segments);
    // Line 2 (no labels) hangs under the consignment with all of its quantity; line 1 is fully labelled.
    expect(levels.get('1')!.lins.map((l) => component(l, 'QTY', '12')!.elements[0])).toEqual([['12', '7']]);
    expect(segments.find((s) => s.name === 'CNT')!.elements[0]).toEqual(['2', '3']);
  });

  it('passes ts-edifact alone, strict, when in UNOC: SSCC and label number in the package-level GIN groups', () => {
    const doc = buildDesadv({ ...input, shipTo: { code: 'HQ', name: 'Müller Straße' } });
    expect(doc).toContain('UNB+UNOC:3+');
    const tags = strictReadBack(doc);
    expect(tags.join(' ')).toContain('CPS PAC PCI GIN CPS PAC PCI GIN LIN PIA QTY RFF');
    expect(tags.at(-1)).toBe('UNZ');
  });

  it('is refused by the independent readers when a package GIN is out of place or too long', () => {
    const doc = buildDesadv(input);
    const box = "PAC+1++CT'\nPCI+33E'\nGIN+BJ+069012340000000017'";
    expect(doc).toContain(box);
    const misplaced = doc.replace(box, "GIN+BJ+069012340000000017'\nPAC+1++CT'\nPCI+33E'");
    expect(readBack(misplaced).trackerRefused.map((r) => r.name)).toEqual(['GIN']);
    expect(() => strictReadBack(misplaced)).toThrow();
    const tooLong = doc.replace('GIN+BJ+069012340000000017', `GIN+BJ+${'1'.repeat(36)}`);
    expect(() => readBack(tooLong)).toThrow();
    expect(() => strictReadBack(tooLong)).toThrow(/maximum length 35/);
  });

  it('switches to UNOY (syntax 4) when a value does not fit ISO 8859-1', () => {
    const doc = buildDesadv({ ...input, buyer: { code: 'HQ', name: '总部' } });
    const reading = readBack(doc);
    expectValid(reading);
    expect(reading.segments[0]!.elements[0]).toEqual(['UNOY', '4']);
    expect(reading.segments[0]!.elements[3]).toEqual(['20260102', '0304']);
    expect(reading.segments.find((s) => s.name === 'NAD' && s.elements[0]![0] === 'BY')!.elements[3]).toEqual(
      ['总部'],
    );
  });
});

describeOnDatabase('despatch advice', (t) => {
  const { vendor1, vendor2, buyer } = signedIn(t);
  let noteId: number;
  let deliveryNo: string;
  const carrier = "SF'Express+:?";
  const trackingNo = "T?1+2:3'4";

  beforeAll(async () => {
    // The demo note with labels (PRODUCT §6 demo data: V001's audited note, half of its labels in one outer box).
    const labelled = await t.db
      .selectFrom('inner_label')
      .innerJoin('delivery_note', 'delivery_note.id', 'inner_label.note_id')
      .select(['delivery_note.id', 'delivery_note.delivery_no'])
      .where('inner_label.source', '=', 'note')
      .where('delivery_note.status', '=', 2)
      .executeTakeFirstOrThrow();
    noteId = labelled.id;
    deliveryNo = labelled.delivery_no;
  });

  const fetchAs = (session: Session | null, id: number, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/DeliveryNote/DespatchAdvice?id=${id}`,
      headers: { ...(session?.headers ?? {}), ...headers },
    });

  it('refuses a note that is not shipped (409) with a localised reason', async () => {
    const res = await fetchAs(vendor1, noteId, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('not shipped');
    const unprocessed = await columnOf(t.db, 'delivery_note', 'id', {
      vendor_code: 'V001',
      note_kind: 'DN',
      status: 1,
    });
    const zh = await fetchAs(buyer, unprocessed, { 'accept-language': 'zh-chs' });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().msg).toContain('未处理');
  });

  it('answers the shipped note as a DESADV the independent readers accept: SSCCs as printed, labels as packed', async () => {
    const shipped = await call(t.app, vendor1, 'POST', 'DeliveryNote/Ship', {
      body: { ID: noteId, ATTRIBUTE1: carrier, ATTRIBUTE2: trackingNo },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);

    const res = await fetchAs(vendor1, noteId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename="DESADV_${deliveryNo}.edi"`);
    const reading = readBack(res.body);
    expectValid(reading);
    const { segments } = reading;
    expect(segments.find((s) => s.name === 'BGM')!.elements[1]).toEqual([deliveryNo]);
    expect(segments.find((s) => s.name === 'RFF' && s.elements[0]![0] === 'CN')!.elements[0]).toEqual([
      'CN',
      trackingNo,
    ]);
    expect(segments.find((s) => s.name === 'TDT')!.elements[4]![3]).toBe(carrier);

    // As the labels module stores them: outer boxes of the note and the labels packed in each.
    const boxes = await t.db
      .selectFrom('outer_box')
      .select(['id', 'outer_no'])
      .where('note_id', '=', noteId)
      .where('state', '=', 'open')
      .orderBy('id')
      .execute();
    const labels = await t.db
      .selectFrom('inner_label')
      .innerJoin('delivery_line', 'delivery_line.id', 'inner_label.line_id')
      .select(['inner_label.label_no', 'inner_label.outer_id', 'inner_label.qty', 'delivery_line.line_no'])
      .where('inner_label.note_id', '=', noteId)
      .where('inner_label.state', '=', 'active')
      .execute();
    expect(boxes.length).toBeGreaterThan(0);
    expect(labels.some((l) => l.outer_id === null)).toBe(true);

    const levels = [...hierarchyOf(segments).values()];
    const boxLevels = levels.filter((l) => l.gin.some((g) => g[0] === 'BJ'));
    expect(boxLevels.map((l) => l.gin[0]![1]).sort()).toEqual(boxes.map((b) => b.outer_no).sort());
    // The SSCCs as printed: the note's outer box labels, their GS1-128 barcodes decoded from the PDF (zbarimg).
    const printed = await call<{ FileUrl: string }>(t.app, vendor1, 'POST', apiPaths.label.outerPrint, {
      body: { IDS: boxes.map((b) => b.id) },
    });
    expect(printed.status, printed.body.msg).toBe(200);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/${printed.body.data.FileUrl}`,
      headers: vendor1.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const printedSsccs = readPdf(pdf.rawPayload).codes.flatMap((c) => {
      const sscc = /(?:^|\D)00(\d{18})/.exec(c)?.[1];
      return sscc ? [sscc] : [];
    });
    expect(boxLevels.map((l) => l.gin[0]![1]).sort()).toEqual(printedSsccs.sort());
    for (const box of boxes) {
      const level = boxLevels.find((l) => l.gin[0]![1] === box.outer_no)!;
      expect(level.parent).toBe('1');
      const inside = levels.filter((l) => l.parent === level.id).map((l) => l.gin[0]![1]);
      expect(inside.sort()).toEqual(
        labels
          .filter((l) => l.outer_id === box.id)
          .map((l) => l.label_no)
          .sort(),
      );
    }
    for (const label of labels) {
      const level = levels.find((l) => l.gin[0]?.[0] === 'ML' && l.gin[0][1] === label.label_no)!;
      expect(level.pac).toBe(true);
      if (label.outer_id === null) expect(level.parent).toBe('1');
      expect(level.lins).toHaveLength(1);
      expect(new Decimal(component(level.lins[0]!, 'QTY', '12')!.elements[0]![1]!).eq(label.qty)).toBe(true);
    }

    // Every line's quantity, summed over the LIN groups that carry its order reference, is the note's.
    const note = await call<{
      Lines: { LINE_NO: number; PO_NO: string; PO_ITEM: number; DELIVERY_QTY: string }[];
    }>(t.app, vendor1, 'GET', 'DeliveryNote/Get', { query: { id: noteId } });
    const sums = new Map<string, Decimal>();
    for (const lin of levels.flatMap((l) => l.lins)) {
      const ref = component(lin, 'RFF', 'ON')!.elements[0]!;
      const key = `${ref[1]}/${ref[2]}`;
      sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(component(lin, 'QTY', '12')!.elements[0]![1]!));
    }
    expect([...sums.keys()].sort()).toEqual(
      note.body.data.Lines.map((l) => `${l.PO_NO}/${l.PO_ITEM}`).sort(),
    );
    for (const line of note.body.data.Lines)
      expect(sums.get(`${line.PO_NO}/${line.PO_ITEM}`)!.eq(line.DELIVERY_QTY), `line ${line.LINE_NO}`).toBe(
        true,
      );

    // The buyer downloads the same advice; the ERP pulls it by number.
    const forBuyer = await fetchAs(buyer, noteId);
    expect(forBuyer.statusCode).toBe(200);
    const pulled = await t.app.inject({
      method: 'GET',
      url: `/api/Integration/DespatchAdvice?deliveryNo=${encodeURIComponent(deliveryNo)}`,
      headers: { 'x-api-key': demoApiKey },
    });
    expect(pulled.statusCode, pulled.body).toBe(200);
    expectValid(readBack(pulled.body));
  });

  it("hides another vendor's note (404) and refuses calls without a key or a key without 'notes'", async () => {
    expect((await fetchAs(vendor2, noteId)).statusCode).toBe(404);
    expect((await fetchAs(null, noteId)).statusCode).toBe(401);
    const url = `/api/Integration/DespatchAdvice?deliveryNo=${encodeURIComponent(deliveryNo)}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const admin = await signIn(t.app, 'admin');
    const created = await call<{ Key: string }>(t.app, admin, 'POST', 'Integration/KeyCreate', {
      body: { Name: 'orders only', Scopes: ['orders'] },
    });
    expect(created.status).toBe(200);
    const refused = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-api-key': created.body.data.Key },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/Integration/DespatchAdvice?deliveryNo=NOPE',
      headers: { 'x-api-key': demoApiKey },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
