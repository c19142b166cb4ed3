import { ApartmentOutlined, DownOutlined } from '@ant-design/icons';
import type { OrgOption } from '@srm/contract';
import { App, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { flushPreferences, setPreferences } from '../../../platform/preferences.ts';
import { session } from '../../../platform/session.ts';
import { cookies, storage } from '../../../platform/storage.ts';
import styles from '../Shell.module.css';
import { HeaderTool } from './HeaderTool.tsx';
import { useOrganizations } from './useOrganizations.ts';

/**
 * Switches the organisation the browser works in (spec §4). The session stays; the server accepts the `OrgId`
 * header for every organisation of the user, so switching stores the choice (cookies ORG_ID/ORG_CODE and
 * local storage), resets the open pages and reloads.
 */
export async function switchOrganization(org: OrgOption): Promise<void> {
  cookies.set('ORG_ID', String(org.Id));
  cookies.set('ORG_CODE', org.OrganizeCode);
  storage.set('ORG_ID', org.Id);
  storage.set('ORG_CODE', org.OrganizeCode);
  const user = session.userInfo();
  if (user) storage.set('userInfo', { ...user, ORG_ID: org.Id, ORG_CODE: org.OrganizeCode });
  setPreferences({ tabs: [] });
  await flushPreferences();
  // `/`: the user lands where its menus in that organisation say (landing.ts).
  window.location.assign('/');
}

/** The organisations to choose from (the current one marked); choosing another asks first, then switches. */
export function useOrganizationMenu(): {
  menu: MenuProps;
  orgs: OrgOption[];
  current: OrgOption | undefined;
} {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { orgs, current, currentId } = useOrganizations();
  const menu: MenuProps = {
    selectable: true,
    selectedKeys: [String(currentId)],
    items: [
      { key: 'title', type: 'group', label: t('shell.organization.title') },
      ...orgs.map((o) => ({ key: String(o.Id), label: o.OrganizeName })),
    ],
    onClick: ({ key }) => {
      const org = orgs.find((o) => String(o.Id) === key);
      if (!org || org.Id === currentId) return;
      modal.confirm({
        title: t('shell.organization.title'),
        content: t('shell.organization.confirm'),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onOk: () => switchOrganization(org),
      });
    },
  };
  return { menu, orgs, current };
}

export function OrganizationSwitch() {
  const { t } = useTranslation();
  const { menu, current } = useOrganizationMenu();
  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={menu}>
      <HeaderTool
        tip={false}
        label={t('shell.organization.title')}
        data-testid="shell-organization"
        className={styles.toolWide}
        icon={<ApartmentOutlined />}
      >
        <span className={styles.toolText} title={current?.OrganizeName}>
          {current?.OrganizeName ?? ''}
        </span>
        <DownOutlined className={styles.toolCaret} />
      </HeaderTool>
    </Dropdown>
  );
}
