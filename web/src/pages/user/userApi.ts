import { apiPaths } from '@srm/contract';
import { api } from '../../platform/api.ts';

/** Buyer accounts (User screen) and vendor accounts (Vender screen) share every call but the path. */
export type AccountKind = 'user' | 'vendor';

const pathsOf = { user: apiPaths.user, vendor: apiPaths.vendor } as const;

export type AccountSaveBody = {
  ID?: number;
  USER_NAME: string;
  NICK_NAME: string;
  /** RSA ciphertext, like the sign-in password. */
  PASSWORD?: string;
  ROLE_ID: number;
  EMAIL?: string | null;
  PHONE?: string | null;
  ENABLED: boolean;
  ORG_IDS?: number[];
  VENDOR_CODE?: string;
};

export function userApi(kind: AccountKind) {
  const p = pathsOf[kind];
  return {
    get: async (id: number) => (await api.get(p.get, { query: { id } })).data,
    /** Silent: the dialog shows the answer inline under the field. */
    isNameTaken: async (USER_NAME: string, ID?: number) =>
      (await api.post(p.isExistsName, { USER_NAME, ...(ID ? { ID } : {}) }, { silent: true })).data,
    save: async (body: AccountSaveBody) => (await api.post(p.addOrModifySave, body)).data,
    remove: (id: number) => api.post(p.delete, undefined, { query: { id } }),
    /** Several accounts in one call, all or none (silent: the caller shows a refusal with each account named). */
    removeMany: (IDS: number[]) => api.post(p.deleteMany, { IDS }, { silent: true }),
    changeLock: (ID: number, IS_LOCKED: boolean) => api.post(p.changeLockStatus, { ID, IS_LOCKED }),
    resetPassword: async (ID: number) => (await api.post(p.resetPassword, { ID })).data,
  };
}

/** Passwords travel RSA-OAEP encrypted with the server's key and a single-use nonce, as at sign-in (PRODUCT §9). */
export { encryptPassword } from '../../platform/password.ts';
