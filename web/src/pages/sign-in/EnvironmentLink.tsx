import { CloudServerOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';

/** The setting part with its dialog, form and the contract's schemas: loaded when first asked for (the shell budget, #14). */
const EnvironmentSetting = lazy(() => import('./EnvironmentSetting.tsx'));

/**
 * The login page's environment link (spec §2.1). The first click loads the setting dialog (the link shows it is
 * loading meanwhile) and opens it; later clicks open it again.
 */
export function EnvironmentLink() {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const link = (loading: boolean) => (
    <LinkButton
      icon={<CloudServerOutlined />}
      style={{ padding: 0 }}
      loading={loading}
      onClick={() => {
        setLoaded(true);
        setOpen(true);
      }}
      data-testid="sign-in-environment"
    >
      {t('sign-in.environment')}
    </LinkButton>
  );
  if (!loaded) return link(false);
  return (
    <Suspense fallback={link(true)}>
      {link(false)}
      <EnvironmentSetting open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
