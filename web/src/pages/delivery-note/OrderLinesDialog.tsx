import { actionType, dataType, noteListCodes } from '@srm/contract';
import { App, Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import type { KindConfig } from '../../app/note-kinds.ts';
import {
  type ListField,
  type ListHandle,
  type ListRenderers,
  pastedListSearch,
  ScreenList,
  type SentParam,
} from '../../platform/list-table/index.ts';
import { scheduleRenderer } from '../order-confirmation/ScheduleChips.tsx';
import type { EditLine } from './editor-model.ts';
import type { OrderLineRow, OrderLinesCode } from './noteLists.ts';

/** add: several lines to add; order: another order line of the same part; material: another line of the same order. */
export type OrderLinesMode = { mode: 'add' } | { mode: 'order' | 'material'; line: EditLine };

type Props = {
  k: KindConfig;
  open: OrderLinesMode | null;
  onClose: () => void;
  onChoose: (rows: OrderLineRow[]) => void;
};

/** Orders and parts are searched by a pasted list, one a line; quantities and dates by their kind. */
const columnSearch = pastedListSearch<ListField<OrderLinesCode>>('PO_NO', 'PART_NO');

/**
 * Each line's whole schedule (issue #45): every delivery of a split, the one a new row takes marked (PROMISED_DATE,
 * the agreed delivery due next: `lineFromOrder` proposes its quantity when less than what remains), a schedule not
 * agreed yet labelled so.
 */
const renderers: ListRenderers<OrderLinesCode> = { SCHEDULE: scheduleRenderer({ next: true }) };

const equals = (field: string, value: string | number): SentParam => ({
  FIELD_NAME: field,
  ACTION_TYPE: actionType.equals,
  PARAM_VALUE: String(value),
  DATA_TYPE: dataType.text,
});

/**
 * The add-order-row dialog and the change-order / change-material dialogs: the vendor's open order lines
 * (the kind's `orderLines` list, with what each may still take) through the shared list table.
 */
export function OrderLinesDialog({ k, open, onClose, onChoose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<ListHandle<OrderLinesCode>>(null);
  const [count, setCount] = useState(0);
  const replacing = open && open.mode !== 'add' ? open : null;

  const fixedParams = useMemo<SentParam[]>(() => {
    if (!replacing) return [];
    const { line } = replacing;
    const other: SentParam = { ...equals('ID', line.ORDER_LINE_ID), ACTION_TYPE: actionType.notEqual };
    return [
      replacing.mode === 'order' ? equals('PART_NO', line.PART_NO) : equals('PO_NO', line.PO_NO),
      other,
    ];
  }, [replacing]);

  const confirm = (rows: OrderLineRow[]) => {
    if (rows.length === 0) {
      message.warning(t('delivery-note.msg.chooseLines'));
      return;
    }
    onChoose(replacing ? rows.slice(0, 1) : rows);
    table.current?.clearSelection();
    setCount(0);
  };

  const title = !open
    ? ''
    : open.mode === 'add'
      ? t('delivery-note.dialogs.addRow')
      : t(`delivery-note.dialogs.${open.mode === 'order' ? 'changeOrder' : 'changeMaterial'}`, {
          line: `${open.line.PO_NO}/${open.line.PO_ITEM}`,
          part: open.line.PART_NO,
        });

  return (
    <DraggableModal
      open={Boolean(open)}
      title={title}
      width="min(1200px, 94vw)"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <span key="hint" className="dn-dialog-hint">
          {replacing ? t('delivery-note.dialogs.replaceHint') : t('delivery-note.dialogs.addHint', { count })}
        </span>,
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          data-testid="dn-lines-confirm"
          disabled={count === 0}
          onClick={() => confirm(table.current?.selectedRows() ?? [])}
        >
          {replacing ? t('delivery-note.dialogs.replace') : t('delivery-note.dialogs.add', { count })}
        </Button>,
      ]}
    >
      <div data-testid="dn-order-lines">
        <ScreenList
          ref={table}
          list={noteListCodes[k.kind].orderLines}
          rowKey="ID"
          rowSelection={replacing ? 'page' : 'multi-page'}
          onSelectionChange={(rows) => setCount(rows.length)}
          onRowDoubleClick={(row) => confirm([row])}
          columnSearch={columnSearch}
          renderers={renderers}
          fixedParams={fixedParams}
          height="min(560px, calc(100vh - 280px))"
        />
      </div>
    </DraggableModal>
  );
}
