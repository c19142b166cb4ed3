import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import '../user/shared/admin.css';
import { useSearchParams } from 'react-router';
import { AccountList } from '../user/AccountList.tsx';
import { SideTableList } from './SideTableList.tsx';
import { overDeliveryTable, spareTable } from './sideTables.ts';

const tabKeys = ['accounts', 'overDelivery', 'spare'] as const;
type TabKey = (typeof tabKeys)[number];
/** The list tables fill the page below the tab bar. */
const listHeight = 'calc(100vh - 196px)';

/**
 * Vendor accounts (spec §2.1 /System/Vender) with the over-delivery part confirmation and spare tables of
 * PRODUCT §4, one tab each; the open tab is kept in the address (`?tab=`) so it survives a refresh.
 */
export function VendorPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const current = search.get('tab');
  const active: TabKey = tabKeys.includes(current as TabKey) ? (current as TabKey) : 'accounts';
  return (
    <Tabs
      className="admin-tabs"
      activeKey={active}
      onChange={(key) => setSearch(key === 'accounts' ? {} : { tab: key }, { replace: true })}
      destroyOnHidden
      items={[
        {
          key: 'accounts',
          label: t('vendor.tabs.accounts'),
          children: <AccountList kind="vendor" list="Vender" height={listHeight} />,
        },
        {
          key: 'overDelivery',
          label: t('vendor.tabs.overDelivery'),
          children: <SideTableList table={overDeliveryTable} height={listHeight} />,
        },
        {
          key: 'spare',
          label: t('vendor.tabs.spare'),
          children: <SideTableList table={spareTable} height={listHeight} />,
        },
      ]}
    />
  );
}

export default VendorPage;
