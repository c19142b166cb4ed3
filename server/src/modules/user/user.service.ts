import type { UserDetail, userSaveBody, VendorUserDetail } from '@srm/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.ts';
import { allOrNone } from '../../platform/bulk.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import type { TemporaryPasswordMailer } from '../../platform/mail-port.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/pg-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { revokeSessions } from '../sign-in/index.ts';
import { assertPasswordPolicy, hashPassword, policyTemporaryPassword, readPassword } from './password.ts';
import {
  type AccountKind,
  type AccountRow,
  type AccountScope,
  deleteAccount as deleteAccountRow,
  findAccount,
  findRole,
  findVendor,
  insertAccount,
  isAccountReferenced,
  isNameTaken,
  organizationsOf,
  replaceOrganizations,
  roleWithin,
  updateAccount,
} from './user.repository.ts';

/**
 * Buyer accounts (User screen) and vendor accounts (Vender screen): the same rules, told apart by `kind`.
 * Every call takes the caller explicitly; a vendor caller only ever reaches accounts of its own vendor.
 */

export type AccountSave = z.output<typeof userSaveBody> & { VENDOR_CODE?: string };

const scopeOf = (auth: AuthContext, kind: AccountKind): AccountScope => ({
  orgId: auth.orgId,
  kind,
  vendorCode: auth.vendorCode,
});

const entityOf = (kind: AccountKind) => (kind === 'staff' ? 'user' : 'vendor_user');

async function accountOrThrow(db: Db, auth: AuthContext, kind: AccountKind, id: number) {
  const account = await findAccount(db, id, scopeOf(auth, kind));
  if (!account) throw notFound('user.notFound');
  // Only a super administrator manages super administrators: no one else can take over such an account.
  if (account.role_type === 'super' && auth.roleType !== 'super') throw new AppError(403, 'user.superOnly');
  return account;
}

/** What the audit log keeps of an account (never its password hash). */
const auditable = (a: AccountRow, orgIds: number[]) => ({
  ID: a.id,
  USER_NAME: a.user_name,
  NICK_NAME: a.nick_name,
  ROLE_ID: a.role_id,
  VENDOR_CODE: a.vendor_code,
  EMAIL: a.email,
  PHONE: a.phone,
  ENABLED: a.enabled,
  IS_LOCKED: a.is_locked,
  LOCKED_UNTIL: a.locked_until,
  ORG_IDS: orgIds,
});

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function getAccount(
  db: Db,
  auth: AuthContext,
  kind: AccountKind,
  id: number,
): Promise<UserDetail & Partial<VendorUserDetail>> {
  const account = await findAccount(db, id, scopeOf(auth, kind));
  if (!account) throw notFound('user.notFound');
  const mine = new Set(await organizationsOf(db, auth.userId));
  const orgIds = (await organizationsOf(db, id)).filter((o) => mine.has(o));
  const vendor = account.vendor_code ? await findVendor(db, auth.orgId, account.vendor_code) : undefined;
  return {
    ID: account.id,
    USER_NAME: account.user_name,
    NICK_NAME: account.nick_name,
    ROLE_ID: account.role_id,
    ROLE_NAME: account.role_name,
    VENDOR_CODE: account.vendor_code,
    EMAIL: account.email,
    PHONE: account.phone,
    ENABLED: account.enabled,
    IS_LOCKED: account.is_locked,
    LOCKED_UNTIL: iso(account.locked_until),
    CREATE_TIME: iso(account.created_at)!,
    ORG_IDS: orgIds,
    ...(kind === 'vendor' ? { VENDOR_NAME: vendor?.vendor_name ?? null } : {}),
  };
}

export const isUserNameTaken = (db: Db, userName: string, exceptId?: number) =>
  isNameTaken(db, userName, exceptId);

/** The organisations an account ends up in: the caller decides only about its own organisations. */
function nextOrganizations(
  auth: AuthContext,
  callerOrgs: number[],
  current: number[],
  requested: number[] | undefined,
  isNew: boolean,
): number[] {
  for (const id of requested ?? []) {
    if (!callerOrgs.includes(id)) throw new AppError(400, 'user.orgNotAllowed', { id });
  }
  if (requested === undefined && !isNew) return current;
  const kept = current.filter((o) => !callerOrgs.includes(o));
  return [...new Set([...kept, ...(requested ?? []), auth.orgId])].sort((a, b) => a - b);
}

/**
 * Refuses a role the caller may not give: an unknown one (400), a super administrator's unless the caller is one
 * (403), and (a vendor's administrator, issue #34) anything beyond the caller's own role (403).
 */
async function assertRoleGrantable(trx: Db, auth: AuthContext, roleId: number): Promise<void> {
  const role = await findRole(trx, roleId);
  if (!role) throw new AppError(400, 'role.notFound');
  if (role.role_type === 'super' && auth.roleType !== 'super') throw new AppError(403, 'role.superOnly');
  // A vendor's administrator (issue #34) gives its users no more than its own role holds: never a system role,
  // never a menu or button it lacks itself.
  if (auth.vendorCode && (role.role_type !== 'normal' || !(await roleWithin(trx, role.id, auth.roleId))))
    throw new AppError(403, 'user.roleBeyondYours');
}

/**
 * A vendor account's vendor, refused as "not found" (400) when a vendor caller names another vendor or it is not a
 * vendor of each of `sharedOrgs` (the account's organisations the caller is in).
 */
async function accountVendorCode(
  trx: Db,
  auth: AuthContext,
  input: AccountSave,
  sharedOrgs: number[],
): Promise<string> {
  const vendorCode = input.VENDOR_CODE ?? '';
  // A vendor caller only manages its own vendor's accounts; another code is "not found", revealing nothing.
  if (auth.vendorCode && vendorCode !== auth.vendorCode) {
    throw new AppError(400, 'vendor.notFound', { code: vendorCode });
  }
  for (const orgId of sharedOrgs) {
    if (!(await findVendor(trx, orgId, vendorCode))) {
      throw new AppError(400, 'vendor.notFound', { code: vendorCode });
    }
  }
  return vendorCode;
}

/** Refuses a password the policy forbids for this account (its names, mail address and vendor's name). */
async function assertAccountPassword(
  trx: Db,
  auth: AuthContext,
  password: string,
  vendorCode: string | null,
  input: AccountSave,
): Promise<void> {
  const vendorName = vendorCode ? (await findVendor(trx, auth.orgId, vendorCode))?.vendor_name : null;
  await assertPasswordPolicy(password, 'PASSWORD', [
    input.USER_NAME,
    input.NICK_NAME,
    input.EMAIL,
    vendorName,
  ]);
}

/** Would the save disable the caller's own account or change its role (which the caller may not do)? */
const changesOwnAccess = (auth: AuthContext, existing: AccountRow | undefined, input: AccountSave): boolean =>
  existing !== undefined &&
  existing.id === auth.userId &&
  (!input.ENABLED || input.ROLE_ID !== existing.role_id);

/** `AddOrModifySave` of both screens: create (with an initial password) or modify an account. */
export async function saveAccount(
  db: Db,
  auth: AuthContext,
  kind: AccountKind,
  input: AccountSave,
): Promise<{ ID: number }> {
  const isNew = input.ID === undefined;
  // Decrypting and hashing are slow: done before the transaction holds any lock.
  const password =
    isNew || input.PASSWORD ? await readPassword(db, input.PASSWORD, 'PASSWORD', 'password.required') : null;
  const passwordHash = password === null ? null : await hashPassword(password);
  const userName = input.USER_NAME;
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = isNew ? undefined : await accountOrThrow(trx, auth, kind, input.ID!);
      await assertRoleGrantable(trx, auth, input.ROLE_ID);
      if (changesOwnAccess(auth, existing, input)) throw new AppError(400, 'user.selfProtected');
      if (await isNameTaken(trx, userName, existing?.id))
        throw conflict('user.nameExists', { name: userName });

      const callerOrgs = await organizationsOf(trx, auth.userId);
      const current = existing ? await organizationsOf(trx, existing.id) : [];
      const orgIds = nextOrganizations(auth, callerOrgs, current, input.ORG_IDS, isNew);

      const sharedOrgs = orgIds.filter((o) => callerOrgs.includes(o));
      const vendorCode = kind === 'vendor' ? await accountVendorCode(trx, auth, input, sharedOrgs) : null;
      // After the checks above, so the policy's "contains the company name" tells nothing of another vendor.
      if (password !== null) await assertAccountPassword(trx, auth, password, vendorCode, input);

      const values = {
        user_name: userName,
        nick_name: input.NICK_NAME,
        role_id: input.ROLE_ID,
        vendor_code: vendorCode,
        email: input.EMAIL,
        phone: input.PHONE,
        enabled: input.ENABLED,
        updated_at: new Date(),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      };
      let id: number;
      if (existing) {
        id = existing.id;
        await updateAccount(trx, id, values);
        // A new password or a disabled account ends the account's sessions.
        if (passwordHash || !input.ENABLED) await revokeSessions(trx, id);
      } else {
        id = await insertAccount(trx, { ...values, password_hash: passwordHash! });
      }
      await replaceOrganizations(trx, id, orgIds);
      const saved = await findAccount(trx, id, { orgId: auth.orgId, kind, vendorCode: null });
      await writeAudit(trx, auth, {
        action: existing ? 'update' : 'create',
        entity: entityOf(kind),
        entityId: id,
        before: existing ? auditable(existing, current) : null,
        after: saved ? auditable(saved, orgIds) : null,
      });
      return { ID: id };
    });
  } catch (error) {
    // Two administrators saving the same new name at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('user.nameExists', { name: userName });
    throw error;
  }
}

/** `User/DeleteMany`, `Vender/DeleteMany`: the list's bulk delete, all or none, each as `Delete` (platform/bulk.ts). */
export function deleteAccounts(db: Db, auth: AuthContext, kind: AccountKind, ids: readonly number[]) {
  return allOrNone(db, ids, (trx, id) => deleteAccount(trx, auth, kind, id), {
    key: 'common.notAllDeleted',
    labelOf: async (trx, id) => (await findAccount(trx, id, scopeOf(auth, kind)))?.user_name ?? `#${id}`,
  });
}

export async function deleteAccount(db: Db, auth: AuthContext, kind: AccountKind, id: number): Promise<void> {
  try {
    await inTransaction(db, async (trx) => {
      const account = await accountOrThrow(trx, auth, kind, id);
      if (account.id === auth.userId) throw new AppError(400, 'user.cannotDeleteSelf');
      const orgIds = await organizationsOf(trx, id);
      const callerOrgs = new Set(await organizationsOf(trx, auth.userId));
      // An account that also works for an organisation the caller cannot see is in use there.
      if (orgIds.some((o) => !callerOrgs.has(o))) throw conflict('common.inUse');
      if (await isAccountReferenced(trx, account)) throw conflict('common.inUse');
      await deleteAccountRow(trx, id);
      await writeAudit(trx, auth, {
        action: 'delete',
        entity: entityOf(kind),
        entityId: id,
        before: auditable(account, orgIds),
        after: null,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('common.inUse');
    throw error;
  }
}

/**
 * `ChangeLockStatus`: lock = locked by an administrator (its sessions end); unlock = also lifts a lock-out after
 * failed sign-ins and starts the failure count afresh.
 */
export async function changeLockStatus(
  db: Db,
  auth: AuthContext,
  kind: AccountKind,
  id: number,
  locked: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const account = await accountOrThrow(trx, auth, kind, id);
    if (locked && account.id === auth.userId) throw new AppError(400, 'user.cannotLockSelf');
    const now = new Date();
    await updateAccount(
      trx,
      id,
      locked
        ? { is_locked: true, updated_at: now }
        : { is_locked: false, locked_until: null, failures_reset_at: now, updated_at: now },
    );
    if (locked) await revokeSessions(trx, id);
    await writeAudit(trx, auth, {
      action: locked ? 'lock' : 'unlock',
      entity: entityOf(kind),
      entityId: id,
      before: { IS_LOCKED: account.is_locked, LOCKED_UNTIL: account.locked_until },
      after: locked
        ? { IS_LOCKED: true, LOCKED_UNTIL: account.locked_until }
        : { IS_LOCKED: false, LOCKED_UNTIL: null },
    });
  });
}

/**
 * `ResetPassword`: a random temporary password replaces the old one, the account's sessions end and a lock-out
 * after failed sign-ins is lifted. When the organisation's mail is set up and the account has an address, the
 * password is mailed (`mailer`: the mail module's, through the app) and not answered; else it is answered once, to
 * the administrator. Only its argon2id hash is kept.
 */
export async function resetPassword(
  db: Db,
  mailer: TemporaryPasswordMailer,
  auth: AuthContext,
  kind: AccountKind,
  id: number,
): Promise<{ TempPassword: string | null; MAILED_TO: string | null }> {
  const account = await accountOrThrow(db, auth, kind, id);
  const password = await policyTemporaryPassword([account.user_name, account.nick_name, account.email]);
  const passwordHash = await hashPassword(password);
  const mailedTo = await db.transaction().execute(async (trx) => {
    await accountOrThrow(trx, auth, kind, id);
    const now = new Date();
    await updateAccount(trx, id, {
      password_hash: passwordHash,
      locked_until: null,
      failures_reset_at: now,
      updated_at: now,
    });
    await revokeSessions(trx, id);
    await writeAudit(trx, auth, {
      action: 'resetPassword',
      entity: entityOf(kind),
      entityId: id,
      before: null,
      after: null,
    });
    return mailer(trx, { orgId: auth.orgId, userId: id, password, by: auth.userName });
  });
  return mailedTo ? { TempPassword: null, MAILED_TO: mailedTo } : { TempPassword: password, MAILED_TO: null };
}
