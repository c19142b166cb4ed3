import { Button, Result, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { token } = theme.useToken();
  return (
    <div
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: token.colorBgLayout }}
    >
      <Result
        status="404"
        title={t('not-found.title')}
        subTitle={
          <>
            <div>{t('not-found.message')}</div>
            <code>{t('not-found.path', { path: location.pathname })}</code>
          </>
        }
        extra={
          <Link to="/index">
            <Button type="primary">{t('not-found.home')}</Button>
          </Link>
        }
      />
    </div>
  );
}
