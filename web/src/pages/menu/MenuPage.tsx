import { screens } from '@srm/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../user/shared/admin.css';
import { MenuButtonsTab } from './MenuButtonsTab.tsx';
import { MenuTreeTab } from './MenuTreeTab.tsx';

export const menuRoute = screens.Menu.path;

/**
 * Menu administration (spec §2.1 /Menu/Index, §7 "Menu administration"): the menu tree, and the sub-menus that
 * are the button permission entries. The open tab is kept in the address (`?tab=buttons`).
 */
export function MenuPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const active = search.get('tab') === 'buttons' ? 'buttons' : 'menus';
  return (
    <Tabs
      className="admin-tabs"
      activeKey={active}
      onChange={(key) => setSearch(key === 'buttons' ? { tab: key } : {}, { replace: true })}
      items={[
        { key: 'menus', label: t('menu.tabs.menus'), children: <MenuTreeTab /> },
        { key: 'buttons', label: t('menu.tabs.buttons'), children: <MenuButtonsTab /> },
      ]}
    />
  );
}

export default MenuPage;
