import { BgColorsOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderTool } from './HeaderTool.tsx';

const ColorPanel = lazy(() => import('./ColorPanel.tsx'));

/** The accent colour picker (7 presets, default #409EFF), loaded when first opened. */
export function ColorTool() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('shell.color.title')}
      content={
        open ? (
          <Suspense fallback={<div style={{ width: 240, height: 120 }} />}>
            <ColorPanel />
          </Suspense>
        ) : null
      }
    >
      <HeaderTool
        tip={false}
        label={t('shell.color.title')}
        data-testid="shell-color"
        icon={<BgColorsOutlined />}
      />
    </Popover>
  );
}
