import { mailCategoryLabels, mailStateLabels, screens } from '@srm/contract';
import { sql } from 'kysely';
import { defineList } from '../../platform/list/list-definition.ts';

/** The mail settings screen (spec §2.1 route), whose second tab is the mail log. */
export const mailScreen = screens.Mail.path;

/** The mail log (Mail/LoadData): the organisation's mails, newest first. Never the body (it may hold a password). */
export const mailLogList = defineList({
  route: mailScreen,
  title: { 'zh-chs': '邮件日志', en: 'Mail log' },
  table: 'mail_log',
  from: sql`mail_log l`,
  driving: { from: sql`mail_log l`, alias: 'l' },
  scope: (s) => sql`l.org_id = ${s.orgId}`,
  columns: [
    { field: 'ID', sql: 'l.id', kind: 'int', hidden: true },
    { field: 'MAIL_TO', sql: 'l.to_address', kind: 'text', width: 200 },
    { field: 'SUBJECT', sql: 'l.subject', kind: 'text', width: 240 },
    { field: 'CATEGORY', sql: 'l.category', kind: 'text', width: 100, labels: mailCategoryLabels },
    { field: 'STATE', sql: 'l.state', kind: 'text', width: 100, labels: mailStateLabels },
    { field: 'ATTEMPTS', sql: 'l.attempts', kind: 'int', width: 110 },
    { field: 'LAST_ERROR', sql: 'l.last_error', kind: 'text', width: 220 },
    { field: 'CREATETIME', sql: 'l.created_at', kind: 'datetime', width: 165 },
    { field: 'SENT_AT', sql: 'l.sent_at', kind: 'datetime', width: 165 },
    { field: 'TO_NAME', sql: 'l.to_name', kind: 'text', width: 120 },
    { field: 'CREATED_BY', sql: 'l.created_by', kind: 'text', width: 100 },
    { field: 'SMTP_RESPONSE', sql: 'l.smtp_response', kind: 'text', width: 220, hidden: true },
  ],
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});
