import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { apiPaths } from '@srm/contract';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { App } from '../src/app.ts';
import { call, type Session } from './auth-helper.ts';

/**
 * A real SMTP server in the test process (tests only): records what arrives, decoded (subject, text, recipients),
 * and can refuse: `refuse(n)` is asked at the n-th RCPT TO (1-based) and answers an SMTP reply code (e.g. 451) to
 * refuse it, or null to accept.
 */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
  raw: string;
};

export type TestSmtp = {
  port: number;
  received: ReceivedMail[];
  /** RCPT TO commands seen (accepted or refused). */
  rcptCount: () => number;
  /** Logins seen: user and password. */
  logins: { user: string; pass: string }[];
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

/** A TCP port nobody listens on right now (for a server that is down, and comes up later on that port). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startSmtpServer(
  options: { port?: number; refuse?: (rcpt: number) => number | null; password?: string } = {},
): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const logins: { user: string; pass: string }[] = [];
  let rcpts = 0;
  const config: SMTPServerOptions = {
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ user: auth.username ?? '', pass: auth.password ?? '' });
      if (options.password !== undefined && auth.password !== options.password)
        return callback(
          Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }),
        );
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      rcpts++;
      const code = options.refuse?.(rcpts) ?? null;
      if (code !== null)
        return callback(
          Object.assign(new Error(`${code === 451 ? '4.3.0' : '5.1.1'} try ${rcpts} refused`), {
            responseCode: code,
          }),
        );
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          ...parseMail(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(config);
  let listening = false;
  await new Promise<void>((resolve, reject) => {
    // Before listening, an error (the port taken) fails the start; afterwards smtp-server reports a client's broken
    // connection (ECONNRESET when a test's transport is closed mid-session) here, which unheard would be thrown.
    server.on('error', (err) => {
      if (!listening) reject(err);
    });
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      listening = true;
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    rcptCount: () => rcpts,
    logins,
    async waitFor(count, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until)
          throw new Error(`${received.length} of ${count} mails arrived within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 2047 encoded words (=?utf-8?B?…?= / =?utf-8?Q?…?=), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A single-part text mail as nodemailer writes it: headers decoded, body decoded. */
export function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'raw'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  return {
    subject: decodeWords(headers.subject ?? ''),
    text: decodeBody(raw.slice(split + 4), encoding)
      .replace(/\r\n/g, '\n')
      .trimEnd(),
    messageId: headers['message-id'] ?? '',
    headers,
  };
}

/**
 * Saves the caller's organisation's mail settings (System/MailSettings) for a plain SMTP server on this machine at
 * `port`, sending from srm@example.test, turned on unless `over` says otherwise; answers the call.
 */
export const saveMailSettings = (
  app: App,
  admin: Session,
  port: number,
  over: Record<string, unknown> = {},
) =>
  call(app, admin, 'POST', apiPaths.mail.saveSettings, {
    body: {
      HOST: '127.0.0.1',
      PORT: port,
      TLS_MODE: 'none',
      FROM_ADDRESS: 'srm@example.test',
      ENABLED: true,
      ...over,
    },
  });
