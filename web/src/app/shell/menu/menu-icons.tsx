import {
  AccountBookOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  FileTextOutlined,
  NotificationOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The icon names the menu catalogue uses (`Icon_Url`); anything else gets a neutral icon. */
const icons: Record<string, ReactNode> = {
  car: <CarOutlined />,
  'account-book': <AccountBookOutlined />,
  'bar-chart': <BarChartOutlined />,
  notification: <NotificationOutlined />,
  setting: <SettingOutlined />,
  file: <FileTextOutlined />,
};

export function menuIcon(name: string | null | undefined): ReactNode {
  return (name && icons[name]) || <AppstoreOutlined />;
}
