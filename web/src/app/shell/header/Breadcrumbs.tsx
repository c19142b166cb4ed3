import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { findRoute, homeRoute } from '../../routes.ts';
import styles from '../Shell.module.css';

/** A crumb that the header may shorten to an ellipsis keeps its whole text in a tooltip. */
const titled = (text: string) => <span title={text}>{text}</span>;

/** Parent title and page title from the route meta (spec §2.2). */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const items = [
    {
      key: 'home',
      title: (
        <Link to={homeRoute.path} aria-label={t('routes.index')}>
          <HomeOutlined />
        </Link>
      ),
    },
    ...(route?.group ? [{ key: 'group', title: titled(t(`shell.groups.${route.group}`)) }] : []),
    ...(route && route !== homeRoute ? [{ key: 'page', title: titled(t(`routes.${route.name}`)) }] : []),
    ...(route === homeRoute ? [{ key: 'page', title: titled(t('routes.index')) }] : []),
  ];
  return <Breadcrumb className={styles.breadcrumb} items={items} data-testid="shell-breadcrumb" />;
}
