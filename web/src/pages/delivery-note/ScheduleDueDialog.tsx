import { actionType, apiPaths, dataType, noteListCodes, type ScheduleDueLine } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Tag } from 'antd';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { Table } from '../../app/components/Table.tsx';
import type { KindConfig } from '../../app/note-kinds.ts';
import { api } from '../../platform/api.ts';
import { loadListRows } from '../../platform/list-table/listApi.ts';
import { type EditLine, lineFromSchedule, type SavedQuantities } from './editor-model.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Adds a row per chosen line; resolves when they are on the grid. */
  onChoose: (lines: ScheduleDueLine[]) => Promise<void>;
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * "From schedule" (issue #48): the vendor's order lines with call-offs due within a week that its notes do not cover
 * yet (`DeliverySchedule/Due`), all chosen at first; each becomes a row proposing the quantity still due.
 */
export function ScheduleDueDialog({ open, onClose, onChoose }: Props) {
  const { t } = useTranslation();
  const due = useQuery({
    queryKey: ['schedule-due'],
    queryFn: async ({ signal }) =>
      (await api.get(apiPaths.forecast.scheduleDue, { signal, silent: true })).data,
    enabled: open,
    staleTime: 0,
  });
  const lines = due.data?.Lines ?? [];
  const [chosen, setChosen] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    if (due.data) setChosen(due.data.Lines.map((l) => l.ORDER_LINE_ID));
  }, [due.data]);

  const add = async () => {
    setAdding(true);
    try {
      await onChoose(lines.filter((l) => chosen.includes(l.ORDER_LINE_ID)));
    } finally {
      setAdding(false);
    }
  };

  return (
    <DraggableModal
      open={open}
      title={t('delivery-note.schedule.title', { until: due.data?.UNTIL ?? '' })}
      width="min(960px, 94vw)"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <span key="hint" className="dn-dialog-hint">
          {t('delivery-note.schedule.hint')}
        </span>,
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          data-testid="dn-schedule-confirm"
          disabled={chosen.length === 0}
          loading={adding}
          onClick={() => void add()}
        >
          {t('delivery-note.dialogs.add', { count: chosen.length })}
        </Button>,
      ]}
    >
      {due.error ? <Alert type="error" showIcon message={due.error.message} /> : null}
      <Table<ScheduleDueLine>
        data-testid="dn-schedule-due"
        rowKey="ORDER_LINE_ID"
        size="small"
        loading={due.isLoading}
        dataSource={lines}
        pagination={false}
        scroll={{ y: 'min(480px, calc(100vh - 320px))' }}
        locale={{ emptyText: <Empty description={t('delivery-note.schedule.none')} /> }}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as number[]) }}
        columns={[
          {
            title: t('delivery-note.schedule.order'),
            key: 'order',
            render: (_, l) => `${l.PO_NO}/${l.PO_ITEM}`,
          },
          {
            title: t('delivery-note.schedule.part'),
            key: 'part',
            render: (_, l) => (
              <>
                {l.PART_NO} <span className="dn-dialog-hint">{l.PART_NAME}</span>
              </>
            ),
          },
          {
            title: t('delivery-note.schedule.due'),
            dataIndex: 'DUE_DATE',
            render: (d: string) => (
              <>
                {d} {d < today() ? <Tag color="red">{t('delivery-note.schedule.overdue')}</Tag> : null}
              </>
            ),
          },
          { title: t('delivery-note.schedule.required'), dataIndex: 'CUM_REQUIRED', align: 'right' },
          { title: t('delivery-note.schedule.noted'), dataIndex: 'CUM_NOTED', align: 'right' },
          {
            title: t('delivery-note.schedule.dueQty'),
            dataIndex: 'DUE_QTY',
            align: 'right',
            render: (q: string) => <strong>{q}</strong>,
          },
        ]}
      />
    </DraggableModal>
  );
}

/**
 * The editor's side of "From schedule": the chosen lines' open order-line rows (the kind's list, so the limits are
 * the ones the other rows use), each added as a row proposing the quantity still due.
 */
export function useFromSchedule(
  k: KindConfig,
  setLines: Dispatch<SetStateAction<EditLine[]>>,
  saved: SavedQuantities,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const onChoose = async (due: ScheduleDueLine[]) => {
    const { rows } = await loadListRows(noteListCodes[k.kind].orderLines, {
      Page: 1,
      Limit: due.length,
      Params: [
        {
          FIELD_NAME: 'ID',
          ACTION_TYPE: actionType.equals,
          PARAM_VALUE: due.map((d) => d.ORDER_LINE_ID).join(','),
          DATA_TYPE: dataType.multiLine,
        },
      ],
    });
    const byId = new Map(rows.map((r) => [r.ID, r]));
    const addable = due.filter((d) => byId.has(d.ORDER_LINE_ID));
    setLines((ls) => {
      const next = [...ls];
      for (const d of addable)
        next.push(lineFromSchedule(byId.get(d.ORDER_LINE_ID)!, d.DUE_QTY, next, saved));
      return next;
    });
    message.success(t('delivery-note.msg.linesAdded', { count: addable.length }));
    if (addable.length < due.length)
      message.warning(t('delivery-note.schedule.notOpen', { count: due.length - addable.length }));
    setOpen(false);
  };
  return { open, show: () => setOpen(true), close: () => setOpen(false), onChoose };
}
