import { apiPaths, screens } from '@srm/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CellRenderer,
  type ColumnSearch,
  ListTable,
  type Row,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { ConfirmStateTag } from '../order-confirmation/ConfirmStateTag.tsx';
import { OrderLineDrawer } from '../order-confirmation/OrderLineDrawer.tsx';
import { scheduleRenderer } from '../order-confirmation/ScheduleChips.tsx';

/**
 * An order report of the report center (spec §2.1): per order line its ordered, on open notes, in transit,
 * received and remaining quantities, due date and overdue flag, with export. The reports differ only by this
 * declaration; the columns, their captions, kinds and value labels come from the server's list declaration
 * (`order-report.list.ts`), so numbers, dates and the overdue flag get their search and text from it.
 */
export type OrderReport = {
  /** LIST_ROUTE and the route of the screen. */
  listRoute: string;
  paths: { loadData: string; exportData: string };
  /** Title of the printout (the tab title of the route). */
  titleKey: string;
};

export const orderReports = {
  purchase: {
    listRoute: screens.PurchaseOrderReport.path,
    paths: apiPaths.purchaseOrderReport,
    titleKey: 'routes.PurchaseOrderReport',
  },
  outsourcing: {
    listRoute: screens.OutsourcingOrderReport.path,
    paths: apiPaths.outsourcingOrderReport,
    titleKey: 'routes.OutsourcingOrderReport',
  },
} as const satisfies Record<string, OrderReport>;

/** Orders and parts are searched by a pasted list, one a line: the kind of the column cannot say so. */
const columnSearch: Record<string, ColumnSearch> = { PO_NO: { type: 6 }, PART_NO: { type: 6 } };
/** An overdue line stands out; the label is the list's own (OPTIONS), so it prints and exports the same. */
const renderers: Record<string, CellRenderer> = {
  OVERDUE: (value, _row, _index, text) =>
    value === 'Y' ? <Tag color="red">{text}</Tag> : <span className="lt-muted">{text}</span>,
  CONFIRM_STATE: (value, _row, _index, text) => <ConfirmStateTag state={value} text={text} />,
  // Every delivery of a split (issue #45), one not agreed yet labelled so.
  SCHEDULE: scheduleRenderer(),
  DAYS_LATE_PROMISED: (value, _row, _index, text) =>
    Number(value) > 0 ? <Tag color="red">{text}</Tag> : text,
};

/** The order line of a double-clicked row, in the drawer of its versions (issue #32). */
function useLineDrawer() {
  const [id, setId] = useState<number | null>(null);
  return {
    open: (row: Row) => setId(Number(row.ID)),
    drawer: <OrderLineDrawer id={id} onClose={() => setId(null)} />,
  };
}

export function OrderReportPage({ report }: { report: OrderReport }) {
  const { t } = useTranslation();
  const line = useLineDrawer();
  return (
    <>
      <ListTable
        listRoute={report.listRoute}
        loadPath={report.paths.loadData}
        exportPath={report.paths.exportData}
        rowKey="ID"
        rowSelection="multi-page"
        title={t(report.titleKey)}
        columnSearch={columnSearch}
        renderers={renderers}
        onRowDoubleClick={line.open}
      />
      {line.drawer}
    </>
  );
}

export const PurchaseOrderReportPage = () => <OrderReportPage report={orderReports.purchase} />;
export const OutsourcingOrderReportPage = () => <OrderReportPage report={orderReports.outsourcing} />;

/** What a vendor still owes, soonest due first; a line already late shows its days in red. */
export function OpenOrderLinesPage() {
  const line = useLineDrawer();
  return (
    <>
      <ScreenList
        screen="OpenOrderLines"
        rowKey="ID"
        rowSelection="multi-page"
        columnSearch={columnSearch}
        onRowDoubleClick={line.open}
        renderers={{
          DAYS_TO_DUE: (value, _row, _index, text) =>
            Number(value) < 0 ? <Tag color="red">{text}</Tag> : text,
        }}
      />
      {line.drawer}
    </>
  );
}
