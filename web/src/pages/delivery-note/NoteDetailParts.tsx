import type { DeliveryLine, DeliveryNoteDetail } from '@srm/contract';
import { Descriptions, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { summaryRow } from '../../app/components/summaryRow.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { formatQty, qty, qtyToString, sumQty } from '../../platform/quantity.ts';
import { LinesTable } from './LinesTable.tsx';

type Caption = ReturnType<typeof useCaptions>['field'];

const num = (v: unknown) => <span className="dn-num">{formatQty(v)}</span>;

/** The columns of the index view's lines; received and shortage once the note has been received. */
function lineColumns(f: Caption, received: boolean): TableColumnsType<DeliveryLine> {
  return [
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
}

/** The note's header fields, read-only; the optional ones only when they are set. */
export function NoteHeader({ note }: { note: DeliveryNoteDetail }) {
  const { field: f } = useCaptions('delivery-note');
  return (
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
  );
}

/** The note's lines with their totals; a line received short is marked. */
export function DetailLines({ lines }: { lines: DeliveryLine[] }) {
  const { t } = useTranslation();
  const { field: f } = useCaptions('delivery-note');
  const received = lines.some((l) => l.RECEIVED_QTY !== null);
  const columns = lineColumns(f, received);
  const total = (pick: (l: DeliveryLine) => string | null) =>
    qtyToString(sumQty(lines.map((l) => qty(pick(l)))));
  return (
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
  );
}
