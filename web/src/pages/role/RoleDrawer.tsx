import { AppstoreOutlined, KeyOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Drawer, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleButtonsTab } from './RoleButtonsTab.tsx';
import { RoleMenusTab } from './RoleMenusTab.tsx';
import { RoleUsersTab } from './RoleUsersTab.tsx';
import { roleApi, roleQueryKeys } from './roleApi.ts';

const noIds: number[] = [];
const noCodes: string[] = [];

/**
 * What a role holds, from the right: its buyers (with the add-buyer dialog), the menus it grants and its button
 * permission keys. Each tab saves on its own.
 */
export function RoleDrawer(props: { roleId: number | null; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [tab, setTab] = useState('users');
  const { roleId } = props;
  const detail = useQuery({
    queryKey: roleQueryKeys.detail(roleId ?? 0),
    enabled: roleId !== null,
    queryFn: () => roleApi.get(roleId!),
  });
  const role = detail.data;
  const reloadDetail = () => void client.invalidateQueries({ queryKey: roleQueryKeys.detail(roleId ?? 0) });

  return (
    <Drawer
      open={roleId !== null}
      size={760}
      onClose={props.onClose}
      destroyOnHidden
      afterOpenChange={(open) => !open && setTab('users')}
      title={
        <span className="role-drawer-title">
          {t('role.drawer.title')}
          {role && (
            <>
              <strong data-testid="role-drawer-name">{role.ROLE_NAME}</strong>
              <Tag color={role.ROLE_TYPE === 'normal' ? 'default' : 'gold'}>
                {t(`role.types.${role.ROLE_TYPE}`)}
              </Tag>
            </>
          )}
        </span>
      }
      data-testid="role-drawer"
    >
      {roleId !== null && !role ? (
        <Spin spinning style={{ display: 'block', marginTop: 48 }} />
      ) : (
        roleId !== null &&
        role && (
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'users',
                label: (
                  <span>
                    <TeamOutlined /> {t('role.drawer.users')}
                  </span>
                ),
                children: (
                  <RoleUsersTab roleId={roleId} roleName={role.ROLE_NAME} onChanged={props.onChanged} />
                ),
              },
              {
                key: 'menus',
                label: (
                  <span>
                    <AppstoreOutlined /> {t('role.drawer.menus')}
                  </span>
                ),
                children: (
                  <RoleMenusTab roleId={roleId} granted={role.MENU_IDS ?? noIds} onSaved={reloadDetail} />
                ),
              },
              {
                key: 'buttons',
                label: (
                  <span>
                    <KeyOutlined /> {t('role.drawer.buttons')}
                  </span>
                ),
                children: (
                  <RoleButtonsTab
                    roleId={roleId}
                    granted={role.BUTTON_CODES ?? noCodes}
                    onSaved={reloadDetail}
                  />
                ),
              },
            ]}
          />
        )
      )}
    </Drawer>
  );
}
