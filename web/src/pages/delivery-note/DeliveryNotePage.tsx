import type { NoteKind } from '@srm/contract';
import { kinds } from '../../app/note-kinds.ts';
import { NoteDetail } from './NoteDetail.tsx';
import { NoteEditor } from './NoteEditor.tsx';
import { NoteList } from './NoteList.tsx';
import { useNoteView } from './useNoteView.ts';
import './delivery-note.css';

/**
 * One screen for the three note kinds (spec §2.1: MaintainDeliveryNote2, Outsourced, SubDeliveryNote), with
 * its list, edit and index views. The list stays mounted behind the other views, so coming back finds the
 * same page, filters and selection, and previous / next walk that page.
 */
export function DeliveryNotePage({ kind }: { kind: NoteKind }) {
  const k = kinds[kind];
  const nav = useNoteView();
  return (
    <div className="dn-page" data-kind={kind}>
      <div hidden={nav.view !== 'list'} className="dn-list">
        <NoteList k={k} nav={nav} />
      </div>
      {nav.view === 'new' && <NoteEditor k={k} nav={nav} id={null} />}
      {nav.view === 'edit' && nav.id && <NoteEditor key={nav.id} k={k} nav={nav} id={nav.id} />}
      {nav.view === 'detail' && nav.id && <NoteDetail key={nav.id} k={k} nav={nav} id={nav.id} />}
    </div>
  );
}

export const MaintainDeliveryNote2Page = () => <DeliveryNotePage kind="DN" />;
export const OutsourcedPage = () => <DeliveryNotePage kind="OS" />;
export const SubDeliveryNotePage = () => <DeliveryNotePage kind="SUB" />;
