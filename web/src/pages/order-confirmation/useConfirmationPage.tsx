import { type ConfirmAction, type ConfirmActor, confirmActionLabels } from '@srm/contract';
import { App } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellRenderer, ListTableHandle, Row } from '../../platform/list-table/index.ts';
import { ConfirmStateTag } from './ConfirmStateTag.tsx';
import { isConflict, rowAllows } from './orderConfirmationApi.ts';

export const renderers: Record<string, CellRenderer> = {
  CONFIRM_STATE: (value, _row, _index, text) => <ConfirmStateTag state={value} text={text} />,
};

/**
 * What both confirmation screens share: the list's handle and selection, the drawer's line, the action labels of
 * the contract, the selected rows an action may take (by the contract's state machine, for this screen's actor)
 * and how an answer ends: the list read again and, on a refusal, the selection dropped (its versions are old).
 */
export function useConfirmationPage(actor: ConfirmActor) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<ListTableHandle>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [busy, setBusy] = useState<ConfirmAction | null>(null);
  const lang = i18n.language === 'en' ? 'en' : 'zh-chs';

  const label = useCallback((action: ConfirmAction) => confirmActionLabels[action][lang], [lang]);
  /** The selected rows this screen's actor may take `action` on. */
  const allowing = useCallback(
    (action: ConfirmAction) => selected.filter((r) => rowAllows(r, action, actor)),
    [selected, actor],
  );
  /** The one selected row, when it alone is selected and allows `action`. */
  const single = useCallback(
    (action: ConfirmAction) =>
      selected.length === 1 && rowAllows(selected[0]!, action, actor) ? selected[0]! : null,
    [selected, actor],
  );
  const refresh = useCallback(() => {
    table.current?.clearSelection();
    setSelected([]);
    table.current?.reload();
  }, []);
  /** A bulk answer over `rows`: the api layer toasts a refusal (the server's message names the line). */
  const bulk = useCallback(
    async (action: ConfirmAction, rows: Row[], call: () => Promise<unknown>) => {
      setBusy(action);
      try {
        await call();
        void message.success(t('order-confirmation.msg.done', { action: label(action), count: rows.length }));
      } catch {
        // Shown by the api layer; the list is read again so the user sees what changed.
      } finally {
        setBusy(null);
        refresh();
      }
    },
    [label, message, refresh, t],
  );
  /** A dialog's answer: success closes it, a 409 reads the list again and the dialog shows the message. */
  const answer = useCallback(
    async (action: ConfirmAction, call: () => Promise<unknown>, close: () => void) => {
      try {
        await call();
      } catch (e) {
        if (isConflict(e)) refresh();
        throw e;
      }
      close();
      void message.success(t('order-confirmation.msg.done', { action: label(action), count: 1 }));
      refresh();
    },
    [label, message, refresh, t],
  );
  const countLabel = (action: ConfirmAction, count: number) =>
    count > 0 ? t('order-confirmation.withCount', { action: label(action), count }) : label(action);
  const onRowDoubleClick = useMemo(() => (row: Row) => setOpenId(Number(row.ID)), []);

  return {
    table,
    selected,
    setSelected,
    openId,
    setOpenId,
    busy,
    label,
    countLabel,
    allowing,
    single,
    bulk,
    answer,
    onRowDoubleClick,
  };
}
