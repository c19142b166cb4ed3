/**
 * A vendor's current demand as a UN/EDIFACT DELFOR D96A interchange (issue #48): a pure function, no I/O.
 *
 *   UNH BGM+241 DTM+137 [DTM+158 DTM+159 the horizon]
 *   SG1  RFF+AAN this schedule's number [RFF+AIF the one it replaces]
 *   SG2  NAD+BY the organisation, NAD+SE the vendor
 *   UNS+D
 *   SG4  NAD+ST the organisation as ship-to (one for the whole schedule)
 *     SG8  LIN per part, PIA+1 its vendor part number (SA), IMD+F its name
 *       SG12 QTY+1 SCC+1 DTM+2 + SG13 RFF+ON   a firm call-off against an order line, with its delivery date
 *       SG12 QTY+1 SCC+1|2|4 DTM+158 DTM+159   a bucket: firm, trade-off (commitment for manufacturing and
 *                                              materials) or forecast, with its period
 *   UNS+S CNT+2 UNT
 *
 * D96A allows 200 SG12 per LIN, 9999 LIN per SG4 and 500 SG4 per message: a part with more quantities goes on in
 * another LIN of the same part, and more parts in another SG4 of the same ship-to. Escaping, cutting, the character
 * set (UNOC, or UNOY for Chinese names) and the envelope are the platform's (`platform/edifact.ts`).
 */

import type { ForecastZone } from '@srm/contract';
import {
  edifactComponents,
  edifactDate,
  edifactQuantity,
  edifactStamp,
  edifactValue,
  interchange,
  segmentList,
} from '../../platform/edifact.ts';

export type DelforParty = { code: string; name: string };

/** What the schedule says of a part beside its quantities. */
export type DelforPart = { partNo: string; name: string | null; vendorPartNo: string | null };

/** A forecast bucket: the part's demand over a period (yyyy-mm-dd, both ends included) in its zone. */
export type DelforBucket = { partNo: string; start: string; end: string; zone: ForecastZone; qty: string };

/** A firm call-off: a quantity due on a day against an order line. */
export type DelforScheduleLine = {
  partNo: string;
  poNo: string;
  poItem: number;
  /** yyyy-mm-dd */
  dueDate: string;
  qty: string;
};

export type DelforInput = {
  /** The schedule's number (BGM, RFF+AAN): the vendor and the version. */
  documentNo: string;
  /** The number of the schedule this one replaces (RFF+AIF), if any. */
  previousDocumentNo: string | null;
  buyer: DelforParty;
  vendor: DelforParty;
  shipTo: DelforParty;
  /** Names and vendor part numbers; a part with quantities but not listed here goes without them. */
  parts: readonly DelforPart[];
  buckets: readonly DelforBucket[];
  scheduleLines: readonly DelforScheduleLine[];
  /** The interchange control reference (UNB/UNZ, at most 14 characters). */
  controlRef: string;
  preparedAt: Date;
};

/** Code list 4017 (delivery plan status indicator) for each zone. */
export const zoneStatus: Record<ForecastZone, string> = { firm: '1', tradeoff: '2', forecast: '4' };

/** D96A DELFOR repeats. */
const maxQuantitiesPerLin = 200;
const maxLinsPerShipTo = 9999;
const maxShipTos = 500;

/** One LIN group: a part and up to 200 quantity groups (SG12), each its segments. */
type LinGroup = { partNo: string; quantities: string[][] };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each part's quantity groups — its call-offs by date and order line, then its buckets by period — cut at 200. */
function linGroups(input: DelforInput): LinGroup[] {
  const quantities = new Map<string, string[][]>();
  const of = (partNo: string) => {
    const list = quantities.get(partNo) ?? [];
    quantities.set(partNo, list);
    return list;
  };
  const lines = [...input.scheduleLines].sort(
    (a, b) => byText(a.dueDate, b.dueDate) || byText(a.poNo, b.poNo) || a.poItem - b.poItem,
  );
  for (const l of lines)
    of(l.partNo).push([
      `QTY+1:${edifactQuantity(l.qty)}`,
      'SCC+1',
      `DTM+2:${edifactDate(l.dueDate)}:102`,
      `RFF+ON:${edifactValue(l.poNo)}:${l.poItem}`,
    ]);
  for (const b of [...input.buckets].sort((x, y) => byText(x.start, y.start)))
    of(b.partNo).push([
      `QTY+1:${edifactQuantity(b.qty)}`,
      `SCC+${zoneStatus[b.zone]}`,
      `DTM+158:${edifactDate(b.start)}:102`,
      `DTM+159:${edifactDate(b.end)}:102`,
    ]);
  const groups: LinGroup[] = [];
  for (const partNo of [...quantities.keys()].sort(byText)) {
    const list = quantities.get(partNo)!;
    for (let i = 0; i < list.length; i += maxQuantitiesPerLin)
      groups.push({ partNo, quantities: list.slice(i, i + maxQuantitiesPerLin) });
  }
  return groups;
}

/** The first and last day the schedule speaks of, or null when it has no quantity. */
function horizonOf(input: DelforInput): { start: string; end: string } | null {
  const days = [
    ...input.buckets.flatMap((b) => [b.start, b.end]),
    ...input.scheduleLines.map((l) => l.dueDate),
  ].sort(byText);
  return days.length ? { start: days[0]!, end: days.at(-1)! } : null;
}

export function buildDelfor(input: DelforInput): string {
  const groups = linGroups(input);
  if (groups.length > maxLinsPerShipTo * maxShipTos)
    throw new Error(`delfor: ${groups.length} LIN groups exceed one message`);
  const { segments, add } = segmentList();
  add('UNH', '1', 'DELFOR:D:96A:UN');
  add('BGM', '241', edifactValue(input.documentNo), '9');
  add('DTM', `137:${edifactStamp(input.preparedAt)}:203`);
  const horizon = horizonOf(input);
  if (horizon) {
    add('DTM', `158:${edifactDate(horizon.start)}:102`);
    add('DTM', `159:${edifactDate(horizon.end)}:102`);
  }
  add('RFF', `AAN:${edifactValue(input.documentNo)}`);
  if (input.previousDocumentNo) add('RFF', `AIF:${edifactValue(input.previousDocumentNo)}`);
  const party = (qualifier: string, p: DelforParty) =>
    add('NAD', qualifier, `${edifactValue(p.code)}::92`, '', edifactComponents(p.name));
  party('BY', input.buyer);
  party('SE', input.vendor);
  add('UNS', 'D');

  const parts = new Map(input.parts.map((p) => [p.partNo, p]));
  for (const [index, group] of groups.entries()) {
    if (index % maxLinsPerShipTo === 0) party('ST', input.shipTo);
    add('LIN', String(index + 1), '', `${edifactValue(group.partNo)}:IN`);
    const part = parts.get(group.partNo);
    if (part?.vendorPartNo) add('PIA', '1', `${edifactValue(part.vendorPartNo)}:SA`);
    if (part?.name) add('IMD', 'F', '', `:::${edifactComponents(part.name, 2)}`);
    for (const quantity of group.quantities) segments.push(...quantity);
  }

  add('UNS', 'S');
  add('CNT', `2:${groups.length}`);
  add('UNT', String(segments.length + 1), '1');
  return interchange({
    messages: [segments],
    sender: input.buyer.code,
    recipient: input.vendor.code,
    controlRef: input.controlRef,
    preparedAt: input.preparedAt,
  });
}
