import { sql } from 'kysely';
import { defineList, type ListColumn } from '../../platform/list/list-definition.ts';

/** Columns every account list shows (User and Vender screens). */
export const accountColumns = {
  id: { field: 'ID', sql: 'u.id', kind: 'int', caption: { 'zh-chs': '编号', en: 'ID' }, hidden: true },
  userName: {
    field: 'USER_NAME',
    sql: 'u.user_name',
    kind: 'text',
    caption: { 'zh-chs': '用户名', en: 'User name' },
  },
  nickName: {
    field: 'NICK_NAME',
    sql: 'u.nick_name',
    kind: 'text',
    caption: { 'zh-chs': '姓名', en: 'Name' },
  },
  roleId: {
    field: 'ROLE_ID',
    sql: 'u.role_id',
    kind: 'int',
    caption: { 'zh-chs': '角色编号', en: 'Role ID' },
    hidden: true,
  },
  roleName: {
    field: 'ROLE_NAME',
    sql: 'r.role_name',
    kind: 'text',
    caption: { 'zh-chs': '角色', en: 'Role' },
  },
  email: { field: 'EMAIL', sql: 'u.email', kind: 'text', caption: { 'zh-chs': '邮箱', en: 'Email' } },
  phone: { field: 'PHONE', sql: 'u.phone', kind: 'text', caption: { 'zh-chs': '电话', en: 'Phone' } },
  enabled: { field: 'ENABLED', sql: 'u.enabled', kind: 'bool', caption: { 'zh-chs': '启用', en: 'Enabled' } },
  isLocked: {
    field: 'IS_LOCKED',
    sql: 'u.is_locked',
    kind: 'bool',
    caption: { 'zh-chs': '锁定', en: 'Locked' },
  },
  lockedUntil: {
    field: 'LOCKED_UNTIL',
    sql: 'u.locked_until',
    kind: 'datetime',
    caption: { 'zh-chs': '锁定至', en: 'Locked until' },
  },
  createTime: {
    field: 'CREATE_TIME',
    sql: 'u.created_at',
    kind: 'datetime',
    caption: { 'zh-chs': '创建时间', en: 'Created' },
  },
} satisfies Record<string, ListColumn>;

const c = accountColumns;

/** Buyer, finance and administrator accounts of the caller's organisation (User screen). */
export const userList = defineList({
  route: '/System/User',
  table: 'app_user',
  from: sql`app_user u
    join user_organization uo on uo.user_id = u.id
    left join role r on r.id = u.role_id`,
  // Vendor callers are refused before reaching this list; should one get here, it sees nothing (fail closed).
  scope: (scope) =>
    scope.vendorCode ? sql`false` : sql`uo.org_id = ${scope.orgId} and u.vendor_code is null`,
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
