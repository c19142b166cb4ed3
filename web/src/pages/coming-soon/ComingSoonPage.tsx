import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** An honest placeholder for a screen of the route table that is not built yet. */
export function ComingSoonPage({ name }: { name: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={t(`routes.${name}`)} subTitle={t('coming-soon.message')} />;
}
export default ComingSoonPage;
