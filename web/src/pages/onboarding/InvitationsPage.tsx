import { StopOutlined, UserAddOutlined } from '@ant-design/icons';
import { App, Button, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import {
  type CellRenderer,
  type ListTableHandle,
  type Row,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { onboardingApi } from './onboardingApi.ts';

const stateColor: Record<string, string> = {
  pending: 'blue',
  used: 'green',
  expired: 'default',
  revoked: 'red',
};

const renderers: Record<string, CellRenderer> = {
  STATE: (value, _row, _index, text) => (
    <Tag color={stateColor[String(value)]} data-state={String(value)}>
      {text}
    </Tag>
  ),
};

/**
 * Supplier invitations (Supplier/Invitations, issue #34): a buyer invites a company by e-mail and gets its
 * single-use registration link (valid 14 days; mailed when the organisation's mail is on) to pass on; a link not yet
 * used is revoked from the list. Columns, captions and the state's labels are the server's list declaration's.
 */
export default function InvitationsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const table = useRef<ListTableHandle>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const [inviting, setInviting] = useState(false);
  const [busy, setBusy] = useState(false);
  const pending = selected.filter((r) => r.STATE === 'pending');

  const refresh = () => {
    table.current?.clearSelection();
    setSelected([]);
    table.current?.reload();
  };

  const revoke = async () => {
    const ok = await confirm({
      title: t('onboarding.invitations.revokeTitle', { count: pending.length }),
      consequences: [t('onboarding.invitations.revokeLink'), t('onboarding.invitations.revokeAgain')],
      okText: t('onboarding.invitations.revoke'),
      danger: true,
      testId: 'invitation-ask-revoke',
    });
    if (!ok) return;
    setBusy(true);
    let done = 0;
    try {
      for (const row of pending) {
        await onboardingApi.revokeInvitation(Number(row.ID));
        done += 1;
      }
      void message.success(t('onboarding.invitations.revoked', { count: done }));
    } catch {
      // The server's message is toasted by the api layer; the list shows what was done.
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <>
      <ScreenList
        ref={table}
        screen="VendorInvitations"
        rowKey="ID"
        rowSelection="page"
        onSelectionChange={setSelected}
        renderers={renderers}
        toolbarExtra={
          <Space wrap size={8}>
            <Button
              type="primary"
              icon={<UserAddOutlined />}
              onClick={() => setInviting(true)}
              data-testid="invitation-new"
            >
              {t('onboarding.invitations.invite')}
            </Button>
            <Button
              danger
              icon={<StopOutlined />}
              disabled={pending.length === 0}
              loading={busy}
              onClick={() => void revoke()}
              data-testid="invitation-revoke"
            >
              {pending.length > 0
                ? t('onboarding.withCount', {
                    action: t('onboarding.invitations.revoke'),
                    count: pending.length,
                  })
                : t('onboarding.invitations.revoke')}
            </Button>
          </Space>
        }
      />
      {inviting && <InviteDialog onClose={() => setInviting(false)} onInvited={refresh} />}
    </>
  );
}
