import { SkinOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderTool } from './HeaderTool.tsx';

const ThemeDialog = lazy(() => import('./ThemeDialog.tsx'));

export function ThemeTool() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <HeaderTool
        label={t('themes.title')}
        data-testid="shell-theme"
        icon={<SkinOutlined />}
        onClick={() => setOpen(true)}
      />
      <Suspense fallback={null}>{open && <ThemeDialog onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
