import { CalendarOutlined, CheckOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { type DeliveryNoteDetail, noteListCodes } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Result, Spin, Tooltip } from 'antd';
import {
  type Dispatch,
  type Ref,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../app/components/DeliveryStatus.tsx';
import { SaveButton } from '../../app/components/SaveButton.tsx';
import type { KindConfig } from '../../app/note-kinds.ts';
import { actorOf, canDo } from './actions.ts';
import { useConfirmAudit } from './consequences.ts';
import { drafts, useEditorDraft } from './draft.ts';
import { HeaderForm, useHeaderProblems } from './EditorHeader.tsx';
import {
  blocking,
  type CellProblem,
  type EditableField,
  type EditLine,
  lineFromOrder,
  lineProblems,
  replaceOrder,
  rowsNamedIn,
  type SavedQuantities,
  savedQuantities,
  toSaveBody,
} from './editor-model.ts';
import { LinesGrid } from './LinesGrid.tsx';
import { PrevNext, StickyBar } from './NoteToolbar.tsx';
import { noteApi, noteQueryKey } from './noteApi.ts';
import { notesListOf, type OrderLineRow } from './noteLists.ts';
import { OrderLinesDialog, type OrderLinesMode } from './OrderLinesDialog.tsx';
import { ScheduleDueDialog, useFromSchedule } from './ScheduleDueDialog.tsx';
import { useCaller } from './useCaller.ts';
import { useListNeighbours } from './useListNeighbours.ts';
import type { NoteView } from './useNoteView.ts';

type Props = { k: KindConfig; nav: NoteView; id: number | null };

/** Edit view: create a note, or edit one in status 1 (vendors, PRODUCT §5). */
export function NoteEditor({ k, nav, id }: Props) {
  const { t } = useTranslation();
  const caller = useCaller();
  const calls = useMemo(() => noteApi(k), [k]);
  const saved = useQuery({
    queryKey: noteQueryKey(k, id ?? 0),
    queryFn: ({ signal }) => calls.get(id!, signal),
    enabled: id !== null,
  });
  if (id !== null && !saved.data)
    return saved.isError ? (
      <Result
        status="warning"
        title={saved.error.message}
        extra={<Button onClick={() => nav.go('list')}>{t('delivery-note.actions.backToList')}</Button>}
      />
    ) : (
      <Spin className="dn-loading" />
    );
  const note = saved.data ?? null;
  if (note && !canDo('edit', note.STATUS, actorOf(caller.vendorCode, k.kind, note)))
    return (
      <Result
        status="info"
        title={t('delivery-note.msg.notEditable', { no: note.DELIVERY_NO })}
        extra={
          <Button type="primary" onClick={() => nav.go('detail', note.ID, { replace: true })}>
            {t('delivery-note.actions.view')}
          </Button>
        }
      />
    );
  // A new key per note: the form starts from the saved note each time another one is opened.
  return <EditorForm key={note ? `${note.ID}:${note.CREATETIME}` : 'new'} k={k} nav={nav} note={note} />;
}

/** The toolbar of the edit view; leaving it (cancel, previous, next, list) asks first when there are changes. */
function EditorBar({
  k,
  nav,
  note,
  dirty,
  saving,
  leave,
  onAudit,
  onAdd,
  onSchedule,
  onSave,
}: {
  k: KindConfig;
  nav: NoteView;
  note: DeliveryNoteDetail | null;
  dirty: boolean;
  saving: boolean;
  leave: (go: () => void) => void;
  onAudit: () => Promise<void>;
  onAdd: () => void;
  /** Rows from the delivery schedule's lines due (a vendor's delivery notes only). */
  onSchedule: (() => void) | null;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  const neighbours = useListNeighbours(noteListCodes[k.kind].notes, note?.ID ?? null);
  const title = note ? (
    <>
      <span className="dn-bar-no">{note.DELIVERY_NO}</span> <StatusTag status={note.STATUS} />
      {dirty && <span className="dn-dirty">{t('delivery-note.msg.unsaved')}</span>}
    </>
  ) : (
    <>
      <span className="dn-bar-no">{t('delivery-note.newNote')}</span>
      {dirty && <span className="dn-dirty">{t('delivery-note.msg.unsaved')}</span>}
    </>
  );

  return (
    <StickyBar title={title}>
      <Tooltip title={dirty || !note ? t('delivery-note.msg.saveFirst') : undefined}>
        <Button
          icon={<CheckOutlined />}
          disabled={dirty || !note}
          data-testid="dn-editor-audit"
          onClick={() => void onAudit()}
        >
          {t('delivery-note.actions.audit')}
        </Button>
      </Tooltip>
      <Button icon={<PlusOutlined />} onClick={onAdd} data-testid="dn-add-row">
        {t('delivery-note.actions.addRow')}
      </Button>
      {onSchedule ? (
        <Button icon={<CalendarOutlined />} onClick={onSchedule} data-testid="dn-from-schedule">
          {t('delivery-note.actions.fromSchedule')}
        </Button>
      ) : null}
      <Tooltip title="Ctrl+S">
        <SaveButton loading={saving} onClick={onSave} data-testid="dn-save" />
      </Tooltip>
      <Button
        icon={<CloseOutlined />}
        onClick={() => leave(() => (note ? nav.go('detail', note.ID) : nav.go('list')))}
        data-testid="dn-cancel"
      >
        {t('delivery-note.actions.cancel')}
      </Button>
      <PrevNext
        {...neighbours}
        onGo={(next) => leave(() => nav.go('detail', next))}
        onList={() => leave(() => nav.go('list'))}
      />
    </StickyBar>
  );
}

/** The lines' edits: a cell typed, a row removed, rows added or a row's order line replaced from the order dialog. */
function useLineEdits(
  setLines: Dispatch<SetStateAction<EditLine[]>>,
  lines: EditLine[],
  saved: SavedQuantities,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<OrderLinesMode | null>(null);
  const onChange = useCallback(
    (key: string, field: EditableField, value: string) => {
      setLines((ls) => ls.map((l) => (l.key === key ? { ...l, [field]: value } : l)));
    },
    [setLines],
  );
  const onRemove = useCallback(
    (key: string) => setLines((ls) => ls.filter((l) => l.key !== key)),
    [setLines],
  );
  const onReplace = useCallback(
    (key: string, mode: 'order' | 'material') => {
      const line = lines.find((l) => l.key === key);
      if (line) setDialog({ mode, line });
    },
    [lines],
  );
  const onChoose = (rows: OrderLineRow[]) => {
    if (dialog?.mode === 'add') {
      setLines((ls) => {
        const next = [...ls];
        for (const row of rows) next.push(lineFromOrder(row, next, saved));
        return next;
      });
      message.success(t('delivery-note.msg.linesAdded', { count: rows.length }));
    } else if (dialog && rows[0]) {
      const { line } = dialog;
      setLines((ls) => ls.map((l) => (l.key === line.key ? replaceOrder(l, rows[0]!, ls, saved) : l)));
    }
    setDialog(null);
  };

  return { dialog, setDialog, onChange, onRemove, onReplace, onChoose };
}

/** Ctrl+S saves; leaving the page with unsaved lines asks first. */
function useSaveKeys(save: () => Promise<void>, dirty: boolean) {
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
}

/** What stopped the last save: the server's refusal, or (`local`) the editor's own check, nothing sent. */
type Refusal = { message: string; rows: string[]; local?: boolean };

/** Above the lines: a draft taken back (it can be discarded), and what stopped the last save. */
function EditorNotices({
  ref,
  restored,
  onDiscard,
  refusal,
  onCloseRefusal,
}: {
  ref: Ref<HTMLDivElement>;
  restored: boolean;
  onDiscard: () => void;
  refusal: Refusal | null;
  onCloseRefusal: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {restored && (
        <Alert
          type="info"
          showIcon
          data-testid="dn-draft-restored"
          title={t('delivery-note.msg.draftRestored')}
          action={
            <Button size="small" onClick={onDiscard}>
              {t('delivery-note.msg.draftDiscard')}
            </Button>
          }
        />
      )}

      <div ref={ref}>
        {refusal && (
          <Alert
            type="error"
            showIcon
            closable={{ onClose: onCloseRefusal }}
            className="dn-refusal"
            data-testid="dn-refusal"
            data-local={refusal.local ? 'true' : undefined}
            title={refusal.local ? t('delivery-note.msg.notSent') : t('delivery-note.msg.refused')}
            description={refusal.message}
          />
        )}
      </div>
    </>
  );
}

/** The problems of each line's cells, by line key. */
function useLineProblems(lines: EditLine[]) {
  return useMemo(() => {
    const map = new Map<string, CellProblem[]>();
    for (const l of lines) {
      const found = lineProblems(l, lines);
      if (found.length) map.set(l.key, found);
    }
    return map;
  }, [lines]);
}

function EditorForm({ k, nav, note }: { k: KindConfig; nav: NoteView; note: DeliveryNoteDetail | null }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const calls = useMemo(() => noteApi(k), [k]);
  const { draftKey, header, setHeader, lines, setLines, restored, dirty, discardDraft } = useEditorDraft(
    k.kind,
    note,
  );
  const [saved] = useState(() => savedQuantities(note));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const confirmAudit = useConfirmAudit(k.kind);
  const { dialog, setDialog, onChange, onRemove, onReplace, onChoose } = useLineEdits(setLines, lines, saved);
  const schedule = useFromSchedule(k, setLines, saved);
  const caller = useCaller();
  const problems = useLineProblems(lines);
  const headerProblems = useHeaderProblems(header);

  const leave = (go: () => void) => {
    const then = () => {
      drafts.remove(draftKey);
      go();
    };
    if (!dirty) return then();
    modal.confirm({
      title: t('delivery-note.msg.discardTitle'),
      content: t('delivery-note.msg.discard'),
      okText: t('delivery-note.msg.discardOk'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: then,
    });
  };

  const save = async () => {
    setTried(true);
    setRefusal(null);
    if (headerProblems.DELIVERY_DATE || headerProblems.ARRIVAL_DATE || headerProblems.DESCRIPTION) return;
    if (lines.length === 0) {
      setRefusal({ message: t('delivery-note.msg.noLines'), rows: [], local: true });
      return;
    }
    if ([...problems.values()].some((ps) => ps.some(blocking))) {
      setRefusal({ message: t('delivery-note.msg.fixCells'), rows: [], local: true });
      return;
    }
    setSaving(true);
    try {
      const result = await calls.save(toSaveBody(note?.ID ?? null, header, lines));
      drafts.remove(draftKey);
      client.setQueryData(noteQueryKey(k, result.ID), result);
      void client.invalidateQueries({ queryKey: ['list', notesListOf(k.kind).loadData] });
      message.success(t('delivery-note.msg.saved', { no: result.DELIVERY_NO }));
      nav.go('detail', result.ID, { replace: !note });
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e);
      setRefusal({ message: text, rows: rowsNamedIn(text, lines) });
      requestAnimationFrame(() => errorRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
    } finally {
      setSaving(false);
    }
  };

  useSaveKeys(save, dirty);

  const audit = async () => {
    if (!note || !(await confirmAudit([note.DELIVERY_NO]))) return;
    await calls
      .audit(note.ID)
      .then((r) => {
        client.setQueryData(noteQueryKey(k, r.ID), r);
        void client.invalidateQueries({ queryKey: ['list', notesListOf(k.kind).loadData] });
        message.success(t('delivery-note.msg.auditDone', { count: 1 }));
        nav.go('detail', r.ID, { replace: true });
      })
      .catch((e: Error) => setRefusal({ message: e.message, rows: [] }));
  };

  return (
    <div className="dn-view" data-testid="dn-editor">
      <EditorBar
        k={k}
        nav={nav}
        note={note}
        dirty={dirty}
        saving={saving}
        leave={leave}
        onAudit={audit}
        onAdd={() => setDialog({ mode: 'add' })}
        onSchedule={k.kind === 'DN' && caller.isVendor ? schedule.show : null}
        onSave={() => void save()}
      />

      <HeaderForm header={header} setHeader={setHeader} problems={headerProblems} tried={tried} />

      <EditorNotices
        ref={errorRef}
        restored={restored && dirty}
        onDiscard={discardDraft}
        refusal={refusal}
        onCloseRefusal={() => setRefusal(null)}
      />

      <LinesGrid
        lines={lines}
        problems={problems}
        flagged={refusal?.rows ?? []}
        onChange={onChange}
        onRemove={onRemove}
        onReplace={onReplace}
      />
      <div className="dn-hint">{t('delivery-note.gridHint')}</div>

      <OrderLinesDialog k={k} open={dialog} onClose={() => setDialog(null)} onChoose={onChoose} />
      <ScheduleDueDialog open={schedule.open} onClose={schedule.close} onChoose={schedule.onChoose} />
    </div>
  );
}
