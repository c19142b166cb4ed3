import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellRenderer, type ColumnSearch, ListTable } from '../../platform/list-table/index.ts';

export const purchaseOrderReportRoute = '/DeliveryNote/PurchaseOrderReport';

const numberFields = [
  'PO_ITEM',
  'ORDERED_QTY',
  'ON_OPEN_NOTES',
  'IN_TRANSIT',
  'RECEIVED_QTY',
  'REMAINING_QTY',
  'UNIT_PRICE',
];

/** Exact decimals arrive as strings ("2900.0000"): shown without the trailing zeros, with grouping. */
const decimal: CellRenderer = (value) => {
  if (value === null || value === undefined || value === '') return '';
  const [whole = '', fraction = ''] = String(value).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${trimmed ? `.${trimmed}` : ''}`;
};

/** Purchase order report (report center): order lines with their delivery progress, through the list table. */
export function PurchaseOrderReportPage() {
  const { t } = useTranslation();
  const { columnSearch, renderers } = useMemo(() => {
    const yesNo = [
      { value: 'Y', label: t('purchaseOrderReport.overdue.Y') },
      { value: 'N', label: t('purchaseOrderReport.overdue.N') },
    ];
    const search: Record<string, ColumnSearch> = {
      ...Object.fromEntries(numberFields.map((f) => [f, { type: 3 } as ColumnSearch])),
      PO_NO: { type: 6 },
      PART_NO: { type: 6 },
      DUE_DATE: { type: 5 },
      OVERDUE: { type: 2, options: yesNo },
    };
    const render: Record<string, CellRenderer> = {
      ...Object.fromEntries(numberFields.filter((f) => f !== 'PO_ITEM').map((f) => [f, decimal])),
      OVERDUE: (value) =>
        value === 'Y' ? (
          <Tag color="red">{t('purchaseOrderReport.overdue.Y')}</Tag>
        ) : (
          <span style={{ color: '#999' }}>{t('purchaseOrderReport.overdue.N')}</span>
        ),
    };
    return { columnSearch: search, renderers: render };
  }, [t]);
  return (
    <ListTable
      listRoute={purchaseOrderReportRoute}
      loadPath="PurchaseOrderReport/LoadData"
      exportPath="PurchaseOrderReport/ExportData"
      rowKey="ID"
      rowSelection="multi-page"
      title={t('routes.PurchaseOrderReport')}
      columnSearch={columnSearch}
      renderers={renderers}
    />
  );
}

export default PurchaseOrderReportPage;
