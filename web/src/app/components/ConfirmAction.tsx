import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Confirmation of a change the user cannot take back (issue #15 item 5): before a note is audited, shipped, voided
 * or received the user reads what will happen, one sentence each, and the button says what it does. Cancel (or
 * Esc) changes nothing. Dialogs that ask for input first (ship, void, receive) show the same list with
 * `Consequences` instead of asking twice.
 */
export type Confirmation = {
  title: ReactNode;
  /** What will happen, one short sentence each, as the server does it. */
  consequences: ReactNode[];
  /** The action itself ('Audit'), never a bare 'OK'. */
  okText: ReactNode;
  danger?: boolean;
  testId?: string;
};

/** The list of what an action will do, in a confirmation or inside the dialog of the action. */
export function Consequences({ items, testId }: { items: ReactNode[]; testId?: string }) {
  return (
    <ul data-testid={testId} style={{ margin: '4px 0 12px', paddingInlineStart: 20 }}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of sentences
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** `confirm(…)` resolves true when the user chose the action, false when they cancelled. */
export function useConfirmAction() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return async (c: Confirmation): Promise<boolean> =>
    Boolean(
      await modal.confirm({
        title: c.title,
        content: <Consequences items={c.consequences} testId={c.testId} />,
        okText: c.okText,
        cancelText: t('common.cancel'),
        okButtonProps: {
          danger: c.danger ?? false,
          ...(c.testId ? { 'data-testid': `${c.testId}-ok` } : {}),
        },
        cancelButtonProps: c.testId ? { 'data-testid': `${c.testId}-cancel` } : {},
        width: 480,
      }),
    );
}
