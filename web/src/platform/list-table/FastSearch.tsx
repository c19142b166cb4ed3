import { SearchOutlined } from '@ant-design/icons';
import type { ParamDefinition } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listParamApi } from './listApi.ts';
import { isNullCheck } from './logic.ts';
import { ParamValueInput } from './ParamValueInput.tsx';
import type { QueryRow, SentParam } from './types.ts';

type Props = {
  listRoute: string;
  onSearch: (params: SentParam[]) => void;
};

const rowOf = (d: ParamDefinition, value: string): QueryRow => ({
  _key: d.PARAM_NAME,
  ORD_ID: d.ORD_IDX,
  PARAM_NAME: d.PARAM_NAME,
  FIELD_NAME: d.FIELD_NAME,
  ACTION_TYPE: Number(d.ACTION_TYPE ?? 6),
  PARAM_VALUE: value,
  DATA_TYPE: Number(d.DATA_TYPE ?? 1),
  IS_PAGING: d.IS_PAGING === 'Y' ? 'Y' : 'N',
});

/**
 * Fast search: the parameter definitions flagged IS_FAST_SEARCH, as inputs above the list (typed like the
 * advanced query). Text and numbers search on Enter or the button; dropdowns and dates on change.
 */
export function FastSearch({ listRoute, onSearch }: Props) {
  const { t } = useTranslation();
  const definitions = useQuery({
    queryKey: ['listParam', 'params', listRoute],
    queryFn: () => listParamApi.loadParams(listRoute),
    staleTime: 5 * 60_000,
  });
  const fast = useMemo(
    () =>
      (definitions.data ?? []).filter((d) => d.IS_FAST_SEARCH === 'Y').sort((a, b) => a.ORD_IDX - b.ORD_IDX),
    [definitions.data],
  );
  const [values, setValues] = useState<Record<string, string>>({});
  if (fast.length === 0) return null;

  const search = (next: Record<string, string>) =>
    onSearch(
      fast.flatMap((d) => {
        const row = rowOf(d, next[d.PARAM_NAME] ?? '');
        if (!isNullCheck(row.ACTION_TYPE) && row.PARAM_VALUE.trim() === '') return [];
        return [
          {
            FIELD_NAME: row.FIELD_NAME,
            PARAM_NAME: row.PARAM_NAME,
            ACTION_TYPE: row.ACTION_TYPE,
            PARAM_VALUE: isNullCheck(row.ACTION_TYPE) ? '' : row.PARAM_VALUE.trim(),
            DATA_TYPE: row.DATA_TYPE,
          },
        ];
      }),
    );
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') search(values);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter in any of the inputs searches
    <div className="lt-fast-search" onKeyDown={onKeyDown} data-testid="fast-search">
      {fast.map((d) => (
        <div key={d.PARAM_NAME} className="lt-fast-item">
          <ParamValueInput
            listRoute={listRoute}
            row={rowOf(d, values[d.PARAM_NAME] ?? '')}
            disabled={isNullCheck(Number(d.ACTION_TYPE))}
            label={d.PARAM_CAPTION}
            placeholder={d.PARAM_CAPTION}
            onChange={(value) => {
              const next = { ...values, [d.PARAM_NAME]: value };
              setValues(next);
              // Choices search at once; typed text waits for Enter.
              if (![1, 3, 6].includes(Number(d.DATA_TYPE)) || value === '') search(next);
            }}
          />
        </div>
      ))}
      <Tooltip title={t('list-table.query.search')}>
        <Button
          type="primary"
          icon={<SearchOutlined />}
          aria-label={t('list-table.query.search')}
          onClick={() => search(values)}
        />
      </Tooltip>
    </div>
  );
}
