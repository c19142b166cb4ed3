import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloudDownloadOutlined,
  ExclamationCircleFilled,
  ReloadOutlined,
} from '@ant-design/icons';
import { apiPaths, type ExportRecord, screens } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Dropdown, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../platform/api.ts';
import { downloadFile } from '../../../platform/files.ts';
import styles from '../Shell.module.css';
import { HeaderTool } from './HeaderTool.tsx';

const pageSize = 10;

type ExportPage = { records: ExportRecord[]; count: number };

async function fetchExports(): Promise<ExportPage> {
  const res = await api.get(apiPaths.exportFile.list, {
    query: { Page: 1, Limit: pageSize, Key: '' },
    silent: true,
  });
  if (!Array.isArray(res.data)) throw new Error('no result');
  return { records: res.data, count: res.count ?? res.data.length };
}

const statusIcon = {
  0: <ClockCircleFilled className={styles.exportProcessing} />,
  1: <CheckCircleFilled className={styles.exportDone} />,
  2: <ExclamationCircleFilled className={styles.exportEmpty} />,
} as Record<number, React.ReactNode>;

/**
 * The download list of the header (spec §2.2, §4): the user's latest export files, 550 px wide; the badge
 * counts the records still processing (status 0) on this page, none when there are none.
 */
export function ExportList() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: ['shell', 'exportFileList'],
    queryFn: fetchExports,
    // Follow running exports while some are processing.
    refetchInterval: (q) => (q.state.data?.records.some((r) => r.Status === 0) ? 15_000 : false),
  });
  const records = query.data?.records ?? [];
  const unread = records.filter((r) => r.Status === 0).length;
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  const openRecord = async (r: ExportRecord) => {
    if (r.Status === 0) return void message.warning(t('shell.exports.processing'));
    if (r.Status === 2 || !r.FileUrl) return void message.warning(t('shell.exports.empty'));
    try {
      await downloadFile(r.FileUrl, r.FileName);
    } catch {
      void message.error(t('shell.exports.downloadFailed'));
    }
  };

  const panel = (
    <div className={styles.exportPanel} data-testid="shell-export-panel">
      <div className={styles.exportHead}>
        <span>{t('shell.exports.title')}</span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => void query.refetch()}
          aria-label={t('shell.exports.reload')}
        >
          <ReloadOutlined spin={query.isFetching} />
        </button>
      </div>
      <div className={styles.exportBody}>
        {query.isPending ? (
          <div className={styles.centered}>
            <Spin />
          </div>
        ) : records.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={query.isError ? t('shell.exports.loadFailed') : t('shell.exports.none')}
          />
        ) : (
          <ul className={styles.exportList}>
            {records.map((r) => (
              <li key={r.ID}>
                <button type="button" className={styles.exportItem} onClick={() => void openRecord(r)}>
                  {statusIcon[r.Status] ?? statusIcon[2]}
                  <span className={styles.exportName}>{r.FileName}</span>
                  <span className={styles.exportStatus}>{t(`shell.exports.status.${r.Status}`)}</span>
                  <span className={styles.exportDate}>{dateFormat.format(new Date(r.CreateDate))}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.exportFoot}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setOpen(false);
            navigate(screens.ExportRecord.path);
          }}
        >
          {t('shell.exports.viewAll')}
        </button>
      </div>
    </div>
  );

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void query.refetch();
      }}
      popupRender={() => panel}
    >
      <HeaderTool
        tip={false}
        label={t('shell.exports.title')}
        data-testid="shell-exports"
        icon={<CloudDownloadOutlined />}
        count={unread}
      />
    </Dropdown>
  );
}
