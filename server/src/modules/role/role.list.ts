import { screens } from '@srm/contract';
import { sql } from 'kysely';
import { defineList } from '../../platform/list/list-definition.ts';
import { buyerAccounts, accountColumns as c } from '../user/index.ts';

/**
 * Roles (they are shared by every organisation, like the menus they grant) with the number of users of the
 * caller's organisation holding each: one row per role and organisation, scoped to the caller's.
 */
export const roleList = defineList({
  route: screens.Role.path,
  captions: 'roles',
  title: { 'zh-chs': '角色管理', en: 'Roles' },
  table: 'role',
  from: sql`role r
    cross join organization o
    left join (
      select uo.org_id, u.role_id, count(*) as n
      from app_user u join user_organization uo on uo.user_id = u.id
      group by uo.org_id, u.role_id
    ) c on c.role_id = r.id and c.org_id = o.id`,
  scope: (scope) => sql`o.id = ${scope.orgId}`,
  columns: [
    { field: 'ID', sql: 'r.id', kind: 'int', hidden: true },
    { field: 'ROLE_NAME', sql: 'r.role_name', kind: 'text' },
    { field: 'ROLE_TYPE', sql: 'r.role_type', kind: 'text' },
    { field: 'IS_DEFAULT', sql: 'r.is_default', kind: 'bool' },
    { field: 'REMARK', sql: 'r.remark', kind: 'text' },
    { field: 'USER_COUNT', sql: 'coalesce(c.n, 0)', kind: 'int' },
    { field: 'CREATE_TIME', sql: 'r.created_at', kind: 'datetime' },
  ],
  defaultSort: { field: 'ID' },
  key: 'ID',
});

/** Buyer accounts of the caller's organisation, for the users of a role and the add-buyer dialog. */
export const roleUserList = defineList({
  route: '/System/Role/Users',
  ...buyerAccounts,
  columns: [c.id, c.userName, c.nickName, c.roleId, c.roleName, c.email, c.enabled],
  defaultSort: { field: 'USER_NAME' },
  key: 'ID',
});
