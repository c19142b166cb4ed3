import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  loadStructure,
  messagesOf,
  readInterchange,
  type Segment,
  walkMessage,
} from '../../../test/edifact-structure.ts';
import { buildDelfor, type DelforBucket, type DelforInput, type DelforScheduleLine } from './delfor.ts';

/**
 * The DELFOR writer read back by others' code and tables (`test/edifact-structure.ts`): the `edifact` package parses
 * and validates, and the D.96A DELFOR structure table of php-edifact/edifact-mapping places every segment. Expected
 * figures come from the input and from the code list written out below, never from the writer.
 */
const structure = loadStructure('D96A-delfor.xml');

/** UN/EDIFACT code list 4017 (delivery plan status indicator), as the D.96A directory gives it. */
const status4017 = { firm: '1', tradeoff: '2', forecast: '4' } as const;

type Row = {
  part: string;
  qty: string;
  status: string | null;
  dates: Record<string, string>;
  order: string[] | null;
};

/**
 * The interchange read back: its segments, its one message's placement in the structure, and each quantity group
 * (SG12) with the part of the LIN it stands under.
 */
function read(doc: string) {
  const segments = readInterchange(doc);
  const messages = messagesOf(segments);
  expect(messages).toHaveLength(1);
  const message = messages[0]!;
  const walk = walkMessage(
    structure,
    message.map((s) => s.name),
  );
  const rows: Row[] = [];
  let part = '';
  for (const [i, s] of message.entries()) {
    const at = walk.paths[i]!;
    if (s.name === 'LIN') part = s.elements[2]![0]!;
    else if (at === 'SG4/SG8/SG12/QTY')
      rows.push({ part, qty: s.elements[0]![1]!, status: null, dates: {}, order: null });
    else if (at === 'SG4/SG8/SG12/SCC') rows.at(-1)!.status = s.elements[0]![0]!;
    else if (at === 'SG4/SG8/SG12/DTM') rows.at(-1)!.dates[s.elements[0]![0]!] = s.elements[0]![1]!;
    else if (at === 'SG4/SG8/SG12/SG13/RFF') rows.at(-1)!.order = s.elements[0]!;
  }
  return { segments, message, walk, rows };
}

const seg = (list: Segment[], name: string, qualifier?: string) =>
  list.filter((s) => s.name === name && (qualifier === undefined || s.elements[0]![0] === qualifier));
const ymd = (iso: string) => iso.replaceAll('-', '');

/** Counts as the syntax rules define them: UNT the message's segments (UNH and UNT included), UNZ the messages. */
function expectCounts(segments: Segment[], message: Segment[]) {
  expect(seg(message, 'UNT')[0]!.elements[0]).toEqual([String(message.length)]);
  const unb = segments[0]!;
  const unz = segments.at(-1)!;
  expect(unz.name).toBe('UNZ');
  expect(unz.elements[0]).toEqual([String(seg(segments, 'UNH').length)]);
  expect(unz.elements[1]).toEqual(unb.elements[4]);
}

/** The expected rows of an input, written from the input alone. */
function expectedRows(input: Pick<DelforInput, 'buckets' | 'scheduleLines'>) {
  return [
    ...input.buckets.map((b) => ({
      part: b.partNo,
      qty: new Decimal(b.qty).toString(),
      status: status4017[b.zone],
      dates: { '158': ymd(b.start), '159': ymd(b.end) },
      order: null,
    })),
    ...input.scheduleLines.map((l) => ({
      part: l.partNo,
      qty: new Decimal(l.qty).toString(),
      status: '1',
      dates: { '2': ymd(l.dueDate) },
      order: ['ON', l.poNo, String(l.poItem)],
    })),
  ];
}

const normalised = (rows: Row[]) =>
  rows
    .map((r) => ({ ...r, qty: new Decimal(r.qty).toString() }))
    .map((r) => JSON.stringify(r))
    .sort();

const base: DelforInput = {
  documentNo: "V'1+2/30",
  previousDocumentNo: "V'1+2/20",
  buyer: { code: 'HQ', name: 'Head Office' },
  vendor: { code: 'V:1?', name: "O'Brien + Sons: ?quality? ".repeat(8) },
  shipTo: { code: 'HQ', name: 'Head Office' },
  parts: [
    { partNo: "P'1+", name: 'Washer: M8 + ring?\nzinc', vendorPartNo: "VP'9" },
    { partNo: 'P:2', name: null, vendorPartNo: null },
  ],
  buckets: [
    { partNo: "P'1+", start: '2026-03-02', end: '2026-03-08', zone: 'firm', qty: '100.50' },
    { partNo: "P'1+", start: '2026-03-09', end: '2026-03-15', zone: 'tradeoff', qty: '0' },
    { partNo: "P'1+", start: '2026-04-01', end: '2026-04-30', zone: 'forecast', qty: '12345678901.25' },
    { partNo: 'P:2', start: '2026-03-02', end: '2026-03-08', zone: 'firm', qty: '7' },
  ],
  scheduleLines: [
    { partNo: "P'1+", poNo: "PO'1:A", poItem: 10, dueDate: '2026-03-04', qty: '60' },
    { partNo: 'P:2', poNo: 'PO?2', poItem: 20, dueDate: '2026-03-03', qty: '7.000' },
  ],
  controlRef: '4711',
  preparedAt: new Date('2026-03-01T08:09:00Z'),
};

describe('DELFOR D96A writer', () => {
  it('stands every segment where the D.96A structure allows it: header, parties, ship-to, LIN, SG12 with SG13', () => {
    const { walk, message } = read(buildDelfor(base));
    expect(walk.errors).toEqual([]);
    expect(walk.paths.filter((p) => !p.startsWith('SG4/SG8/SG12/'))).toEqual([
      'UNH',
      'BGM',
      'DTM',
      'DTM',
      'DTM',
      'SG1/RFF',
      'SG1/RFF',
      'SG2/NAD',
      'SG2/NAD',
      'UNS',
      'SG4/NAD',
      'SG4/SG8/LIN',
      'SG4/SG8/PIA',
      'SG4/SG8/IMD',
      'SG4/SG8/LIN',
      'UNS',
      'CNT',
      'UNT',
    ]);
    expect(seg(message, 'UNS').map((s) => s.elements[0])).toEqual([['D'], ['S']]);
    expect(seg(message, 'BGM')[0]!.elements.slice(0, 1)).toEqual([['241']]);
    expect(seg(message, 'UNH')[0]!.elements[1]).toEqual(['DELFOR', 'D', '96A', 'UN']);
    expect(seg(message, 'NAD').map((s) => s.elements[0]![0])).toEqual(['BY', 'SE', 'ST']);
    expect(seg(message, 'CNT')[0]!.elements[0]).toEqual(['2', '2']);
  });

  it('reads every escaped value back as written, in UNOC for Latin text', () => {
    const doc = buildDelfor(base);
    expect(doc).toContain("BGM+241+V?'1?+2/30+9'");
    const { segments, message } = read(doc);
    expect(segments[0]!.elements[0]).toEqual(['UNOC', '3']);
    expect(segments[0]!.elements[3]).toEqual(['260301', '0809']);
    expect(seg(message, 'BGM')[0]!.elements[1]).toEqual(["V'1+2/30"]);
    expect(seg(message, 'RFF', 'AAN')[0]!.elements[0]).toEqual(['AAN', "V'1+2/30"]);
    expect(seg(message, 'RFF', 'AIF')[0]!.elements[0]).toEqual(['AIF', "V'1+2/20"]);
    const seller = seg(message, 'NAD', 'SE')[0]!;
    expect(seller.elements[1]).toEqual(['V:1?', '', '92']);
    expect(seller.elements[3]!.join('')).toBe(base.vendor.name.slice(0, 175));
    expect(seg(message, 'LIN').map((s) => s.elements[2])).toEqual([
      ["P'1+", 'IN'],
      ['P:2', 'IN'],
    ]);
    expect(seg(message, 'PIA')[0]!.elements).toEqual([['1'], ["VP'9", 'SA']]);
    // A line break in a name is a space; the name is in the two 7008 components of C273.
    expect(seg(message, 'IMD')[0]!.elements[2]!.join('')).toBe('Washer: M8 + ring? zinc');
    expect(seg(message, 'RFF', 'ON').map((s) => s.elements[0])).toEqual([
      ['ON', "PO'1:A", '10'],
      ['ON', 'PO?2', '20'],
    ]);
    expectCounts(segments, message);
  });

  it('carries each bucket with its period and status and each call-off with its date and order line', () => {
    const { rows, message } = read(buildDelfor(base));
    expect(normalised(rows)).toEqual(normalised(expectedRows(base)));
    // The horizon: the first and last day of anything in the schedule.
    const header = message.slice(0, 5).filter((s) => s.name === 'DTM');
    expect(header.map((s) => s.elements[0])).toEqual([
      ['137', '202603010809', '203'],
      ['158', '20260302', '102'],
      ['159', '20260430', '102'],
    ]);
    // Quantities as EDIFACT writes numbers: no exponent, no trailing zeros.
    expect(rows.map((r) => r.qty)).toContain('12345678901.25');
    expect(rows.map((r) => r.qty)).toContain('100.5');
  });

  it('writes UNOY with the century when a part name is Chinese, and reads the name back', () => {
    const input: DelforInput = {
      ...base,
      parts: [{ partNo: "P'1+", name: '垫片：M8+环?', vendorPartNo: null }],
    };
    const { segments, message, walk } = read(buildDelfor(input));
    expect(walk.errors).toEqual([]);
    expect(segments[0]!.elements[0]).toEqual(['UNOY', '4']);
    expect(segments[0]!.elements[3]).toEqual(['20260301', '0809']);
    expect(seg(message, 'IMD')[0]!.elements[2]!.join('')).toBe('垫片：M8+环?');
    expectCounts(segments, message);
  });

  it('an empty schedule is still a whole message: parties, both UNS, no LIN', () => {
    const { walk, message, segments } = read(buildDelfor({ ...base, buckets: [], scheduleLines: [] }));
    expect(walk.errors).toEqual([]);
    expect(seg(message, 'LIN')).toEqual([]);
    expect(seg(message, 'CNT')[0]!.elements[0]).toEqual(['2', '0']);
    expectCounts(segments, message);
  });

  it('goes on in another LIN past 200 quantities of a part, and in another ship-to past 9999 LINs', () => {
    const many: DelforBucket[] = Array.from({ length: 450 }, (_, i) => {
      const day = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      return { partNo: 'BIG', start: day, end: day, zone: 'forecast', qty: String(i) };
    });
    const big = read(buildDelfor({ ...base, buckets: many, scheduleLines: [] }));
    expect(big.walk.errors).toEqual([]);
    expect(seg(big.message, 'LIN').map((s) => s.elements[2]![0])).toEqual(['BIG', 'BIG', 'BIG']);
    expect(normalised(big.rows)).toEqual(normalised(expectedRows({ buckets: many, scheduleLines: [] })));

    const parts: DelforBucket[] = Array.from({ length: 10_001 }, (_, i) => ({
      partNo: `P${String(i).padStart(5, '0')}`,
      start: '2026-03-02',
      end: '2026-03-08',
      zone: 'firm',
      qty: '1',
    }));
    const wide = read(buildDelfor({ ...base, parts: [], buckets: parts, scheduleLines: [] }));
    expect(wide.walk.errors).toEqual([]);
    expect(seg(wide.message, 'NAD', 'ST')).toHaveLength(2);
    expect(seg(wide.message, 'CNT')[0]!.elements[0]).toEqual(['2', '10001']);
    expectCounts(wide.segments, wide.message);
  });

  it('holds for any names, numbers and quantities: structure, counts, values and figures read back', () => {
    const text = (min: number, max: number) =>
      fc.string({
        unit: fc.constantFrom('A', 'z', '0', ' ', "'", '+', ':', '?', '/', '-', '.', 'ü', '中', '垫'),
        minLength: min,
        maxLength: max,
      });
    const day = fc
      .integer({ min: 0, max: 800 })
      .map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const qty = fc
      .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 9999 }))
      .map(([a, b]) => `${a}.${String(b).padStart(4, '0')}`);
    const partNo = text(1, 20);
    const bucket = fc.record({
      partNo,
      start: day,
      end: day,
      zone: fc.constantFrom('firm' as const, 'tradeoff' as const, 'forecast' as const),
      qty,
    });
    const line: fc.Arbitrary<DelforScheduleLine> = fc.record({
      partNo,
      poNo: text(1, 20),
      poItem: fc.integer({ min: 1, max: 99_999 }),
      dueDate: day,
      qty,
    });
    fc.assert(
      fc.property(
        fc.array(bucket, { maxLength: 30 }),
        fc.array(line, { maxLength: 10 }),
        text(0, 80),
        text(0, 200),
        text(1, 40),
        (buckets, scheduleLines, partName, vendorName, documentNo) => {
          const partNos = [...new Set([...buckets, ...scheduleLines].map((b) => b.partNo))];
          const input: DelforInput = {
            ...base,
            documentNo,
            vendor: { code: 'V001', name: vendorName },
            parts: partNos.map((p) => ({ partNo: p, name: partName || null, vendorPartNo: null })),
            buckets,
            scheduleLines,
          };
          const { segments, message, walk, rows } = read(buildDelfor(input));
          const cut = (t: string, max: number) => [...t].slice(0, max).join('');
          expect(walk.errors).toEqual([]);
          expectCounts(segments, message);
          expect(seg(message, 'BGM')[0]!.elements[1]).toEqual([cut(documentNo, 35)]);
          expect(seg(message, 'NAD', 'SE')[0]!.elements[3]?.join('') ?? '').toBe(cut(vendorName, 175));
          for (const imd of seg(message, 'IMD')) expect(imd.elements[2]!.join('')).toBe(cut(partName, 70));
          expect(normalised(rows)).toEqual(normalised(expectedRows(input)));
          const written = [
            cut(documentNo, 35),
            cut(vendorName, 175),
            ...partNos,
            ...scheduleLines.map((l) => l.poNo),
          ];
          if (partNos.length) written.push(cut(partName, 70));
          const latin1 = !/[中垫]/.test(written.join(''));
          expect(segments[0]!.elements[0]).toEqual(latin1 ? ['UNOC', '3'] : ['UNOY', '4']);
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('the structure walker', () => {
  const tags = (doc: string) => messagesOf(readInterchange(doc))[0]!.map((s) => s.name);
  const good = tags(buildDelfor(base));

  it('sees a segment out of place, a required segment left out and a repeat beyond maxrepeat', () => {
    const qtyBeforeLin = [...good];
    qtyBeforeLin.splice(qtyBeforeLin.indexOf('LIN'), 0, 'QTY');
    expect(walkMessage(structure, qtyBeforeLin).errors).toEqual([
      expect.stringContaining('#12 QTY: not allowed after SG4/NAD'),
    ]);
    const withoutSummary = good.filter((t, i) => !(t === 'UNS' && i > good.indexOf('LIN')));
    expect(walkMessage(structure, withoutSummary).errors).toEqual([
      expect.stringContaining('required UNS missing'),
    ]);
    const threeDtm = [...good];
    threeDtm.splice(good.lastIndexOf('DTM'), 0, 'DTM');
    expect(walkMessage(structure, threeDtm).errors).not.toEqual([]);
    const lin = ['UNH', 'BGM', 'DTM', 'UNS', 'NAD', 'LIN'];
    const sg12 = Array.from({ length: 201 }, () => 'QTY');
    expect(walkMessage(structure, [...lin, ...sg12.slice(0, 200), 'UNS', 'UNT']).errors).toEqual([]);
    expect(walkMessage(structure, [...lin, ...sg12, 'UNS', 'UNT']).errors).not.toEqual([]);
  });
});
