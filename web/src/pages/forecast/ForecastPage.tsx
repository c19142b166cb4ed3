import { FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import { apiPaths } from '@srm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Input, Segmented, Space, Spin, Switch, Tag } from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../platform/api.ts';
import { downloadFile } from '../../platform/files.ts';
import { useSession } from '../../platform/session.ts';
import { VendorSelect } from '../expense-bill/VendorSelect.tsx';
import { CommitCellDialog } from './CommitCellDialog.tsx';
import { ForecastGrid } from './ForecastGrid.tsx';
import { type ForecastCellData, forecastApi, forecastKey, type ForecastGrid as Grid } from './forecastApi.ts';
import { answersOf, cellKey, type Draft, partsShown } from './forecastFigures.ts';
import { SchedulePanel } from './SchedulePanel.tsx';
import { WaterfallDrawer } from './WaterfallDrawer.tsx';
import './forecast.css';

const stateColor = { published: 'blue', committed: 'green', superseded: 'default' } as const;

/** The version's head: number, state, when published and against which version, its shortfalls, the legend. */
function VersionBar({ data }: { data: Grid }) {
  const { t } = useTranslation();
  const version = data.Version!;
  return (
    <div className="fc-version" data-testid="fc-version">
      <strong>{t('forecast.version', { version: version.VERSION })}</strong>
      <Tag color={stateColor[version.STATE]}>{t(`forecast.state.${version.STATE}`)}</Tag>
      <span className="fc-hint">
        {t('forecast.published', {
          at: new Date(version.PUBLISHED_AT).toLocaleString(),
          previous: data.PREVIOUS_VERSION ?? '—',
        })}
      </span>
      {version.SHORTFALLS ? (
        <Tag color="red">{t('forecast.shortfalls', { count: version.SHORTFALLS })}</Tag>
      ) : null}
      <span className="fc-legend">
        {(['firm', 'tradeoff', 'forecast'] as const).map((z) => (
          <span key={z} className={`fc-zone fc-zone-${z}`}>
            {t(`forecast.zone.${z}`)}
          </span>
        ))}
        <span className="fc-up">▲ {t('forecast.more')}</span>
        <span className="fc-down">▼ {t('forecast.less')}</span>
      </span>
    </div>
  );
}

/** The vendor's commitment: as published, or with the buckets it changed; refusals shown beside it. */
function useCommit(data: Grid | undefined, drafts: Map<string, Draft>, done: () => void, who: string | null) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const commit = useMutation({
    mutationFn: () => forecastApi.commit(data!.Version!.ID, answersOf(data!.Parts, drafts)),
    onSuccess: async (summary) => {
      done();
      setError(null);
      void message.success(
        summary.SHORTFALLS
          ? t('forecast.committedShort', { version: summary.VERSION, count: summary.SHORTFALLS })
          : t('forecast.committed', { version: summary.VERSION }),
      );
      await queryClient.invalidateQueries({ queryKey: forecastKey(who) });
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : String(e)),
  });
  return { commit, error, clearError: () => setError(null) };
}

/**
 * The forecast (issue #48): a vendor's demand per part and week or month as the ERP published it, each bucket beside
 * the version before (▲ more, ▼ less), its zone (firm, trade-off, forecast) and the vendor's commitment. The vendor
 * commits to the newest version in one action — as published, or with the buckets it changed (below demand in the
 * firm or trade-off zone: with a reason). A part's number opens its waterfall (how its demand moved). A buyer chooses
 * the vendor and reads the same.
 */
export default function ForecastPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const own = useSession().userInfo?.VENDOR_CODE ?? null;
  const [vendor, setVendor] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [onlyChanged, setOnlyChanged] = useState(false);
  const [drafts, setDrafts] = useState<Map<string, Draft>>(new Map());
  const [editing, setEditing] = useState<{ part: string; cell: ForecastCellData } | null>(null);
  const [waterfall, setWaterfall] = useState<string | null>(null);
  const [view, setView] = useState<'forecast' | 'schedule'>('forecast');
  const container = useRef<HTMLDivElement>(null);
  const who = own ?? vendor ?? null;
  const grid = useQuery({
    queryKey: forecastKey(who),
    queryFn: ({ signal }) => forecastApi.get(own ? {} : { vendor: vendor! }, signal),
    enabled: who !== null && view === 'forecast',
  });
  const data = grid.data;
  const canCommit = data?.ACTIONS.includes('commit') ?? false;
  const parts = useMemo(
    () => partsShown(data?.Parts ?? [], search, onlyChanged),
    [data, search, onlyChanged],
  );
  const { commit, error, clearError } = useCommit(data, drafts, () => setDrafts(new Map()), who);
  const chooseVendor = (code: string | undefined) => {
    setVendor(code);
    setDrafts(new Map());
  };

  const vendorPicker = own ? null : (
    <>
      <label htmlFor="fc-vendor">{t('forecast.vendor')}</label>
      <VendorSelect id="fc-vendor" value={vendor} onChange={chooseVendor} data-testid="fc-vendor" />
    </>
  );
  const viewSwitch = (
    <Segmented
      value={view}
      onChange={setView}
      data-testid="fc-view"
      aria-label={t('forecast.schedule.viewLabel')}
      options={[
        { value: 'forecast', label: t('forecast.schedule.tab.forecast') },
        { value: 'schedule', label: t('forecast.schedule.tab.schedule') },
      ]}
    />
  );
  if (view === 'schedule')
    return (
      <div className="fc-page">
        <div className="fc-toolbar">
          <Space wrap>
            {vendorPicker}
            {viewSwitch}
          </Space>
        </div>
        <SchedulePanel who={who} vendor={own ? undefined : vendor} />
      </div>
    );
  let body: ReactNode;
  if (who === null) body = <Empty description={t('forecast.chooseVendor')} />;
  else if (grid.isPending) body = <Spin className="fc-loading" />;
  else if (grid.isError) body = <Alert type="error" showIcon title={grid.error.message} />;
  else if (!data?.Version) body = <Empty description={t('forecast.none')} />;
  else
    body = (
      <ForecastGrid
        container={container}
        periods={data.Periods}
        parts={parts}
        drafts={drafts}
        onOpenPart={setWaterfall}
        onEditCell={canCommit ? (part, cell) => setEditing({ part, cell }) : undefined}
      />
    );
  return (
    <div className="fc-page">
      <div className="fc-toolbar">
        <Space wrap>
          {vendorPicker}
          {viewSwitch}
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('forecast.searchPart')}
            aria-label={t('forecast.searchPart')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="fc-search"
          />
          <Switch checked={onlyChanged} onChange={setOnlyChanged} id="fc-only-changed" />
          <label htmlFor="fc-only-changed">{t('forecast.onlyChanged')}</label>
        </Space>
        {who !== null ? (
          <Button
            icon={<FileTextOutlined />}
            data-testid="fc-delfor"
            onClick={() =>
              void downloadFile(
                `${apiPaths.forecast.delfor}${own ? '' : `?vendor=${encodeURIComponent(who)}`}`,
                `DELFOR_${who}.edi`,
              ).catch((e: Error) => message.error(e.message))
            }
          >
            {t('forecast.delfor')}
          </Button>
        ) : null}
        {canCommit ? (
          <Button
            type="primary"
            loading={commit.isPending}
            onClick={() => commit.mutate()}
            data-testid="fc-commit"
          >
            {drafts.size ? t('forecast.commitChanged', { count: drafts.size }) : t('forecast.commitAll')}
          </Button>
        ) : null}
      </div>
      {data?.Version ? <VersionBar data={data} /> : null}
      {error ? <Alert type="error" showIcon title={error} closable onClose={clearError} /> : null}
      <div className="fc-grid" ref={container}>
        {body}
      </div>
      <CommitCellDialog
        editing={editing}
        draft={editing ? drafts.get(cellKey(editing.part, editing.cell.PERIOD)) : undefined}
        onClose={() => setEditing(null)}
        onSave={(draft) => {
          setDrafts((before) => new Map(before).set(cellKey(draft.part, draft.period), draft));
          setEditing(null);
        }}
      />
      <WaterfallDrawer
        vendor={own ? undefined : vendor}
        part={waterfall}
        onClose={() => setWaterfall(null)}
      />
    </div>
  );
}
