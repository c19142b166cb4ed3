import { formatDecimal, riskMinPartReceipts } from '@srm/contract';
import { Button, type TableColumnsType } from 'antd';
import { type RefObject, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { useBodyHeight } from '../../platform/list-table/useBodyHeight.ts';
import type { ForecastCellData, ForecastPart, ForecastGrid as Grid } from './forecastApi.ts';
import { cellKey, changeOf, type Draft, isShort, unitsText } from './forecastFigures.ts';

type Props = {
  container: RefObject<HTMLDivElement | null>;
  periods: Grid['Periods'];
  parts: ForecastPart[];
  drafts: Map<string, Draft>;
  onOpenPart: (part: string) => void;
  /** The vendor on its newest version: a cell opens its commitment. */
  onEditCell: ((part: string, cell: ForecastCellData) => void) | undefined;
};

const periodWidth = 104;

/**
 * Parts × buckets (26 weeks fit one screen at 1920 px; the rest scrolls), virtual in both directions so 500 parts stay
 * smooth. A column's head carries its zone's colour; a cell shows the demand, its change against the previous version
 * and — where it differs from the demand — the commitment (red where it falls short).
 */
export function ForecastGrid({ container, periods, parts, drafts, onOpenPart, onEditCell }: Props) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const height = useBodyHeight(container, [parts.length]);
  const columns = useMemo((): TableColumnsType<ForecastPart> => {
    const index = new Map(periods.map((p, i) => [p.PERIOD, i]));
    return [
      {
        key: 'part',
        title: field('PART_NO'),
        fixed: 'start',
        width: 150,
        render: (_, part) => (
          <Button type="link" className="fc-part" onClick={() => onOpenPart(part.PART_NO)}>
            {part.PART_NO}
          </Button>
        ),
      },
      {
        key: 'name',
        title: field('PART_NAME'),
        fixed: 'start',
        width: 150,
        ellipsis: { showTitle: true },
        render: (_, part) => part.PART_NAME ?? '',
      },
      {
        key: 'risk',
        title: t('forecast.risk.title'),
        fixed: 'start',
        width: 128,
        render: (_, part) => <RiskCell risk={part.RISK} />,
      },
      ...periods.map((period) => ({
        key: period.PERIOD,
        width: periodWidth,
        align: 'end' as const,
        className: `fc-col fc-col-${period.ZONE}`,
        title: (
          <span
            className="fc-head"
            title={`${period.START} – ${period.END} · ${t(`forecast.zone.${period.ZONE}`)}`}
          >
            <span>{period.PERIOD}</span>
            <small>{period.START.slice(5)}</small>
          </span>
        ),
        render: (_: unknown, part: ForecastPart) => {
          // Parts carry their cells in period order; a part without this bucket has none.
          const at = index.get(period.PERIOD)!;
          const cell =
            part.Cells[at]?.PERIOD === period.PERIOD
              ? part.Cells[at]
              : part.Cells.find((c) => c.PERIOD === period.PERIOD);
          if (!cell) return <span className="fc-none">—</span>;
          return (
            <Cell
              cell={cell}
              draft={drafts.get(cellKey(part.PART_NO, cell.PERIOD))}
              onEdit={onEditCell ? () => onEditCell(part.PART_NO, cell) : undefined}
              label={t('forecast.cellLabel', { part: part.PART_NO, period: cell.PERIOD })}
            />
          );
        },
      })),
    ];
  }, [periods, drafts, field, onEditCell, onOpenPart, t]);
  return (
    <Table<ForecastPart>
      virtual
      size="small"
      bordered
      rowKey="PART_NO"
      columns={columns}
      dataSource={parts}
      pagination={false}
      scroll={{ x: 428 + periods.length * periodWidth, y: height }}
      data-testid="fc-grid"
    />
  );
}

function Cell({
  cell,
  draft,
  onEdit,
  label,
}: {
  cell: ForecastCellData;
  draft: Draft | undefined;
  onEdit: (() => void) | undefined;
  label: string;
}) {
  const { t } = useTranslation();
  const change = changeOf(cell.QTY, cell.PREVIOUS);
  const committed = draft ? (draft.qty ?? cell.QTY) : cell.COMMITTED;
  const differs = committed !== null && committed !== cell.QTY;
  const short = committed !== null && isShort(cell.QTY, committed, cell.ZONE);
  const content = (
    <>
      <span className="fc-qty">{formatDecimal(cell.QTY, 0)}</span>
      {change === null ? null : (
        <span
          className={change > 0n ? 'fc-up' : 'fc-down'}
          title={t('forecast.changeTitle', { previous: formatDecimal(cell.PREVIOUS, 0) })}
        >
          {change > 0n ? '▲' : '▼'}
          {formatDecimal(unitsText(change > 0n ? change : -change), 0)}
        </span>
      )}
      {differs ? (
        <span
          className={short ? 'fc-commit fc-short' : 'fc-commit'}
          title={draft?.reason || cell.REASON || undefined}
        >
          {t('forecast.commitShort', { qty: formatDecimal(committed, 0) })}
          {draft ? ' *' : ''}
        </span>
      ) : null}
    </>
  );
  if (!onEdit) return <span className="fc-cell">{content}</span>;
  return (
    <button
      type="button"
      className={draft ? 'fc-cell fc-edit fc-drafted' : 'fc-cell fc-edit'}
      onClick={onEdit}
    >
      <span className="fc-sr">{label}</span>
      {content}
    </button>
  );
}

/**
 * The chance the part's deliveries arrive late and by how many days (p50 / p80), with the rule and the receipts
 * behind it in the tooltip: the part's own receipts of the last year when it has 10, else the vendor's.
 */
function RiskCell({ risk }: { risk: ForecastPart['RISK'] }) {
  const { t } = useTranslation();
  if (risk.BASIS === 'none') return <span className="fc-hint">{t('forecast.risk.none')}</span>;
  const rule = t(`forecast.risk.rule.${risk.BASIS}`, { count: risk.RECEIPTS, min: riskMinPartReceipts });
  return (
    <span className="fc-risk" title={rule}>
      <span className={risk.LATE_PCT! >= 50 ? 'fc-risk-high' : undefined}>
        {t('forecast.risk.late', { pct: risk.LATE_PCT })}
      </span>
      <small>{t('forecast.risk.days', { p50: risk.P50, p80: risk.P80 })}</small>
    </span>
  );
}
