import { CloudServerOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The setting part with its dialog, form and the contract's schemas: loaded when first asked for (the shell budget, #14). */
const EnvironmentSetting = lazy(() => import('./EnvironmentSetting.tsx'));

/**
 * The login page's environment link (spec §2.1): the same link before and after the setting part has loaded; the
 * first click loads it and opens its dialog.
 */
export function EnvironmentLink() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const link = (
    <Button
      type="link"
      size="small"
      icon={<CloudServerOutlined />}
      style={{ padding: 0 }}
      loading={wanted}
      onClick={() => setWanted(true)}
      data-testid="sign-in-environment"
    >
      {t('sign-in.environment')}
    </Button>
  );
  if (!wanted) return link;
  return (
    <Suspense fallback={link}>
      <EnvironmentSetting openAtStart />
    </Suspense>
  );
}
