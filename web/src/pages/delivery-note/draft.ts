import type { EditHeader, EditLine } from './editor-model.ts';

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
