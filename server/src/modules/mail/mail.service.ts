import { randomUUID } from 'node:crypto';
import {
  type Language,
  type MailMyPreferences,
  type MailSettings,
  type MailTestResult,
  mailCategoryDefaults,
  mailChoiceCategories,
  type mailPreferencesSave,
  type mailSettingsSave,
} from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type MessageKey, translate } from '../../messages.ts';
import type { AuthContext } from '../../platform/auth.ts';
import type { Config } from '../../platform/config.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { mailKey, open, seal, UnreadableSecret } from '../../platform/sealed-secrets.ts';
import { writeAudit } from '../audit/index.ts';
import { organizationNames } from '../organization/index.ts';
import { userEmail } from '../user/index.ts';
import * as repo from './mail.repository.ts';
import { checkMailHost, parseAllowlist } from './mail-host.ts';
import { settingPurpose } from './mail-secrets.ts';
import { describeFailure, type SendFailure, type SmtpSettings, sendMail } from './mail-transport.ts';
import { testMail } from './notifications/direct-mails.ts';

type KeyConfig = Pick<Config, 'mailKey' | 'dataDir' | 'mailHostAllowlist'>;

/** The settings as the screen sees them: never the password, only whether one is stored. */
function toSettings(row: repo.SettingsRow | undefined): MailSettings {
  if (!row)
    return {
      HOST: '',
      PORT: 587,
      TLS_MODE: 'starttls',
      USER_NAME: '',
      PASSWORD_SET: false,
      FROM_ADDRESS: '',
      FROM_NAME: '',
      ENABLED: false,
      UPDATED_BY: null,
      UPDATED_AT: null,
    };
  return {
    HOST: row.host,
    PORT: row.port,
    TLS_MODE: row.tls_mode,
    USER_NAME: row.user_name,
    PASSWORD_SET: row.password_enc !== null,
    FROM_ADDRESS: row.from_address,
    FROM_NAME: row.from_name,
    ENABLED: row.enabled,
    UPDATED_BY: row.updated_by,
    UPDATED_AT: row.updated_at,
  };
}

/** What the audit log keeps of the settings: whether a credential is stored, never the credential. */
const auditable = (s: MailSettings, credentialChanged = false) => ({
  HOST: s.HOST,
  PORT: s.PORT,
  TLS_MODE: s.TLS_MODE,
  USER_NAME: s.USER_NAME,
  FROM_ADDRESS: s.FROM_ADDRESS,
  FROM_NAME: s.FROM_NAME,
  ENABLED: s.ENABLED,
  CREDENTIAL_STORED: s.PASSWORD_SET,
  ...(credentialChanged ? { CREDENTIAL_CHANGED: true } : {}),
});

export async function getMailSettings(db: Db, auth: AuthContext): Promise<MailSettings> {
  return toSettings(await repo.findSettings(db, auth.orgId));
}

/**
 * Saves the organisation's settings (audited). An empty PASSWORD keeps the stored one only while the password would
 * still go where it went: a change of host, port, TLS mode or user clears it unless it is typed again in the same
 * save (issue #37: else the stored password could be sent to a server of the administrator's choosing). A host that
 * is, or resolves to, a loopback, link-local or metadata address is refused unless MAIL_HOST_ALLOWLIST names it.
 */
export async function saveMailSettings(
  db: Db,
  config: KeyConfig,
  auth: AuthContext,
  input: z.output<typeof mailSettingsSave>,
): Promise<MailSettings> {
  if (!(await checkMailHost(input.HOST, parseAllowlist(config.mailHostAllowlist))))
    throw new AppError(400, 'mail.hostNotAllowed', { host: input.HOST });
  const sealed = input.PASSWORD
    ? seal(await mailKey(config), settingPurpose(auth.orgId), input.PASSWORD)
    : null;
  return inTransaction(db, async (trx) => {
    const before = await repo.findSettings(trx, auth.orgId);
    const moved =
      before !== undefined &&
      (before.host !== input.HOST ||
        before.port !== input.PORT ||
        before.tls_mode !== input.TLS_MODE ||
        before.user_name !== input.USER_NAME);
    const kept = moved ? null : (before?.password_enc ?? null);
    await repo.saveSettings(trx, {
      org_id: auth.orgId,
      host: input.HOST,
      port: input.PORT,
      tls_mode: input.TLS_MODE,
      user_name: input.USER_NAME,
      password_enc: sealed ?? kept,
      from_address: input.FROM_ADDRESS,
      from_name: input.FROM_NAME,
      enabled: input.ENABLED,
      updated_by: auth.userName,
    });
    const after = toSettings(await repo.findSettings(trx, auth.orgId));
    await writeAudit(trx, auth, {
      action: before ? 'update' : 'create',
      entity: 'mailSetting',
      entityId: auth.orgId,
      before: before ? auditable(toSettings(before)) : null,
      after: auditable(after, sealed !== null || (kept === null && Boolean(before?.password_enc))),
    });
    return after;
  });
}

/**
 * The organisation's settings ready to send with, the password opened; null when none are saved. A password that
 * does not open (the database was restored without its key, or the key changed) is a 409 asking to enter it again.
 */
export async function smtpSettingsOf(db: Db, config: KeyConfig, orgId: number) {
  const row = await repo.findSettings(db, orgId);
  if (!row) return null;
  let password: string | null = null;
  if (row.password_enc) {
    try {
      password = open(await mailKey(config), settingPurpose(orgId), row.password_enc);
    } catch (error) {
      if (error instanceof UnreadableSecret) throw new AppError(409, 'mail.passwordUnreadable');
      throw error;
    }
  }
  const settings: SmtpSettings = {
    host: row.host.replace(/^\[|\]$/g, ''),
    port: row.port,
    tlsMode: row.tls_mode,
    userName: row.user_name,
    password,
    fromAddress: row.from_address,
    fromName: row.from_name,
    hostAllowlist: parseAllowlist(config.mailHostAllowlist),
  };
  return { settings, enabled: row.enabled };
}

/**
 * Sends a test mail now, with the saved settings (enabled or not), to the address the administrator typed, and
 * answers what the server said. Logged like every mail (category test). A dead server answers within ~10 s.
 */
export async function sendTestMail(
  app: FastifyInstance,
  auth: AuthContext,
  lang: Language,
  to: string,
): Promise<MailTestResult> {
  const smtp = await smtpSettingsOf(app.db, app.config, auth.orgId);
  if (!smtp) throw new AppError(409, 'mail.notConfigured');
  const text = testMail(smtp.settings.host, auth.userName, await organizationNames(app.db, auth.orgId))[lang];
  const domain = smtp.settings.fromAddress.split('@')[1]?.toLowerCase() || 'srm.invalid';
  const messageId = `<${randomUUID()}@${domain}>`;
  const [id] = await repo.insertLogRows(app.db, [
    {
      org_id: auth.orgId,
      category: 'test',
      recipient_user_id: null,
      to_address: to,
      to_name: '',
      lang,
      subject: text.subject,
      body: text.body,
      body_sealed: false,
      message_id: messageId,
      job_id: null,
      created_by: auth.userName,
      state: 'sending',
      attempts: 1,
    },
  ]);
  try {
    const answer = await sendMail(smtp.settings, {
      to,
      toName: '',
      subject: text.subject,
      text: text.body,
      messageId,
    });
    await repo.markSent(app.db, id!, 1, answer.response, false);
    return {
      ACCEPTED: true,
      RESPONSE: answer.response,
      MESSAGE: translate(lang, 'mail.testAccepted', { to }),
    };
  } catch (error) {
    const failure = describeFailure(error);
    // The far end's own words go to the operator's log only.
    app.log.warn({ err: error, host: smtp.settings.host, port: smtp.settings.port }, 'test mail not sent');
    await repo.markFailedAttempt(app.db, id!, 1, 'failed', failure.text, false);
    return {
      ACCEPTED: false,
      RESPONSE: failure.text,
      MESSAGE: translate(lang, testFailureMessages[failure.kind], {
        host: `${smtp.settings.host}:${smtp.settings.port}`,
      }),
    };
  }
}

const testFailureMessages = {
  refused: 'mail.testRefused',
  unreachable: 'mail.testUnreachable',
  tls: 'mail.testTls',
  notSmtp: 'mail.testNotSmtp',
  hostRefused: 'mail.hostNotAllowed',
  message: 'mail.testRefused',
} as const satisfies Record<SendFailure['kind'], MessageKey>;

/** The caller's own choices: every category, the default where they never chose, and where mails go. */
export async function myPreferences(db: Db, auth: AuthContext): Promise<MailMyPreferences> {
  const chosen = new Map((await repo.findPreferences(db, auth.userId)).map((p) => [p.category, p.enabled]));
  return {
    EMAIL: await userEmail(db, auth.userId),
    Items: mailChoiceCategories.map((category) => ({
      CATEGORY: category,
      ENABLED: chosen.get(category) ?? mailCategoryDefaults[category],
    })),
  };
}

/** Keeps the caller's choices (their own, not audited: like the screen preferences). */
export async function saveMyPreferences(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof mailPreferencesSave>,
): Promise<MailMyPreferences> {
  const byCategory = new Map(input.Items.map((i) => [i.CATEGORY, i.ENABLED]));
  if (byCategory.size !== input.Items.length) throw new AppError(400, 'mail.duplicateCategory');
  await repo.savePreferences(
    db,
    auth.userId,
    [...byCategory].map(([category, enabled]) => ({ category, enabled })),
  );
  return myPreferences(db, auth);
}
