import { Button, Checkbox, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTitle, useMenuButtons } from '../menu/menuApi.ts';
import { AdminToolbar } from '../user/shared/AdminToolbar.tsx';
import { GrantPane, useGrants } from './GrantPane.tsx';
import { roleApi } from './roleApi.ts';

type Props = { roleId: number; granted: string[]; onSaved: () => void };

/** The button permission keys a role holds, as a checkbox list over every key (Menu/LoadDataSub). */
export function RoleButtonsTab({ roleId, granted, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const buttons = useMenuButtons();
  const [filter, setFilter] = useState('');
  const all = buttons.data ?? [];
  // Keys no longer defined are dropped rather than refused.
  const grants = useGrants(
    granted,
    (checked) => {
      const known = new Set(all.map((b) => b.Menu_Code));
      return roleApi.saveButtons(
        roleId,
        checked.filter((c) => known.has(c)),
      );
    },
    onSaved,
  );
  const { checked, setChecked } = grants;

  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? all.filter((b) => `${b.Menu_Code} ${b.Menu_Name} ${b.MENU_EN}`.toLowerCase().includes(needle))
    : all;

  return (
    <GrantPane
      grants={grants}
      loading={buttons.isLoading}
      empty={shown.length === 0}
      emptyText={t('role.buttons.empty')}
      count={t('role.buttons.count', { count: checked.length })}
      toolbar={
        <AdminToolbar small label={t('role.buttons.filter')} onFilter={setFilter}>
          <Space size={4}>
            <Button size="small" onClick={() => setChecked(all.map((b) => b.Menu_Code))}>
              {t('role.buttons.checkAll')}
            </Button>
            <Button size="small" onClick={() => setChecked([])}>
              {t('role.buttons.checkNone')}
            </Button>
          </Space>
        </AdminToolbar>
      }
    >
      <Checkbox.Group
        className="role-button-list"
        value={checked}
        onChange={(values) => {
          // Keys hidden by the filter keep their state.
          const visible = new Set(shown.map((b) => b.Menu_Code));
          setChecked([...checked.filter((c) => !visible.has(c)), ...(values as string[])]);
        }}
        data-testid="role-button-list"
      >
        {shown.map((b) => (
          <Checkbox key={b.ID} value={b.Menu_Code} className="role-button-item">
            <span className="role-button-name">{menuTitle(b, i18n.language)}</span>
            <span className="role-button-code">{b.Menu_Code}</span>
            {b.ENABLED !== 'Y' && <Tag>{t('role.menus.disabled')}</Tag>}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </GrantPane>
  );
}
