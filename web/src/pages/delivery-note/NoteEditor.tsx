import { CheckOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { type DeliveryNoteDetail, deliveryTextMax, noteListCodes } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Form, Input, Result, Spin, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../app/components/DeliveryStatus.tsx';
import { SaveButton } from '../../app/components/SaveButton.tsx';
import type { KindConfig } from '../../app/note-kinds.ts';
import { useCaptions } from '../../platform/captions.ts';
import { useSession } from '../../platform/session.ts';
import { actorOf, canDo } from './actions.ts';
import { useConfirmAudit } from './consequences.ts';
import { drafts } from './draft.ts';
import {
  blocking,
  type CellProblem,
  type EditableField,
  type EditHeader,
  type EditLine,
  headerFromSaved,
  lineFromOrder,
  lineFromSaved,
  lineProblems,
  replaceOrder,
  rowsNamedIn,
  savedQuantities,
  toSaveBody,
} from './editor-model.ts';
import { LinesGrid } from './LinesGrid.tsx';
import { PrevNext, StickyBar } from './NoteToolbar.tsx';
import { noteApi, noteQueryKey } from './noteApi.ts';
import { notesListOf, type OrderLineRow } from './noteLists.ts';
import { OrderLinesDialog, type OrderLinesMode } from './OrderLinesDialog.tsx';
import { useCaller } from './useCaller.ts';
import { useListNeighbours } from './useListNeighbours.ts';
import type { NoteView } from './useNoteView.ts';

type Props = { k: KindConfig; nav: NoteView; id: number | null };

const today = () => dayjs().format('YYYY-MM-DD');
const emptyHeader = (): EditHeader => ({ DELIVERY_DATE: today(), ARRIVAL_DATE: '', DESCRIPTION: '' });
const snapshot = (header: EditHeader, lines: EditLine[]) =>
  JSON.stringify([header, lines.map(({ key: _k, ...l }) => l)]);

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

function EditorForm({ k, nav, note }: { k: KindConfig; nav: NoteView; note: DeliveryNoteDetail | null }) {
  const { t } = useTranslation();
  const { field: caption } = useCaptions('delivery-note');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const calls = useMemo(() => noteApi(k), [k]);
  const { userInfo } = useSession();
  const draftKey = `${userInfo?.USER_NAME ?? ''}.${k.kind}.${note?.ID ?? 'new'}`;
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
  const [saved] = useState(() => savedQuantities(note));
  /** What stopped the last save: the server's refusal, or (`local`) the editor's own check, nothing sent. */
  const [refusal, setRefusal] = useState<{ message: string; rows: string[]; local?: boolean } | null>(null);
  const [dialog, setDialog] = useState<OrderLinesMode | null>(null);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const neighbours = useListNeighbours(noteListCodes[k.kind].notes, note?.ID ?? null);
  const confirmAudit = useConfirmAudit(k.kind);

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
  const problems = useMemo(() => {
    const map = new Map<string, CellProblem[]>();
    for (const l of lines) {
      const found = lineProblems(l, lines);
      if (found.length) map.set(l.key, found);
    }
    return map;
  }, [lines]);
  const descriptionLength = Array.from(header.DESCRIPTION.trim()).length;
  const headerProblems = {
    DESCRIPTION:
      descriptionLength > deliveryTextMax.DESCRIPTION
        ? t('delivery-note.cell.tooLong', { max: deliveryTextMax.DESCRIPTION, count: descriptionLength })
        : null,
    DELIVERY_DATE: !header.DELIVERY_DATE ? t('delivery-note.cell.required') : null,
    ARRIVAL_DATE:
      header.ARRIVAL_DATE && header.DELIVERY_DATE && header.ARRIVAL_DATE < header.DELIVERY_DATE
        ? t('delivery-note.msg.arrivalBeforeDelivery')
        : null,
  };

  const onChange = useCallback((key: string, field: EditableField, value: string) => {
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, [field]: value } : l)));
  }, []);
  const onRemove = useCallback((key: string) => setLines((ls) => ls.filter((l) => l.key !== key)), []);
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

  // Ctrl+S saves; leaving the page with unsaved lines asks first.
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
    <div className="dn-view" data-testid="dn-editor">
      <StickyBar title={title}>
        <Tooltip title={dirty || !note ? t('delivery-note.msg.saveFirst') : undefined}>
          <Button
            icon={<CheckOutlined />}
            disabled={dirty || !note}
            data-testid="dn-editor-audit"
            onClick={async () => {
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
            }}
          >
            {t('delivery-note.actions.audit')}
          </Button>
        </Tooltip>
        <Button icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })} data-testid="dn-add-row">
          {t('delivery-note.actions.addRow')}
        </Button>
        <Tooltip title="Ctrl+S">
          <SaveButton loading={saving} onClick={() => void save()} data-testid="dn-save" />
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

      <Form layout="inline" className="dn-header-form" component="div">
        <Form.Item
          label={caption('DELIVERY_DATE')}
          required
          validateStatus={tried && headerProblems.DELIVERY_DATE ? 'error' : undefined}
          help={tried ? headerProblems.DELIVERY_DATE : undefined}
        >
          <DatePicker
            value={header.DELIVERY_DATE ? dayjs(header.DELIVERY_DATE) : null}
            format="YYYY-MM-DD"
            onChange={(d) => setHeader((h) => ({ ...h, DELIVERY_DATE: d ? d.format('YYYY-MM-DD') : '' }))}
            data-testid="dn-delivery-date"
            aria-label={caption('DELIVERY_DATE')}
          />
        </Form.Item>
        <Form.Item
          label={caption('ARRIVAL_DATE')}
          validateStatus={headerProblems.ARRIVAL_DATE ? 'error' : undefined}
          help={headerProblems.ARRIVAL_DATE}
        >
          <DatePicker
            value={header.ARRIVAL_DATE ? dayjs(header.ARRIVAL_DATE) : null}
            format="YYYY-MM-DD"
            onChange={(d) => setHeader((h) => ({ ...h, ARRIVAL_DATE: d ? d.format('YYYY-MM-DD') : '' }))}
            data-testid="dn-arrival-date"
            aria-label={caption('ARRIVAL_DATE')}
          />
        </Form.Item>
        <Form.Item
          label={caption('DESCRIPTION')}
          className="dn-description"
          validateStatus={headerProblems.DESCRIPTION ? 'error' : undefined}
          help={headerProblems.DESCRIPTION}
        >
          <Input
            value={header.DESCRIPTION}
            // No length cap on the input: a longer paste is kept and said, never cut without a word.
            onChange={(e) => setHeader((h) => ({ ...h, DESCRIPTION: e.target.value }))}
            aria-label={caption('DESCRIPTION')}
            data-testid="dn-description"
          />
        </Form.Item>
      </Form>

      {restored && dirty && (
        <Alert
          type="info"
          showIcon
          data-testid="dn-draft-restored"
          title={t('delivery-note.msg.draftRestored')}
          action={
            <Button size="small" onClick={discardDraft}>
              {t('delivery-note.msg.draftDiscard')}
            </Button>
          }
        />
      )}

      <div ref={errorRef}>
        {refusal && (
          <Alert
            type="error"
            showIcon
            closable={{ onClose: () => setRefusal(null) }}
            className="dn-refusal"
            data-testid="dn-refusal"
            data-local={refusal.local ? 'true' : undefined}
            title={refusal.local ? t('delivery-note.msg.notSent') : t('delivery-note.msg.refused')}
            description={refusal.message}
          />
        )}
      </div>

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
    </div>
  );
}
