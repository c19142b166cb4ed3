import type { CaptionedField } from '@srm/contract';
import type { TableColumnsType } from 'antd';
import { formatDecimal } from '../../platform/list-table/index.ts';

/** What a label table shows of a label: a box's content (`InnerLabel`) or a list's label row alike. */
type ShownLabel = { BOX_SEQ: number | null; BOX_TOTAL: number | null };

/** The columns of a label table inside a dialog or drawer (a box's content, a note's unpacked labels). */
export function labelTableColumns<L extends ShownLabel>(
  field: (name: CaptionedField) => string,
  source: 'note' | 'manual',
): TableColumnsType<L> {
  return [
    {
      key: 'LABEL_NO',
      title: field('LABEL_NO'),
      dataIndex: 'LABEL_NO',
      width: 170,
      render: (v: string | null) => <span className="label-mono">{v}</span>,
    },
    source === 'note'
      ? { key: 'LINE_NO', title: field('LINE_NO'), dataIndex: 'LINE_NO', width: 60, align: 'right' }
      : { key: 'BATCH_NO', title: field('BATCH_NO'), dataIndex: 'BATCH_NO', width: 140 },
    { key: 'PART_NO', title: field('PART_NO'), dataIndex: 'PART_NO', width: 120, ellipsis: true },
    { key: 'PART_NAME', title: field('PART_NAME'), dataIndex: 'PART_NAME', width: 150, ellipsis: true },
    {
      key: 'QTY',
      title: field('QTY'),
      dataIndex: 'QTY',
      width: 90,
      align: 'right',
      render: (v: string | null) => formatDecimal(v ?? ''),
    },
    {
      key: 'BOX',
      title: `${field('BOX_SEQ')}/${field('BOX_TOTAL')}`,
      width: 90,
      align: 'right',
      render: (_, l) => `${l.BOX_SEQ}/${l.BOX_TOTAL}`,
    },
    { key: 'LOT_NO', title: field('LOT_NO'), dataIndex: 'LOT_NO', width: 110, ellipsis: true },
  ];
}
