import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDecimal, sscc, type TemplateKind, templateKinds, valueLabels } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { type PdfInput, type PdfTemplate, renderPdf } from '../../platform/pdf/render-pdf.ts';
import { defaultTemplates } from './print-template.defaults.ts';
import { columnNeeds, printableTemplate } from './print-template.service.ts';

/**
 * Issue #36 item 2: every built-in template, printed with the longest values its fields accept, reads: no text lies
 * on other text or on a barcode. The lengths are the contract's and the columns' (zod schemas in contract/, varchar
 * sizes of the migrations where a value is the system's own); the characters are the widest a field may hold: free
 * text (names, lot numbers, remarks) in CJK, one em each, identifiers as unbreakable runs of wide capitals.
 */

const cjkText = '顺丰速运国际物流有限公司深圳市宝安区分拨中心批次螺丝垫片弹簧不锈钢镀锌精密制造电子科技';
/** `n` CJK characters (free text at its widest). */
const cjk = (n: number) => cjkText.repeat(Math.ceil(n / cjkText.length)).slice(0, n);
/** `n` characters of an identifier: capitals and digits, no space to break at. */
const code = (n: number) => 'WM8'.repeat(Math.ceil(n / 3)).slice(0, n);
const digits = (n: number) => '8'.repeat(n);
/** numeric(18,4): 14 integer and 4 fraction digits (the contract's `quantity`). */
const qty = '99999999999999.9999';
/** numeric(18,2), grouped as prints show money. */
const money = formatDecimal('9999999999999999.99', 2);
const unitPrice = formatDecimal('999999999999.999999', 6);
/** An SSCC (18 digits) with the largest serial a 7-digit company prefix leaves. */
const outerNo = sscc(9, '6901234', 999999999);
const longestStatus = Object.values(valueLabels.STATUS as Record<string, { 'zh-chs': string; en: string }>)
  .map((l) => `${l['zh-chs']} ${l.en}`)
  .sort((a, b) => b.length - a.length)[0]!;

const noteLine = (i: number) => [
  String(i),
  `${code(32)}/99999`,
  code(64),
  cjk(128),
  qty,
  qty,
  qty,
  '99999',
  cjk(64),
  cjk(32),
];
const statementLine = (i: number) => [
  String(i),
  `${digits(20)}/200`,
  `${code(32)}/99999`,
  code(64),
  cjk(128),
  formatDecimal(qty, 4),
  unitPrice,
  money,
  money,
];
const statementHead = (
  defaultTemplates.statement.schemas[0]!.find((e) => e.name === 'LINES') as { head: string[] }
).head;
const statementRows = [statementLine(1), statementLine(2)];
const listHead = ['送货单号 Delivery no.', '物料名称 Part name', '供应商名称 Vendor name', '数量 Qty'];
const listRows = [1, 2, 3].map(() => [digits(20), cjk(128), cjk(128), formatDecimal(qty, 4)]);

/** One record per kind, each field at its longest. */
const longest: Record<TemplateKind, PdfInput> = {
  inner_label: {
    LABEL_NO: digits(32),
    QR_TEXT: JSON.stringify({
      label: digits(32),
      part: code(64),
      qty,
      lot: cjk(64),
      dc: cjk(32),
      vendor: code(32),
      note: digits(20),
    }),
    PART_NO: code(64),
    PART_NAME: cjk(128),
    QTY: qty,
    LOT_NO: cjk(64),
    DATE_CODE: cjk(32),
    VENDOR_CODE: code(32),
    VENDOR_NAME: cjk(128),
    DELIVERY_NO: digits(20),
    PO_NO: code(32),
    BOX: '1000/1000',
    OUTER_NO: outerNo,
  },
  outer_label: {
    OUTER_NO: outerNo,
    GS1_DATA: `(00)${outerNo}`,
    GS1_TEXT: `(00)${outerNo}`,
    DELIVERY_NO: digits(20),
    VENDOR_CODE: code(32),
    VENDOR_NAME: cjk(128),
    PART_NO: code(64),
    PART_NAME: cjk(128),
    LABEL_COUNT: '1000',
    TOTAL_QTY: qty,
    LOT_NO: cjk(64),
  },
  delivery_note: {
    DELIVERY_NO: digits(20),
    VENDOR_CODE: code(32),
    VENDOR_NAME: cjk(128),
    DELIVERY_DATE: '2026-11-23',
    ARRIVAL_DATE: '2026-11-25',
    STATUS: longestStatus,
    ATTRIBUTE1: cjk(64),
    ATTRIBUTE2: code(64),
    DESCRIPTION: cjk(512),
    CHECK_MAN: cjk(64),
    PRINTED_AT: '2026-11-23 10:00',
    LINES: JSON.stringify([noteLine(1), noteLine(2), noteLine(200)]),
  },
  list: {
    TITLE: cjk(64),
    PRINTED_AT: '2026-11-23 10:00',
    ROWS: JSON.stringify(listRows),
    ROWS_HEAD: JSON.stringify(listHead),
    ROWS_WIDTHS: JSON.stringify(columnNeeds(listHead, listRows)),
    ROWS_RIGHT: JSON.stringify([3]),
  },
  statement: {
    STATEMENT_NO: digits(20),
    PERIOD: '2026-11-01 ~ 2026-11-30',
    VENDOR_CODE: code(32),
    VENDOR_NAME: cjk(128),
    CURRENCY: code(8),
    TOTAL_AMOUNT: money,
    TOTAL_TAX: money,
    TOTAL_WITH_TAX: money,
    RULE: cjk(200),
    LINES: JSON.stringify(statementRows),
    LINES_HEAD: JSON.stringify(statementHead),
    LINES_WIDTHS: JSON.stringify(columnNeeds(statementHead, statementRows)),
    LINES_RIGHT: JSON.stringify([5, 6, 7, 8]),
  },
};

type Box = { page: number; x0: number; y0: number; x1: number; y1: number; text: string };

/** The words of every page with their boxes in points (pdftotext -bbox). */
function wordBoxes(pdf: Uint8Array, keepIn?: string): Box[] {
  const dir = keepIn ?? mkdtempSync(path.join(os.tmpdir(), 'srm-layout-'));
  try {
    const file = path.join(dir, 'print.pdf');
    writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    return html.split('<page ').flatMap((page, i) =>
      [
        ...page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map((m) => ({
        page: i,
        x0: Number(m[1]),
        y0: Number(m[2]),
        x1: Number(m[3]),
        y1: Number(m[4]),
        text: m[5]!,
      })),
    );
  } finally {
    if (!keepIn) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A word's ink, about: pdftotext's box runs from the font's ascent to its descent (1.45 em for Noto Sans SC), taller
 * than a line of text set solid, so the boxes of two lines of one paragraph always touch. The middle 60 % of the box
 * (0.87 em) is the body of a glyph; two words whose bodies meet are printed on each other.
 */
const body = (w: Box) => {
  const h = w.y1 - w.y0;
  return { x0: w.x0 + 0.3, x1: w.x1 - 0.3, y0: w.y0 + 0.2 * h, y1: w.y1 - 0.2 * h };
};
const meet = (a: { x0: number; x1: number; y0: number; y1: number }, b: typeof a) =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

const mm = 72 / 25.4;

/** The barcodes of the template's first page, in points (they are drawn where the template puts them). */
function barcodeBoxes(template: PdfTemplate) {
  const elements = (template.schemas[0] ?? []) as {
    type: string;
    name: string;
    position: { x: number; y: number };
    width: number;
    height: number;
  }[];
  return elements
    .filter((e) => ['code128', 'qrcode', 'gs1128'].includes(e.type))
    .map((e) => ({
      name: e.name,
      x0: e.position.x * mm,
      y0: e.position.y * mm,
      x1: (e.position.x + e.width) * mm,
      y1: (e.position.y + e.height) * mm,
    }));
}

/** What lies on what: pairs of words, and words on barcodes, described for the failure message. */
function collisions(template: PdfTemplate, words: Box[]): string[] {
  const found: string[] = [];
  const where = (w: Box) => `"${w.text}" (p${w.page} ${w.x0.toFixed(0)},${w.y0.toFixed(0)})`;
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j < words.length; j++) {
      const a = words[i]!;
      const b = words[j]!;
      if (a.page === b.page && meet(body(a), body(b))) found.push(`${where(a)} on ${where(b)}`);
    }
  for (const bar of barcodeBoxes(template))
    for (const w of words.filter((w) => w.page === 1 && meet(body(w), bar)))
      found.push(`${where(w)} on barcode ${bar.name}`);
  return found;
}

/**
 * Elements pdfme moves: on a page whose content flows (a table, a text that expands) it lays every element out
 * inside the page's padding, so one placed above the top padding is pushed down onto what lies under it (the
 * note's barcode onto its number). The names of such elements.
 */
function movedByFlow(template: PdfTemplate): string[] {
  const base = template.basePdf as { height: number; padding: [number, number, number, number] };
  const elements = (template.schemas[0] ?? []) as {
    name: string;
    type: string;
    overflow?: string;
    position: { y: number };
    height: number;
  }[];
  if (!elements.some((e) => e.type === 'table' || e.overflow === 'expand')) return [];
  const [top, , bottom] = base.padding;
  return elements
    .filter((e) => e.position.y < top || e.position.y + e.height > base.height - bottom)
    .map((e) => e.name);
}

/** A word that is only punctuation: a caption or value broken before its last character ("Lot no" / "."). */
const strays = (words: Box[]) =>
  words.filter((w) => /^[.,:;)\]）。，：；]+$/.test(w.text)).map((w) => w.text);

describe('built-in templates with the longest values', () => {
  it.each(templateKinds)(
    '%s: no text on other text or on a barcode, no caption broken',
    async (kind) => {
      const input = longest[kind];
      const template = printableTemplate(defaultTemplates[kind], kind, [input]) as PdfTemplate;
      const keep = process.env.LAYOUT_KEEP ? path.join(process.env.LAYOUT_KEEP, kind) : undefined;
      if (keep) execFileSync('mkdir', ['-p', keep]);
      expect(movedByFlow(template)).toEqual([]);
      const words = wordBoxes(await renderPdf(template, [input]), keep);
      expect(words.length).toBeGreaterThan(10);
      expect(collisions(template, words)).toEqual([]);
      expect(strays(words)).toEqual([]);
    },
    60_000,
  );
});
