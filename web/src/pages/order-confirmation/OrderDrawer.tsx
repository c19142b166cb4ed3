import { PrinterOutlined } from '@ant-design/icons';
import {
  confirmStateLabels,
  formatDecimal,
  formatMoney,
  type OrderView,
  scheduleStanding,
} from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RecordWaiting } from '../../app/components/RecordDrawer.tsx';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { formatTimestamp, printHtml } from '../../platform/list-table/print.ts';
import { session } from '../../platform/session.ts';
import { ConfirmStateTag } from './ConfirmStateTag.tsx';
import { orderConfirmationApi, orderKey } from './orderConfirmationApi.ts';
import { orderSheetHtml, orderSummary } from './orderSheet.ts';
import { ScheduleChips } from './ScheduleChips.tsx';
import './order-confirmation.css';

type Line = OrderView['LINES'][number];

const qty = (v: string) => formatDecimal(v, 0);

/** The order's lines: the ERP's figures (with what they were first, once changed), the answer and its schedule. */
function lineColumns(field: ReturnType<typeof useCaptions>['field'], t: TFunction): ColumnsType<Line> {
  return [
    {
      key: 'PO_ITEM',
      title: field('PO_ITEM'),
      width: 64,
      render: (_v, l) => (
        <>
          {l.PO_ITEM}
          {l.STATUS === 'closed' && (
            <div>
              <Tag>{t('order-confirmation.order.closed')}</Tag>
            </div>
          )}
        </>
      ),
    },
    {
      key: 'PART',
      title: `${field('PART_NO')} / ${field('PART_NAME')}`,
      width: 180,
      render: (_v, l) => (
        <>
          <div>{l.PART_NO}</div>
          <div className="oc-sub">{l.PART_NAME}</div>
        </>
      ),
    },
    {
      key: 'ORDERED_QTY',
      title: field('ORDERED_QTY'),
      width: 110,
      align: 'right',
      render: (_v, l) => (
        <>
          <span className="oc-num">
            {qty(l.ORDERED_QTY)} {l.PO_UNIT}
          </span>
          {Number(l.ORIGINAL_QTY) !== Number(l.ORDERED_QTY) && (
            <div className="oc-sub" data-testid="oc-order-original-qty">
              {t('order-confirmation.order.original')} {qty(l.ORIGINAL_QTY)}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'DUE_DATE',
      title: field('DUE_DATE'),
      width: 110,
      render: (_v, l) => (
        <>
          <span className="oc-num">{l.DUE_DATE}</span>
          {l.ORIGINAL_DUE_DATE !== l.DUE_DATE && (
            <div className="oc-sub">
              {t('order-confirmation.order.original')} {l.ORIGINAL_DUE_DATE}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'AMOUNT',
      title: field('AMOUNT'),
      width: 120,
      align: 'right',
      render: (_v, l) => (
        <>
          <span className="oc-num">{formatMoney(l.AMOUNT)}</span>
          <div className="oc-sub oc-num">
            {field('UNIT_PRICE')} {formatDecimal(l.UNIT_PRICE, 2)}
          </div>
        </>
      ),
    },
    {
      key: 'CONFIRM_STATE',
      title: field('CONFIRM_STATE'),
      width: 130,
      render: (_v, l) => <ConfirmStateTag state={l.STATE} />,
    },
    {
      key: 'SCHEDULE',
      title: field('SCHEDULE'),
      width: 210,
      render: (_v, l) => (
        <div className="oc-order-schedule">
          <ScheduleChips schedule={l.SCHEDULE} standing={scheduleStanding[l.STATE]} labelled />
        </div>
      ),
    },
    {
      key: 'REMAINING_QTY',
      title: field('REMAINING_QTY'),
      width: 100,
      align: 'right',
      render: (_v, l) => <span className="oc-num">{qty(l.REMAINING_QTY)}</span>,
    },
    {
      key: 'REASON',
      title: field('REASON'),
      width: 180,
      render: (_v, l) => l.REASON,
    },
  ];
}

/**
 * A purchase (or outsourcing) order as a whole (issue #45): its vendor, buyers, total and how many lines are agreed or
 * wait for whom, then every line with the ERP's figures, its answer and schedule (each delivery of a split; one not
 * agreed yet named so), what remains and the last answer's reason. Print gives the same as one clean page (the
 * browser's print dialog: paper or PDF). Opened from a line (its drawer, or the order number in the confirmation
 * lists) by the line's id.
 */
export function OrderDrawer({ lineId, onClose }: { lineId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { field, value } = useCaptions();
  const lang = i18n.language === 'en' ? 'en' : 'zh-chs';
  const query = useQuery({
    queryKey: orderKey(lineId ?? 0),
    queryFn: ({ signal }) => orderConfirmationApi.order(lineId ?? 0, signal),
    enabled: lineId !== null,
  });
  const view = query.data;
  const title = view
    ? t('order-confirmation.order.title', { kind: value('ORDER_KIND', view.ORDER_KIND), po: view.PO_NO })
    : t('order-confirmation.order.loading');
  const summary = view ? t('order-confirmation.order.summary', orderSummary(view)) : '';

  const print = () => {
    if (!view) return;
    printHtml(
      title,
      orderSheetHtml(view, {
        title,
        caption: field,
        state: (s) => confirmStateLabels[s][lang],
        standing: (s) => t(`order-confirmation.standing.${s}`),
        original: t('order-confirmation.order.original'),
        closed: t('order-confirmation.order.closed'),
        summary,
        footer: t('order-confirmation.order.printed', {
          time: formatTimestamp(new Date()),
          user: session.userInfo()?.USER_NAME ?? '',
        }),
      }),
    );
  };

  const columns = lineColumns(field, t);

  return (
    <Drawer
      open={lineId !== null}
      onClose={onClose}
      size="min(1240px, 96vw)"
      mask={false}
      title={<span data-testid="oc-order-title">{title}</span>}
      extra={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!view}
          onClick={print}
          data-testid="oc-order-print"
        >
          {t('order-confirmation.order.print')}
        </Button>
      }
      data-testid="oc-order"
    >
      {!view ? (
        <RecordWaiting error={query.error} className="oc-loading" />
      ) : (
        <div className="oc-detail">
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 4 }}>
            <Descriptions.Item label={field('VENDOR')}>
              {view.VENDOR_CODE} {view.VENDOR_NAME}
            </Descriptions.Item>
            <Descriptions.Item label={field('BUYER')}>{view.BUYERS.join(', ')}</Descriptions.Item>
            <Descriptions.Item label={field('CURRENCY')}>{view.CURRENCY}</Descriptions.Item>
            <Descriptions.Item label={field('TOTAL_AMOUNT')}>
              <span className="oc-num" data-testid="oc-order-total">
                {formatMoney(view.TOTAL_AMOUNT)}
              </span>
            </Descriptions.Item>
          </Descriptions>
          <p className="oc-order-summary" data-testid="oc-order-summary">
            {summary}
          </p>
          <Table<Line>
            size="small"
            bordered
            rowKey="ID"
            className="oc-order-table"
            dataSource={view.LINES}
            columns={columns}
            pagination={false}
            scroll={{ x: 1204 }}
            onRow={(l) => ({ 'data-line': l.ID, 'data-state': l.STATE }) as object}
            data-testid="oc-order-lines"
          />
        </div>
      )}
    </Drawer>
  );
}
