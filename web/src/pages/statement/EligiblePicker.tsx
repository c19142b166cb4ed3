import { type EligibleLine, formatMoney } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { sumMoney } from '../expense-bill/money.ts';
import { type AnyLine, LinesTable, lineKey } from './LinesTable.tsx';
import { type Scope, statementApi } from './statementApi.ts';

export type Picked = { DELIVERY_LINE_IDS: number[]; EXPENSE_BILL_IDS: number[] };

export const pickedOf = (lines: EligibleLine[], keys: string[]): Picked => {
  const chosen = lines.filter((l) => keys.includes(lineKey(l)));
  return {
    DELIVERY_LINE_IDS: chosen.flatMap((l) =>
      l.LINE_KIND === 'receipt' && l.DELIVERY_LINE_ID ? [l.DELIVERY_LINE_ID] : [],
    ),
    EXPENSE_BILL_IDS: chosen.flatMap((l) =>
      l.LINE_KIND === 'expense' && l.EXPENSE_BILL_ID ? [l.EXPENSE_BILL_ID] : [],
    ),
  };
};

export function useEligible(scope: Scope | null) {
  return useQuery({
    queryKey: ['statement', 'eligible', scope],
    queryFn: ({ signal }) => statementApi.eligible(scope!, signal),
    enabled: scope !== null,
    retry: false,
  });
}

/**
 * The received lines and confirmed bills a statement may take (EligibleLines), with checkboxes; the picked lines'
 * subtotal is summed exactly (cents, never a float), the server's totals are those of every eligible line.
 */
export function EligiblePicker({
  scope,
  keys,
  onKeys,
}: {
  scope: Scope | null;
  keys: string[];
  onKeys: (keys: string[]) => void;
}) {
  const { t } = useTranslation();
  const eligible = useEligible(scope);
  const lines = eligible.data?.Lines ?? [];
  const chosen = lines.filter((l) => keys.includes(lineKey(l)));
  return (
    <div className="st-eligible">
      {eligible.isError && <Alert type="error" showIcon title={eligible.error.message} className="st-gap" />}
      <LinesTable
        lines={lines}
        totals={eligible.data}
        loading={eligible.isFetching}
        testId="st-eligible"
        scrollY={320}
        empty={scope ? t('statement.eligible.none') : t('statement.eligible.pickScope')}
        rowSelection={{
          selectedRowKeys: keys,
          onChange: (k) => onKeys(k.map(String)),
          getCheckboxProps: (l: AnyLine) => ({ 'aria-label': lineKey(l) }) as object,
        }}
      />
      <div className="st-picked" data-testid="st-picked">
        {t('statement.eligible.picked', {
          count: chosen.length,
          total: lines.length,
          amount: formatMoney(sumMoney(chosen.map((l) => l.AMOUNT))),
          withTax: formatMoney(sumMoney(chosen.map((l) => l.AMOUNT_WITH_TAX))),
        })}
      </div>
    </div>
  );
}
