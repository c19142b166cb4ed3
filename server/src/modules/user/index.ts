export { assertPasswordPolicy, hashPassword, readPassword } from './password.ts';
export { accountColumns, buyerAccounts } from './user.list.ts';
export {
  findVendor,
  insertUser,
  insertUserOrganization,
  type MailableUser,
  mailableUsers,
  setUserRole,
  type UserSelector,
  userEmail,
  vendorUserId,
} from './user.repository.ts';
export { userRoutes } from './user.routes.ts';
export {
  changeLockStatus,
  deleteAccount,
  deleteAccounts,
  getAccount,
  isUserNameTaken,
  resetPassword,
  saveAccount,
} from './user.service.ts';
export { userSelfRoutes } from './user-self.routes.ts';
