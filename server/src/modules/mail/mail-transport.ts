import type { MailTlsMode } from '@srm/contract';
import nodemailer from 'nodemailer';

/** What sending needs of the organisation's settings, the password opened. */
export type SmtpSettings = {
  host: string;
  port: number;
  tlsMode: MailTlsMode;
  userName: string;
  password: string | null;
  fromAddress: string;
  fromName: string;
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
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.tlsMode === 'tls',
    requireTLS: settings.tlsMode === 'starttls',
    ignoreTLS: settings.tlsMode === 'none',
    ...(settings.userName ? { auth: { user: settings.userName, pass: settings.password ?? '' } } : {}),
    connectionTimeout: sendDeadlineMs - 2000,
    greetingTimeout: sendDeadlineMs - 2000,
    socketTimeout: sendDeadlineMs,
    tls: { servername: settings.host.replace(/^\[|\]$/g, '') },
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
  /** The server's reply (`451 4.3.0 …`) or the connection's error, as the log and the test dialog show it. */
  text: string;
  /** True when trying again later may succeed: a 4xx reply, or no reply at all (refused, timed out, DNS, TLS). */
  transient: boolean;
  /** The server answered (refused); false when it could not be reached. */
  answered: boolean;
};

export function describeFailure(error: unknown): SendFailure {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  const text = String(e.response || e.message || error)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 1000);
  if (typeof e.responseCode === 'number') return { text, transient: e.responseCode < 500, answered: true };
  // Refused by nodemailer before any server spoke (no recipient, a message it cannot build): the same next time.
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') return { text, transient: false, answered: false };
  return { text, transient: true, answered: false };
}
