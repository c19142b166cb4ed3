import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { loadPageTexts } from '../platform/i18n.ts';
import { session, useSession } from '../platform/session.ts';
import { landingPath } from './landing.ts';
import { pageComponents, lazy as pageLazy } from './pages.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';
import { isGranted } from './route-grants.ts';
import { businessRoutes, homeRoute, logRoute } from './routes.ts';
import { trackTab } from './shell/tabs/track-tabs.ts';

// Every screen is its own chunk (spec §2.1 / issue 4): the login page, the shell, each page.
const SignInPage = lazy(() =>
  import('../pages/sign-in/SignInPage.tsx').then((m) => ({ default: m.SignInPage })),
);
const NotFoundPage = lazy(() =>
  import('../pages/not-found/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const loadShell = () => import('./shell/Shell.tsx');
const loadHome = () => Promise.all([import('../pages/home/HomePage.tsx'), loadPageTexts()]).then(([m]) => m);
const Shell = lazy(loadShell);
const HomePage = lazy(loadHome);
const ErrorLogPage = pageLazy(() => import('../pages/error-log/ErrorLogPage.tsx'));
// The public registration page of an invited supplier (issue #34): outside the shell, like the login page.
const RegisterPage = pageLazy(() => import('../pages/onboarding/RegisterPage.tsx'));
const RefreshPage = lazy(() => import('../pages/refresh/RefreshPage.tsx'));
const ForbiddenPage = lazy(() => import('../pages/forbidden/ForbiddenPage.tsx'));

/** `/` and a sign-in without a page asked for: where the user's menus say it starts (landing.ts). */
function Landing() {
  const { permissions } = useSession();
  if (!permissions) return null;
  return <Navigate to={landingPath(permissions.listMenu)} replace />;
}

/** A page of the route table, shown only when the user's menus grant it; else the 403 page (no page call is made). */
function Granted({ path, children }: { path: string; children: ReactNode }) {
  const { permissions } = useSession();
  const granted = isGranted(path, permissions);
  if (granted === null) return null;
  return granted ? children : <ForbiddenPage />;
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: <SignInPage /> },
      { path: '/register', element: <RegisterPage /> },
      {
        element: (
          <RequireAuth>
            <Shell />
          </RequireAuth>
        ),
        children: [
          { path: '/', element: <Landing /> },
          { path: homeRoute.path, element: <HomePage /> },
          { path: logRoute.path, element: <ErrorLogPage /> },
          { path: '/refresh', element: <RefreshPage /> },
          // Every screen of the registry with its page (pages.ts).
          ...businessRoutes.map((r) => {
            const Page = pageComponents[r.name];
            return {
              path: r.path,
              element: (
                <Granted path={r.path}>
                  <Page />
                </Granted>
              ),
            };
          }),
        ],
      },
      // Unknown paths show the 404 page, signed in or not (spec §2.1).
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

trackTab(router.state.location);
router.subscribe((state) => trackTab(state.location));

// Signed in already: fetch the shell (and the home page) while the guard loads the menus, not after.
if (session.token()) {
  void loadShell();
  if (router.state.location.pathname === homeRoute.path || router.state.location.pathname === '/')
    void loadHome();
}
