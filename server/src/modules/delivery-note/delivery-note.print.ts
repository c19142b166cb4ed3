import { type Language, type PrintResult, valueLabels } from '@srm/contract';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { localTime, printDocuments } from '../print-template/index.ts';
import { getNote } from './delivery-note.service.ts';

/**
 * A note as a document: assembled here from the note as `<Prefix>/Get` answers it, rendered through the
 * organisation's `delivery_note` template by print-template (which knows templates, not notes).
 */

const textOf = (v: string | null | undefined) => v ?? '';

/** `<Prefix>/Print?id=`: a delivery note (of the kind its screen shows, in the caller's scope) as a PDF. */
export async function printNote(
  db: Db,
  auth: AuthContext,
  kind: 'DN' | 'OS' | 'SUB',
  id: number,
  listRoute: string,
  lang: Language,
): Promise<PrintResult> {
  const note = await getNote(db, auth, kind, id);
  const status = (valueLabels.STATUS as Record<number, { 'zh-chs': string; en: string }>)[note.STATUS];
  const lines = note.Lines.map((l) => [
    String(l.LINE_NO),
    `${l.PO_NO}/${l.PO_ITEM}`,
    l.PART_NO,
    l.PART_NAME,
    l.DELIVERY_QTY,
    l.SPARE_QTY,
    l.PACKING_QTY,
    String(l.BOX_COUNT),
    textOf(l.LOT_NO),
    textOf(l.DATE_CODE),
  ]);
  return printDocuments(db, auth, {
    kind: 'delivery_note',
    listRoute,
    fileName: note.DELIVERY_NO,
    lang,
    inputs: [
      {
        DELIVERY_NO: note.DELIVERY_NO,
        VENDOR_CODE: note.VENDOR_CODE,
        VENDOR_NAME: note.VENDOR_NAME,
        DELIVERY_DATE: note.DELIVERY_DATE,
        ARRIVAL_DATE: textOf(note.ARRIVAL_DATE),
        STATUS: status ? `${status['zh-chs']} ${status.en}` : String(note.STATUS),
        ATTRIBUTE1: textOf(note.ATTRIBUTE1),
        ATTRIBUTE2: textOf(note.ATTRIBUTE2),
        DESCRIPTION: textOf(note.DESCRIPTION),
        CHECK_MAN: textOf(note.CHECK_MAN),
        PRINTED_AT: localTime(new Date()),
        LINES: JSON.stringify(lines.length > 0 ? lines : [lines[0] ?? Array(10).fill('')]),
      },
    ],
  });
}
