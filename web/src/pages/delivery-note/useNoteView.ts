import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The view of a note screen lives in the address (`?view=detail&id=12`), so a tab, a refresh or a link
 * brings back the same note; the list filters (`status`, `vendor`) stay while moving between views.
 * Spec §3: per-module view state defaults to the list, per-module order status starts empty.
 */
export type NoteViewName = 'list' | 'new' | 'edit' | 'detail';

export function useNoteView() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const id = Number(params.get('id')) || null;
  const view: NoteViewName =
    raw === 'new' || ((raw === 'edit' || raw === 'detail') && id) ? (raw as NoteViewName) : 'list';
  const status = params.get('status') ?? '';
  const vendor = params.get('vendor') ?? '';

  const go = useCallback(
    (next: NoteViewName, nextId?: number | null, options: { replace?: boolean } = {}) =>
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          q.delete('view');
          q.delete('id');
          if (next !== 'list') q.set('view', next);
          if (nextId) q.set('id', String(nextId));
          return q;
        },
        { replace: options.replace },
      ),
    [setParams],
  );
  const setFilter = useCallback(
    (name: 'status' | 'vendor', value: string) =>
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          if (value) q.set(name, value);
          else q.delete(name);
          return q;
        },
        { replace: true },
      ),
    [setParams],
  );
  return useMemo(
    () => ({ view, id, status, vendor, go, setFilter }),
    [view, id, status, vendor, go, setFilter],
  );
}
export type NoteView = ReturnType<typeof useNoteView>;
