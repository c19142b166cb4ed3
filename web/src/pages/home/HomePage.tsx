import {
  ApartmentOutlined,
  CalendarOutlined,
  ExportOutlined,
  IdcardOutlined,
  RightOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { apiPaths } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOrganizations } from '../../app/shell/header/useOrganizations.ts';
import { menuIcon } from '../../app/shell/menu/menu-icons.tsx';
import { entryAction, menuLeaves, menuTitle } from '../../app/shell/menu/menu-model.ts';
import { useOpenEntry } from '../../app/shell/menu/useOpenEntry.ts';
import { setSearchOpen } from '../../app/shell/search-store.ts';
import { api } from '../../platform/api.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { useSession } from '../../platform/session.ts';
import styles from './HomePage.module.css';
import { NoticeArea } from './NoticeArea.tsx';

/** The charts and echarts with them: a lazy chunk, never in the initial JS. */
const HomeCharts = lazy(() => import('./HomeCharts.tsx'));

function greetingKey(hour: number): string {
  if (hour < 6) return 'home.greeting.night';
  if (hour < 12) return 'home.greeting.morning';
  if (hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}

/**
 * My to-do (PRODUCT §8): what waits for the user, each count a link to its list filtered to exactly those rows
 * (`?STATUS=2`: the list shows the filter in its header search). The server answers only the items whose screen the
 * user's role holds.
 */
function TodoSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const todo = useQuery({
    queryKey: ['home', 'todo'],
    queryFn: async () => (await api.get(apiPaths.home.todo)).data ?? [],
    refetchOnWindowFocus: true,
  });
  const items = todo.data ?? [];
  if (!todo.isLoading && items.length === 0) return null;
  return (
    <section className={styles.links} aria-labelledby="home-todo" data-testid="home-todo">
      <h2 className={styles.linksTitle} id="home-todo">
        {t('home.todo.title')}
      </h2>
      {todo.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <div className={styles.todos}>
          {items.map((item) => {
            const label = t(`home.todo.keys.${item.KEY}`);
            return (
              <button
                key={item.KEY}
                type="button"
                className={`${styles.todo} ${item.COUNT === 0 ? styles.todoDone : ''}`}
                onClick={() => navigate(`${item.ROUTE}?${new URLSearchParams(item.FILTER).toString()}`)}
                // Named by what it shows (count and label, WCAG 2.5.3); the tooltip says where it leads.
                title={t('home.todo.open', { label, count: item.COUNT })}
                data-testid={`home-todo-${item.KEY}`}
              >
                <span className={styles.todoCount}>{item.COUNT}</span>
                <span className={styles.todoLabel}>{label}</span>
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** The home page: who and where the user is, what waits for them, and quick links to their menus. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const { userInfo, permissions } = useSession();
  const { current } = useOrganizations();
  const openEntry = useOpenEntry();
  const en = currentLanguage() === 'en';
  const now = new Date();
  const today = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'full',
  }).format(now);
  const role = userInfo?.VENDOR_CODE
    ? t('home.roles.vendor', { code: userInfo.VENDOR_CODE })
    : t('home.roles.staff');
  const groups = (permissions?.listMenu ?? [])
    .map((top) => ({ top, leaves: menuLeaves(top.children.length ? top.children : [top]) }))
    .filter((g) => g.leaves.length > 0);

  return (
    <div className={styles.home}>
      <section className={styles.welcome} data-testid="home-welcome">
        <div className={styles.welcomeText}>
          <h1 className={styles.title} data-testid="home-title">
            {t(greetingKey(now.getHours()), { name: userInfo?.NICK_NAME ?? '' })}
          </h1>
          <p className={styles.subtitle}>{t('home.subtitle')}</p>
          <dl className={styles.facts}>
            <div>
              <dt>
                <ApartmentOutlined /> {t('home.organization')}
              </dt>
              <dd data-testid="home-organization">{current?.OrganizeName ?? '—'}</dd>
            </div>
            <div>
              <dt>
                <IdcardOutlined /> {t('home.role')}
              </dt>
              <dd>{role}</dd>
            </div>
            <div>
              <dt>
                <CalendarOutlined /> {t('home.today')}
              </dt>
              <dd>{today}</dd>
            </div>
          </dl>
        </div>
        <div className={styles.welcomeActions}>
          <Button type="primary" icon={<SearchOutlined />} onClick={() => setSearchOpen(true)}>
            {t('home.search')}
            <kbd className={styles.kbd}>S</kbd>
          </Button>
        </div>
      </section>

      <NoticeArea />

      <TodoSection />

      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <HomeCharts />
      </Suspense>

      <section className={styles.links} aria-labelledby="home-links">
        <h2 className={styles.linksTitle} id="home-links">
          {t('home.quickLinks')}
        </h2>
        {groups.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noLinks')} />
        ) : (
          <div className={styles.groups}>
            {groups.map(({ top, leaves }) => (
              <div key={top.ID} className={styles.group}>
                <div className={styles.groupTitle}>
                  <span className={styles.groupIcon}>{menuIcon(top.Icon_Url)}</span>
                  {menuTitle(top, en)}
                </div>
                <div className={styles.tiles}>
                  {leaves.map(({ entry }) => (
                    <button
                      key={entry.ID}
                      type="button"
                      className={styles.tile}
                      onClick={() => openEntry(entry)}
                      data-testid="home-link"
                    >
                      <span>{menuTitle(entry, en)}</span>
                      {entryAction(entry).kind === 'window' ? <ExportOutlined /> : <RightOutlined />}
                    </button>
                  ))}
                </div>
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
