import { NotificationOutlined, PaperClipOutlined, PushpinFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import { announcementApi, announcementKeys } from '../announcement/announcementApi.ts';
import styles from './NoticeArea.module.css';

/** The reader (a drawer with the body, its images and files) loads on the first click, not with home. */
const AnnouncementReader = lazy(() =>
  import('../announcement/AnnouncementReader.tsx').then((m) => ({ default: m.AnnouncementReader })),
);

const pageSize = 6;

/**
 * The home page's notice area (PRODUCT §8): the announcements the user may read now, pinned first then the newest,
 * the unread ones marked; a click opens one (and so reads it). Only what the user's audience grants is answered.
 */
export function NoticeArea() {
  const { t, i18n } = useTranslation();
  const [limit, setLimit] = useState(pageSize);
  const [openId, setOpenId] = useState<number | null>(null);
  // Mounted from the first click on, so the drawer closes with its animation.
  const [readerWanted, setReaderWanted] = useState(false);
  const notices = useQuery({
    queryKey: [...announcementKeys.mine, limit],
    queryFn: ({ signal }) => announcementApi.mine(limit, signal),
    refetchOnWindowFocus: true,
    placeholderData: (previous) => previous,
  });
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium' });
  const data = notices.data;
  return (
    <section className={styles.notices} aria-labelledby="home-notices" data-testid="home-notices">
      <div className={styles.head}>
        <h2 className={styles.title} id="home-notices">
          {t('announcement.notices.title')}
        </h2>
        {data && data.UNREAD > 0 && (
          <span className={styles.unreadCount} data-testid="home-notices-unread">
            {t('announcement.notices.unreadCount', { count: data.UNREAD })}
          </span>
        )}
      </div>
      {!data ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : data.ITEMS.length === 0 ? (
        <div className={styles.empty} data-testid="home-notices-empty">
          <span className={styles.emptyIcon}>
            <NotificationOutlined />
          </span>
          <div>
            <p className={styles.emptyText}>{t('announcement.notices.empty')}</p>
            <p className={styles.emptyHint}>{t('announcement.notices.emptyHint')}</p>
          </div>
        </div>
      ) : (
        <>
          <ul className={styles.list}>
            {data.ITEMS.map((n) => (
              <li key={n.ID} className={`${styles.item} ${n.READ ? '' : styles.unread}`}>
                <button
                  type="button"
                  className={styles.notice}
                  onClick={() => {
                    setReaderWanted(true);
                    setOpenId(n.ID);
                  }}
                  title={t('announcement.notices.open', { title: n.TITLE })}
                  data-testid="home-notice"
                  data-id={n.ID}
                  data-read={n.READ ? 'yes' : 'no'}
                  data-pinned={n.PINNED ? 'yes' : 'no'}
                >
                  <span className={styles.dot} aria-hidden />
                  {n.PINNED && <PushpinFilled className={styles.pin} aria-label={t('announcement.pinned')} />}
                  <span className={styles.noticeTitle}>{n.TITLE}</span>
                  {!n.READ && <span className={styles.newTag}>{t('announcement.notices.new')}</span>}
                  {n.HAS_ATTACHMENTS && (
                    <PaperClipOutlined
                      className={styles.clip}
                      aria-label={t('announcement.notices.attachment')}
                    />
                  )}
                  <span className={styles.when}>{date.format(new Date(n.SHOWN_AT))}</span>
                </button>
              </li>
            ))}
          </ul>
          {data.TOTAL > data.ITEMS.length && (
            <div className={styles.more}>
              <LinkButton onClick={() => setLimit((l) => l + pageSize * 2)}>
                {t('announcement.notices.more')}
              </LinkButton>
            </div>
          )}
        </>
      )}
      {readerWanted && (
        <Suspense fallback={null}>
          <AnnouncementReader id={openId} mode="read" onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </section>
  );
}
