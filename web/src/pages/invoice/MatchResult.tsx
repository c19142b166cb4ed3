import { formatMoney, type InvoiceMatch, type MatchVerdict } from '@srm/contract';
import { Alert, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';

type Total = InvoiceMatch['Totals'][number];
type Rate = InvoiceMatch['Rates'][number];
type Line = InvoiceMatch['Lines'][number];

const verdictColor: Record<MatchVerdict, string> = { ok: 'success', outside: 'error', missing: 'default' };

function Verdict({ verdict }: { verdict: MatchVerdict }) {
  const { t } = useTranslation();
  return (
    <Tag color={verdictColor[verdict]} data-verdict={verdict}>
      {t(`invoice.match.verdict.${verdict}`)}
    </Tag>
  );
}

const money = (v: string) => <span className="inv-num">{formatMoney(v)}</span>;

function useColumns() {
  const { t } = useTranslation();
  const { field } = useCaptions('statement');
  const verdict = { title: t('invoice.match.verdictTitle'), dataIndex: 'VERDICT', width: 96 } as const;
  const totals: TableColumnsType<Total> = [
    {
      title: t('invoice.match.check'),
      dataIndex: 'CHECK',
      render: (c: Total['CHECK']) => t(`invoice.match.checks.${c}`),
    },
    { title: t('invoice.match.statement'), dataIndex: 'STATEMENT', align: 'right', render: money },
    { title: t('invoice.match.invoices'), dataIndex: 'INVOICES', align: 'right', render: money },
    {
      title: t('invoice.match.difference'),
      dataIndex: 'DIFFERENCE',
      align: 'right',
      render: (v: string, r) => (
        <span className={r.VERDICT === 'outside' ? 'inv-off' : undefined}>{money(v)}</span>
      ),
    },
    { ...verdict, render: (v: MatchVerdict) => <Verdict verdict={v} /> },
  ];
  const rates: TableColumnsType<Rate> = [
    { title: field('TAX_RATE'), dataIndex: 'RATE', align: 'right', width: 90 },
    {
      title: t('invoice.match.statementAmount'),
      dataIndex: 'STATEMENT_AMOUNT',
      align: 'right',
      render: money,
    },
    { title: t('invoice.match.invoiceAmount'), dataIndex: 'INVOICE_AMOUNT', align: 'right', render: money },
    { title: t('invoice.match.statementTax'), dataIndex: 'STATEMENT_TAX', align: 'right', render: money },
    { title: t('invoice.match.invoiceTax'), dataIndex: 'INVOICE_TAX', align: 'right', render: money },
    { ...verdict, render: (v: MatchVerdict) => <Verdict verdict={v} /> },
  ];
  const lines: TableColumnsType<Line> = [
    { title: '#', dataIndex: 'SEQ', width: 48 },
    { title: field('DELIVERY_NO'), key: 'note', render: (_, l) => `${l.DELIVERY_NO}/${l.LINE_NO}` },
    { title: field('PO_NO'), key: 'po', render: (_, l) => `${l.PO_NO}/${l.PO_ITEM}` },
    { title: field('PART_NO'), dataIndex: 'PART_NO' },
    { title: t('invoice.match.billedPrice'), dataIndex: 'UNIT_PRICE', align: 'right' },
    { title: t('invoice.match.poPrice'), dataIndex: 'PO_UNIT_PRICE', align: 'right' },
    {
      title: t('invoice.match.qty'),
      key: 'qty',
      align: 'right',
      render: (_, l) =>
        l.RECEIVED_QTY === l.CURRENT_RECEIVED_QTY
          ? l.RECEIVED_QTY
          : `${l.RECEIVED_QTY} → ${l.CURRENT_RECEIVED_QTY}`,
    },
    { ...verdict, render: (v: MatchVerdict) => <Verdict verdict={v} /> },
  ];
  return { totals, rates, lines };
}

/**
 * The server's match of a statement's invoices (those handed in and those being handed in) against it: totals,
 * each tax rate, the receipt lines outside the price or quantity tolerance, what is off in words, and warnings.
 */
export function MatchResult({ match, stale }: { match: InvoiceMatch; stale: boolean }) {
  const { t } = useTranslation();
  const columns = useColumns();
  const outsideLines = match.Lines.filter((l) => l.VERDICT === 'outside');
  return (
    <section
      className="inv-match"
      aria-live="polite"
      aria-label={t('invoice.match.title')}
      data-testid="inv-match"
      data-within={String(match.WITHIN)}
    >
      <div className="inv-match-head">
        <strong>{t('invoice.match.title')}</strong>
        <span className="inv-hint">
          {t('invoice.match.tolerances', {
            amount: formatMoney(match.AMOUNT_TOLERANCE),
            currency: match.CURRENCY,
            pct: match.PRICE_TOLERANCE_PCT,
          })}
        </span>
      </div>
      {stale && <Alert type="info" showIcon className="inv-gap" title={t('invoice.match.stale')} />}
      {match.WITHIN ? (
        <Alert
          type="success"
          showIcon
          className="inv-gap"
          title={t('invoice.match.within')}
          data-testid="inv-match-verdict"
        />
      ) : (
        <Alert
          type="error"
          showIcon
          className="inv-gap"
          title={t('invoice.match.outside', { count: match.DIFFERENCES.length })}
          description={
            <ul className="inv-list" data-testid="inv-match-differences">
              {match.DIFFERENCES.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          }
          data-testid="inv-match-verdict"
        />
      )}
      {match.WARNINGS.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="inv-gap"
          title={t('invoice.match.warnings')}
          description={
            <ul className="inv-list" data-testid="inv-match-warnings">
              {match.WARNINGS.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          }
        />
      )}
      <Table<Total>
        size="small"
        className="inv-gap"
        rowKey="CHECK"
        columns={columns.totals}
        dataSource={match.Totals}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="inv-match-totals"
      />
      <h4 className="inv-subtitle">{t('invoice.match.ratesTitle')}</h4>
      <Table<Rate>
        size="small"
        rowKey="RATE"
        columns={columns.rates}
        dataSource={match.Rates}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(r) => (r.VERDICT === 'outside' ? 'inv-row-off' : '')}
        data-testid="inv-match-rates"
      />
      <h4 className="inv-subtitle">
        {t('invoice.match.linesTitle', { count: outsideLines.length, total: match.Lines.length })}
      </h4>
      {outsideLines.length > 0 && (
        <Table<Line>
          size="small"
          rowKey="LINE_ID"
          columns={columns.lines}
          dataSource={outsideLines}
          pagination={false}
          scroll={{ x: 'max-content', y: 220 }}
          data-testid="inv-match-lines"
        />
      )}
    </section>
  );
}
