import { type EligibleLine, formatDecimal, formatMoney, type StatementLine } from '@srm/contract';
import { type TableColumnsType, type TableProps, Tag, Tooltip } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { summaryRow } from '../../app/components/summaryRow.tsx';
import { Table } from '../../app/components/Table.tsx';
import { WideTableScrollbar } from '../../app/components/WideTableScrollbar.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { cellText } from '../../platform/list-table/print.ts';

export type AnyLine = EligibleLine &
  Partial<Pick<StatementLine, 'ID' | 'SEQ' | 'LINE_STATE' | 'REJECT_REASON'>>;

/** A line's key: statement lines by their ID, eligible ones by what they bill. */
export const lineKey = (l: AnyLine): string =>
  l.ID !== undefined
    ? String(l.ID)
    : l.LINE_KIND === 'expense'
      ? `bill-${l.EXPENSE_BILL_ID}`
      : `receipt-${l.DELIVERY_LINE_ID}`;

const num = (v: string | null | undefined) => <span className="st-num">{formatDecimal(v)}</span>;
const money = (v: string | null | undefined) => <span className="st-num">{formatMoney(v)}</span>;

type Props = {
  lines: AnyLine[];
  /** The server's totals of all lines (statement header, or EligibleLines): never summed here. */
  totals?: { TOTAL_AMOUNT: string; TOTAL_TAX: string; TOTAL_WITH_TAX: string };
  rowSelection?: TableProps<AnyLine>['rowSelection'];
  /** An extra column at the end (the vendor's reject reason per line). */
  extra?: { title: string; width: number; render: (l: AnyLine) => ReactNode };
  loading?: boolean;
  empty?: string;
  testId?: string;
  scrollY?: number;
};

/** What a line bills: part and PO line of a receipt, kind, direction and reason of an expense bill. */
function WhatCell({ line: l }: { line: AnyLine }) {
  const { value: label } = useCaptions('statement');
  const text =
    l.LINE_KIND === 'expense'
      ? `${label('EXPENSE_KIND', l.EXPENSE_KIND)} · ${label('DIRECTION', l.DIRECTION)}`
      : `${l.PART_NO ?? ''} ${l.PART_NAME ?? ''}`;
  const sub = l.LINE_KIND === 'expense' ? l.REASON : l.PO_NO ? `${l.PO_NO}/${l.PO_ITEM}` : '';
  return (
    <Tooltip title={sub ? `${text} — ${sub}` : text}>
      <span>
        {text}
        {sub && <div className="st-sub">{sub}</div>}
      </span>
    </Tooltip>
  );
}

/** The billed qty in the base unit, and a receipt's received qty in the PO unit times the rate. */
function QtyCell({ line: l }: { line: AnyLine }) {
  const { field } = useCaptions('statement');
  return (
    <span>
      {num(l.QTY)} {l.BASE_UNIT && <span className="st-sub-inline">{l.BASE_UNIT}</span>}
      {l.RECEIVED_QTY !== null && (
        <Tooltip title={`${field('RECEIVED_QTY')} × ${field('UNIT_EXRATE')}`}>
          <div className="st-sub">
            {formatDecimal(l.RECEIVED_QTY)} {l.PO_UNIT} × {formatDecimal(l.UNIT_EXRATE)}
          </div>
        </Tooltip>
      )}
    </span>
  );
}

function LineStateCell({ line: l }: { line: AnyLine }) {
  const { value: label } = useCaptions('statement');
  return l.LINE_STATE === 'rejected' ? (
    <span className="st-rejected" data-testid="st-line-rejected">
      <Tag color="red">{label('LINE_STATE', 'rejected')}</Tag>
      {l.REJECT_REASON}
    </span>
  ) : (
    <Tag>{label('LINE_STATE', l.LINE_STATE)}</Tag>
  );
}

/** The columns: a statement's lines (they have a state) also their number and state. */
function useLineColumns(withState: boolean, extra: Props['extra']): TableColumnsType<AnyLine> {
  const { t } = useTranslation();
  const { field, value: label } = useCaptions('statement');
  return [
    ...(withState
      ? [
          {
            key: 'SEQ',
            title: '#',
            dataIndex: 'SEQ',
            width: 44,
            align: 'right' as const,
            fixed: 'left' as const,
          },
        ]
      : []),
    {
      key: 'LINE_KIND',
      title: field('LINE_KIND'),
      width: 84,
      render: (_, l) => (
        <Tag color={l.LINE_KIND === 'expense' ? 'orange' : 'blue'}>{label('LINE_KIND', l.LINE_KIND)}</Tag>
      ),
    },
    {
      key: 'DOC',
      title: t('statement.columns.document'),
      width: 160,
      render: (_, l) =>
        l.LINE_KIND === 'expense' ? (
          l.BILL_NO
        ) : (
          <span>
            {l.DELIVERY_NO}/{l.LINE_NO}
            <div className="st-sub">{cellText(l.RECEIVED_AT).slice(0, 10)}</div>
          </span>
        ),
    },
    {
      key: 'WHAT',
      title: t('statement.columns.what'),
      width: 190,
      ellipsis: { showTitle: false },
      render: (_, l) => <WhatCell line={l} />,
    },
    { key: 'QTY', title: field('QTY'), width: 130, align: 'right', render: (_, l) => <QtyCell line={l} /> },
    {
      key: 'UNIT_PRICE',
      title: field('UNIT_PRICE'),
      width: 100,
      align: 'right',
      render: (_, l) => num(l.UNIT_PRICE),
    },
    {
      key: 'TAX_RATE',
      title: field('TAX_RATE'),
      width: 80,
      align: 'right',
      render: (_, l) => num(l.TAX_RATE),
    },
    { key: 'AMOUNT', title: field('AMOUNT'), width: 110, align: 'right', render: (_, l) => money(l.AMOUNT) },
    { key: 'TAX', title: field('TAX'), width: 100, align: 'right', render: (_, l) => money(l.TAX) },
    {
      key: 'AMOUNT_WITH_TAX',
      title: field('AMOUNT_WITH_TAX'),
      width: 120,
      align: 'right',
      render: (_, l) => money(l.AMOUNT_WITH_TAX),
    },
    ...(withState
      ? [
          {
            key: 'LINE_STATE',
            title: field('LINE_STATE'),
            width: 170,
            render: (_: unknown, l: AnyLine) => <LineStateCell line={l} />,
          },
        ]
      : []),
    ...(extra
      ? [
          {
            key: 'extra',
            title: extra.title,
            width: extra.width,
            render: (_: unknown, l: AnyLine) => extra.render(l),
          },
        ]
      : []),
  ];
}

/**
 * Statement or eligible lines: a receipt shows its note line, PO line, part, received qty in the PO unit, the rate
 * to the base unit and the billed qty; an expense bill its number, kind and reason. Money as the server sent it.
 */
export function LinesTable({ lines, totals, rowSelection, extra, loading, empty, testId, scrollY }: Props) {
  const { t } = useTranslation();
  const withState = lines.some((l) => l.LINE_STATE !== undefined);
  const columns = useLineColumns(withState, extra);
  const box = useRef<HTMLDivElement>(null);
  return (
    // Wider than its box it scrolls sideways: the bar drawn under it, and a tab stop when it holds nothing to focus.
    <div ref={box}>
      <Table<AnyLine>
        size="small"
        bordered
        rowKey={lineKey}
        dataSource={lines}
        columns={columns}
        rowSelection={rowSelection}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content', y: scrollY }}
        locale={{ emptyText: empty }}
        data-testid={testId}
        rowClassName={(l) => (l.LINE_STATE === 'rejected' ? 'st-row-rejected' : '')}
        summary={
          totals && lines.length
            ? () =>
                summaryRow(columns, {
                  className: 'st-total-row',
                  selection: Boolean(rowSelection),
                  label: <strong>{t('statement.total', { count: lines.length })}</strong>,
                  totals: {
                    AMOUNT: <strong data-testid="st-total-amount">{money(totals.TOTAL_AMOUNT)}</strong>,
                    TAX: <strong>{money(totals.TOTAL_TAX)}</strong>,
                    AMOUNT_WITH_TAX: (
                      <strong data-testid="st-total-with-tax">{money(totals.TOTAL_WITH_TAX)}</strong>
                    ),
                  },
                })
            : undefined
        }
      />
      <WideTableScrollbar table={box} />
    </div>
  );
}
