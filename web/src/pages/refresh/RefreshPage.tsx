import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

/** Only same-site page paths are re-entered. */
function safeTarget(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/refresh') ? value : null;
}

/**
 * The `refresh` helper route of spec §2.1: passing through it unmounts the page, then re-enters it
 * (`/refresh?redirect=/System/User`), which is how a tab is refreshed.
 */
export default function RefreshPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeTarget(params.get('redirect'));
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return target ? null : <Navigate to="/index" replace />;
}
