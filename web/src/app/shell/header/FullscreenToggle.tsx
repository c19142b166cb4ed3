import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderTool } from './HeaderTool.tsx';

/** The browser's full-screen mode for the whole page. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const label = t(full ? 'shell.header.exitFullscreen' : 'shell.header.fullscreen');
  return (
    <HeaderTool
      label={label}
      data-testid="shell-fullscreen"
      icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={() => {
        if (document.fullscreenElement) void document.exitFullscreen();
        else void document.documentElement.requestFullscreen?.();
      }}
    />
  );
}
