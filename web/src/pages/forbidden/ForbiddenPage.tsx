import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * A page of the route table the user's menus do not grant (opened by address or an old link): one localised 403
 * with a way home, inside the shell. It opens no tab and makes no call of the page (issue #15).
 */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Result
      status="403"
      title={t('forbidden.title')}
      subTitle={
        <>
          <div>{t('forbidden.message')}</div>
          <code>{t('forbidden.path', { path: location.pathname })}</code>
        </>
      }
      extra={
        <Link to="/index">
          <Button type="primary">{t('forbidden.home')}</Button>
        </Link>
      }
      data-testid="forbidden-page"
    />
  );
}

export default ForbiddenPage;
