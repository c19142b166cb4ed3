import type { RegistrationAction } from '@srm/contract';
import { Button, Result, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../platform/api.ts';

/** A refusal because someone decided meanwhile (409) or the decision is no longer this user's (403): read it again. */
export const outdated = (e: unknown) => e instanceof ApiError && (e.code === 409 || e.code === 403);

/** A drawer's body until its record is read: the server's refusal, or a spinner. */
export function DrawerWaiting({ error }: { error: Error | null }) {
  return error ? <Result status="warning" title={error.message} /> : <Spin className="onb-loading" />;
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
