import { Tag } from 'antd';
import { useState } from 'react';
import {
  type ListField,
  type ListRenderers,
  pastedListSearch,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { ConfirmStateTag } from '../order-confirmation/ConfirmStateTag.tsx';
import { OrderLineDrawer } from '../order-confirmation/OrderLineDrawer.tsx';
import { scheduleRenderer } from '../order-confirmation/ScheduleChips.tsx';

/**
 * An order report of the report center (spec §2.1): per order line its ordered, on open notes, in transit,
 * received and remaining quantities, due date and overdue flag, with export. The reports differ only by their
 * list; the columns, their captions, kinds and value labels come from the server's list declaration
 * (`order-report.list.ts`), so numbers, dates and the overdue flag get their search and text from it.
 */
export type OrderReport = 'PurchaseOrderReport' | 'OutsourcingOrderReport';

/** Orders and parts are searched by a pasted list, one a line: the kind of the column cannot say so. */
const columnSearch = pastedListSearch<ListField<OrderReport | 'OpenOrderLines'>>('PO_NO', 'PART_NO');
/** An overdue line stands out; the label is the list's own (OPTIONS), so it prints and exports the same. */
const renderers: ListRenderers<OrderReport> = {
  OVERDUE: (value, _row, _index, text) =>
    value === 'Y' ? <Tag color="red">{text}</Tag> : <span className="lt-muted">{text}</span>,
  CONFIRM_STATE: (value, _row, _index, text) => <ConfirmStateTag state={value} text={text} />,
  // Every delivery of a split (issue #45), one not agreed yet labelled so.
  SCHEDULE: scheduleRenderer(),
  DAYS_LATE_PROMISED: (value, _row, _index, text) =>
    value !== null && value > 0 ? <Tag color="red">{text}</Tag> : text,
};

/** The order line of a double-clicked row, in the drawer of its versions (issue #32). */
function useLineDrawer() {
  const [id, setId] = useState<number | null>(null);
  return {
    open: (row: { ID: number }) => setId(row.ID),
    drawer: <OrderLineDrawer id={id} onClose={() => setId(null)} />,
  };
}

export function OrderReportPage({ report }: { report: OrderReport }) {
  const line = useLineDrawer();
  return (
    <>
      <ScreenList
        list={report}
        rowKey="ID"
        rowSelection="multi-page"
        columnSearch={columnSearch}
        renderers={renderers}
        onRowDoubleClick={line.open}
      />
      {line.drawer}
    </>
  );
}

export const PurchaseOrderReportPage = () => <OrderReportPage report="PurchaseOrderReport" />;
export const OutsourcingOrderReportPage = () => <OrderReportPage report="OutsourcingOrderReport" />;

/** What a vendor still owes, soonest due first; a line already late shows its days in red. */
export function OpenOrderLinesPage() {
  const line = useLineDrawer();
  return (
    <>
      <ScreenList
        list="OpenOrderLines"
        rowKey="ID"
        rowSelection="multi-page"
        columnSearch={columnSearch}
        onRowDoubleClick={line.open}
        renderers={{
          DAYS_TO_DUE: (value, _row, _index, text) =>
            value !== null && value < 0 ? <Tag color="red">{text}</Tag> : text,
        }}
      />
      {line.drawer}
    </>
  );
}
