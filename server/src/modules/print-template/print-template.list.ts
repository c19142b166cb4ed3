import { screens, yesNoLabels } from '@srm/contract';
import { sql } from 'kysely';
import { defineList } from '../../platform/list/list-definition.ts';

/** The print-template screen (SysReportTpl): the current version of every template of the organisation. */
export const printTemplateList = defineList({
  route: screens.SysReportTpl.path,
  captions: 'printTemplates',
  title: { 'zh-chs': '单据打印模板', en: 'Print templates' },
  table: 'print_template',
  from: sql`print_template t`,
  driving: { from: sql`print_template t`, alias: 't' },
  // Staff only: a vendor never holds the menu, and would see nothing if it did.
  scope: (scope) => (scope.vendorCode ? sql`false` : sql`t.org_id = ${scope.orgId} and t.is_current`),
  columns: [
    { field: 'ID', sql: 't.id', kind: 'int', hidden: true },
    { field: 'KIND', sql: 't.kind', kind: 'text' },
    { field: 'NAME', sql: 't.name', kind: 'text' },
    { field: 'VERSION', sql: 't.version', kind: 'int' },
    {
      field: 'IS_DEFAULT',
      sql: "case when t.is_default then 'Y' else 'N' end",
      kind: 'text',
      labels: { Y: yesNoLabels.true, N: yesNoLabels.false },
    },
    { field: 'UPDATED_BY', sql: 't.updated_by', kind: 'text' },
    { field: 'UPDATETIME', sql: 't.updated_at', kind: 'datetime' },
  ],
  defaultSort: { field: 'ID' },
  key: 'ID',
});
