import { apiPaths } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api.ts';
import { currentLanguage } from '../../../platform/i18n.ts';
import { useSession } from '../../../platform/session.ts';
import { cookies } from '../../../platform/storage.ts';

/** The signed-in user's organisations (`User/GetOrgInfo?userName=`) and the one this browser works in. */
export function useOrganizations() {
  const { userInfo } = useSession();
  const lang = currentLanguage();
  const query = useQuery({
    queryKey: ['shell', 'organizations', userInfo?.USER_NAME, lang],
    enabled: Boolean(userInfo),
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (await api.get(apiPaths.user.getOrgInfo, { query: { userName: userInfo?.USER_NAME } })).data,
  });
  const currentId = Number(cookies.get('ORG_ID') ?? userInfo?.ORG_ID);
  const orgs = query.data ?? [];
  return { query, orgs, current: orgs.find((o) => o.Id === currentId), currentId };
}
