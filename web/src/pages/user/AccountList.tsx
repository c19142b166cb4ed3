import {
  DeleteOutlined,
  EditOutlined,
  KeyOutlined,
  LockOutlined,
  PlusOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { exportPathOf } from '@srm/contract';
import { Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListTableHandle, type Row } from '../../platform/list-table/index.ts';
import { AccountDialog } from './AccountDialog.tsx';
import { enabledRenderer, isLocked, lockRenderer, userNameRenderer } from './renderers.tsx';
import { useAdminFeedback } from './shared/feedback.ts';
import { TempPasswordDialog } from './TempPasswordDialog.tsx';
import { type AccountKind, userApi } from './userApi.ts';

type Props = {
  kind: AccountKind;
  listRoute: string;
  loadPath: string;
  title: string;
  height?: number | string;
};

const idOf = (row: Row) => Number(row.ID);

/**
 * An account list (User and Vender screens): the shared list table with add, edit (also by double-click),
 * delete, lock, unlock and reset password over the chosen rows.
 */
export function AccountList({ kind, listRoute, loadPath, title, height }: Props) {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  const table = useRef<ListTableHandle>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const [temp, setTemp] = useState<{ userName: string; password: string } | null>(null);
  const calls = userApi(kind);

  const one = selected.length === 1 ? selected[0]! : null;
  const names = (rows: Row[]) => rows.map((r) => String(r.USER_NAME)).join(', ');
  const refresh = () => {
    table.current?.clearSelection();
    setSelected([]);
    table.current?.reload();
  };

  const remove = () =>
    feedback.confirm({
      content: names(selected),
      bulk: true,
      action: async () => {
        await calls.removeMany(selected.map(idOf));
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
        await calls.changeLock(idOf(one), lock);
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
        const { TempPassword, MAILED_TO } = await calls.resetPassword(idOf(one));
        // Mail set up: the password went to the user's own address and is not shown here (modules/mail).
        if (TempPassword === null)
          feedback.done(t('user.reset.mailed', { name: one.USER_NAME, email: MAILED_TO ?? '' }));
        else setTemp({ userName: String(one.USER_NAME), password: TempPassword });
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
      <Button icon={<EditOutlined />} disabled={!one} onClick={() => one && setEditing(idOf(one))}>
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
      <ListTable
        ref={table}
        listRoute={listRoute}
        loadPath={loadPath}
        exportPath={exportPathOf(loadPath)}
        rowKey="ID"
        rowSelection="page"
        onSelectionChange={setSelected}
        onRowDoubleClick={(row) => setEditing(idOf(row))}
        renderers={renderers}
        toolbarExtra={toolbar}
        title={title}
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
