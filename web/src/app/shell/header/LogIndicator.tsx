import { BugOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorLog } from '../../../platform/error-log.ts';
import { logRoute } from '../../routes.ts';
import { HeaderTool } from './HeaderTool.tsx';

/** The error count of the front-end log (capped at 99) and the way to the log page. */
export function LogIndicator() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useErrorLog().length;
  return (
    <HeaderTool
      label={t('shell.header.log')}
      data-testid="shell-log"
      icon={<BugOutlined />}
      count={count}
      onClick={() => navigate(logRoute.path)}
    />
  );
}
