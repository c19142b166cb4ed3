import { formatDecimal } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Spin, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { forecastApi, type Waterfall } from './forecastApi.ts';

type Row = Waterfall['Versions'][number];

/**
 * How one part's demand moved (the waterfall): a row per version, oldest first, a column per bucket; a figure that
 * changed against the version above it is marked, the commitment below it where the vendor committed otherwise.
 */
export function WaterfallDrawer({
  vendor,
  part,
  onClose,
}: {
  vendor: string | undefined;
  part: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const query = useQuery({
    queryKey: ['forecast', 'waterfall', vendor ?? 'own', part],
    queryFn: ({ signal }) => forecastApi.waterfall({ ...(vendor ? { vendor } : {}), part: part! }, signal),
    enabled: part !== null,
  });
  const data = query.data;
  const columns: TableColumnsType<Row> = [
    {
      key: 'version',
      title: field('FORECAST_VERSION'),
      fixed: 'start',
      width: 110,
      render: (_, row) => row.VERSION,
    },
    ...(data?.Periods ?? []).map((period, i) => ({
      key: period,
      title: period,
      width: 96,
      align: 'end' as const,
      render: (_: unknown, row: Row, r: number) => {
        const qty = row.QTY[i] ?? null;
        const above = r > 0 ? (data!.Versions[r - 1]!.QTY[i] ?? null) : qty;
        const committed = row.COMMITTED[i] ?? null;
        return (
          <span className="fc-fall">
            <span className={qty !== above ? 'fc-moved' : undefined}>
              {qty === null ? '—' : formatDecimal(qty, 0)}
            </span>
            {committed !== null && committed !== qty ? (
              <small className="fc-commit">
                {t('forecast.commitShort', { qty: formatDecimal(committed, 0) })}
              </small>
            ) : null}
          </span>
        );
      },
    })),
  ];
  return (
    <Drawer
      open={part !== null}
      onClose={onClose}
      size="min(1100px, 96vw)"
      title={t('forecast.waterfallTitle', { part: part ?? '' })}
      data-testid="fc-waterfall"
    >
      {query.isPending ? (
        <Spin />
      ) : query.isError ? (
        <Alert type="error" showIcon title={query.error.message} />
      ) : (
        <Table<Row>
          size="small"
          bordered
          rowKey="ID"
          columns={columns}
          dataSource={data?.Versions ?? []}
          pagination={false}
          scroll={{ x: 110 + (data?.Periods.length ?? 0) * 96 }}
        />
      )}
    </Drawer>
  );
}
