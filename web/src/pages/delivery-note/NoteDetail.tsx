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
import { apiPaths, type DeliveryLine, type DeliveryNoteDetail, noteListCodes } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Result, Spin, type TableColumnsType } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../app/components/DeliveryStatus.tsx';
import { summaryRow } from '../../app/components/summaryRow.tsx';
import type { KindConfig } from '../../app/note-kinds.ts';
import { useCaptions } from '../../platform/captions.ts';
import { downloadFile } from '../../platform/files.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { formatQty, qty, qtyToString, sumQty } from '../../platform/quantity.ts';
import { actorOf, canDo, type NoteAction } from './actions.ts';
import { useConfirmAudit } from './consequences.ts';
import { LinesTable } from './LinesTable.tsx';
import { NoteLabelActions } from './NoteLabelActions.tsx';
import { PrevNext, StickyBar } from './NoteToolbar.tsx';
import { noteApi, noteQueryKey } from './noteApi.ts';
import { ReceiveDialog, ShipDialog, VoidDialog } from './StateDialogs.tsx';
import { useCaller } from './useCaller.ts';
import { useListNeighbours } from './useListNeighbours.ts';
import type { NoteView } from './useNoteView.ts';
import { usePackingCheck } from './usePackingCheck.tsx';

type Props = { k: KindConfig; nav: NoteView; id: number };

const num = (v: unknown) => <span className="dn-num">{formatQty(v)}</span>;

/** Index view: the note read-only with its lines (received and shortage), and the state actions of the caller. */
export function NoteDetail({ k, nav, id }: Props) {
  const { t } = useTranslation();
  const { field: caption } = useCaptions('delivery-note');
  const { message } = App.useApp();
  const client = useQueryClient();
  const caller = useCaller();
  const calls = useMemo(() => noteApi(k), [k]);
  const query = useQuery({
    queryKey: noteQueryKey(k, id),
    queryFn: ({ signal }) => calls.get(id, signal),
  });
  const neighbours = useListNeighbours(noteListCodes[k.kind].notes, id);
  const [dialog, setDialog] = useState<null | 'ship' | 'receive' | 'void'>(null);
  const [busy, setBusy] = useState<NoteAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const packingCheck = usePackingCheck();
  const confirmAudit = useConfirmAudit(k.kind);

  const note = query.data;
  const actor = note ? actorOf(caller.vendorCode, k.kind, note) : null;
  const may = (action: NoteAction) => Boolean(note && canDo(action, note.STATUS, actor));

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
      void query.refetch();
      void client.invalidateQueries({ queryKey: ['list'] });
    } finally {
      setBusy(null);
    }
  };

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

  const lines = note.Lines;
  const received = lines.some((l) => l.RECEIVED_QTY !== null);
  const f = caption;
  const columns: TableColumnsType<DeliveryLine> = [
    { key: 'LINE_NO', title: '#', dataIndex: 'LINE_NO', width: 44, fixed: 'left', align: 'right' },
    {
      key: 'po',
      title: f('PO_NO_ITEM'),
      width: 140,
      fixed: 'left',
      render: (_, l) => (
        <span className="dn-mono">
          {l.PO_NO}/{l.PO_ITEM}
        </span>
      ),
    },
    { key: 'PART_NO', title: f('PART_NO'), dataIndex: 'PART_NO', width: 110, ellipsis: true },
    { key: 'PART_NAME', title: f('PART_NAME'), dataIndex: 'PART_NAME', width: 150, ellipsis: true },
    {
      key: 'PO_TOTAL_QTY',
      title: f('PO_TOTAL_QTY'),
      width: 96,
      align: 'right',
      render: (_, l) => num(l.PO_TOTAL_QTY),
    },
    {
      key: 'DELIVERY_QTY',
      title: f('DELIVERY_QTY'),
      width: 100,
      align: 'right',
      render: (_, l) => num(l.DELIVERY_QTY),
    },
    {
      key: 'SPARE_QTY',
      title: f('SPARE_QTY'),
      width: 84,
      align: 'right',
      render: (_, l) => num(l.SPARE_QTY),
    },
    ...(received
      ? ([
          {
            key: 'RECEIVED_QTY',
            title: f('RECEIVED_QTY'),
            width: 100,
            align: 'right',
            render: (_, l) => <span data-testid="dn-received">{num(l.RECEIVED_QTY)}</span>,
          },
          {
            key: 'SHORTAGE_QTY',
            title: f('SHORTAGE_QTY'),
            width: 90,
            align: 'right',
            render: (_, l) => (
              <span
                data-testid="dn-shortage"
                className={qty(l.SHORTAGE_QTY) > 0n ? 'dn-shortage' : undefined}
              >
                {num(l.SHORTAGE_QTY)}
              </span>
            ),
          },
        ] satisfies TableColumnsType<DeliveryLine>)
      : []),
    {
      key: 'PACKING_QTY',
      title: f('PACKING_QTY'),
      width: 90,
      align: 'right',
      render: (_, l) => num(l.PACKING_QTY),
    },
    {
      key: 'BOX_COUNT',
      title: f('BOX_COUNT'),
      width: 64,
      align: 'right',
      render: (_, l) => num(l.BOX_COUNT),
    },
    { key: 'LOT_NO', title: f('LOT_NO'), dataIndex: 'LOT_NO', width: 120, ellipsis: true },
    { key: 'DATE_CODE', title: f('DATE_CODE'), dataIndex: 'DATE_CODE', width: 100, ellipsis: true },
    {
      key: 'VENDOR_PART_NO',
      title: f('VENDOR_PART_NO'),
      dataIndex: 'VENDOR_PART_NO',
      width: 120,
      ellipsis: true,
    },
    { key: 'COLOR', title: f('COLOR'), dataIndex: 'ATTRIBUTE8', width: 80, ellipsis: true },
    { key: 'WEIGHT', title: f('WEIGHT'), width: 84, align: 'right', render: (_, l) => num(l.ATTRIBUTE9) },
    { key: 'PART_DESCR', title: f('PART_DESCR'), dataIndex: 'PART_DESCR', width: 150, ellipsis: true },
    { key: 'PO_UNIT', title: f('PO_UNIT'), dataIndex: 'PO_UNIT', width: 64 },
    { key: 'DUE_DATE', title: f('DUE_DATE'), dataIndex: 'DUE_DATE', width: 100 },
    { key: 'BUYER', title: f('BUYER'), dataIndex: 'ATTRIBUTE1', width: 90, ellipsis: true },
  ];
  const total = (pick: (l: DeliveryLine) => string | null) =>
    qtyToString(sumQty(lines.map((l) => qty(pick(l)))));

  return (
    <div className="dn-view" data-testid="dn-detail">
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
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        />
        <PrevNext {...neighbours} onGo={(next) => nav.go('detail', next)} onList={() => nav.go('list')} />
      </StickyBar>

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

      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2, xl: 3, xxl: 4 }}
        className="dn-header"
        items={[
          { key: 'vendor', label: f('VENDOR'), children: `${note.VENDOR_CODE} ${note.VENDOR_NAME}` },
          ...(note.RECEIVER_VENDOR_CODE
            ? [{ key: 'receiver', label: f('RECEIVER_VENDOR_CODE'), children: note.RECEIVER_VENDOR_CODE }]
            : []),
          { key: 'DELIVERY_DATE', label: f('DELIVERY_DATE'), children: note.DELIVERY_DATE },
          { key: 'ARRIVAL_DATE', label: f('ARRIVAL_DATE'), children: note.ARRIVAL_DATE ?? '' },
          { key: 'ATTRIBUTE1', label: f('ATTRIBUTE1'), children: note.ATTRIBUTE1 ?? '' },
          {
            key: 'ATTRIBUTE2',
            label: f('ATTRIBUTE2'),
            children: <span data-testid="dn-tracking">{note.ATTRIBUTE2 ?? ''}</span>,
          },
          { key: 'CHECK_MAN', label: f('CHECK_MAN'), children: note.CHECK_MAN ?? '' },
          { key: 'CHECK_DATE', label: f('CHECK_DATE'), children: cellText(note.CHECK_DATE) },
          ...(note.RECEIVED_AT
            ? [{ key: 'RECEIVED_AT', label: f('RECEIVED_AT'), children: cellText(note.RECEIVED_AT) }]
            : []),
          { key: 'CREATOR', label: f('CREATOR_NAME'), children: note.CREATOR_NAME ?? '' },
          { key: 'CREATETIME', label: f('CREATETIME'), children: cellText(note.CREATETIME) },
          ...(note.VOID_REASON
            ? [{ key: 'VOID_REASON', label: f('VOID_REASON'), children: note.VOID_REASON }]
            : []),
          {
            key: 'DESCRIPTION',
            label: f('DESCRIPTION'),
            children: note.DESCRIPTION ?? '',
            span: 'filled' as const,
          },
        ]}
      />

      <LinesTable<DeliveryLine>
        data-testid="dn-lines"
        rowKey="ID"
        dataSource={lines}
        columns={columns}
        rowClassName={(l) => (qty(l.SHORTAGE_QTY) > 0n ? 'dn-row-short' : '')}
        summary={() =>
          summaryRow(columns, {
            className: 'dn-summary',
            label: t('delivery-note.totals', { count: lines.length }),
            labelInView: true,
            totals: {
              DELIVERY_QTY: num(total((l) => l.DELIVERY_QTY)),
              SPARE_QTY: num(total((l) => l.SPARE_QTY)),
              ...(received && {
                RECEIVED_QTY: num(total((l) => l.RECEIVED_QTY)),
                SHORTAGE_QTY: num(total((l) => l.SHORTAGE_QTY)),
              }),
            },
          })
        }
      />

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
