import type { MessageTable } from '../../platform/messages.ts';

/**
 * The user module's messages, in both languages (`password.*` for the password rules of `password.ts`);
 * `server/src/messages.ts` joins the tables.
 */
export const userMessages = {
  'password.required': { 'zh-chs': '请输入密码', en: 'Please enter the password' },
  'password.oldRequired': { 'zh-chs': '请输入旧密码', en: 'Please enter the old password' },
  'password.newRequired': { 'zh-chs': '请输入新密码', en: 'Please enter the new password' },
  'password.confirmRequired': { 'zh-chs': '请输入确认密码', en: 'Please enter the confirm password' },
  // The password policy (contract/src/password-policy.ts); the web says the same (locales common.passwordPolicy).
  'password.tooShort': {
    'zh-chs': '密码至少需要 {min} 个字符',
    en: 'The password needs at least {min} characters',
  },
  'password.tooLong': {
    'zh-chs': '密码最多 {max} 个字符（汉字最多 {chinese} 个）',
    en: 'The password may have at most {max} characters ({chinese} Chinese characters)',
  },
  'password.containsName': {
    'zh-chs': '密码不能包含用户名、姓名、邮箱或公司名称',
    en: 'The password must not contain the user name, name, e-mail or company name',
  },
  'password.guessable': {
    'zh-chs': '密码太常见或太容易猜到（常用密码、单词、键盘顺序、重复或连续字符），请换一个',
    en: 'The password is too common or easy to guess (a common password, word, keyboard row, repeat or sequence): choose another',
  },
  'password.mismatch': {
    'zh-chs': '新密码与确认密码不一致',
    en: 'new password and confirm password are inconsistent',
  },
  'password.oldWrong': { 'zh-chs': '旧密码不正确', en: 'The old password is wrong' },
  'password.ownOnly': {
    'zh-chs': '只能修改自己的密码',
    en: 'You can only change your own password',
  },
  'user.notFound': { 'zh-chs': '账号不存在', en: 'The account does not exist' },
  'user.nameExists': { 'zh-chs': '用户名 {name} 已存在', en: 'The user name {name} already exists' },
  'user.cannotDeleteSelf': { 'zh-chs': '不能删除自己的账号', en: 'You cannot delete your own account' },
  'user.cannotLockSelf': { 'zh-chs': '不能锁定自己的账号', en: 'You cannot lock your own account' },
  'user.selfProtected': {
    'zh-chs': '不能停用自己的账号或修改自己的角色',
    en: 'You cannot disable your own account or change your own role',
  },
  'user.roleBeyondYours': {
    'zh-chs': '只能为本公司用户分配不超出您自己权限的角色',
    en: "You can give your company's users only roles within your own",
  },
  'user.superOnly': {
    'zh-chs': '只有超级管理员可以管理超级管理员账号',
    en: 'Only a super administrator can manage a super administrator account',
  },
  'user.orgNotAllowed': {
    'zh-chs': '不能把账号加入您不属于的组织 {id}',
    en: 'You cannot add the account to organisation {id}, which you do not belong to',
  },
  'user.preferencesTooLarge': {
    'zh-chs': '个人设置不能超过 {max} 字节',
    en: 'Preferences must not exceed {max} bytes',
  },
} as const satisfies MessageTable;
