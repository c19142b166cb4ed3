import type { DeliveryNoteDetail, NoteKind } from '@srm/contract';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useSession } from '../../platform/session.ts';
import { type EditHeader, type EditLine, headerFromSaved, lineFromSaved } from './editor-model.ts';

/**
 * Unsaved edits survive leaving the page (another tab of the shell, a reload): the edit view keeps a draft in
 * the browser session, and takes it back only if the note is still as it was when the draft began (`base`).
 */
export type Draft = { base: string; header: EditHeader; lines: EditLine[] };

const storageKey = (key: string) => `srm.dn-draft.${key}`;

export const drafts = {
  read(key: string, base: string): Draft | null {
    try {
      const raw = sessionStorage.getItem(storageKey(key));
      const draft = raw ? (JSON.parse(raw) as Draft) : null;
      return draft && draft.base === base && Array.isArray(draft.lines) ? draft : null;
    } catch {
      return null;
    }
  },
  write(key: string, draft: Draft): void {
    try {
      sessionStorage.setItem(storageKey(key), JSON.stringify(draft));
    } catch {
      // A full storage only costs the draft.
    }
  },
  remove(key: string): void {
    sessionStorage.removeItem(storageKey(key));
  },
};

const today = () => dayjs().format('YYYY-MM-DD');
const emptyHeader = (): EditHeader => ({ DELIVERY_DATE: today(), ARRIVAL_DATE: '', DESCRIPTION: '' });
const snapshot = (header: EditHeader, lines: EditLine[]) =>
  JSON.stringify([header, lines.map(({ key: _k, ...l }) => l)]);

/** The header and lines being edited: from the draft when one was left, else the saved note; kept as a draft while changed. */
export function useEditorDraft(kind: NoteKind, note: DeliveryNoteDetail | null) {
  const { userInfo } = useSession();
  const draftKey = `${userInfo?.USER_NAME ?? ''}.${kind}.${note?.ID ?? 'new'}`;
  const [start] = useState(() => {
    const header = note ? headerFromSaved(note) : emptyHeader();
    const lines = note?.Lines.map(lineFromSaved) ?? [];
    // A new note's draft does not depend on the day it was begun.
    const base = note ? snapshot(header, lines) : 'new';
    return { header, lines, base, draft: drafts.read(draftKey, base) };
  });
  const [header, setHeader] = useState<EditHeader>(start.draft?.header ?? start.header);
  const [lines, setLines] = useState<EditLine[]>(start.draft?.lines ?? start.lines);
  const [restored, setRestored] = useState(Boolean(start.draft));
  const initial = snapshot(start.header, start.lines);

  const dirty = snapshot(header, lines) !== initial;
  useEffect(() => {
    if (dirty) drafts.write(draftKey, { base: start.base, header, lines });
    else drafts.remove(draftKey);
  }, [dirty, draftKey, start.base, header, lines]);
  const discardDraft = () => {
    drafts.remove(draftKey);
    setHeader(start.header);
    setLines(start.lines);
    setRestored(false);
  };
  return { draftKey, header, setHeader, lines, setLines, restored, dirty, discardDraft };
}
