import type { MessageTable } from '../../platform/messages.ts';

/** The announcement module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const announcementMessages = {
  'announcement.notFound': { 'zh-chs': '公告不存在', en: 'The announcement does not exist' },
  'announcement.vendorsRequired': { 'zh-chs': '请至少选择一个供应商', en: 'must name at least one vendor' },
  'announcement.rolesRequired': { 'zh-chs': '请至少选择一个角色', en: 'must name at least one role' },
  'announcement.windowOrder': { 'zh-chs': '截止时间必须晚于生效时间', en: 'must be later than the start' },
  'announcement.unknownVendors': { 'zh-chs': '供应商 {codes} 不存在', en: 'Vendor {codes} does not exist' },
  'announcement.unknownRoles': { 'zh-chs': '角色 {ids} 不存在', en: 'Role {ids} does not exist' },
  'announcement.windowOver': {
    'zh-chs': '公告“{title}”的截止时间已过，请先修改截止时间再发布',
    en: 'The window of "{title}" has ended: change its end before publishing it',
  },
  'announcement.badTransition': {
    'zh-chs': '公告“{title}”当前为{state}，不能{action}',
    en: 'The announcement "{title}" is {state}: it cannot be {action}',
  },
  'announcement.state.draft': { 'zh-chs': '草稿', en: 'a draft' },
  'announcement.state.published': { 'zh-chs': '已发布', en: 'published' },
  'announcement.state.withdrawn': { 'zh-chs': '已撤回', en: 'withdrawn' },
  'announcement.action.save': { 'zh-chs': '修改', en: 'edited' },
  'announcement.action.publish': { 'zh-chs': '发布', en: 'published' },
  'announcement.action.withdraw': { 'zh-chs': '撤回', en: 'withdrawn' },
  'announcement.action.delete': { 'zh-chs': '删除', en: 'deleted' },
} as const satisfies MessageTable;
