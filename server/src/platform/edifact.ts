/**
 * What every UN/EDIFACT interchange the server writes shares (the despatch advice DESADV, the delivery schedule
 * DELFOR): pure functions, no I/O.
 *
 * Values are escaped with the release character `?` before `' + : ?`; line breaks become spaces; a value longer
 * than its data element allows is cut. The interchange is ISO 8859-1 (`UNOC`, syntax 3) when every character fits,
 * otherwise ISO 10646 (`UNOY`, syntax 4, whose date carries the century).
 */

import Decimal from 'decimal.js';

const release = /['+:?]/g;

/** A data value: line breaks to spaces, cut to `max` characters, then `' + : ?` released with `?`. */
export function edifactValue(value: string, max = 35): string {
  return [...value.replace(/[\r\n]+/g, ' ')]
    .slice(0, max)
    .join('')
    .replace(release, (c) => `?${c}`);
}

/** A decimal quantity as EDIFACT writes it: point as decimal mark, no exponent, no trailing zeros. */
export const edifactQuantity = (qty: string) => new Decimal(qty).toFixed();

/**
 * A text split into up to `count` components of `size` characters each, escaped (C080 party name: five of 35; C273
 * item description: two of 35).
 */
export function edifactComponents(text: string, count = 5, size = 35): string {
  const chars = [...text.replace(/[\r\n]+/g, ' ')];
  const parts: string[] = [];
  for (let i = 0; i < chars.length && parts.length < count; i += size)
    parts.push(edifactValue(chars.slice(i, i + size).join(''), size));
  return parts.join(':');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyy-mm-dd (or an ISO timestamp) → CCYYMMDD, format 102. */
export const edifactDate = (isoDate: string) => isoDate.slice(0, 10).replaceAll('-', '');

/** A moment in UTC as CCYYMMDDHHMM, format 203. */
export const edifactStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;

/**
 * A message's segments as they are written: `add('NAD', 'BY', …)` joins the (already escaped) elements with `+` and
 * leaves out trailing empty elements, which are not sent.
 */
export function segmentList(): { segments: string[]; add: (...elements: string[]) => void } {
  const segments: string[] = [];
  return {
    segments,
    add: (...elements) => {
      while (elements.length > 1 && elements.at(-1) === '') elements.pop();
      segments.push(elements.join('+'));
    },
  };
}

export type InterchangeInput = {
  /** Each message's segments from UNH to UNT, written with `segmentList`. */
  messages: readonly (readonly string[])[];
  sender: string;
  recipient: string;
  /** The interchange control reference (UNB/UNZ, at most 14 characters). */
  controlRef: string;
  preparedAt: Date;
};

/** True when every character of the segments fits ISO 8859-1 (the UNOC character set). */
const fitsLatin1 = (segments: readonly string[]) =>
  segments.every((s) => [...s].every((c) => c.codePointAt(0)! <= 0xff));

/**
 * The interchange around the messages: UNA (the default separators, said out loud), UNB in UNOC or UNOY by the
 * characters written, the messages, UNZ with their count. One segment per line, for a human reader.
 */
export function interchange(input: InterchangeInput): string {
  const all = input.messages.flat();
  const latin1 = fitsLatin1([...all, input.sender, input.recipient]);
  const stamp = edifactStamp(input.preparedAt);
  const ref = edifactValue(input.controlRef, 14);
  const date = latin1 ? stamp.slice(2, 8) : stamp.slice(0, 8);
  const unb = [
    'UNB',
    latin1 ? 'UNOC:3' : 'UNOY:4',
    `${edifactValue(input.sender)}:ZZZ`,
    `${edifactValue(input.recipient)}:ZZZ`,
    `${date}:${stamp.slice(8, 12)}`,
    ref,
  ].join('+');
  const lines = ["UNA:+.? '", `${unb}'`, ...all.map((s) => `${s}'`), `UNZ+${input.messages.length}+${ref}'`];
  return `${lines.join('\n')}\n`;
}
