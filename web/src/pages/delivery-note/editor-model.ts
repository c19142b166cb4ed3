import {
  type DeliveryLine,
  type DeliveryNoteDetail,
  deliveryTextMax,
  type NoteKind,
  type notePaths,
} from '@srm/contract';
import type { ApiBody } from '../../platform/api.ts';
import {
  maxQty,
  parseQty,
  percentOf,
  qty,
  qtyToString,
  quantityPattern,
  sumQty,
} from '../../platform/quantity.ts';
import type { OrderLineRow } from './noteLists.ts';

/**
 * The edit view's data: header and lines as the vendor types them (strings, exact), built from a saved note
 * or from open order lines, checked cell by cell and turned into the save body. No React here.
 */
export type EditLine = {
  /** Stable key of the grid row (a saved line keeps its ID in `ID`). */
  key: string;
  ID?: number;
  ORDER_LINE_ID: number;
  PO_NO: string;
  PO_ITEM: number;
  PART_NO: string;
  PART_NAME: string;
  PART_DESCR: string;
  PO_UNIT: string;
  DUE_DATE: string;
  /** The agreed schedule line due next (issue #32): its date and quantity; empty without an agreed schedule. */
  PROMISED_DATE?: string;
  PROMISED_QTY?: string;
  PO_TOTAL_QTY: string;
  /** What the order line may still take apart from this note (before tolerance). */
  PO_REMAINING_QTY: string;
  /** The most it may take with the over-delivery tolerance. */
  MAX_DELIVERY_QTY: string;
  SPQ: string;
  DELIVERY_QTY: string;
  SPARE_QTY: string;
  PACKING_QTY: string;
  LOT_NO: string;
  DATE_CODE: string;
  VENDOR_PART_NO: string;
  COLOR: string;
  WEIGHT: string;
};

export type EditHeader = { DELIVERY_DATE: string; ARRIVAL_DATE: string; DESCRIPTION: string };

export const editableFields = [
  'DELIVERY_QTY',
  'SPARE_QTY',
  'PACKING_QTY',
  'LOT_NO',
  'DATE_CODE',
  'VENDOR_PART_NO',
  'COLOR',
  'WEIGHT',
] as const;
export type EditableField = (typeof editableFields)[number];

let keySeq = 0;
// Unique across page loads too: a restored draft keeps its keys, rows added afterwards must not collide.
const newKey = () => `n${Date.now().toString(36)}-${++keySeq}`;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** A quantity as the grid shows it in an input: the exact decimal without padding zeros. */
const plain = (v: unknown) => {
  const n = parseQty(v);
  return n === null ? text(v) : qtyToString(n);
};

export function lineFromSaved(line: DeliveryLine): EditLine {
  return {
    key: `l${line.ID}`,
    ID: line.ID,
    ORDER_LINE_ID: line.ORDER_LINE_ID,
    PO_NO: line.PO_NO,
    PO_ITEM: line.PO_ITEM,
    PART_NO: line.PART_NO,
    PART_NAME: line.PART_NAME,
    PART_DESCR: text(line.PART_DESCR),
    PO_UNIT: line.PO_UNIT,
    DUE_DATE: line.DUE_DATE,
    PO_TOTAL_QTY: plain(line.PO_TOTAL_QTY),
    PO_REMAINING_QTY: plain(line.PO_REMAINING_QTY),
    MAX_DELIVERY_QTY: plain(line.MAX_DELIVERY_QTY),
    SPQ: plain(line.SPQ),
    DELIVERY_QTY: plain(line.DELIVERY_QTY),
    SPARE_QTY: plain(line.SPARE_QTY) === '0' ? '' : plain(line.SPARE_QTY),
    PACKING_QTY: plain(line.PACKING_QTY),
    LOT_NO: text(line.LOT_NO),
    DATE_CODE: text(line.DATE_CODE),
    VENDOR_PART_NO: text(line.VENDOR_PART_NO),
    COLOR: text(line.ATTRIBUTE8),
    WEIGHT: plain(line.ATTRIBUTE9),
  };
}

/**
 * What the note being edited held of each order line when it was loaded. The open order lines list counts
 * those quantities as delivered; for this note they are not (the server checks a note against the others).
 */
export type SavedQuantities = Map<number, bigint>;

export function savedQuantities(note: DeliveryNoteDetail | null): SavedQuantities {
  const map: SavedQuantities = new Map();
  for (const l of note?.Lines ?? [])
    map.set(l.ORDER_LINE_ID, (map.get(l.ORDER_LINE_ID) ?? 0n) + qty(l.DELIVERY_QTY));
  return map;
}

/** The order fields of an open order line row (the kind's `orderLines` list), with its limits. */
function orderFields(row: OrderLineRow, saved: SavedQuantities) {
  const ordered = qty(row.PO_TOTAL_QTY);
  const remaining = qty(row.PO_REMAINING_QTY) + (saved.get(row.ID) ?? 0n);
  return {
    ORDER_LINE_ID: row.ID,
    PO_NO: row.PO_NO ?? '',
    PO_ITEM: row.PO_ITEM ?? 0,
    PART_NO: row.PART_NO ?? '',
    PART_NAME: row.PART_NAME ?? '',
    PART_DESCR: row.PART_DESCR ?? '',
    PO_UNIT: row.PO_UNIT ?? '',
    DUE_DATE: row.DUE_DATE ?? '',
    PROMISED_DATE: row.PROMISED_DATE ?? '',
    PROMISED_QTY: row.PROMISED_QTY === null ? '' : plain(row.PROMISED_QTY),
    PO_TOTAL_QTY: qtyToString(ordered),
    PO_REMAINING_QTY: qtyToString(remaining),
    MAX_DELIVERY_QTY: qtyToString(remaining + percentOf(ordered, row.OVER_PCT)),
    SPQ: plain(row.SPQ),
  };
}

/** What is already typed against one order line on the grid (apart from one row). */
function onGrid(lines: EditLine[], orderLineId: number, except?: string): bigint {
  return sumQty(
    lines
      .filter((l) => l.ORDER_LINE_ID === orderLineId && l.key !== except)
      .map((l) => validQty(l.DELIVERY_QTY)),
  );
}

/**
 * A new grid row from an open order line: DELIVERY_QTY defaults to the remaining quantity (less what other rows
 * of the grid already take of it) — or, when the line has an agreed schedule, to the quantity of the schedule line
 * due next if that is less (issue #32: a split promised 600 now and 400 later ships 600 now) — PACKING_QTY to the
 * part's SPQ.
 */
export function lineFromOrder(
  row: OrderLineRow,
  lines: EditLine[],
  saved: SavedQuantities = new Map(),
): EditLine {
  const order = orderFields(row, saved);
  const left = maxQty(0n, qty(order.PO_REMAINING_QTY) - onGrid(lines, order.ORDER_LINE_ID));
  const promised = order.PROMISED_QTY ? qty(order.PROMISED_QTY) : 0n;
  const proposed = promised > 0n && promised < left ? promised : left;
  return {
    key: newKey(),
    ...order,
    DELIVERY_QTY: proposed > 0n ? qtyToString(proposed) : '',
    SPARE_QTY: '',
    PACKING_QTY: qty(order.SPQ) > 0n ? order.SPQ : '',
    LOT_NO: '',
    DATE_CODE: '',
    VENDOR_PART_NO: '',
    COLOR: '',
    WEIGHT: '',
  };
}

/**
 * A new grid row from a delivery schedule's line due (issue #48): as `lineFromOrder`, but the quantity proposed is
 * what the call-offs due still need (`dueQty`), when the order line can take that much.
 */
export function lineFromSchedule(
  row: OrderLineRow,
  dueQty: string,
  lines: EditLine[],
  saved: SavedQuantities = new Map(),
): EditLine {
  const line = lineFromOrder(row, lines, saved);
  const left = maxQty(0n, qty(line.PO_REMAINING_QTY) - onGrid(lines, line.ORDER_LINE_ID));
  const due = qty(dueQty);
  const proposed = due > 0n && due < left ? due : left;
  return { ...line, DELIVERY_QTY: proposed > 0n ? qtyToString(proposed) : '' };
}

/**
 * Change order / change material: the row now draws on another open order line. What the vendor typed stays
 * (lot, date code…); the quantity too while the new line can take it, else it becomes what is left there; a
 * different part resets the packing to its SPQ.
 */
export function replaceOrder(
  line: EditLine,
  row: OrderLineRow,
  lines: EditLine[],
  saved: SavedQuantities = new Map(),
): EditLine {
  const order = orderFields(row, saved);
  const left = maxQty(0n, qty(order.MAX_DELIVERY_QTY) - onGrid(lines, order.ORDER_LINE_ID, line.key));
  const typed = parseQty(line.DELIVERY_QTY);
  const remaining = maxQty(0n, qty(order.PO_REMAINING_QTY) - onGrid(lines, order.ORDER_LINE_ID, line.key));
  const samePart = order.PART_NO === line.PART_NO;
  return {
    ...line,
    ...order,
    DELIVERY_QTY: typed !== null && typed > 0n && typed <= left ? line.DELIVERY_QTY : qtyToString(remaining),
    PACKING_QTY: samePart && line.PACKING_QTY ? line.PACKING_QTY : order.SPQ,
  };
}

export type CellProblem = {
  field: EditableField;
  code: string;
  values?: Record<string, string | number>;
};

/** A minus sign before digits: a negative quantity, said as such rather than as a bad number. */
const negative = (v: string) => /^-\s*\d/.test(v);

/** A quantity cell's problem of form: negative, or not a decimal of at most 4 places; null when it is one. */
function quantityForm(v: string): 'negative' | 'format' | null {
  if (negative(v)) return 'negative';
  return quantityPattern.test(v) ? null : 'format';
}

const textFields = ['LOT_NO', 'DATE_CODE', 'VENDOR_PART_NO', 'COLOR'] as const;

/** A typed quantity the note can take, else 0 (for sums: a negative or malformed cell adds nothing). */
const validQty = (v: string): bigint => (quantityForm(v.trim()) === null ? qty(v) : 0n);

/**
 * Problems of one row, in the order of its cells. `overMax` is a warning: the server decides with the figures
 * of the moment (others may have delivered since the page was loaded), the save is not blocked by it.
 */
export function lineProblems(line: EditLine, lines: EditLine[]): CellProblem[] {
  const problems: CellProblem[] = [];
  const delivery = line.DELIVERY_QTY.trim();
  const deliveryForm = delivery ? quantityForm(delivery) : null;
  if (!delivery) problems.push({ field: 'DELIVERY_QTY', code: 'required' });
  else if (deliveryForm) problems.push({ field: 'DELIVERY_QTY', code: deliveryForm });
  else if (qty(delivery) <= 0n) problems.push({ field: 'DELIVERY_QTY', code: 'positive' });
  else {
    const max = qty(line.MAX_DELIVERY_QTY);
    const total = onGrid(lines, line.ORDER_LINE_ID);
    if (total > max)
      problems.push({
        field: 'DELIVERY_QTY',
        code: 'overMax',
        values: { max: qtyToString(maxQty(0n, max - onGrid(lines, line.ORDER_LINE_ID, line.key))) },
      });
  }
  const spare = line.SPARE_QTY.trim();
  const spareForm = spare ? quantityForm(spare) : null;
  if (spareForm) problems.push({ field: 'SPARE_QTY', code: spareForm });
  const packing = line.PACKING_QTY.trim();
  const packingForm = packing ? quantityForm(packing) : null;
  if (packingForm) problems.push({ field: 'PACKING_QTY', code: packingForm });
  else if (packing && qty(packing) <= 0n) problems.push({ field: 'PACKING_QTY', code: 'positive' });
  for (const field of textFields) {
    // Counted as the server counts (characters of the trimmed text); a longer paste is kept and said, not cut.
    const count = Array.from(line[field].trim()).length;
    if (count > deliveryTextMax[field])
      problems.push({ field, code: 'tooLong', values: { max: deliveryTextMax[field], count } });
  }
  const weight = line.WEIGHT.trim();
  const weightForm = weight ? quantityForm(weight) : null;
  if (weightForm) problems.push({ field: 'WEIGHT', code: weightForm });
  return problems.sort((a, b) => editableFields.indexOf(a.field) - editableFields.indexOf(b.field));
}

/** Problems that stop a save (everything but the over-quantity warning). */
export const blocking = (p: CellProblem) => p.code !== 'overMax';

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** The body of `<prefix>/AddOrModifySave` (the same for the three kinds). */
export type NoteSaveBody = ApiBody<'post', ReturnType<typeof notePaths<NoteKind>>['save']>;

export function toSaveBody(id: number | null, header: EditHeader, lines: EditLine[]): NoteSaveBody {
  return {
    ...(id ? { ID: id } : {}),
    DELIVERY_DATE: header.DELIVERY_DATE,
    ARRIVAL_DATE: orNull(header.ARRIVAL_DATE),
    DESCRIPTION: orNull(header.DESCRIPTION),
    Lines: lines.map((l) => ({
      ...(l.ID ? { ID: l.ID } : {}),
      ORDER_LINE_ID: l.ORDER_LINE_ID,
      DELIVERY_QTY: l.DELIVERY_QTY.trim(),
      ...(l.SPARE_QTY.trim() ? { SPARE_QTY: l.SPARE_QTY.trim() } : {}),
      ...(l.PACKING_QTY.trim() ? { PACKING_QTY: l.PACKING_QTY.trim() } : {}),
      LOT_NO: orNull(l.LOT_NO),
      DATE_CODE: orNull(l.DATE_CODE),
      VENDOR_PART_NO: orNull(l.VENDOR_PART_NO),
      COLOR: orNull(l.COLOR),
      WEIGHT: orNull(l.WEIGHT),
    })),
  };
}

export function headerFromSaved(note: DeliveryNoteDetail): EditHeader {
  return {
    DELIVERY_DATE: note.DELIVERY_DATE,
    ARRIVAL_DATE: note.ARRIVAL_DATE ?? '',
    DESCRIPTION: note.DESCRIPTION ?? '',
  };
}

/** Rows named in a server refusal ('订单 4500…/10 超出可送数量…'), to mark them on the grid. */
export function rowsNamedIn(message: string, lines: EditLine[]): string[] {
  const named = (l: EditLine) => {
    const at = message.indexOf(`${l.PO_NO}/${l.PO_ITEM}`);
    const after = message[at + `${l.PO_NO}/${l.PO_ITEM}`.length] ?? '';
    return at >= 0 && !/\d/.test(after) && !/\d/.test(message[at - 1] ?? '');
  };
  return lines.filter(named).map((l) => l.key);
}

/** The total row: only quantities the note can take count (a negative or malformed cell adds nothing). */
export const totalOf = (lines: EditLine[], field: 'DELIVERY_QTY' | 'SPARE_QTY') =>
  sumQty(lines.map((l) => validQty(l[field])));
