import { isIP } from 'node:net';
import type { MailTlsMode } from '@srm/contract';
import nodemailer from 'nodemailer';
import { type MailHostAllowlist, MailHostRefused, resolveMailHost } from './mail-host.ts';

/** What sending needs of the organisation's settings, the password opened. */
export type SmtpSettings = {
  host: string;
  port: number;
  tlsMode: MailTlsMode;
  userName: string;
  password: string | null;
  fromAddress: string;
  fromName: string;
  /** Addresses the operator lets mail go to although they are refused by default (mail-host.ts). */
  hostAllowlist: MailHostAllowlist;
};

export type OutgoingMessage = {
  to: string;
  toName: string;
  subject: string;
  text: string;
  /** `<…@…>`: the same on every attempt of one mail, so a receiver can tell a repeat from a new mail. */
  messageId: string;
};

export type SendAnswer = { response: string; messageId: string };

/** How long one mail may take at most: a dead or silent server answers within this (the test mail waits on it). */
export const sendDeadlineMs = 10_000;

/**
 * Sends one mail over a connection of its own (no pool: mails are few, and each attempt starts clean). TLS modes:
 * `tls` = implicit TLS (usually port 465), `starttls` = STARTTLS required (587), `none` = never upgrade (25 on a
 * trusted network). Certificates are verified.
 */
export async function sendMail(settings: SmtpSettings, message: OutgoingMessage): Promise<SendAnswer> {
  const name = settings.host.replace(/^\[|\]$/g, '');
  // Connect to the address that was checked: no second look-up a changed DNS answer could send elsewhere.
  const address = await resolveMailHost(name, settings.hostAllowlist);
  const transport = nodemailer.createTransport({
    host: address,
    port: settings.port,
    secure: settings.tlsMode === 'tls',
    requireTLS: settings.tlsMode === 'starttls',
    ignoreTLS: settings.tlsMode === 'none',
    // A user without a password (none entered, or cleared when the server changed) signs in with nothing: a server
    // that wants a login then says so (530).
    ...(settings.userName && settings.password !== null
      ? { auth: { user: settings.userName, pass: settings.password } }
      : {}),
    connectionTimeout: sendDeadlineMs - 2000,
    greetingTimeout: sendDeadlineMs - 2000,
    socketTimeout: sendDeadlineMs,
    ...(isIP(name) ? {} : { tls: { servername: name } }),
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = Object.assign(new Error(`No answer from ${settings.host}:${settings.port} within 10 s`), {
        code: 'ETIMEDOUT',
      });
      reject(error);
    }, sendDeadlineMs);
  });
  try {
    const info = await Promise.race([
      transport.sendMail({
        from: { name: settings.fromName, address: settings.fromAddress },
        to: { name: message.toName, address: message.to },
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
        headers: { 'Auto-Submitted': 'auto-generated' },
      }),
      deadline,
    ]);
    return { response: String(info.response ?? ''), messageId: String(info.messageId ?? message.messageId) };
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

export type SendFailure = {
  /**
   * What went wrong, in words the portal chooses (the log and the test dialog show it): an SMTP reply's codes
   * (`535 5.7.8`), or the kind of failure. Never the far end's own text nor a system error: a mail host that is
   * not a mail server (an SSH port, a web server) must not have its banner shown back (issue #37).
   */
  text: string;
  /** True when trying again later may succeed: a 4xx reply, or no reply at all (refused, timed out, DNS, TLS). */
  transient: boolean;
  /** The server answered (refused); false when it could not be reached. */
  answered: boolean;
  /** Why it could not be sent, for the test mail's sentence. */
  kind: 'refused' | 'unreachable' | 'tls' | 'notSmtp' | 'hostRefused' | 'message';
};

/** `535 5.7.8 Authentication failed` → `535 5.7.8`: the reply's codes, none of its words. */
function replyCodes(code: number, response: string | undefined): string {
  const enhanced = /^\d{3}[ -](\d\.\d{1,3}\.\d{1,3})\b/.exec(String(response ?? ''))?.[1];
  return enhanced ? `${code} ${enhanced}` : String(code);
}

export function describeFailure(error: unknown): SendFailure {
  const e = error as { code?: string; responseCode?: number; response?: string; command?: string };
  if (error instanceof MailHostRefused)
    return { text: 'address not allowed', transient: false, answered: false, kind: 'hostRefused' };
  const smtpReply =
    typeof e.responseCode === 'number' &&
    e.responseCode >= 200 &&
    e.responseCode < 600 &&
    e.command !== 'CONN';
  if (smtpReply) {
    const code = e.responseCode!;
    return { text: replyCodes(code, e.response), transient: code < 500, answered: true, kind: 'refused' };
  }
  // Refused by nodemailer before any server spoke (no recipient, a message it cannot build): the same next time.
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE')
    return { text: 'message refused before sending', transient: false, answered: false, kind: 'message' };
  if (e.code === 'EPROTOCOL')
    return { text: 'not an SMTP server', transient: true, answered: false, kind: 'notSmtp' };
  if (e.code === 'ETLS' || /TLS|SSL|certificate/i.test(String((error as Error)?.message ?? '')))
    return { text: 'TLS failed', transient: true, answered: false, kind: 'tls' };
  return { text: 'could not connect', transient: true, answered: false, kind: 'unreachable' };
}
