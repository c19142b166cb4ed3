import type { DockNote } from '@srm/contract';
import { storage } from '../../platform/storage.ts';

/**
 * A receiving session kept in this browser (issue #45 item 1): the note being received, the boxes scanned and the
 * scans still waiting for the connection, written after every change, so a reload, a dropped connection or a
 * phone that closed the page keeps them. It is removed when the note is received or the worker starts over. One per
 * user and organisation: another worker signing in on the same phone never sees it.
 */
export type KeptSession = { note: DockNote | null; ticked: string[]; pending: string[] };

const version = 1;
type Stored = KeptSession & { v: typeof version };

export const dockSessionKey = (user: { ORG_ID: number; USER_NAME: string }) =>
  `dock-session-${user.ORG_ID}-${user.USER_NAME}`;

const isNote = (value: unknown): value is DockNote => {
  const note = value as DockNote | null;
  return (
    typeof note === 'object' &&
    note !== null &&
    typeof note.NOTE_ID === 'number' &&
    typeof note.DELIVERY_NO === 'string' &&
    Array.isArray(note.PACKAGES) &&
    note.PACKAGES.every((p) => typeof p?.CODE === 'string' && Array.isArray(p.LINES)) &&
    Array.isArray(note.LINES)
  );
};
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The kept session, or null when there is none or it is not one this page wrote (another version's, or damaged): a
 * box ticked is always one of the note's own.
 */
export function readKeptSession(key: string): KeptSession | null {
  const stored = storage.get<Partial<Stored> | null>(key, null);
  if (!stored || stored.v !== version) return null;
  const note = isNote(stored.note) ? stored.note : null;
  const codes = new Set(note?.PACKAGES.map((p) => p.CODE) ?? []);
  const ticked = strings(stored.ticked).filter((code) => codes.has(code));
  const pending = strings(stored.pending);
  if (!note && pending.length === 0) return null;
  return { note, ticked, pending };
}

/** Keeps the session, or forgets it when there is nothing left to keep. */
export function keepSession(key: string, session: KeptSession): void {
  if (!session.note && session.pending.length === 0) {
    storage.remove(key);
    return;
  }
  try {
    storage.set(key, { v: version, ...session } satisfies Stored);
  } catch {
    // Storage full or refused (a private window): the session still lives on the page.
  }
}

export const forgetSession = (key: string) => storage.remove(key);
