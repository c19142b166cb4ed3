import { formatDecimal, formatMoney, type StatementRejection } from '@srm/contract';
import { type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { cellText } from '../../platform/list-table/print.ts';

const outcomeColor: Record<StatementRejection['OUTCOME'], string> = {
  open: 'red',
  removed: 'volcano',
  kept: 'blue',
  changed: 'gold',
  voided: 'default',
};

/**
 * A statement's rejection trail (#36 item 7): each time the vendor rejected it, what was rejected (the whole
 * statement or a line as it read then), why, by whom, and what purchasing did about it. Shown in every state, so
 * a closed statement still tells its story.
 */
export function RejectionTrail({ rejections }: { rejections: StatementRejection[] }) {
  const { t } = useTranslation();
  const { field } = useCaptions('statement');
  if (rejections.length === 0) return null;
  const rounds = new Set(rejections.map((r) => r.ROUND)).size;
  const when = (who: string | null, at: unknown) => (at ? `${who ?? ''} ${cellText(at)}`.trim() : '');
  const columns: TableColumnsType<StatementRejection> = [
    ...(rounds > 1
      ? [
          {
            key: 'ROUND',
            title: '#',
            width: 44,
            align: 'right' as const,
            render: (_: unknown, r: StatementRejection) => r.ROUND,
          },
        ]
      : []),
    {
      key: 'WHAT',
      title: t('statement.trail.what'),
      width: 200,
      render: (_, r) =>
        r.LINE_ID === null ? (
          <strong>{t('statement.trail.whole')}</strong>
        ) : (
          <span>
            {r.LABEL}
            {r.PART_NO && <div className="st-sub">{r.PART_NO}</div>}
          </span>
        ),
    },
    {
      key: 'QTY',
      title: field('QTY'),
      width: 100,
      align: 'right',
      render: (_, r) => <span className="st-num">{r.QTY === null ? '' : formatDecimal(r.QTY)}</span>,
    },
    {
      key: 'AMOUNT_WITH_TAX',
      title: field('AMOUNT_WITH_TAX'),
      width: 120,
      align: 'right',
      render: (_, r) => <span className="st-num">{formatMoney(r.AMOUNT_WITH_TAX)}</span>,
    },
    {
      key: 'REASON',
      title: t('statement.trail.reason'),
      width: 220,
      render: (_, r) => <span data-testid="st-trail-reason">{r.REASON}</span>,
    },
    {
      key: 'REJECTED',
      title: t('statement.trail.rejected'),
      width: 170,
      render: (_, r) => <span className="st-sub-inline">{when(r.REJECTED_BY, r.REJECTED_AT)}</span>,
    },
    {
      key: 'OUTCOME',
      title: t('statement.trail.outcome'),
      width: 240,
      render: (_, r) => (
        <span data-testid="st-trail-outcome" data-outcome={r.OUTCOME}>
          <Tag color={outcomeColor[r.OUTCOME]}>{t(`statement.trail.outcomes.${r.OUTCOME}`)}</Tag>
          {r.OUTCOME_AMOUNT !== null && (
            <span className="st-num">
              {formatMoney(r.AMOUNT_WITH_TAX)} → {formatMoney(r.OUTCOME_AMOUNT)}
            </span>
          )}
          {r.OUTCOME_AT && <div className="st-sub">{when(r.OUTCOME_BY, r.OUTCOME_AT)}</div>}
        </span>
      ),
    },
  ];
  return (
    <section className="st-trail" aria-labelledby="st-trail-title" data-testid="st-trail">
      <h4 id="st-trail-title" className="st-trail-title">
        {t('statement.trail.title')}
      </h4>
      <Table<StatementRejection>
        size="small"
        bordered
        rowKey="ID"
        dataSource={rejections}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
