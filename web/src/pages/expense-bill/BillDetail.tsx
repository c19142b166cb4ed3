import {
  type ExpenseBill,
  expenseBillStateLabels,
  expenseBillStates,
  formatDecimal,
  formatMoney,
} from '@srm/contract';
import { Alert, Descriptions, Drawer, Result, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from '../../app/components/Attachments.tsx';
import { useRecordQuery } from '../../app/components/RecordDrawer.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { DisputeThread } from '../dispute/DisputeThread.tsx';
import { billApi, billQueryKey, billStateColor } from './billApi.ts';

/** A bill's state as a coloured tag; `text` is the list's own label when there is one. */
export function BillStateTag({ state, text }: { state: string | null; text?: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh-chs';
  // A list row's STATE is any text: a state the contract does not know shows as it is, uncoloured.
  const known = expenseBillStates.find((s) => s === state);
  return (
    <Tag
      color={known ? billStateColor[known] : 'default'}
      data-state={state ?? undefined}
      className="eb-state"
    >
      {text || (known ? expenseBillStateLabels[known][lang] : state)}
    </Tag>
  );
}

/** One bill read-only: its money, who sent and confirmed it, a dispute's reason, and the caller's actions. */
export function BillDetail({
  id,
  onClose,
  actions,
}: {
  id: number | null;
  onClose: () => void;
  actions: (bill: ExpenseBill) => ReactNode;
}) {
  const { t } = useTranslation();
  const { field, value: label } = useCaptions('expense-bill');
  const query = useRecordQuery(id, billQueryKey, billApi.get);
  const bill = query.data;
  const money = (v: string) => <span className="eb-num">{formatMoney(v)}</span>;
  const time = (v: unknown) => <span className="eb-nowrap">{cellText(v)}</span>;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      title={
        bill ? (
          <span data-testid="eb-detail-title" data-no={bill.BILL_NO}>
            {t('expense-bill.detailTitle', { no: bill.BILL_NO })}
          </span>
        ) : (
          t('expense-bill.detail')
        )
      }
      extra={bill ? actions(bill) : null}
      data-testid="eb-detail"
    >
      {!bill ? (
        query.isError ? (
          <Result status="warning" title={query.error.message} />
        ) : (
          <Spin className="eb-loading" />
        )
      ) : (
        <>
          {bill.STATE === 'disputed' && bill.DISPUTE_REASON && (
            <Alert
              type="warning"
              showIcon
              className="eb-alert"
              title={field('DISPUTE_REASON')}
              description={bill.DISPUTE_REASON}
              data-testid="eb-dispute-reason-shown"
            />
          )}
          <Descriptions bordered size="small" column={2} className="eb-descriptions">
            <Descriptions.Item label={field('BILL_NO')}>
              <span className="eb-nowrap">{bill.BILL_NO}</span>
            </Descriptions.Item>
            <Descriptions.Item label={field('STATE')}>
              <BillStateTag state={bill.STATE} />
            </Descriptions.Item>
            <Descriptions.Item label={field('VENDOR_NAME')} span={2}>
              {bill.VENDOR_CODE} {bill.VENDOR_NAME}
            </Descriptions.Item>
            <Descriptions.Item label={field('EXPENSE_KIND')}>
              {label('EXPENSE_KIND', bill.EXPENSE_KIND)}
            </Descriptions.Item>
            <Descriptions.Item label={field('DIRECTION')}>
              <Tag color={bill.DIRECTION === 'deduct' ? 'volcano' : 'green'}>
                {label('DIRECTION', bill.DIRECTION)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={field('AMOUNT')}>{money(bill.AMOUNT)}</Descriptions.Item>
            <Descriptions.Item label={field('TAX_RATE')}>{formatDecimal(bill.TAX_RATE)} %</Descriptions.Item>
            <Descriptions.Item label={field('TAX')}>{money(bill.TAX)}</Descriptions.Item>
            <Descriptions.Item label={field('AMOUNT_WITH_TAX')}>
              <strong data-testid="eb-detail-with-tax">{money(bill.AMOUNT_WITH_TAX)}</strong> {bill.CURRENCY}
            </Descriptions.Item>
            <Descriptions.Item label={field('PERIOD')}>{bill.PERIOD}</Descriptions.Item>
            <Descriptions.Item label={field('STATEMENT_NO')}>{bill.STATEMENT_NO ?? ''}</Descriptions.Item>
            <Descriptions.Item label={field('REASON')} span={2}>
              <span className="eb-pre">{bill.REASON}</span>
            </Descriptions.Item>
            <Descriptions.Item label={field('CREATED_BY')}>{bill.CREATED_BY}</Descriptions.Item>
            <Descriptions.Item label={field('CREATETIME')}>{time(bill.CREATETIME)}</Descriptions.Item>
            <Descriptions.Item label={field('SENT_AT')}>{time(bill.SENT_AT)}</Descriptions.Item>
            <Descriptions.Item label={field('CONFIRMED_AT')}>
              {bill.CONFIRMED_BY ? `${bill.CONFIRMED_BY} ` : ''}
              {time(bill.CONFIRMED_AT)}
            </Descriptions.Item>
            <Descriptions.Item label={t('expense-bill.attachments')} span={2}>
              <AttachmentLinks files={bill.Attachments} testId="eb-detail-attachments" />
            </Descriptions.Item>
          </Descriptions>
          {bill.STATE !== 'draft' && <DisputeThread kind="expense-bill" id={bill.ID} />}
        </>
      )}
    </Drawer>
  );
}
