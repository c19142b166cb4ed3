import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme as antdThemes, ConfigProvider } from 'antd';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { onUnauthorized } from '../platform/api.ts';
import { installGlobalErrorHandlers } from '../platform/error-log.ts';
import { i18n } from '../platform/i18n.ts';
import { usePreferences } from '../platform/preferences.ts';
import { useReducedMotion } from '../platform/reduced-motion.ts';
import { clearSession } from '../platform/session.ts';
import { antdLocales } from './antd-locales.ts';
import { loginPath } from './RequireAuth.tsx';
import { router } from './router.tsx';
import { antdThemeOf, resolveTheme, tokenVariablesOf } from './theme/themes.ts';

// A 401 anywhere ends the session and returns to login, keeping the page to come back to (spec §7).
onUnauthorized(() => {
  clearSession();
  const { pathname, search } = window.location;
  if (pathname !== '/login') void router.navigate(loginPath(`${pathname}${search}`), { replace: true });
});

// Uncaught errors and unhandled rejections go to the in-app log (spec §7).
installGlobalErrorHandlers(() => i18n.t('error-log.unknownError'));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

export function App() {
  const { i18n: instance } = useTranslation();
  const lang = instance.language === 'en' ? 'en' : 'zh-chs';
  const { theme, color, size, grey } = usePreferences();
  const reducedMotion = useReducedMotion();
  const antdTheme = useMemo(() => {
    const config = antdThemeOf(resolveTheme(theme), color, size);
    // zeroRuntime: antd's component styles come from its static stylesheet (main.tsx) instead of being generated
    // and hashed at run time; the theme still reaches them through CSS variables (docs/decisions.md).
    return {
      ...config,
      zeroRuntime: true,
      ...(reducedMotion ? { token: { ...config.token, motion: false } } : {}),
    };
  }, [theme, color, size, reducedMotion]);
  useEffect(() => {
    document.documentElement.classList.toggle('srm-grey', grey);
  }, [grey]);
  // Before paint, so a theme switch never shows one frame of the previous theme's colours.
  useLayoutEffect(() => {
    const { style } = document.documentElement;
    for (const [name, value] of Object.entries(tokenVariablesOf(antdThemes.getDesignToken(antdTheme))))
      style.setProperty(name, value);
  }, [antdTheme]);
  useEffect(() => {
    document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  }, [lang]);
  return (
    <ConfigProvider locale={antdLocales[lang]} theme={antdTheme}>
      {/* antd's App (message, modal, notification) lives in the shell: the login page does not load it. */}
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
