import type { RegistrationAction } from '@srm/contract';
import { App, Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Confirmation, useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import { ApiError } from '../../platform/api.ts';

/** A refusal because someone decided meanwhile (409) or the decision is no longer this user's (403): read it again. */
export const outdated = (e: unknown) => e instanceof ApiError && (e.code === 409 || e.code === 403);

/**
 * A drawer's approval: asked first (`ask`), its call shown running (`approving`); a refusal is said and, when the record
 * is outdated, the record is read again.
 */
export function useApproval(query: { refetch: () => unknown }) {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const [approving, setApproving] = useState(false);
  const approve = async (ask: Confirmation, call: () => Promise<void>) => {
    if (!(await confirm(ask))) return;
    setApproving(true);
    try {
      await call();
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e), 8);
      if (outdated(e)) void query.refetch();
    } finally {
      setApproving(false);
    }
  };
  /** For a dialog's call: an outdated record is read again, and the refusal stays in the dialog. */
  const refusedWith = (e: unknown): never => {
    if (outdated(e)) void query.refetch();
    throw e;
  };
  return { approving, approve, refusedWith };
}

/**
 * A button per decision the server allows this user (`ACTIONS`), in its order; a refusal is the danger one, an
 * approval shows its call running.
 */
export function DecisionButtons<A extends RegistrationAction>({
  actions,
  icons,
  approving,
  onAction,
  testId,
}: {
  actions: readonly A[];
  icons: Record<A, ReactNode>;
  approving: boolean;
  onAction: (action: A) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap size={8} data-testid={`${testId}-actions`}>
      {actions.map((action) => (
        <Button
          key={action}
          type={action === 'refuse' ? 'default' : 'primary'}
          danger={action === 'refuse'}
          icon={icons[action]}
          loading={action === 'approve' && approving}
          onClick={() => onAction(action)}
          data-testid={`${testId}-action-${action}`}
        >
          {t(`onboarding.actions.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
