import { apiPaths, type ScheduleView } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Spin, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { api } from '../../platform/api.ts';

const CumulativeChart = lazy(() => import('./CumulativeChart.tsx'));

type Part = ScheduleView['Parts'][number];
type Line = Part['Lines'][number];

/** Whether a decimal string is below zero (a balance behind the schedule). */
const behind = (balance: string) => balance.startsWith('-');

/** A part's call-offs, each with the part's cumulative quantity up to it, and its curves. */
function PartDetail({ part, today }: { part: Part; today: string }) {
  const { t } = useTranslation();
  return (
    <div className="fc-sched-detail">
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <CumulativeChart curve={part.Curve} today={today} />
      </Suspense>
      <Table<Line>
        size="small"
        rowKey={(l) => `${l.ORDER_LINE_ID}:${l.DUE_DATE}`}
        dataSource={part.Lines}
        pagination={false}
        columns={[
          { title: t('forecast.schedule.order'), key: 'order', render: (_, l) => `${l.PO_NO}/${l.PO_ITEM}` },
          {
            title: t('forecast.schedule.dueDate'),
            dataIndex: 'DUE_DATE',
            render: (d: string) => (d <= today ? <strong>{d}</strong> : d),
          },
          { title: t('forecast.schedule.qty'), dataIndex: 'QTY', align: 'right' },
          { title: t('forecast.schedule.cumQty'), dataIndex: 'CUM_QTY', align: 'right' },
        ]}
      />
    </div>
  );
}

/**
 * The delivery schedule (issue #48): the vendor's current release per part — cumulative received against cumulative
 * required by today (the figure both sides look at; behind in red), what its notes carry, and, opened, the part's
 * call-offs and curves.
 */
export function SchedulePanel({ who, vendor }: { who: string | null; vendor: string | undefined }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['schedule', who ?? 'none'],
    queryFn: async ({ signal }) =>
      (await api.get(apiPaths.forecast.schedule, { query: vendor ? { vendor } : {}, signal, silent: true }))
        .data,
    enabled: who !== null,
  });
  if (who === null) return <Empty description={t('forecast.chooseVendor')} />;
  if (query.isPending) return <Spin className="fc-loading" />;
  if (query.isError) return <Alert type="error" showIcon title={query.error.message} />;
  const data = query.data;
  if (!data.Release) return <Empty description={t('forecast.schedule.none')} />;
  return (
    <div className="fc-sched" data-testid="fc-schedule">
      <div className="fc-version">
        <strong>{t('forecast.schedule.release', { release: data.Release.RELEASE })}</strong>
        <span className="fc-hint">
          {t('forecast.schedule.published', { at: new Date(data.Release.PUBLISHED_AT).toLocaleString() })}
        </span>
        <span className="fc-hint fc-legend">{t('forecast.schedule.rule', { today: data.TODAY })}</span>
      </div>
      <Table<Part>
        size="small"
        rowKey="PART_NO"
        dataSource={data.Parts}
        pagination={false}
        expandable={{ expandedRowRender: (part) => <PartDetail part={part} today={data.TODAY} /> }}
        columns={[
          {
            title: t('forecast.schedule.part'),
            key: 'part',
            render: (_, p) => (
              <>
                <strong>{p.PART_NO}</strong> <span className="fc-hint">{p.PART_NAME}</span>
              </>
            ),
          },
          { title: t('forecast.schedule.cumRequired'), dataIndex: 'CUM_REQUIRED', align: 'right' },
          { title: t('forecast.schedule.cumReceived'), dataIndex: 'CUM_RECEIVED', align: 'right' },
          {
            title: t('forecast.schedule.balance'),
            dataIndex: 'BALANCE',
            align: 'right',
            render: (b: string) =>
              behind(b) ? <Tag color="red">{b}</Tag> : <Tag color="green">{b === '0' ? b : `+${b}`}</Tag>,
          },
          { title: t('forecast.schedule.cumNoted'), dataIndex: 'CUM_NOTED', align: 'right' },
          {
            title: t('forecast.schedule.next'),
            key: 'next',
            render: (_, p) => {
              const next = p.Lines.find((l) => l.DUE_DATE > data.TODAY);
              return next ? `${next.DUE_DATE} · ${next.QTY}` : '—';
            },
          },
        ]}
      />
    </div>
  );
}
