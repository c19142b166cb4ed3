import type { OrgNames, Texts } from './notification.ts';
import { withFooter } from './notification.ts';

/*
 * The mails no domain event causes: an administrator's password reset and a supplier invitation (asked for through
 * the app's mail port, `platform/mail-port.ts`, and sealed until sent) and the settings screen's test mail.
 */

export function passwordReset(user: { userName: string; password: string }, org: OrgNames): Texts {
  return withFooter(
    {
      'zh-chs': {
        subject: '您的 SRM 门户密码已重置',
        body: `管理员重置了您的账号 ${user.userName} 的密码。\n临时密码：${user.password}\n请使用临时密码登录，并立即在右上角用户菜单中修改密码。如非您本人申请，请联系管理员。`,
      },
      en: {
        subject: 'Your SRM portal password was reset',
        body: `An administrator reset the password of your account ${user.userName}.\nTemporary password: ${user.password}\nSign in with it and change it at once in the user menu (top right). If you did not ask for this, contact your administrator.`,
      },
    },
    org,
  );
}

/** An invitation to register as a supplier: one mail in both languages (the company has chosen none yet). */
export function supplierInvitation(
  i: { companyName: string; link: string; expiresAt: string },
  org: OrgNames,
): Texts {
  const zh = `${org['zh-chs']} 邀请${i.companyName ? ` ${i.companyName} ` : '贵司'}在 SRM 供应商门户注册为供应商。\n请在 ${i.expiresAt} 前打开以下链接填写公司资料（链接仅能使用一次）：\n${i.link}`;
  const en = `${org.en} invites ${i.companyName || 'your company'} to register as a supplier on its SRM supplier portal.\nPlease open this link before ${i.expiresAt} and enter your company's data (the link works once):\n${i.link}`;
  const body = `${zh}\n\n${en}`;
  return withFooter(
    {
      'zh-chs': { subject: `${org['zh-chs']} 供应商注册邀请 / Supplier registration invitation`, body },
      en: { subject: `${org.en}: supplier registration invitation`, body },
    },
    org,
  );
}

export function testMail(host: string, who: string, org: OrgNames): Texts {
  const at = new Date().toISOString().replace('T', ' ').slice(0, 19);
  return withFooter(
    {
      'zh-chs': {
        subject: 'SRM 门户测试邮件',
        body: `这是一封测试邮件：邮件服务器 ${host} 的设置可用。\n发送人：${who}\n时间（UTC）：${at}`,
      },
      en: {
        subject: 'SRM portal test mail',
        body: `This is a test mail: the settings of the mail server ${host} work.\nSent by: ${who}\nTime (UTC): ${at}`,
      },
    },
    org,
  );
}
