import { pageSizes } from '@srm/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ColumnFormat } from './columnFormat.ts';
import { type ListBody, loadRows } from './listApi.ts';
import { headerParam } from './logic.ts';
import type { ListTableProps, QueryRow, Row, SentParam } from './types.ts';
import type { Sort } from './useTableColumns.tsx';

const noRows: Row[] = [];

/**
 * The header search. A link may open the list filtered (`?STATUS=2`: the home page's to-do counts): upper-case
 * query keys are field names and become the header search the user sees and can clear. A link followed while the
 * tab is open applies.
 */
function useHeaderValues(initialFilter: ListTableProps['initialFilter']) {
  const [searchParams] = useSearchParams();
  const urlFilter = useMemo(
    () => Object.fromEntries([...searchParams].filter(([key]) => /^[A-Z][A-Z0-9_]*$/.test(key))),
    [searchParams],
  );
  const [headerValues, setHeaderValues] = useState<Record<string, string>>(() =>
    Object.keys(urlFilter).length > 0 ? urlFilter : (initialFilter ?? {}),
  );
  const appliedFilter = useRef(JSON.stringify(urlFilter));
  useEffect(() => {
    const text = JSON.stringify(urlFilter);
    if (text === appliedFilter.current) return;
    appliedFilter.current = text;
    if (Object.keys(urlFilter).length > 0) setHeaderValues(urlFilter);
  }, [urlFilter]);
  return [headerValues, setHeaderValues] as const;
}

type Options = Pick<ListTableProps, 'listRoute' | 'loadPath' | 'fixedParams' | 'initialFilter'> & {
  formats: Map<string, ColumnFormat>;
};

/** What the list asks the server for (page, sort, fixed, fast, advanced and header search) and the rows it answers. */
export function useListSearch({ listRoute, loadPath, fixedParams, initialFilter, formats }: Options) {
  const [page, setPage] = useState({ current: 1, size: pageSizes[0] as number });
  const [sort, setSort] = useState<Sort>({});
  const [headerValues, setHeaderValues] = useHeaderValues(initialFilter);
  const [advanced, setAdvanced] = useState<{ params: SentParam[]; rows: QueryRow[] } | null>(null);
  const [fast, setFast] = useState<SentParam[]>([]);
  const firstPage = useCallback(() => setPage((p) => ({ ...p, current: 1 })), []);

  const params = useMemo<SentParam[]>(() => {
    const header = Object.entries(headerValues).flatMap(([field, value]) => {
      const row = headerParam(field, formats.get(field)?.search?.type ?? 1, value);
      return row ? [row] : [];
    });
    return [...(fixedParams ?? []), ...fast, ...(advanced?.params ?? []), ...header];
  }, [headerValues, advanced, fast, fixedParams, formats]);

  const body = useMemo<ListBody>(
    () => ({
      Page: page.current,
      Limit: page.size,
      LIST_ROUTE: listRoute,
      ...(sort.field ? { OrderByParam: sort.field, OrderBySort: sort.desc ? 1 : 0 } : {}),
      Params: params,
    }),
    [page, sort, params, listRoute],
  );
  const data = useQuery({
    queryKey: ['list', loadPath, body],
    queryFn: ({ signal }) => loadRows(loadPath, body, { signal }),
    placeholderData: keepPreviousData,
  });

  const onHeaderSearch = useCallback(
    (field: string, value: string) => {
      setHeaderValues((v) => ({ ...v, [field]: value }));
      firstPage();
    },
    [setHeaderValues, firstPage],
  );
  return {
    page,
    setPage,
    sort,
    headerValues,
    advanced,
    params,
    body,
    data,
    rows: data.data?.rows ?? noRows,
    total: data.data?.total ?? 0,
    onHeaderSearch,
    onSort: (next: Sort) => {
      setSort(next);
      firstPage();
    },
    onFastSearch: (sent: SentParam[]) => {
      setFast(sent);
      firstPage();
    },
    onAdvancedSearch: (sent: SentParam[], queryRows: QueryRow[]) => {
      setAdvanced(queryRows.length || sent.length ? { params: sent, rows: queryRows } : null);
      firstPage();
    },
  };
}
