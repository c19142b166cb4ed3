import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { WebhookErrorKind } from '@srm/contract';
import type { Target } from './webhook-address.ts';

/**
 * One webhook message sent as Standard Webhooks 1.0 says (https://www.standardwebhooks.com/): a JSON body, and the
 * headers `webhook-id` (the message's id, the same on every attempt: receivers deduplicate by it),
 * `webhook-timestamp` (seconds since the epoch, of this attempt) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed with the secret's bytes: the base64 after `whsec_`).
 * A 2xx answer is accepted; anything else, a time-out or a refused connection is a failed attempt. Redirects are
 * not followed.
 */

const secretPrefix = 'whsec_';

/** A new signing secret: `whsec_` and the base64 of 32 random bytes. */
export const newSecret = (): string => `${secretPrefix}${randomBytes(32).toString('base64')}`;

export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(secretPrefix.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export type Message = { id: string; body: string };
export type Outcome = {
  ok: boolean;
  status: number | null;
  /** Why the attempt failed (null: accepted), as the screen says it, and the technical detail. */
  errorKind: WebhookErrorKind | null;
  error: string | null;
  durationMs: number;
};

/** A status outside 2xx: the receiver refused it (4xx), failed (5xx), or answered something else (a redirect). */
export const statusKind = (status: number): WebhookErrorKind =>
  status >= 400 && status < 500 ? 'httpClient' : status >= 500 && status < 600 ? 'httpServer' : 'httpOther';

const certificateCodes = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'HOSTNAME_MISMATCH',
]);
const connectionCodes: Record<string, WebhookErrorKind> = {
  ECONNREFUSED: 'connectionRefused',
  ECONNRESET: 'connectionLost',
  EPIPE: 'connectionLost',
  ECONNABORTED: 'connectionLost',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ETIMEDOUT: 'unreachable',
  EADDRNOTAVAIL: 'unreachable',
  ENOTFOUND: 'hostUnknown',
  EAI_AGAIN: 'hostUnknown',
  EPROTO: 'tls',
};

/** The kind of a request's error code (Node's `err.code`: ECONNREFUSED, CERT_HAS_EXPIRED, ERR_SSL_…). */
export function connectionErrorKind(code: string): WebhookErrorKind {
  if (certificateCodes.has(code)) return 'certificate';
  if (code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')) return 'tls';
  return connectionCodes[code] ?? 'other';
}

/**
 * POSTs the message to `target` (its checked address), signed now with each of `secrets` (the current one, and a
 * rotated one while it still signs: the signatures space-separated, as Standard Webhooks lists them); never throws.
 */
export function send(
  target: Target,
  secrets: string[],
  message: Message,
  timeoutMs: number,
): Promise<Outcome> {
  const started = performance.now();
  const timestamp = Math.floor(Date.now() / 1000);
  const { url } = target;
  const secure = url.protocol === 'https:';
  const body = Buffer.from(message.body, 'utf8');
  const options: https.RequestOptions = {
    method: 'POST',
    host: target.address,
    port: url.port || (secure ? 443 : 80),
    path: `${url.pathname}${url.search}`,
    headers: {
      host: url.host,
      'content-type': 'application/json',
      'content-length': body.length,
      'user-agent': 'SRM-Portal-Webhooks/1.0',
      'webhook-id': message.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': secrets
        .map((secret) => sign(secret, message.id, timestamp, message.body))
        .join(' '),
    },
    // The certificate is checked against the URL's host name, not the address connected to.
    ...(secure ? { servername: target.host } : {}),
  };
  return new Promise<Outcome>((done) => {
    let settled = false;
    const finish = (status: number | null, failure: { kind: WebhookErrorKind; error: string } | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A 2xx is accepted, even when the answer's body then breaks off.
      const ok = status !== null && status >= 200 && status < 300;
      done({
        ok,
        status,
        errorKind: ok ? null : (failure?.kind ?? 'other'),
        error: ok ? null : (failure?.error ?? null),
        durationMs: Math.round(performance.now() - started),
      });
    };
    const request = (secure ? https : http).request(options, (response) => {
      const status = response.statusCode ?? null;
      // The answer's body is not kept; it is read (and dropped) so the connection closes cleanly.
      response.resume();
      response.on('end', () =>
        finish(
          status,
          status !== null && status >= 200 && status < 300
            ? null
            : { kind: statusKind(status ?? 0), error: `HTTP ${status}` },
        ),
      );
      response.on('error', (err) =>
        finish(status, { kind: status === null ? 'connectionLost' : statusKind(status), error: err.message }),
      );
    });
    const timer = setTimeout(() => {
      finish(null, { kind: 'timeout', error: `no answer within ${timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) =>
      finish(null, {
        kind: err.code ? connectionErrorKind(err.code) : 'other',
        error: err.code ?? err.message,
      }),
    );
    request.end(body);
  });
}
