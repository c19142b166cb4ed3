/**
 * A shipped delivery note as a UN/EDIFACT DESADV D96A interchange (issue #35, PRODUCT §11): a pure function, no I/O.
 *
 * Packing hierarchy by CPS levels (segment group 10), as EANCOM's D96A despatch advice writes it:
 *
 *   CPS+1                      the consignment; note quantities on no label hang here as LIN groups
 *   CPS+n+1  PAC PCI+33E GIN+BJ  an outer box and its SSCC
 *   CPS+m+n  PAC PCI+17  GIN+ML  an inner label (its number) in that box; a label in no box has parent 1
 *            LIN PIA QTY+12 RFF+ON   the note line the label's quantity belongs to
 *
 * Escaping, cutting and the choice of UNOC or UNOY are the platform's (`platform/edifact.ts`), shared with DELFOR.
 */

import Decimal from 'decimal.js';
import {
  edifactDate as compactDate,
  edifactComponents,
  edifactStamp,
  edifactValue,
  interchange,
  edifactQuantity as quantity,
  segmentList,
} from '../../platform/edifact.ts';

export type DesadvParty = { code: string; name: string };

export type DesadvLine = {
  lineNo: number;
  partNo: string;
  vendorPartNo: string | null;
  poNo: string;
  poItem: number;
  /** The line's delivery quantity, as a decimal string. */
  qty: string;
  /** A UN/ECE unit code (at most 3 letters) or anything else, which is left out. */
  unit: string | null;
};

export type DesadvLabel = { labelNo: string; lineNo: number; qty: string };
export type DesadvBox = { sscc: string; labels: DesadvLabel[] };

export type DesadvInput = {
  deliveryNo: string;
  /** yyyy-mm-dd: the note's delivery (despatch) date and, when known, its expected arrival. */
  deliveryDate: string;
  arrivalDate: string | null;
  vendor: DesadvParty;
  buyer: DesadvParty;
  shipTo: DesadvParty;
  carrier: string | null;
  trackingNo: string | null;
  lines: DesadvLine[];
  boxes: DesadvBox[];
  /** Inner labels packed in no outer box. */
  looseLabels: DesadvLabel[];
  /** The interchange control reference (UNB/UNZ, at most 14 characters). */
  controlRef: string;
  preparedAt: Date;
};

export function buildDesadv(input: DesadvInput): string {
  const { segments, add } = segmentList();
  const stamp = edifactStamp(input.preparedAt);

  add('UNH', '1', 'DESADV:D:96A:UN');
  add('BGM', '351', edifactValue(input.deliveryNo), '9');
  add('DTM', `137:${stamp}:203`);
  add('DTM', `11:${compactDate(input.deliveryDate)}:102`);
  if (input.arrivalDate) add('DTM', `132:${compactDate(input.arrivalDate)}:102`);
  if (input.trackingNo) add('RFF', `CN:${edifactValue(input.trackingNo)}`);
  const party = (qualifier: string, p: DesadvParty) =>
    add('NAD', qualifier, `${edifactValue(p.code)}::92`, '', edifactComponents(p.name));
  party('SE', input.vendor);
  party('BY', input.buyer);
  party('ST', input.shipTo);
  if (input.carrier) add('TDT', '20', '', '', '', `:::${edifactValue(input.carrier)}`);

  const lines = new Map(input.lines.map((l) => [l.lineNo, l]));
  let linCount = 0;
  const lin = (line: DesadvLine, qty: string) => {
    linCount += 1;
    add('LIN', String(linCount));
    const ids = [`${edifactValue(line.partNo)}:IN`];
    if (line.vendorPartNo) ids.push(`${edifactValue(line.vendorPartNo)}:SA`);
    add('PIA', '5', ...ids);
    const unit = line.unit && /^[A-Z0-9]{1,3}$/.test(line.unit) ? `:${line.unit}` : '';
    add('QTY', `12:${quantity(qty)}${unit}`);
    add('RFF', `ON:${edifactValue(line.poNo)}:${line.poItem}`);
  };
  const labelLin = (label: DesadvLabel) => {
    const line = lines.get(label.lineNo);
    if (!line) throw new Error(`desadv: label ${label.labelNo} names line ${label.lineNo}, not on the note`);
    lin(line, label.qty);
  };

  // The consignment, with what of each line is on no label (a note shipped without labels: all of it).
  add('CPS', '1');
  const labelled = new Map<number, Decimal>();
  const count = (label: DesadvLabel) =>
    labelled.set(label.lineNo, (labelled.get(label.lineNo) ?? new Decimal(0)).plus(label.qty));
  for (const label of [...input.looseLabels, ...input.boxes.flatMap((b) => b.labels)]) count(label);
  for (const line of input.lines) {
    const rest = new Decimal(line.qty).minus(labelled.get(line.lineNo) ?? 0);
    if (rest.gt(0)) lin(line, rest.toFixed());
  }

  let level = 1;
  const inner = (label: DesadvLabel, parent: number) => {
    level += 1;
    add('CPS', String(level), String(parent));
    add('PAC', '1', '', 'BX');
    add('PCI', '17');
    add('GIN', 'ML', edifactValue(label.labelNo));
    labelLin(label);
  };
  for (const box of input.boxes) {
    level += 1;
    const boxLevel = level;
    add('CPS', String(boxLevel), '1');
    add('PAC', '1', '', 'CT');
    add('PCI', '33E');
    add('GIN', 'BJ', edifactValue(box.sscc));
    for (const label of box.labels) inner(label, boxLevel);
  }
  for (const label of input.looseLabels) inner(label, 1);

  add('CNT', `2:${linCount}`);
  add('UNT', String(segments.length + 1), '1');

  return interchange({
    messages: [segments],
    sender: input.vendor.code,
    recipient: input.buyer.code,
    controlRef: input.controlRef,
    preparedAt: input.preparedAt,
  });
}
