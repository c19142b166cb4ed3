import { FileOutlined, PaperClipOutlined, PushpinFilled } from '@ant-design/icons';
import {
  type AnnouncementDetail,
  type AnnouncementReading,
  type AttachmentInfo,
  apiPaths,
} from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Drawer, Result, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import { downloadFile } from '../../platform/files.ts';
import { AnnouncementBody } from './AnnouncementBody.tsx';
import { announcementApi, announcementKeys } from './announcementApi.ts';
import './announcement.css';

/** A moment in the reader's language, to the minute. */
export function useMoment() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (value: Date | string | null | undefined) => (value ? format.format(new Date(value)) : '');
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.ceil(bytes / 1024))} KB`;

/** The files under an announcement's body, each downloaded with the caller's token. */
export function AttachmentList({ files }: { files: AttachmentInfo[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (files.length === 0) return null;
  return (
    <section className="ann-files" aria-label={t('announcement.attachments')}>
      <div className="ann-files-title">
        <PaperClipOutlined /> {t('announcement.attachments')}
      </div>
      <ul>
        {files.map((f) => (
          <li key={f.ID}>
            <LinkButton
              icon={<FileOutlined />}
              onClick={() =>
                void downloadFile(`${apiPaths.attachment.download}?id=${f.ID}`, f.FILE_NAME).catch(
                  (e: unknown) => message.error(e instanceof Error ? e.message : String(e)),
                )
              }
              data-testid="ann-file"
            >
              {f.FILE_NAME}
            </LinkButton>
            <span className="ann-muted">{sizeText(f.SIZE)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Shown = {
  TITLE: string;
  BODY: string;
  PINNED: boolean;
  AT: string | Date | null;
  ATTACHMENTS: AttachmentInfo[];
};

const fromReading = (r: AnnouncementReading): Shown => ({ ...r, AT: r.SHOWN_AT });
/** A draft was never published: its PUBLISHED_AT is empty, so the preview shows no date. */
const fromDetail = (d: AnnouncementDetail): Shown => ({ ...d, AT: d.PUBLISHED_AT });

/**
 * One announcement as its readers see it: the title, when it was published, the server's sanitised body and the
 * files. `mode="read"` asks `Announcement/Read` (it is then read by the caller: the notices are read again);
 * `mode="preview"` shows a manager the announcement as it stands (Get), read by nobody.
 */
export function AnnouncementReader({
  id,
  mode,
  onClose,
}: {
  id: number | null;
  mode: 'read' | 'preview';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const moment = useMoment();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...announcementKeys.one(id ?? 0), mode],
    queryFn: async ({ signal }) =>
      mode === 'read'
        ? fromReading(await announcementApi.read(id ?? 0, signal))
        : fromDetail(await announcementApi.get(id ?? 0, signal)),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
  // Reading it changed the caller's unread notices.
  useEffect(() => {
    if (mode === 'read' && query.isSuccess)
      void client.invalidateQueries({ queryKey: announcementKeys.mine });
  }, [mode, query.isSuccess, client]);
  const shown = query.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(820px, 96vw)"
      title={
        shown ? (
          <span className="ann-reader-title" data-testid="ann-reader-title">
            {shown.PINNED && (
              <Tag color="red" icon={<PushpinFilled />} className="ann-pin-tag">
                {t('announcement.pinned')}
              </Tag>
            )}
            {shown.TITLE}
          </span>
        ) : (
          t('announcement.reader')
        )
      }
      destroyOnHidden
      data-testid="ann-reader"
    >
      {!shown ? (
        query.isError ? (
          <Result status="warning" title={query.error.message} />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )
      ) : (
        <article className="ann-article">
          <div className="ann-meta">
            {mode === 'preview' && <Tag>{t('announcement.previewNote')}</Tag>}
            {shown.AT ? (
              <span>
                {t('announcement.publishedAt')} {moment(shown.AT)}
              </span>
            ) : (
              <span>{t('announcement.notPublished')}</span>
            )}
          </div>
          <AnnouncementBody html={shown.BODY} />
          <AttachmentList files={shown.ATTACHMENTS} />
        </article>
      )}
    </Drawer>
  );
}
