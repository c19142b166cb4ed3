import { screens } from '@srm/contract';
import { sql } from 'kysely';
import type { Scope } from '../../platform/auth.ts';
import { type DeclaredColumn, defineList } from '../../platform/list/list-definition.ts';

/** Columns every account list shows (User and Vender screens). */
export const accountColumns = {
  id: { field: 'ID', sql: 'u.id', kind: 'int', hidden: true },
  userName: {
    field: 'USER_NAME',
    sql: 'u.user_name',
    kind: 'text',
  },
  nickName: {
    field: 'NICK_NAME',
    sql: 'u.nick_name',
    kind: 'text',
  },
  roleId: {
    field: 'ROLE_ID',
    sql: 'u.role_id',
    kind: 'int',
    hidden: true,
  },
  roleName: {
    field: 'ROLE_NAME',
    sql: 'r.role_name',
    kind: 'text',
  },
  email: { field: 'EMAIL', sql: 'u.email', kind: 'text' },
  phone: { field: 'PHONE', sql: 'u.phone', kind: 'text' },
  enabled: { field: 'ENABLED', sql: 'u.enabled', kind: 'bool' },
  isLocked: {
    field: 'IS_LOCKED',
    sql: 'u.is_locked',
    kind: 'bool',
  },
  lockedUntil: {
    field: 'LOCKED_UNTIL',
    sql: 'u.locked_until',
    kind: 'datetime',
  },
  createTime: {
    field: 'CREATE_TIME',
    sql: 'u.created_at',
    kind: 'datetime',
  },
} satisfies Record<string, DeclaredColumn>;

const c = accountColumns;

/**
 * The buyer accounts (no vendor) of the caller's organisation, with their roles: the table, joins and scope of the
 * lists of accounts. Vendor callers are refused before reaching such a list; should one get here, it sees nothing
 * (fail closed).
 */
export const buyerAccounts = {
  table: 'app_user',
  from: sql`app_user u
    join user_organization uo on uo.user_id = u.id
    left join role r on r.id = u.role_id`,
  scope: (scope: Scope) =>
    scope.vendorCode ? sql`false` : sql`uo.org_id = ${scope.orgId} and u.vendor_code is null`,
} as const;

/** Buyer, finance and administrator accounts of the caller's organisation (User screen). */
export const userList = defineList({
  route: screens.User.path,
  title: { 'zh-chs': '采购账号管理', en: 'Buyer accounts' },
  ...buyerAccounts,
  columns: [
    c.id,
    c.userName,
    c.nickName,
    c.roleId,
    c.roleName,
    c.email,
    c.phone,
    c.enabled,
    c.isLocked,
    c.lockedUntil,
    c.createTime,
  ],
  defaultSort: { field: 'ID' },
  key: 'ID',
});
