import { sql } from 'kysely';
import { defineList } from '../../platform/list/list-definition.ts';

/** The server audit log of the caller's organisation (PRODUCT §8), newest first. */
export const auditList = defineList({
  route: '/Audit/Index',
  captions: 'auditLog',
  title: { 'zh-chs': '审计日志', en: 'Audit log' },
  table: 'audit_log',
  from: sql`audit_log a`,
  scope: (scope) => sql`a.org_id = ${scope.orgId}`,
  columns: [
    { field: 'ID', sql: 'a.id', kind: 'int', hidden: true },
    { field: 'AT', sql: 'a.at', kind: 'datetime' },
    { field: 'USER_NAME', sql: 'a.user_name', kind: 'text' },
    { field: 'ACTION', sql: 'a.action', kind: 'text' },
    { field: 'ENTITY', sql: 'a.entity', kind: 'text' },
    { field: 'ENTITY_ID', sql: 'a.entity_id', kind: 'text' },
    { field: 'BEFORE', sql: 'cast(a.before as text)', kind: 'text' },
    { field: 'AFTER', sql: 'cast(a.after as text)', kind: 'text' },
  ],
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});
