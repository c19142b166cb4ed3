import { formatMoney, type MatchVerdict, type StatementMatch } from '@srm/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Spin, type TableColumnsType, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { statementApi } from './statementApi.ts';

type Line = StatementMatch['Lines'][number];
type Check = StatementMatch['Invoice'][number];

const verdictColor: Record<MatchVerdict, string> = { ok: 'success', outside: 'error', missing: 'default' };

/** `value` once it has stayed the same for `ms` (the match is asked while finance types). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Invoice matching as finance types the invoice (issue #13): the server's verdict of invoice ↔ statement ↔
 * receipts ↔ PO prices within the organisation's tolerances. Every check is shown with its difference; the lines
 * outside tolerance come first. `onMatch` reports whether approving needs an override (null while unknown).
 */
export function MatchPanel({
  statementId,
  invoice,
  onMatch,
}: {
  statementId: number;
  /** The invoice as typed; null when the figures are not valid amounts yet. */
  invoice: { INVOICE_AMOUNT: string; INVOICE_TAX: string } | null;
  onMatch: (within: boolean | null) => void;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions('statement');
  const settled = useSettled(invoice, 300);
  const query = useQuery({
    queryKey: ['statement', 'match', statementId, settled],
    queryFn: ({ signal }) => statementApi.match(statementId, settled, signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  const m = settled === null ? undefined : query.data;
  const stale = query.isFetching || settled !== invoice;
  useEffect(() => onMatch(m && !stale ? m.WITHIN : null), [m, stale, onMatch]);

  if (query.isError) return <Alert type="warning" showIcon title={query.error.message} />;
  if (!m) return settled === null ? null : <Spin className="st-loading" />;

  const verdict = (v: MatchVerdict) => (
    <Tag color={verdictColor[v]} data-verdict={v}>
      {t(`statement.match.verdict.${v}`)}
    </Tag>
  );
  const money = (v: string | null) => <span className="st-num">{v === null ? '—' : formatMoney(v)}</span>;
  const checks: TableColumnsType<Check> = [
    {
      title: t('statement.match.check'),
      dataIndex: 'CHECK',
      render: (c) => t(`statement.match.checks.${c}`),
    },
    { title: t('statement.match.statement'), dataIndex: 'STATEMENT', align: 'right', render: money },
    { title: t('statement.match.invoice'), dataIndex: 'INVOICE', align: 'right', render: money },
    { title: t('statement.match.difference'), dataIndex: 'DIFFERENCE', align: 'right', render: money },
    { title: t('statement.match.verdictTitle'), dataIndex: 'VERDICT', width: 110, render: verdict },
  ];
  const lineColumns: TableColumnsType<Line> = [
    { title: '#', dataIndex: 'SEQ', width: 48 },
    {
      title: field('DELIVERY_NO'),
      key: 'note',
      render: (_, l) => `${l.DELIVERY_NO}/${l.LINE_NO}`,
      ellipsis: true,
    },
    { title: field('PO_NO'), key: 'po', render: (_, l) => `${l.PO_NO}/${l.PO_ITEM}`, ellipsis: true },
    { title: field('PART_NO'), dataIndex: 'PART_NO', ellipsis: true },
    { title: t('statement.match.billedPrice'), dataIndex: 'UNIT_PRICE', align: 'right' },
    { title: t('statement.match.poPrice'), dataIndex: 'PO_UNIT_PRICE', align: 'right' },
    {
      title: t('statement.match.priceDiff'),
      key: 'pct',
      align: 'right',
      render: (_, l) => (l.PRICE_DIFFERENCE_PCT === null ? '—' : `${l.PRICE_DIFFERENCE_PCT} %`),
    },
    {
      title: t('statement.match.qty'),
      key: 'qty',
      align: 'right',
      render: (_, l) =>
        l.RECEIVED_QTY === l.CURRENT_RECEIVED_QTY
          ? l.RECEIVED_QTY
          : `${l.RECEIVED_QTY} → ${l.CURRENT_RECEIVED_QTY}`,
    },
    { title: t('statement.match.verdictTitle'), dataIndex: 'VERDICT', width: 110, render: verdict },
  ];
  const outside = m.Lines.filter((l) => l.VERDICT !== 'ok');
  const lines = [...outside, ...m.Lines.filter((l) => l.VERDICT === 'ok')];
  return (
    <section className="st-match" aria-live="polite" data-testid="st-match" data-within={String(m.WITHIN)}>
      <div className="st-match-head">
        <strong>{t('statement.match.title')}</strong>
        <span className="st-sub-inline">
          {t('statement.match.tolerances', {
            pct: m.PRICE_TOLERANCE_PCT,
            amount: formatMoney(m.AMOUNT_TOLERANCE),
            currency: m.CURRENCY,
          })}
        </span>
      </div>
      {m.WITHIN ? (
        <Alert type="success" showIcon title={t('statement.match.within')} data-testid="st-match-verdict" />
      ) : (
        <Alert
          type="error"
          showIcon
          title={t('statement.match.outside', { count: m.DIFFERENCES.length })}
          description={
            <ul className="st-match-differences" data-testid="st-match-differences">
              {m.DIFFERENCES.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          }
          data-testid="st-match-verdict"
        />
      )}
      <Table<Check>
        size="small"
        className="st-gap"
        rowKey="CHECK"
        columns={checks}
        dataSource={m.Invoice}
        pagination={false}
        loading={stale}
        data-testid="st-match-invoice"
      />
      {lines.length > 0 && (
        <>
          <div className="st-sub-inline">
            {t('statement.match.linesSummary', { ok: lines.length - outside.length, count: lines.length })}
          </div>
          <Table<Line>
            size="small"
            rowKey="LINE_ID"
            columns={lineColumns}
            dataSource={lines}
            pagination={false}
            scroll={{ y: 220 }}
            rowClassName={(l) => (l.VERDICT === 'ok' ? '' : 'st-match-outside')}
            data-testid="st-match-lines"
          />
        </>
      )}
    </section>
  );
}
