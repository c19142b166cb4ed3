import type { MessageTable } from '../../platform/messages.ts';

/** The list-param module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const listParamMessages = {
  'listParam.unknownList': {
    'zh-chs': '列表 {route} 不存在或无权访问',
    en: 'The list {route} does not exist or is not yours',
  },
  'listParam.unknownField': {
    'zh-chs': '原始字段 {field} 不是列表 {route} 的字段',
    en: 'The field {field} is not a column of the list {route}',
  },
  'listParam.duplicate': {
    'zh-chs': '{name} 重复',
    en: '{name} appears twice',
  },
  'listParam.paramExists': {
    'zh-chs': '参数名 {name} 已存在',
    en: 'The parameter name {name} already exists',
  },
  'listParam.mixedRoutes': {
    'zh-chs': '一次只能保存同一个列表的配置',
    en: 'Only the configuration of one list can be saved at once',
  },
  'listParam.paramNotFound': {
    'zh-chs': '参数 {name} 不存在',
    en: 'The parameter {name} does not exist',
  },
  'listParam.ownOnly': {
    'zh-chs': '只能删除自己的列配置',
    en: 'You can only delete your own column configuration',
  },
  'listParam.unknownTable': {
    'zh-chs': '数据表 {table} 不存在或无权查看',
    en: 'The table {table} does not exist or is not yours to read',
  },
  'listParam.invalidTableName': {
    'zh-chs': '数据表名 {table} 格式不正确',
    en: 'The table name {table} is not valid',
  },
} as const satisfies MessageTable;
