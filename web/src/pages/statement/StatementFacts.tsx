import { formatMoney, type StatementDetail, statementState } from '@srm/contract';
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCaptions } from '../../platform/captions.ts';
import { cellText } from '../../platform/list-table/print.ts';

const time = (who: string | null, at: unknown) => (at ? `${who ?? ''} ${cellText(at)}`.trim() : '');

/** Why a statement was rejected, or approved outside the tolerance, when it was. */
function StatementAlerts({ s }: { s: StatementDetail }) {
  const { t } = useTranslation();
  const rejectedLines = s.Lines.filter((l) => l.LINE_STATE === 'rejected').length;
  return (
    <>
      {s.STATE === statementState.rejected && (s.REJECT_REASON || rejectedLines > 0) && (
        <Alert
          type="error"
          showIcon
          className="st-gap"
          data-testid="st-rejected-alert"
          title={t('statement.rejectedBy', { who: s.REJECTED_BY ?? '', count: rejectedLines })}
          description={s.REJECT_REASON ?? undefined}
        />
      )}
      {s.OVERRIDE_REASON && (
        <Alert
          type="warning"
          showIcon
          className="st-gap"
          data-testid="st-override-alert"
          title={t('statement.approvedOutside', { who: s.APPROVED_BY ?? '' })}
          description={s.OVERRIDE_REASON}
        />
      )}
    </>
  );
}

/** A statement's header: vendor, period, the server's totals, who did each step and when, the invoice. */
export function StatementFacts({ s }: { s: StatementDetail }) {
  const { t } = useTranslation();
  const { field } = useCaptions('statement');
  return (
    <>
      <StatementAlerts s={s} />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 4 }} className="st-descriptions">
        <Descriptions.Item label={field('VENDOR_NAME')} span={2}>
          {s.VENDOR_CODE} {s.VENDOR_NAME}
        </Descriptions.Item>
        <Descriptions.Item label={field('CURRENCY')}>{s.CURRENCY}</Descriptions.Item>
        <Descriptions.Item label={field('PERIOD')}>{s.PERIOD}</Descriptions.Item>
        <Descriptions.Item label={field('TOTAL_AMOUNT')}>
          <span className="st-num">{formatMoney(s.TOTAL_AMOUNT)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={field('TOTAL_TAX')}>
          <span className="st-num">{formatMoney(s.TOTAL_TAX)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={field('TOTAL_WITH_TAX')} span={2}>
          <strong className="st-num st-big" data-testid="st-header-with-tax">
            {formatMoney(s.TOTAL_WITH_TAX)} {s.CURRENCY}
          </strong>
        </Descriptions.Item>
        <Descriptions.Item label={field('CREATED_BY')}>{time(s.CREATED_BY, s.CREATETIME)}</Descriptions.Item>
        <Descriptions.Item label={t('statement.sent')}>{time(s.SENT_BY, s.SENT_AT)}</Descriptions.Item>
        <Descriptions.Item label={field('CONFIRMED_AT')}>
          {time(s.CONFIRMED_BY, s.CONFIRMED_AT)}
        </Descriptions.Item>
        <Descriptions.Item label={t('statement.approved')}>
          {time(s.APPROVED_BY, s.APPROVED_AT)}
        </Descriptions.Item>
        {s.INVOICE_NO && (
          <>
            <Descriptions.Item label={field('INVOICE_NO')}>{s.INVOICE_NO}</Descriptions.Item>
            <Descriptions.Item label={field('INVOICE_DATE')}>{s.INVOICE_DATE}</Descriptions.Item>
            <Descriptions.Item label={field('INVOICE_AMOUNT')}>
              <span className="st-num">{formatMoney(s.INVOICE_AMOUNT)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={field('INVOICE_TAX')}>
              <span className="st-num">{formatMoney(s.INVOICE_TAX)}</span>
            </Descriptions.Item>
          </>
        )}
        {s.CLOSED_AT && (
          <Descriptions.Item label={t('statement.closed')}>
            {time(s.CLOSED_BY, s.CLOSED_AT)}
          </Descriptions.Item>
        )}
        {s.VOIDED_AT && (
          <Descriptions.Item label={t('statement.voided')}>
            {time(s.VOIDED_BY, s.VOIDED_AT)}
          </Descriptions.Item>
        )}
      </Descriptions>
    </>
  );
}
