import {
  DeleteOutlined,
  EditOutlined,
  KeyOutlined,
  LockOutlined,
  PlusOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenList, useListSelection } from '../../platform/list-table/index.ts';
import { AccountDialog } from './AccountDialog.tsx';
import {
  type AccountListCode,
  type AccountRow,
  enabledRenderer,
  isLocked,
  lockRenderer,
  userNameRenderer,
} from './renderers.tsx';
import { useAdminFeedback } from './shared/feedback.ts';
import { TempPasswordDialog } from './TempPasswordDialog.tsx';
import { type AccountKind, userApi } from './userApi.ts';

type Props = {
  kind: AccountKind;
  /** The declared list of the accounts: buyer accounts (User) or vendor accounts (Vender). */
  list: AccountListCode;
  height?: number | string;
};

/**
 * An account list (User and Vender screens): the shared list table with add, edit (also by double-click),
 * delete, lock, unlock and reset password over the chosen rows.
 */
export function AccountList({ kind, list, height }: Props) {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  const { selected, one, refresh, listProps } = useListSelection<AccountListCode>();
  const [editing, setEditing] = useState<number | null>(null);
  const [temp, setTemp] = useState<{ userName: string; password: string } | null>(null);
  const calls = userApi(kind);

  const names = (rows: AccountRow[]) => rows.map((r) => r.USER_NAME ?? '').join(', ');

  const remove = () =>
    feedback.confirm({
      content: names(selected),
      bulk: true,
      action: async () => {
        await calls.removeMany(selected.map((r) => r.ID));
        feedback.deleted();
        refresh();
      },
    });

  const changeLock = (lock: boolean) => {
    if (!one) return;
    feedback.confirm({
      title: t(lock ? 'user.confirm.lock' : 'user.confirm.unlock', { name: one.USER_NAME }),
      okText: t(lock ? 'user.actions.lock' : 'user.actions.unlock'),
      danger: lock,
      action: async () => {
        await calls.changeLock(one.ID, lock);
        feedback.done(t(lock ? 'user.msg.locked' : 'user.msg.unlocked', { name: one.USER_NAME }));
        refresh();
      },
    });
  };

  const resetPassword = () => {
    if (!one) return;
    feedback.confirm({
      title: t('user.confirm.reset', { name: one.USER_NAME }),
      content: t('user.confirm.resetHint'),
      okText: t('user.actions.resetPassword'),
      action: async () => {
        const { TempPassword, MAILED_TO } = await calls.resetPassword(one.ID);
        // Mail set up: the password went to the user's own address and is not shown here (modules/mail).
        if (TempPassword === null)
          feedback.done(t('user.reset.mailed', { name: one.USER_NAME, email: MAILED_TO ?? '' }));
        else setTemp({ userName: one.USER_NAME ?? '', password: TempPassword });
        refresh();
      },
    });
  };

  const renderers = useMemo(
    () => ({ USER_NAME: userNameRenderer(t), ENABLED: enabledRenderer(t), IS_LOCKED: lockRenderer(t) }),
    [t],
  );

  const locked = one ? isLocked(one) : false;
  const toolbar = (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(0)}>
        {t('user.actions.add')}
      </Button>
      <Button icon={<EditOutlined />} disabled={!one} onClick={() => one && setEditing(one.ID)}>
        {t('user.actions.edit')}
      </Button>
      <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={remove}>
        {t('user.actions.delete')}
      </Button>
      <Button icon={<LockOutlined />} disabled={!one || locked} onClick={() => changeLock(true)}>
        {t('user.actions.lock')}
      </Button>
      <Button icon={<UnlockOutlined />} disabled={!one || !locked} onClick={() => changeLock(false)}>
        {t('user.actions.unlock')}
      </Button>
      <Button icon={<KeyOutlined />} disabled={!one} onClick={resetPassword}>
        {t('user.actions.resetPassword')}
      </Button>
    </>
  );

  return (
    <>
      <ScreenList
        {...listProps}
        list={list}
        rowKey="ID"
        rowSelection="page"
        onRowDoubleClick={(row) => setEditing(row.ID)}
        renderers={renderers}
        toolbarExtra={toolbar}
        height={height}
      />
      <AccountDialog kind={kind} id={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <TempPasswordDialog
        userName={temp?.userName ?? ''}
        password={temp?.password ?? null}
        onClose={() => setTemp(null)}
      />
    </>
  );
}
