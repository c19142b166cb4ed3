import { apiPaths } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api.ts';

/** The current verification image; `refresh()` fetches a new one (click on the image, or after a failed try). */
export function useCaptcha() {
  const query = useQuery({
    queryKey: ['captcha'],
    queryFn: async () => (await api.get(apiPaths.auth.captcha, { silent: true })).data,
    staleTime: 240_000,
    refetchInterval: 240_000,
  });
  return { captcha: query.data, refresh: () => void query.refetch() };
}
