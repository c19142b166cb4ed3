import {
  type AsnColumn,
  type AsnImportError,
  type AsnImportResult,
  asnColumns,
  asnLinesPerNote,
  asnMaxRows,
  asnRequiredColumns,
  deliveryTextMax,
  fieldCaptions,
  type Language,
  quantity,
} from '@srm/contract';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { type MessageKey, type MessageParams, translate } from '../../messages.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { readWorkbook } from '../../platform/workbook/workbook.ts';
import { findVendorOrderLines, noteNumber, requiresConfirmation } from './delivery-note.repository.ts';
import { createNoteIn, type LineProblem, type SaveInput } from './delivery-note.service.ts';
import { shippableLines } from './delivery-note-asn.repository.ts';

/**
 * The vendors' Excel ASN import (PRODUCT §11, issue #35): one sheet with the template's columns, one delivery line a
 * row, the rows grouped into notes by delivery date and ship-to (notes of `asnLinesPerNote` lines at most). Each row
 * is resolved to the caller's own order line by PO_NO + PO_ITEM (another vendor's line is unknown, as a wrong number
 * is), then every note is created by the editor's own `createNoteIn` (same checks, numbering and audit) in ONE
 * transaction. Any bad cell: 400 naming every bad row by sheet row, column and a reason in the caller's language,
 * and nothing written.
 */

const shipToMax = 64;
const poNoMax = 64;

/**
 * The header captions read back: the field name and its caption in either language, case- and space-insensitive, a
 * required column's `*` mark (the template's) left out.
 */
const headerOf = new Map<string, AsnColumn>();
const norm = (text: string) => text.replace(/[\s*＊]+/g, '').toLowerCase();
for (const column of asnColumns) {
  headerOf.set(norm(column), column);
  for (const caption of Object.values(fieldCaptions[column])) headerOf.set(norm(caption), column);
}

const captionOf = (column: AsnColumn, lang: Language) => fieldCaptions[column][lang];
const headingOf = (column: AsnColumn, lang: Language) =>
  asnRequiredColumns.includes(column) ? `${captionOf(column, lang)} *` : captionOf(column, lang);

/** What each column takes, as the instructions sheet says it. */
const formatOf: Record<AsnColumn, [MessageKey, MessageParams]> = {
  PO_NO: ['deliveryNote.asn.notes.text', { max: poNoMax }],
  PO_ITEM: ['deliveryNote.asn.notes.integer', {}],
  DELIVERY_QTY: ['deliveryNote.asn.notes.quantity', {}],
  DELIVERY_DATE: ['deliveryNote.asn.notes.date', {}],
  ARRIVAL_DATE: ['deliveryNote.asn.notes.date', {}],
  SHIP_TO: ['deliveryNote.asn.notes.text', { max: shipToMax }],
  SPARE_QTY: ['deliveryNote.asn.notes.quantity', {}],
  PACKING_QTY: ['deliveryNote.asn.notes.quantity', {}],
  LOT_NO: ['deliveryNote.asn.notes.text', { max: deliveryTextMax.LOT_NO }],
  DATE_CODE: ['deliveryNote.asn.notes.text', { max: deliveryTextMax.DATE_CODE }],
};

const example: Record<AsnColumn, string | number> = {
  PO_NO: '4500000001',
  PO_ITEM: 10,
  DELIVERY_QTY: 100,
  DELIVERY_DATE: '2026-12-01',
  ARRIVAL_DATE: '2026-12-02',
  SHIP_TO: 'WH01',
  SPARE_QTY: 0,
  PACKING_QTY: 50,
  LOT_NO: 'LOT20261201',
  DATE_CODE: '2648',
};

/** A pre-filled row of the template: one order line's next shipment, the lot number left to the vendor. */
export type AsnPrefillRow = Pick<
  Record<AsnColumn, string | number>,
  'PO_NO' | 'PO_ITEM' | 'DELIVERY_QTY' | 'DELIVERY_DATE'
>;

/**
 * The template (issue #45: it teaches itself): the first sheet headed in the caller's language, required columns
 * marked `*` and shaded, each heading with a note saying what it takes; then either one example row (grey, to be
 * overwritten) or the vendor's shippable order lines (`prefill`). A second sheet explains every column and the rules
 * in the caller's language; the import reads only the first sheet.
 */
export async function asnTemplate(lang: Language, prefill?: AsnPrefillRow[]): Promise<Buffer> {
  const say = (key: MessageKey, params: MessageParams = {}) => translate(lang, key, params);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('ASN');
  sheet.columns = asnColumns.map((column) => ({
    header: headingOf(column, lang),
    key: column,
    width: Math.max(12, headingOf(column, lang).length * 2 + 4),
    // Text columns keep what is typed (a PO number with leading zeros, a date code like 2451).
    style: ['PO_NO', 'SHIP_TO', 'LOT_NO', 'DATE_CODE'].includes(column) ? { numFmt: '@' } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  for (const [i, column] of asnColumns.entries()) {
    const cell = header.getCell(i + 1);
    if (asnRequiredColumns.includes(column))
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
    const [format, params] = formatOf[column];
    cell.note = `${say(`deliveryNote.asn.help.${column}` as MessageKey)}\n${say(format, params)}`;
  }
  if (prefill) for (const row of prefill) sheet.addRow(row);
  else sheet.addRow(example).font = { italic: true, color: { argb: 'FF808080' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const notes = book.addWorksheet(say('deliveryNote.asn.notes.sheet'));
  notes.columns = [{ width: 22 }, { width: 18 }, { width: 30 }, { width: 16 }, { width: 48 }];
  notes.addRow([say('deliveryNote.asn.notes.title')]).font = { bold: true, size: 14 };
  if (prefill) notes.addRow([say('deliveryNote.asn.notes.prefilled', { count: prefill.length })]);
  notes.addRow([]);
  const head = notes.addRow(
    (
      [
        'deliveryNote.asn.notes.column',
        'deliveryNote.asn.notes.requiredHead',
        'deliveryNote.asn.notes.format',
        'deliveryNote.asn.notes.example',
        'deliveryNote.asn.notes.meaning',
      ] as const
    ).map((key) => say(key)),
  );
  head.font = { bold: true };
  for (const column of asnColumns) {
    const [format, params] = formatOf[column];
    notes.addRow([
      headingOf(column, lang),
      say(asnRequiredColumns.includes(column) ? 'deliveryNote.asn.notes.yes' : 'deliveryNote.asn.notes.no'),
      say(format, params),
      String(example[column]),
      say(`deliveryNote.asn.help.${column}` as MessageKey),
    ]);
  }
  notes.addRow([]);
  notes.addRow([say('deliveryNote.asn.notes.rules')]).font = { bold: true };
  notes.addRow([`1. ${say('deliveryNote.asn.notes.rule1')}`]);
  notes.addRow([`2. ${say('deliveryNote.asn.notes.rule2', { perNote: asnLinesPerNote })}`]);
  notes.addRow([`3. ${say('deliveryNote.asn.notes.rule3', { max: asnMaxRows })}`]);
  notes.addRow([`4. ${say('deliveryNote.asn.notes.rule4')}`]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The template pre-filled with the vendor's order lines that can be shipped (issue #45): open PO lines with something
 * left to deliver — only agreed ones where the organisation ships only against confirmed lines — each with its next
 * shipment: of an agreed schedule the earliest batch due today or later (else the last), its quantity capped at what
 * is open; otherwise what is open on the due date. A date already past is today. At most `asnMaxRows` lines.
 */
export async function asnPrefilledTemplate(db: Db, auth: AuthContext, lang: Language): Promise<Buffer> {
  if (!auth.vendorCode) throw new AppError(403, 'deliveryNote.vendorsOnly');
  const today = new Date().toISOString().slice(0, 10);
  const agreedOnly = await requiresConfirmation(db, auth.orgId);
  const lines = await shippableLines(db, auth.orgId, auth.vendorCode, agreedOnly, asnMaxRows);
  const rows = lines.map((line): AsnPrefillRow => {
    const batches = [...(line.schedule ?? [])]
      .map((b) => ({ date: String(b.DATE).slice(0, 10), qty: String(b.QTY) }))
      .sort((x, y) => x.date.localeCompare(y.date));
    const next = batches.find((b) => b.date >= today) ?? batches.at(-1);
    const open = new Decimal(line.remaining);
    const qty = next ? Decimal.min(open, new Decimal(next.qty)) : open;
    const date = next?.date ?? line.due_date;
    return {
      PO_NO: line.po_no,
      PO_ITEM: line.po_item,
      DELIVERY_QTY: qty.toNumber(),
      DELIVERY_DATE: date < today ? today : date,
    };
  });
  return asnTemplate(lang, rows);
}

/** yyyy-mm-dd (also yyyy/m/d) of a real day, or null. */
function isoDay(text: string): string | null {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

type AsnRow = {
  row: number;
  po: string;
  item: number;
  qty: string;
  date: string;
  arrival: string | null;
  shipTo: string | null;
  spare: string | undefined;
  packing: string | undefined;
  lot: string;
  dateCode: string | null;
};

class CellErrors {
  readonly list: AsnImportError[] = [];
  constructor(private readonly lang: Language) {}
  add(row: number, field: AsnColumn, key: MessageKey, params: MessageParams = {}) {
    this.list.push({
      Row: row,
      Field: field,
      Column: captionOf(field, this.lang),
      Reason: translate(this.lang, key, params),
    });
  }
  /** Every bad cell, by row then column; nothing was written (the transaction rolls back on this error). */
  throwIfAny() {
    if (this.list.length === 0) return;
    const order = (f: AsnColumn) => asnColumns.indexOf(f);
    this.list.sort((a, b) => a.Row - b.Row || order(a.Field) - order(b.Field));
    throw new AppError(
      400,
      'deliveryNote.asn.rejected',
      { count: new Set(this.list.map((e) => e.Row)).size },
      { Errors: this.list },
    );
  }
}

/** The column an editor's refusal of a line is about. */
const fieldOfRefusal: Partial<Record<string, AsnColumn>> = {
  'deliveryNote.qtyPositive': 'DELIVERY_QTY',
  'deliveryNote.overDelivery': 'DELIVERY_QTY',
  'deliveryNote.tooManySpares': 'SPARE_QTY',
  'deliveryNote.packingPositive': 'PACKING_QTY',
};

/** Where each template column is in the header: the first column whose caption names it. */
function columnIndexes(header: (string | null)[]): Map<AsnColumn, number> {
  const columns = new Map<AsnColumn, number>();
  for (const [index, caption] of header.entries()) {
    const column = headerOf.get(norm(caption ?? ''));
    if (column && !columns.has(column)) columns.set(column, index);
  }
  return columns;
}

/** A sheet row's filled cells, by template column. */
function rowCells(sheetCells: (string | null)[], columns: Map<AsnColumn, number>): Map<AsnColumn, string> {
  const cells = new Map<AsnColumn, string>();
  for (const [column, index] of columns) {
    const text = sheetCells[index];
    if (text !== null && text !== undefined) cells.set(column, text);
  }
  return cells;
}

/** One sheet row read, naming each bad cell; undefined when any cell is bad. */
function readRow(row: number, cells: Map<AsnColumn, string>, errors: CellErrors): AsnRow | undefined {
  let good = true;
  const bad = (field: AsnColumn, key: MessageKey, params: MessageParams = {}) => {
    errors.add(row, field, key, params);
    good = false;
    return undefined;
  };
  /** The cell's text; undefined when it is empty, a required one then named as missing. */
  const present = (field: AsnColumn) => {
    const value = cells.get(field);
    if (value === undefined && asnRequiredColumns.includes(field)) bad(field, 'deliveryNote.asn.required');
    return value;
  };
  const text = (field: AsnColumn, max: number) => {
    const value = present(field);
    if (value === undefined) return undefined;
    return value.length > max ? bad(field, 'deliveryNote.asn.tooLong', { max }) : value;
  };
  const qty = (field: AsnColumn) => {
    const value = present(field);
    if (value === undefined) return undefined;
    const parsed = quantity.safeParse(value);
    return parsed.success ? parsed.data : bad(field, 'deliveryNote.asn.badQuantity', { value });
  };
  const day = (field: AsnColumn) => {
    const value = present(field);
    if (value === undefined) return undefined;
    return isoDay(value) ?? bad(field, 'deliveryNote.asn.badDate', { value });
  };
  const po = text('PO_NO', poNoMax);
  const itemText = cells.get('PO_ITEM');
  const item =
    itemText === undefined
      ? bad('PO_ITEM', 'deliveryNote.asn.required')
      : /^\d{1,9}(\.0+)?$/.test(itemText) && Number.parseInt(itemText, 10) > 0
        ? Number.parseInt(itemText, 10)
        : bad('PO_ITEM', 'deliveryNote.asn.badItem', { value: itemText });
  const delivery = qty('DELIVERY_QTY');
  const date = day('DELIVERY_DATE');
  const arrival = day('ARRIVAL_DATE');
  const shipTo = text('SHIP_TO', shipToMax);
  const spare = qty('SPARE_QTY');
  const packing = qty('PACKING_QTY');
  const lot = text('LOT_NO', deliveryTextMax.LOT_NO);
  const dateCode = text('DATE_CODE', deliveryTextMax.DATE_CODE);
  if (!good) return undefined;
  return {
    row,
    po: po!,
    item: item!,
    qty: delivery!,
    date: date!,
    arrival: arrival ?? null,
    shipTo: shipTo ?? null,
    spare,
    packing,
    lot: lot!,
    dateCode: dateCode ?? null,
  };
}

/** Reads the sheet into rows, naming each bad cell; answers the rows whose every cell is good. */
async function readSheet(content: Buffer, errors: CellErrors): Promise<AsnRow[]> {
  // Bounded by the limits, off the event loop, stopping at the row limit (platform/workbook, issue #44).
  const sheet = await readWorkbook(content, {
    maxRows: asnMaxRows,
    notWorkbook: 'deliveryNote.asn.notExcel',
  });
  if (sheet.tooMany) throw new AppError(400, 'deliveryNote.asn.tooMany', { max: asnMaxRows });
  const columns = columnIndexes(sheet.header);
  if (sheet.rows.length === 0) throw new AppError(400, 'deliveryNote.asn.empty');
  const missing = asnRequiredColumns.filter((c) => !columns.has(c));
  if (missing.length)
    throw new AppError(400, 'deliveryNote.asn.headers', {
      columns: missing.map((c) => `${fieldCaptions[c]['zh-chs']} / ${fieldCaptions[c].en}`).join(', '),
    });

  const rows: AsnRow[] = [];
  let count = 0;
  for (const { row, cells: sheetCells } of sheet.rows) {
    const cells = rowCells(sheetCells, columns);
    if (cells.size === 0) continue;
    count++;
    const read = readRow(row, cells, errors);
    if (read) rows.push(read);
  }
  if (count === 0) throw new AppError(400, 'deliveryNote.asn.empty');
  return rows;
}

type Note = {
  date: string;
  shipTo: string | null;
  arrival: string | null;
  rows: (AsnRow & { lineId: number })[];
};

/** The notes of the rows: by (delivery date, ship-to), in that order, at most `asnLinesPerNote` lines each. */
function groupNotes(rows: (AsnRow & { lineId: number })[], errors: CellErrors): Note[] {
  const groups = new Map<string, Note>();
  for (const r of rows) {
    const key = JSON.stringify([r.date, r.shipTo ?? '']);
    let group = groups.get(key);
    if (!group) {
      group = { date: r.date, shipTo: r.shipTo, arrival: null, rows: [] };
      groups.set(key, group);
    }
    // One note has one arrival date: the first row that gives one sets it.
    const first = group.rows.find((g) => g.arrival !== null);
    if (r.arrival !== null && first && first.arrival !== r.arrival) {
      errors.add(r.row, 'ARRIVAL_DATE', 'deliveryNote.asn.arrivalDiffers', {
        row: first.row,
        date: first.arrival!,
      });
      continue;
    }
    group.arrival ??= r.arrival;
    group.rows.push(r);
  }
  const sorted = [...groups.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.shipTo ?? '').localeCompare(b.shipTo ?? ''),
  );
  return sorted.flatMap((g) => {
    const notes: Note[] = [];
    for (let start = 0; start < g.rows.length; start += asnLinesPerNote)
      notes.push({ ...g, rows: g.rows.slice(start, start + asnLinesPerNote) });
    return notes;
  });
}

/** Imports the sheet as delivery notes of the vendor user `auth`; answers the notes created, numbered. */
export async function importAsn(
  db: Db,
  auth: AuthContext,
  file: { name: string; content: Buffer },
  lang: Language,
): Promise<AsnImportResult> {
  if (!auth.vendorCode) throw new AppError(403, 'deliveryNote.vendorsOnly');
  const vendorCode = auth.vendorCode;
  const errors = new CellErrors(lang);
  const rows = await readSheet(file.content, errors);

  const created = await db.transaction().execute(async (trx) => {
    // PO_NO + PO_ITEM → the vendor's own order line; anything else (another vendor's, a wrong number) is unknown.
    const known = await findVendorOrderLines(trx, auth.orgId, vendorCode, 'PO', [
      ...new Set(rows.map((r) => r.po)),
    ]);
    const idOf = new Map(known.map((l) => [`${l.po_no}\u0000${l.po_item}`, l.id]));
    const resolved: (AsnRow & { lineId: number })[] = [];
    for (const r of rows) {
      const lineId = idOf.get(`${r.po}\u0000${r.item}`);
      if (lineId === undefined)
        errors.add(r.row, 'PO_NO', 'deliveryNote.asn.orderLineUnknown', { po: r.po, item: r.item });
      else resolved.push({ ...r, lineId });
    }
    const notes: AsnImportResult['Notes'] = [];
    for (const note of groupNotes(resolved, errors)) {
      const input: SaveInput = {
        DELIVERY_DATE: note.date,
        ARRIVAL_DATE: note.arrival,
        DESCRIPTION: note.shipTo ? `${captionOf('SHIP_TO', lang)}: ${note.shipTo}` : null,
        Lines: note.rows.map((r) => ({
          ORDER_LINE_ID: r.lineId,
          DELIVERY_QTY: r.qty,
          SPARE_QTY: r.spare,
          PACKING_QTY: r.packing,
          VENDOR_PART_NO: null,
          DATE_CODE: r.dateCode,
          LOT_NO: r.lot,
          COLOR: null,
          WEIGHT: null,
        })),
      };
      const problems: LineProblem[] = [];
      const detail = await createNoteIn(trx, auth, 'DN', input, problems);
      for (const p of problems) {
        const r = note.rows[p.index]!;
        errors.add(r.row, fieldOfRefusal[p.error.key] ?? 'PO_NO', p.error.key, p.error.params);
      }
      if (detail)
        notes.push({
          ID: detail.ID,
          DELIVERY_NO: detail.DELIVERY_NO,
          DELIVERY_DATE: note.date,
          SHIP_TO: note.shipTo,
          LINE_COUNT: detail.Lines.length,
        });
    }
    errors.throwIfAny();
    return notes;
  });
  // Numbered by the commit (as the editor's save): the answer carries the numbers taken.
  for (const note of created) note.DELIVERY_NO = await noteNumber(db, note.ID);
  return { Notes: created };
}
