import { apiPaths, screens } from '@srm/contract';
import { useTranslation } from 'react-i18next';
import './shared/admin.css';
import { AccountList } from './AccountList.tsx';

export const userRoute = screens.User.path;

/** Buyer, finance and administrator accounts (spec §2.1 /System/User). */
export function UserPage() {
  const { t } = useTranslation();
  return (
    <AccountList
      kind="user"
      listRoute={userRoute}
      loadPath={apiPaths.user.loadData}
      title={t('routes.User')}
    />
  );
}

export default UserPage;
