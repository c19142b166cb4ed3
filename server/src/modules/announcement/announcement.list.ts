import { announcementAudienceLabels, announcementStateLabels, screens } from '@srm/contract';
import { sql } from 'kysely';
import type { Scope } from '../../platform/auth.ts';
import { createdColumns } from '../../platform/list/list-columns.ts';
import { defineList } from '../../platform/list/list-definition.ts';

/** The announcement screen (spec §2.1 route). */
export const announcementScreen = screens.Announcement.path;

/** The organisation's announcements, for its staff only (a vendor account never lists them, menu or not). */
const scope = (s: Scope) => sql`a.org_id = ${s.orgId} and ${s.vendorCode}::text is null`;

/** Announcements (Announcement/LoadData): the managers' list; READ_COUNT counts readers of the current version. */
export const announcementList = defineList({
  route: announcementScreen,
  title: { 'zh-chs': '公告通知', en: 'Announcements' },
  table: 'announcement',
  from: sql`announcement a`,
  driving: { from: sql`announcement a`, alias: 'a' },
  scope,
  columns: [
    { field: 'ID', sql: 'a.id', kind: 'int', hidden: true },
    { field: 'TITLE', sql: 'a.title', kind: 'text', width: 260 },
    { field: 'STATE', sql: 'a.state', kind: 'text', width: 100, labels: announcementStateLabels },
    { field: 'AUDIENCE', sql: 'a.audience', kind: 'text', width: 120, labels: announcementAudienceLabels },
    { field: 'PINNED', sql: 'a.pinned', kind: 'bool', width: 80 },
    { field: 'PUBLISH_FROM', sql: 'a.publish_from', kind: 'datetime', width: 170 },
    { field: 'PUBLISH_TO', sql: 'a.publish_to', kind: 'datetime', width: 170 },
    { field: 'VERSION', sql: 'a.version', kind: 'int', width: 80 },
    {
      field: 'READ_COUNT',
      sql: '(select count(*)::integer from announcement_read r where r.announcement_id = a.id and r.version = a.version)',
      kind: 'int',
      width: 90,
    },
    { field: 'PUBLISHED_AT', sql: 'a.published_at', kind: 'datetime', width: 170 },
    { field: 'PUBLISHED_BY', sql: 'a.published_by', kind: 'text', width: 100 },
    ...createdColumns('a'),
    { field: 'UPDATED_AT', sql: 'a.updated_at', kind: 'datetime', width: 170 },
  ],
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});
