import {
  CarOutlined,
  CheckOutlined,
  EditOutlined,
  FileTextOutlined,
  ImportOutlined,
  ReloadOutlined,
  RollbackOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { apiPaths, type DeliveryNoteDetail, noteListCodes } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Result, Spin } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../app/components/DeliveryStatus.tsx';
import type { KindConfig } from '../../app/note-kinds.ts';
import { downloadFile } from '../../platform/files.ts';
import { actorOf, canDo, type NoteAction } from './actions.ts';
import { useConfirmAudit } from './consequences.ts';
import { DetailLines, NoteHeader } from './NoteDetailParts.tsx';
import { NoteLabelActions } from './NoteLabelActions.tsx';
import { PrevNext, StickyBar } from './NoteToolbar.tsx';
import { type NoteApi, noteApi, noteQueryKey } from './noteApi.ts';
import { ReceiveDialog, ShipDialog, VoidDialog } from './StateDialogs.tsx';
import { useCaller } from './useCaller.ts';
import { useListNeighbours } from './useListNeighbours.ts';
import type { NoteView } from './useNoteView.ts';
import { usePackingCheck } from './usePackingCheck.tsx';

type Props = { k: KindConfig; nav: NoteView; id: number };
type Dialog = null | 'ship' | 'receive' | 'void';

/** The state transitions of the note: the one running, the dialog asking for its data, the last refusal. */
function useTransitions(k: KindConfig, refetch: () => Promise<unknown>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<NoteAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const done = (result: DeliveryNoteDetail, action: NoteAction) => {
    client.setQueryData(noteQueryKey(k, result.ID), result);
    void client.invalidateQueries({ queryKey: ['list'] });
    message.success(t(`delivery-note.msg.${action}Done`, { count: 1, no: result.DELIVERY_NO }));
    setRefusal(null);
    setDialog(null);
  };
  /** Runs a transition; a refusal (403/409…) is shown above the note, or thrown back to the dialog. */
  const run = async (action: NoteAction, call: () => Promise<DeliveryNoteDetail>, inDialog = false) => {
    setBusy(action);
    try {
      done(await call(), action);
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e);
      if (inDialog) throw e;
      setRefusal(text);
      // The note may have moved on under us (someone else acted): show what it is now, here and in the list.
      void refetch();
      void client.invalidateQueries({ queryKey: ['list'] });
    } finally {
      setBusy(null);
    }
  };

  return { dialog, setDialog, busy, refusal, setRefusal, run };
}
type Transitions = ReturnType<typeof useTransitions>;

/** The toolbar of the index view: the state actions the caller may take, label and EDI downloads, navigation. */
function DetailBar({
  k,
  nav,
  note,
  calls,
  transitions,
  neighbours,
  refreshing,
  onRefresh,
}: {
  k: KindConfig;
  nav: NoteView;
  note: DeliveryNoteDetail;
  calls: NoteApi;
  transitions: Transitions;
  neighbours: ReturnType<typeof useListNeighbours>;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const caller = useCaller();
  const packingCheck = usePackingCheck();
  const confirmAudit = useConfirmAudit(k.kind);
  const { busy, run, setDialog } = transitions;
  const actor = actorOf(caller.vendorCode, k.kind, note);
  const may = (action: NoteAction) => canDo(action, note.STATUS, actor);
  const title = (
    <>
      <span className="dn-bar-no" data-testid="dn-number">
        {note.DELIVERY_NO}
      </span>{' '}
      <span data-testid="dn-status">
        <StatusTag status={note.STATUS} />
      </span>
    </>
  );
  const button = (action: NoteAction, icon: ReactNode, onClick: () => void, extra: object = {}) =>
    may(action) && (
      <Button
        key={action}
        icon={icon}
        loading={busy === action}
        onClick={onClick}
        data-testid={`dn-action-${action}`}
        {...extra}
      >
        {t(`delivery-note.actions.${action}`)}
      </Button>
    );

  return (
    <StickyBar title={title}>
      {button('edit', <EditOutlined />, () => nav.go('edit', note.ID), { type: 'primary' })}
      {button(
        'audit',
        <CheckOutlined />,
        () =>
          void confirmAudit([note.DELIVERY_NO]).then((go) => {
            if (go) void run('audit', () => calls.audit(note.ID));
          }),
      )}
      {button('unAudit', <RollbackOutlined />, () => void run('unAudit', () => calls.unAudit(note.ID)))}
      {button(
        'ship',
        <CarOutlined />,
        () => void packingCheck(note.ID, note.DELIVERY_NO).then((go) => go && setDialog('ship')),
        { type: 'primary' },
      )}
      {button('receive', <ImportOutlined />, () => setDialog('receive'), { type: 'primary' })}
      {button('void', <StopOutlined />, () => setDialog('void'), { danger: true })}
      <NoteLabelActions note={note} />
      {(note.STATUS === 4 || note.STATUS === 5) && (
        <Button
          icon={<FileTextOutlined />}
          data-testid="dn-despatch-advice"
          onClick={() =>
            void downloadFile(
              `${apiPaths.despatchAdvice.download}?id=${note.ID}`,
              `DESADV_${note.DELIVERY_NO}.edi`,
            ).catch((e: Error) => message.error(e.message))
          }
        >
          {t('delivery-note.actions.despatchAdvice')}
        </Button>
      )}
      <Button
        icon={<ReloadOutlined />}
        aria-label={t('delivery-note.actions.refresh')}
        onClick={onRefresh}
        loading={refreshing}
      />
      <PrevNext {...neighbours} onGo={(next) => nav.go('detail', next)} onList={() => nav.go('list')} />
    </StickyBar>
  );
}

/** Index view: the note read-only with its lines (received and shortage), and the state actions of the caller. */
export function NoteDetail({ k, nav, id }: Props) {
  const { t } = useTranslation();
  const calls = useMemo(() => noteApi(k), [k]);
  const query = useQuery({
    queryKey: noteQueryKey(k, id),
    queryFn: ({ signal }) => calls.get(id, signal),
  });
  const neighbours = useListNeighbours(noteListCodes[k.kind].notes, id);
  const transitions = useTransitions(k, query.refetch);
  const { dialog, setDialog, refusal, setRefusal, run } = transitions;

  const note = query.data;
  if (!note)
    return query.isError ? (
      <Result
        status="warning"
        title={query.error.message}
        extra={<Button onClick={() => nav.go('list')}>{t('delivery-note.actions.backToList')}</Button>}
      />
    ) : (
      <Spin className="dn-loading" />
    );

  return (
    <div className="dn-view" data-testid="dn-detail">
      <DetailBar
        k={k}
        nav={nav}
        note={note}
        calls={calls}
        transitions={transitions}
        neighbours={neighbours}
        refreshing={query.isFetching}
        onRefresh={() => void query.refetch()}
      />

      {refusal && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefusal(null) }}
          className="dn-refusal"
          data-testid="dn-refusal"
          title={t('delivery-note.msg.refused')}
          description={refusal}
        />
      )}

      <NoteHeader note={note} />

      <DetailLines lines={note.Lines} />

      <ShipDialog
        open={dialog === 'ship'}
        note={note}
        onClose={() => setDialog(null)}
        onSubmit={(company, tracking) => run('ship', () => calls.ship(note.ID, company, tracking), true)}
      />
      <ReceiveDialog
        open={dialog === 'receive'}
        note={note}
        onClose={() => setDialog(null)}
        onSubmit={(received) => run('receive', () => calls.receive(note.ID, received), true)}
      />
      <VoidDialog
        open={dialog === 'void'}
        note={note}
        onClose={() => setDialog(null)}
        onSubmit={(reason) => run('void', () => calls.void(note.ID, reason), true)}
      />
    </div>
  );
}
