import { apiPaths, type ListCode } from '@srm/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { api } from '../../../platform/api.ts';
import { currentLanguage } from '../../../platform/i18n.ts';
import type { ListField } from '../../../platform/list-table/index.ts';
import { loadListRows } from '../../../platform/list-table/listApi.ts';
import { useSession } from '../../../platform/session.ts';

/** Every role, for the role select of the account dialogs. */
export function useRoleOptions(enabled = true) {
  return useQuery({
    queryKey: ['admin', 'roleOptions'],
    enabled,
    staleTime: 30_000,
    queryFn: async () => (await api.get(apiPaths.role.getSrmRole, { query: { Page: 1, Limit: 1000 } })).data,
  });
}

/** The signed-in administrator's organisations: an account can be given only these. */
export function useMyOrganizations(enabled = true) {
  const { userInfo } = useSession();
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['admin', 'myOrganizations', userInfo?.USER_NAME, lang],
    enabled: enabled && Boolean(userInfo),
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (await api.get(apiPaths.user.getOrgInfo, { query: { userName: userInfo?.USER_NAME } })).data,
  });
}

export type CodeOption = { value: string; label: string; code: string; name: string };

/**
 * Options of a code + name select backed by a list-engine list (vendors, parts): the first 50 by code, or the
 * rows whose code or name contains the typed text (two fuzzy queries, merged, since list conditions are ANDed).
 */
export function useCodeOptions<C extends ListCode>(options: {
  /** The declared list (contract/src/screens.ts) the options come from. */
  list: C;
  codeField: ListField<C>;
  nameField: ListField<C>;
  search: string;
  enabled?: boolean;
}) {
  const { codeField, nameField } = options;
  const { list } = options;
  const search = useDeferredValue(options.search.trim());
  return useQuery({
    queryKey: ['admin', 'codeOptions', list, search],
    enabled: options.enabled ?? true,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const load = async (field?: string) =>
        (
          await loadListRows(
            list,
            {
              Page: 1,
              Limit: 50,
              OrderByParam: codeField,
              OrderBySort: 0,
              Params: field ? [{ FIELD_NAME: field, ACTION_TYPE: 6, PARAM_VALUE: search, DATA_TYPE: 1 }] : [],
            },
            { signal },
          )
        ).rows;
      const rows = search ? (await Promise.all([load(codeField), load(nameField)])).flat() : await load();
      const seen = new Map<string, CodeOption>();
      for (const row of rows) {
        const code = String(row[codeField] ?? '');
        const name = String(row[nameField] ?? '');
        if (code && !seen.has(code)) seen.set(code, { value: code, code, name, label: `${code} ${name}` });
      }
      return [...seen.values()].sort((a, b) => a.code.localeCompare(b.code));
    },
  });
}
