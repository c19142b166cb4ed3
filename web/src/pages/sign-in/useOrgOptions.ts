import { apiPaths } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../platform/api.ts';
import { currentLanguage } from '../../platform/i18n.ts';

/** Debounces a fast-changing value (the typed user name) so the organisation list is not fetched per key. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The organisations offered for the typed user name (`User/GetOrgInfo`). */
export function useOrgOptions(userName: string) {
  const name = useDebounced(userName.trim(), 300);
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['orgOptions', name, lang],
    queryFn: async ({ signal }) =>
      (
        await api.get(apiPaths.user.getOrgInfo, {
          query: { userName: name },
          signal,
          silent: true,
        })
      ).data,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}
