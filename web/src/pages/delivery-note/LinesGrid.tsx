import { DeleteOutlined, SwapOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Input, type TableColumnsType, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { summaryRow } from '../../app/components/summaryRow.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { boxCount, formatQty, qty, qtyToString } from '../../platform/quantity.ts';
import {
  type CellProblem,
  type EditableField,
  type EditLine,
  editableFields,
  totalOf,
} from './editor-model.ts';
import { LinesTable } from './LinesTable.tsx';

type Props = {
  lines: EditLine[];
  problems: Map<string, CellProblem[]>;
  /** Rows a server refusal named. */
  flagged: string[];
  onChange: (key: string, field: EditableField, value: string) => void;
  onRemove: (key: string) => void;
  onReplace: (key: string, mode: 'order' | 'material') => void;
};

const numericFields = new Set<EditableField>(['DELIVERY_QTY', 'SPARE_QTY', 'PACKING_QTY', 'WEIGHT']);

type CellProps = {
  rowKey: string;
  row: number;
  field: EditableField;
  value: string;
  label: string;
  problem: string | null;
  warning: boolean;
  /** Shown under the input while it is there (the allowed quantity of an over-quantity line). */
  hint: { text: string; detail: string | null } | null;
  onChange: Props['onChange'];
};

/**
 * One editable cell. Enter and ↓ go to the same cell of the next row, ↑ to the row above (Tab and Shift+Tab
 * move along the row), so a column of quantities is typed without the mouse.
 */
const Cell = memo(function Cell({
  rowKey,
  row,
  field,
  value,
  label,
  problem,
  warning,
  hint,
  onChange,
}: CellProps) {
  const col = editableFields.indexOf(field);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = e.key === 'Enter' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    const grid = e.currentTarget.closest('.dn-grid');
    const next = grid?.querySelector<HTMLInputElement>(`[data-cell="${row + step}:${col}"]`);
    if (next) {
      e.preventDefault();
      next.focus();
      next.select();
    }
  };
  const numeric = numericFields.has(field);
  const hintId = `dn-hint-${row}-${col}`;
  // A problem that stops the save is said under the cell (#36 item 8); the over-quantity warning has its hint.
  const error = problem && !warning ? problem : null;
  const errorId = `dn-problem-${row}-${col}`;
  const input = (
    <Input
      size="small"
      value={value}
      aria-label={label}
      data-cell={`${row}:${col}`}
      data-testid={`dn-cell-${field}-${row}`}
      className={numeric ? 'dn-input-num' : undefined}
      inputMode={numeric ? 'decimal' : undefined}
      status={problem ? (warning ? 'warning' : 'error') : undefined}
      aria-invalid={error ? true : undefined}
      onChange={(e) => onChange(rowKey, field, e.target.value)}
      onKeyDown={onKeyDown}
      onFocus={(e) => e.currentTarget.select()}
      // No length cap on the input: a longer paste is kept and said under the cell, never cut without a word.
      autoComplete="off"
      aria-describedby={hint ? hintId : error ? errorId : undefined}
    />
  );
  // Always inside the tooltip: a cell that gains or loses a problem while typing must keep its input (and focus).
  // A problem shown inline under the input needs no tooltip over it.
  return (
    <>
      <Tooltip
        title={problem}
        open={problem && !hint && !error ? undefined : false}
        trigger={['hover', 'focus']}
        color={warning ? 'orange' : 'red'}
      >
        {input}
      </Tooltip>
      {hint && (
        <div
          id={hintId}
          className="dn-cell-hint"
          data-testid={`dn-allowed-${row}`}
          title={problem ?? undefined}
        >
          {hint.text}
          {hint.detail && <span className="dn-cell-hint-detail">{hint.detail}</span>}
        </div>
      )}
      {error && (
        <div id={errorId} className="dn-cell-error" data-testid={`dn-problem-${field}-${row}`}>
          {error}
        </div>
      )}
    </>
  );
});

const num = (v: unknown) => <span className="dn-num">{formatQty(v)}</span>;

/** A row's buttons: another order line, another material, or no row. */
function RowActions({
  line,
  onReplace,
  onRemove,
}: { line: EditLine } & Pick<Props, 'onReplace' | 'onRemove'>) {
  const { t } = useTranslation();
  return (
    <span className="dn-row-actions">
      <Tooltip title={t('delivery-note.actions.changeOrder')}>
        <Button
          type="text"
          size="small"
          icon={<SwapOutlined />}
          aria-label={`${t('delivery-note.actions.changeOrder')} ${line.PO_NO}/${line.PO_ITEM}`}
          onClick={() => onReplace(line.key, 'order')}
        />
      </Tooltip>
      <Tooltip title={t('delivery-note.actions.changeMaterial')}>
        <Button
          type="text"
          size="small"
          icon={<SyncOutlined />}
          aria-label={`${t('delivery-note.actions.changeMaterial')} ${line.PO_NO}/${line.PO_ITEM}`}
          onClick={() => onReplace(line.key, 'material')}
        />
      </Tooltip>
      <Tooltip title={t('delivery-note.actions.removeRow')}>
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('delivery-note.actions.removeRow')} ${line.PO_NO}/${line.PO_ITEM}`}
          onClick={() => onRemove(line.key)}
        />
      </Tooltip>
    </span>
  );
}

/** The grid's columns: the line's order figures to read, the cells a vendor types, the row's buttons. */
function gridColumns(
  t: TFunction,
  f: ReturnType<typeof useCaptions>['field'],
  {
    problems,
    onChange,
    onRemove,
    onReplace,
  }: Pick<Props, 'problems' | 'onChange' | 'onRemove' | 'onReplace'>,
): TableColumnsType<EditLine> {
  const editable = (field: EditableField, width: number) => ({
    key: field,
    title: field === 'DELIVERY_QTY' ? <span className="dn-required">{f(field)}</span> : f(field),
    width,
    render: (_: unknown, line: EditLine, index: number) => {
      const problem = problems.get(line.key)?.find((p) => p.field === field);
      // Over what the order line may still take: the figure the server enforces, at once, under the input.
      const extra = qty(line.MAX_DELIVERY_QTY) - qty(line.PO_REMAINING_QTY);
      const hint =
        problem?.code === 'overMax'
          ? {
              text: t('delivery-note.cell.allowed', { max: formatQty(problem.values?.max) }),
              detail:
                extra > 0n
                  ? t('delivery-note.cell.allowedTolerance', { extra: formatQty(qtyToString(extra)) })
                  : null,
            }
          : null;
      return (
        <Cell
          rowKey={line.key}
          row={index}
          field={field}
          value={line[field]}
          label={`${f(field)} ${line.PO_NO}/${line.PO_ITEM}`}
          problem={problem ? t(`delivery-note.cell.${problem.code}`, problem.values) : null}
          warning={problem?.code === 'overMax'}
          hint={hint}
          onChange={onChange}
        />
      );
    },
  });
  return [
    { key: 'no', title: '#', width: 44, fixed: 'left', align: 'right', render: (_, __, i) => i + 1 },
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
    // The columns that say which line is which stay in place while the rest scrolls (#15 item 6).
    {
      key: 'PART_NO',
      title: f('PART_NO'),
      dataIndex: 'PART_NO',
      width: 110,
      ellipsis: true,
      fixed: 'left',
    },
    {
      key: 'PO_REMAINING_QTY',
      title: f('PO_REMAINING_QTY'),
      width: 96,
      align: 'right',
      render: (_, l) => num(l.PO_REMAINING_QTY),
    },
    {
      key: 'MAX_DELIVERY_QTY',
      title: f('MAX_DELIVERY_QTY'),
      width: 96,
      align: 'right',
      render: (_, l) => num(l.MAX_DELIVERY_QTY),
    },
    editable('DELIVERY_QTY', 116),
    // What a vendor types with the quantity (lot, date code) comes next, in view at 1440 px with both menu panels
    // open (issue #36: they were off to the side); then packing, and the columns to read.
    editable('LOT_NO', 120),
    editable('DATE_CODE', 100),
    editable('PACKING_QTY', 96),
    {
      key: 'BOX_COUNT',
      title: f('BOX_COUNT'),
      width: 64,
      align: 'right',
      render: (_, l) => (
        <span data-testid="dn-boxes">{num(boxCount(l.DELIVERY_QTY, l.PACKING_QTY) ?? '')}</span>
      ),
    },
    editable('SPARE_QTY', 90),
    { key: 'PART_NAME', title: f('PART_NAME'), dataIndex: 'PART_NAME', width: 150, ellipsis: true },
    {
      key: 'PO_TOTAL_QTY',
      title: f('PO_TOTAL_QTY'),
      width: 96,
      align: 'right',
      render: (_, l) => num(l.PO_TOTAL_QTY),
    },
    editable('VENDOR_PART_NO', 120),
    editable('COLOR', 80),
    editable('WEIGHT', 90),
    { key: 'PART_DESCR', title: f('PART_DESCR'), dataIndex: 'PART_DESCR', width: 150, ellipsis: true },
    { key: 'PO_UNIT', title: f('PO_UNIT'), dataIndex: 'PO_UNIT', width: 64 },
    { key: 'DUE_DATE', title: f('DUE_DATE'), dataIndex: 'DUE_DATE', width: 100 },
    { key: 'PROMISED_DATE', title: f('PROMISED_DATE'), dataIndex: 'PROMISED_DATE', width: 100 },
    {
      key: 'actions',
      title: t('delivery-note.operation'),
      width: 104,
      fixed: 'right',
      render: (_, l) => <RowActions line={l} onReplace={onReplace} onRemove={onRemove} />,
    },
  ];
}

/** The lines grid of the edit view (create / edit in status 1). */
export function LinesGrid({ lines, problems, flagged, onChange, onRemove, onReplace }: Props) {
  const { t } = useTranslation();
  const { field: caption } = useCaptions('delivery-note');
  const f = caption;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `f` derives from `t`
  const columns = useMemo(
    () => gridColumns(t, f, { problems, onChange, onRemove, onReplace }),
    [t, problems, onChange, onRemove, onReplace],
  );

  const boxes = lines.reduce((n, l) => n + (boxCount(l.DELIVERY_QTY, l.PACKING_QTY) ?? 0), 0);
  return (
    <LinesTable<EditLine>
      data-testid="dn-lines-grid"
      rowKey="key"
      dataSource={lines}
      columns={columns}
      rowClassName={(l) => (flagged.includes(l.key) ? 'dn-row-flagged' : '')}
      locale={{ emptyText: t('delivery-note.noLines') }}
      summary={() =>
        lines.length
          ? summaryRow(columns, {
              className: 'dn-summary',
              label: t('delivery-note.totals', { count: lines.length }),
              // Under the fixed columns, so it stays in view while the grid scrolls.
              labelInView: true,
              totals: {
                DELIVERY_QTY: (
                  <span data-testid="dn-total-qty">{num(qtyToString(totalOf(lines, 'DELIVERY_QTY')))}</span>
                ),
                BOX_COUNT: num(boxes),
                SPARE_QTY: num(qtyToString(totalOf(lines, 'SPARE_QTY'))),
              },
            })
          : null
      }
    />
  );
}
