import { SendOutlined, StopOutlined, UserAddOutlined } from '@ant-design/icons';
import { canDo, invitationDays, invitationTransitions } from '@srm/contract';
import { App, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import {
  type ListRenderers,
  type ListRow,
  ScreenList,
  useListSelection,
} from '../../platform/list-table/index.ts';
import { InviteDialog, type Invited, ResentDialog } from './InviteDialog.tsx';
import { isInvitationState, onboardingApi } from './onboardingApi.ts';

type InvitationRow = ListRow<'VendorInvitations'>;

/** May the buyer (the screen is the staff's) send the row's invitation again, or revoke it (`invitationTransitions`)? */
const may = (action: 'resend' | 'revoke', { STATE: state }: InvitationRow) =>
  isInvitationState(state) && canDo(invitationTransitions, action, state, 'buyer');

const stateColor: Record<string, string> = {
  pending: 'blue',
  used: 'green',
  expired: 'default',
  revoked: 'red',
};

const renderers: ListRenderers<'VendorInvitations'> = {
  STATE: (value, _row, _index, text) => (
    <Tag color={value === null ? undefined : stateColor[value]} data-state={value ?? undefined}>
      {text}
    </Tag>
  ),
};

/**
 * Supplier invitations (Supplier/Invitations, issues #34, #45): a buyer invites a company by e-mail and gets its
 * single-use registration link (valid 14 days; mailed when the organisation's mail is on) to pass on. An invitation
 * not yet used nor revoked (waiting or expired) is sent again from the list — a fresh link to copy, mailed again, the
 * old link dead — or revoked (the contract's `invitationTransitions`). Columns, captions and the state's labels are
 * the server's list declaration's.
 */
export default function InvitationsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { selected, refresh, busy, act, listProps } = useListSelection<'VendorInvitations'>();
  const [inviting, setInviting] = useState(false);
  const revocable = selected.filter((r) => may('revoke', r));
  const resendable = selected.length === 1 && may('resend', selected[0]!);
  const [resent, setResent] = useState<Invited | null>(null);

  const revoke = async () => {
    const ok = await confirm({
      title: t('onboarding.invitations.revokeTitle', { count: revocable.length }),
      consequences: [t('onboarding.invitations.revokeLink'), t('onboarding.invitations.revokeAgain')],
      okText: t('onboarding.invitations.revoke'),
      danger: true,
      testId: 'invitation-ask-revoke',
    });
    if (!ok) return;
    // A refusal is toasted by the api layer; the list shows what was done.
    await act(async () => {
      let done = 0;
      for (const row of revocable) {
        await onboardingApi.revokeInvitation(row.ID);
        done += 1;
      }
      void message.success(t('onboarding.invitations.revoked', { count: done }));
    });
  };

  const resend = async () => {
    const row = selected[0];
    if (!row) return;
    const ok = await confirm({
      title: t('onboarding.invitations.resendTitle', { email: row.EMAIL ?? '' }),
      consequences: [
        t('onboarding.invitations.resendFresh', { days: invitationDays }),
        t('onboarding.invitations.resendOld'),
      ],
      okText: t('onboarding.invitations.resend'),
      testId: 'invitation-ask-resend',
    });
    if (!ok) return;
    await act(
      async () => {
        const answer = await onboardingApi.resendInvitation(row.ID);
        setResent({ LINK: answer.LINK, MAILED_TO: answer.MAILED_TO, EMAIL: row.EMAIL ?? '' });
      },
      (e) => void message.error(e instanceof Error ? e.message : String(e), 8),
    );
  };

  return (
    <>
      <ScreenList
        {...listProps}
        list="VendorInvitations"
        rowKey="ID"
        rowSelection="page"
        renderers={renderers}
        toolbarButtons={
          <>
            <Button
              type="primary"
              icon={<UserAddOutlined />}
              onClick={() => setInviting(true)}
              data-testid="invitation-new"
            >
              {t('onboarding.invitations.invite')}
            </Button>
            <Button
              icon={<SendOutlined />}
              disabled={!resendable}
              loading={busy}
              onClick={() => void resend()}
              data-testid="invitation-resend"
            >
              {t('onboarding.invitations.resend')}
            </Button>
            <Button
              danger
              icon={<StopOutlined />}
              disabled={revocable.length === 0}
              loading={busy}
              onClick={() => void revoke()}
              data-testid="invitation-revoke"
            >
              {revocable.length > 0
                ? t('onboarding.withCount', {
                    action: t('onboarding.invitations.revoke'),
                    count: revocable.length,
                  })
                : t('onboarding.invitations.revoke')}
            </Button>
          </>
        }
      />
      {inviting && <InviteDialog onClose={() => setInviting(false)} onInvited={refresh} />}
      {resent && <ResentDialog resent={resent} onClose={() => setResent(null)} />}
    </>
  );
}
