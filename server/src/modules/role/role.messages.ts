import type { MessageTable } from '../../platform/messages.ts';

/** The role module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const roleMessages = {
  'role.notFound': { 'zh-chs': '角色不存在', en: 'The role does not exist' },
  'role.nameExists': { 'zh-chs': '角色名 {name} 已存在', en: 'The role name {name} already exists' },
  'role.superOnly': {
    'zh-chs': '只有超级管理员可以管理超级管理员角色',
    en: 'Only a super administrator can manage the super administrator role',
  },
  'role.isDefault': {
    'zh-chs': '系统默认角色不能删除',
    en: 'A system default role cannot be deleted',
  },
  'role.defaultTypeFixed': {
    'zh-chs': '系统默认角色的类型不能修改',
    en: 'The type of a system default role cannot be changed',
  },
  'role.cannotRemoveSelf': {
    'zh-chs': '不能把自己移出角色',
    en: 'You cannot remove yourself from a role',
  },
  'role.usersInvalid': {
    'zh-chs': '以下账号不存在或不是本组织的采购账号：{ids}',
    en: 'These accounts do not exist or are not buyer accounts of this organisation: {ids}',
  },
  'role.userNotInRole': { 'zh-chs': '该账号不在此角色中', en: 'The account does not hold this role' },
} as const satisfies MessageTable;
