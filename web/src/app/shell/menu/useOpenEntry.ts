import type { ServerMenu } from '@srm/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { entryAction } from './menu-model.ts';

/** Opens a menu entry as spec §2.2 says: same window, new window, or the placeholder warning. */
export function useOpenEntry(): (entry: ServerMenu) => void {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (entry: ServerMenu) => {
      const action = entryAction(entry);
      if (action.kind === 'navigate') navigate(action.to);
      else if (action.kind === 'window') window.open(action.url, '_blank', 'noopener');
      else if (action.kind === 'placeholder') void message.warning(t('shell.menu.placeholder'));
    },
    [navigate, message, t],
  );
}
