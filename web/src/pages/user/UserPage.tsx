import './shared/admin.css';
import { AccountList } from './AccountList.tsx';

/** Buyer, finance and administrator accounts (spec §2.1 /System/User). */
export function UserPage() {
  return <AccountList kind="user" list="User" />;
}

export default UserPage;
