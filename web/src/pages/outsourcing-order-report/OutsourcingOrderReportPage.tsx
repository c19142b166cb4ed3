import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellRenderer, type ColumnSearch, ListTable } from '../../platform/list-table/index.ts';
import { quantityRenderers } from '../delivery-note/cells.tsx';
import '../delivery-note/deliveryNote.css';

export const outsourcingOrderReportRoute = '/DeliveryNote/OutsourcingOrderReport';

const quantities = [
  'ORDERED_QTY',
  'ON_OPEN_NOTES',
  'IN_TRANSIT',
  'RECEIVED_QTY',
  'REMAINING_QTY',
  'UNIT_PRICE',
];

/**
 * Outsourcing order report (report center): per outsourcing order line its ordered, on open notes, in
 * transit, received and remaining quantities, due date and overdue flag; with export.
 */
export function OutsourcingOrderReportPage() {
  const { t } = useTranslation();
  const columnSearch = useMemo<Record<string, ColumnSearch>>(
    () => ({
      ...Object.fromEntries(quantities.map((f) => [f, { type: 3 } as ColumnSearch])),
      PO_ITEM: { type: 3 },
      DUE_DATE: { type: 5 },
      PO_NO: { type: 6 },
      PART_NO: { type: 6 },
      OVERDUE: {
        type: 2,
        options: ['Y', 'N'].map((v) => ({ value: v, label: t(`orderReport.overdue.${v}`) })),
      },
    }),
    [t],
  );
  const renderers = useMemo<Record<string, CellRenderer>>(
    () => ({
      ...quantityRenderers(quantities),
      OVERDUE: (value) =>
        value === 'Y' ? (
          <Tag color="red">{t('orderReport.overdue.Y')}</Tag>
        ) : value === 'N' ? (
          <span className="dn-hint">{t('orderReport.overdue.N')}</span>
        ) : null,
    }),
    [t],
  );
  return (
    <ListTable
      listRoute={outsourcingOrderReportRoute}
      loadPath="OutsourcingOrderReport/LoadData"
      exportPath="OutsourcingOrderReport/ExportData"
      rowKey="ID"
      rowSelection="multi-page"
      title={t('routes.OutsourcingOrderReport')}
      columnSearch={columnSearch}
      renderers={renderers}
    />
  );
}

export default OutsourcingOrderReportPage;
