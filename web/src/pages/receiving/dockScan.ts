import { type DockNote, normaliseDockCode } from '@srm/contract';

/**
 * What a scan means for the note being received, judged on the client (issue #33): a package code of the note ticks
 * its package, once; any other code (an inner label packed in a box, a box of another note, a code nobody knows) is
 * for the server to resolve (`Dock/Scan`), and `resolved` judges its answer.
 */
export type Judgement =
  | { kind: 'tick'; code: string; box: string }
  | { kind: 'again'; code: string; box: string }
  | { kind: 'resolve'; code: string }
  | { kind: 'foreign'; code: string; deliveryNo: string };

/** `code` is the scanned code, normalised; `box` the package it ticks. */
export function judge(note: DockNote, ticked: ReadonlySet<string>, raw: string): Judgement {
  const code = normaliseDockCode(raw);
  const found = note.PACKAGES.find((p) => normaliseDockCode(p.CODE) === code);
  if (!found) return { kind: 'resolve', code };
  return { kind: ticked.has(found.CODE) ? 'again' : 'tick', code, box: found.CODE };
}

/** The server's answer for a code the note's packages do not hold: a package of this note, or another note's. */
export function resolved(
  note: DockNote,
  ticked: ReadonlySet<string>,
  code: string,
  answer: DockNote,
): Judgement {
  if (answer.NOTE_ID !== note.NOTE_ID) return { kind: 'foreign', code, deliveryNo: answer.DELIVERY_NO };
  return { kind: ticked.has(answer.SCANNED) ? 'again' : 'tick', code, box: answer.SCANNED };
}

/** The note's packages not scanned. */
export const missingOf = (note: DockNote, ticked: ReadonlySet<string>) =>
  note.PACKAGES.filter((p) => !ticked.has(p.CODE));
