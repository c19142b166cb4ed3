import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { clearSession, loadPermissions, session, useSession } from '../platform/session.ts';

// A reload or a link while the menus load aborts their requests: that is leaving, not a failed sign-in, so it
// must not end the session.
let leaving = false;
window.addEventListener('beforeunload', () => {
  leaving = true;
});
window.addEventListener('pageshow', () => {
  leaving = false;
});

/** `/login?redirect=<full original path>` (spec §4). */
export function loginPath(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * Route guard of spec §4: no token → login with the original path; token but no menu yet → fetch and filter
 * the menu, then render; if that fails → clear the stored session and go to login with the redirect. While the
 * menu loads, the shell shows its frame (header, menu placeholders) and holds the page back.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { userInfo, permissions } = useSession();
  const [failed, setFailed] = useState(false);
  const token = session.token();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (!token || !userInfo || permissions) return;
    let cancelled = false;
    loadPermissions().catch(() => {
      if (cancelled || leaving) return;
      clearSession();
      setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [token, userInfo, permissions]);

  if (!token || !userInfo || failed) return <Navigate to={loginPath(fullPath)} replace />;
  // The shell paints its frame at once and shows the page when the menus are there (see Shell).
  return children;
}
