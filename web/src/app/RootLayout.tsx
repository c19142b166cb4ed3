import { Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { findRoute } from './routes.ts';

/** The page title of spec §1: the platform name followed by the page title. */
function pageTitleKey(pathname: string): string | null {
  if (pathname === '/login') return 'sign-in.title';
  // The public registration page titles itself (its texts are a page's, loaded with it).
  if (pathname === '/' || pathname === '/refresh' || pathname === '/register') return null;
  const route = findRoute(pathname);
  return route ? `routes.${route.name}` : 'not-found.title';
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = pageTitleKey(pathname);
  useEffect(() => {
    if (key === null && (pathname === '/refresh' || pathname === '/register')) return;
    document.title = key
      ? t('shell.pageTitle', { app: t('common.appName'), page: t(key) })
      : t('common.appName');
  }, [key, pathname, t]);
  return (
    <Suspense
      fallback={
        <div style={{ height: '100vh', display: 'grid', placeItems: 'center' }}>
          <Spin size="large" />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
