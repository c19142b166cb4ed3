import type { MessageTable } from '../../platform/messages.ts';

/** The mail module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const mailMessages = {
  'mail.notConfigured': {
    'zh-chs': '尚未设置邮件服务器，请先保存邮件服务设置',
    en: 'No mail server is set up: save the mail settings first',
  },
  'mail.disabled': {
    'zh-chs': '邮件发送已停用，此邮件未发送',
    en: 'Mail is turned off: this mail was not sent',
  },
  'mail.passwordUnreadable': {
    'zh-chs':
      '无法用本服务器的密钥解密已保存的邮件密码（可能恢复了数据库但没有恢复密钥），请重新输入邮件服务器密码',
    en: "The stored mail password cannot be opened with this server's key (a database restored without its key?): enter the mail server password again",
  },
  'mail.outcomeUnknown': {
    'zh-chs': '发送过程中服务进程中断，邮件可能已送达；为避免重复，不再重发',
    en: 'The server process stopped while sending: the mail may have been delivered, so it is not sent again',
  },
  'mail.interrupted': {
    'zh-chs': '处理邮件的服务进程已停止，重试后仍未发送',
    en: 'The server process working on the mail stopped, and the retries did not send it',
  },
  'mail.testAccepted': {
    'zh-chs': '邮件服务器已接收发往 {to} 的测试邮件',
    en: 'The mail server accepted the test mail to {to}',
  },
  'mail.testRefused': {
    'zh-chs': '邮件服务器 {host} 拒绝了测试邮件',
    en: 'The mail server {host} refused the test mail',
  },
  'mail.testUnreachable': {
    'zh-chs': '无法连接邮件服务器 {host}',
    en: 'The mail server {host} could not be reached',
  },
  'mail.testTls': {
    'zh-chs': '与邮件服务器 {host} 的加密连接（TLS）未能建立，请检查加密方式与端口',
    en: 'The encrypted connection (TLS) to the mail server {host} failed: check the TLS mode and port',
  },
  'mail.testNotSmtp': {
    'zh-chs': '{host} 的应答不像邮件服务器（SMTP），请检查主机与端口',
    en: '{host} did not answer as a mail server (SMTP): check the host and port',
  },
  'mail.hostNotAllowed': {
    'zh-chs':
      '邮件服务器 {host} 指向本机、链路本地或云元数据地址，不允许使用；如确需使用，请由运维在 MAIL_HOST_ALLOWLIST 中放行',
    en: 'The mail server {host} points at this machine, a link-local or a cloud metadata address, which is not allowed; the operator can allow it in MAIL_HOST_ALLOWLIST',
  },
  'mail.duplicateCategory': {
    'zh-chs': '同一类别只能出现一次',
    en: 'Each category may appear only once',
  },
} as const satisfies MessageTable;
