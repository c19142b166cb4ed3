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
        title={t('notFound.title')}
        subTitle={
          <>
            <div>{t('notFound.message')}</div>
            <code>{t('notFound.path', { path: location.pathname })}</code>
          </>
        }
        extra={
          <Link to="/index">
            <Button type="primary">{t('notFound.home')}</Button>
          </Link>
        }
      />
    </div>
  );
}
