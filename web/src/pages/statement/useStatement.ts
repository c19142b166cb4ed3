import { formatMoney, type StatementDetail } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StatementAction, statementApi, statementQueryKey } from './statementApi.ts';

export const dangerous: StatementAction[] = ['void', 'reject', 'removeLines'];

/**
 * One statement and its actions: a step that cannot be undone asks first and says what will happen; the answer
 * replaces the statement, a refusal shows the server's message and reads it again.
 */
export function useStatement(id: number | null) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<null | 'addLines' | 'reject' | 'approve'>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const query = useQuery({
    queryKey: statementQueryKey(id ?? 0),
    queryFn: ({ signal }) => statementApi.get(id ?? 0, signal),
    enabled: id !== null,
  });
  const s = query.data;

  const done = (result: StatementDetail, action: StatementAction) => {
    client.setQueryData(statementQueryKey(result.ID), result);
    void client.invalidateQueries({ queryKey: ['list'] });
    void client.invalidateQueries({ queryKey: ['statement', 'eligible'] });
    void message.success(t(`statement.msg.${action}Done`, { no: result.STATEMENT_NO }));
    setDialog(null);
    setPicked([]);
  };
  const run = async (action: StatementAction, call: () => Promise<StatementDetail>) => {
    try {
      done(await call(), action);
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e), 8);
      void query.refetch();
      void client.invalidateQueries({ queryKey: ['list'] });
    }
  };
  const ask = (action: StatementAction, call: () => Promise<StatementDetail>, values: object = {}) =>
    s &&
    modal.confirm({
      title: t(`statement.ask.${action}Title`, { no: s.STATEMENT_NO }),
      content: t(`statement.ask.${action}`, {
        no: s.STATEMENT_NO,
        vendor: `${s.VENDOR_CODE} ${s.VENDOR_NAME}`,
        count: s.LINE_COUNT,
        total: `${formatMoney(s.TOTAL_WITH_TAX)} ${s.CURRENCY}`,
        ...values,
      }),
      okText: t(`statement.actions.${action}`),
      okButtonProps: { danger: dangerous.includes(action), 'data-testid': 'st-ask-ok' },
      cancelText: t('common.cancel'),
      onOk: () => run(action, call),
    });

  const act = (action: StatementAction) => {
    if (!s) return;
    if (action === 'addLines' || action === 'reject' || action === 'approve') setDialog(action);
    else if (action === 'removeLines')
      ask('removeLines', () => statementApi.removeLines(s.ID, picked), { count: picked.length });
    else ask(action, () => statementApi[action](s.ID));
  };

  return { query, s, dialog, setDialog, picked, setPicked, done, act };
}
