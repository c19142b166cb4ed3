import { type ConfirmAction, type ConfirmActor, confirmActionLabels } from '@srm/contract';
import { App } from 'antd';
import { type MouseEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListHandle, ListRenderers } from '../../platform/list-table/index.ts';
import { ConfirmStateTag } from './ConfirmStateTag.tsx';
import { type ConfirmationRow, isConflict, rowAllows } from './orderConfirmationApi.ts';
import { scheduleRenderer } from './ScheduleChips.tsx';

/** The most lines the bulk question names one by one; the rest are counted. */
const namedLines = 8;

/** A link in a cell: a click (or Enter, it is a button) opens what it names, and only that (not the row too). */
function CellLink({ label, text, onOpen }: { label: string; text: string; onOpen: () => void }) {
  const stop = (e: MouseEvent) => e.stopPropagation();
  return (
    <button
      type="button"
      className="oc-link"
      aria-label={label}
      title={label}
      onClick={(e) => {
        stop(e);
        onOpen();
      }}
      onDoubleClick={stop}
    >
      {text}
    </button>
  );
}

/** The two confirmation lists: the vendor's answers and the buyer's review. */
type ConfirmationList = 'OrderConfirmation' | 'ConfirmationReview';

/**
 * What both confirmation screens share: the list's handle and selection (read by the columns both lists have), the
 * drawer's line, the action labels of the contract, the selected rows an action may take (by the contract's state
 * machine, for this screen's actor) and how an answer ends: the list read again and, on a refusal, the selection
 * dropped (its versions are old).
 */
export function useConfirmationPage<C extends ConfirmationList>(actor: ConfirmActor) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const table = useRef<ListHandle<C>>(null);
  const [selected, setSelected] = useState<ConfirmationRow[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  /** The line whose whole order is open. */
  const [orderOf, setOrderOf] = useState<number | null>(null);
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
  const send = useCallback(
    async (action: ConfirmAction, rows: ConfirmationRow[], call: () => Promise<unknown>) => {
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
  /**
   * A bulk answer asks first (issue #45): the selection may span pages the user no longer sees, so the question
   * names how many lines it answers (the first ones by order and item), what the answer does, and how many selected
   * lines it leaves alone; nothing is sent until the user says yes.
   */
  const bulk = useCallback(
    (action: ConfirmAction, rows: ConfirmationRow[], call: () => Promise<unknown>) => {
      const count = rows.length;
      const left = selected.length - count;
      modal.confirm({
        title: t('order-confirmation.bulk.title', { action: label(action), count }),
        content: (
          <div data-testid="oc-bulk-question" data-count={count}>
            <p>{t(`order-confirmation.bulk.${action === 'confirm' ? 'confirm' : 'accept'}`)}</p>
            <ul className="oc-bulk-lines">
              {rows.slice(0, namedLines).map((r) => (
                <li key={r.ID}>
                  {`${r.PO_NO ?? ''}/${r.PO_ITEM ?? ''}`} <span className="oc-sub">{r.PART_NO ?? ''}</span>
                </li>
              ))}
              {count > namedLines && (
                <li>{t('order-confirmation.bulk.more', { count: count - namedLines })}</li>
              )}
            </ul>
            {left > 0 && <p className="oc-sub">{t('order-confirmation.bulk.skipped', { count: left })}</p>}
          </div>
        ),
        okText: t('order-confirmation.withCount', { action: label(action), count }),
        okButtonProps: { 'data-testid': 'oc-bulk-ok' },
        cancelText: t('common.cancel'),
        cancelButtonProps: { 'data-testid': 'oc-bulk-cancel' },
        onOk: () => send(action, rows, call),
      });
    },
    [label, modal, selected.length, send, t],
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
  /** A row opens its line on a click or a double-click; the order number opens the whole order. */
  const openRow = useMemo(() => (row: ConfirmationRow) => setOpenId(row.ID), []);
  const renderers = useMemo<ListRenderers<'OrderConfirmation'>>(
    () => ({
      CONFIRM_STATE: (value, _row, _index, text) => <ConfirmStateTag state={value} text={text} />,
      SCHEDULE: scheduleRenderer(),
      PO_NO: (_value, row, _index, text) => (
        <CellLink
          text={text}
          label={t('order-confirmation.order.openOf', { po: text })}
          onOpen={() => setOrderOf(row.ID)}
        />
      ),
      PO_ITEM: (_value, row, _index, text) => (
        <CellLink
          text={text}
          label={t('order-confirmation.drawer.openOf', { po: row.PO_NO ?? '', item: text })}
          onOpen={() => setOpenId(row.ID)}
        />
      ),
    }),
    [t],
  );

  return {
    table,
    selected,
    setSelected,
    openId,
    setOpenId,
    orderOf,
    setOrderOf,
    renderers,
    busy,
    label,
    countLabel,
    allowing,
    single,
    bulk,
    answer,
    openRow,
  };
}
