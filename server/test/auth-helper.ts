import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { apiPaths, type ListCode, listOf } from '@srm/contract';
import { beforeAll } from 'vitest';
import type { App } from '../src/app.ts';
import { signToken, tokenLifetimeSeconds } from '../src/platform/auth.ts';
import { type DemoUserName, demoPassword } from '../src/seed/demo.ts';

/** What a signed-in test caller carries: its token and ids, and the headers every business call sends. */
export type Session = {
  token: string;
  userId: number;
  userName: string;
  roleId: number;
  orgId: number;
  vendorCode: string | null;
  headers: Record<string, string>;
};

export type SignInOptions = {
  /** Organisation code to sign in to (default HQ). */
  orgCode?: string;
  /** Client address; by default every sign-in gets its own, so the per-IP rate limit never trips by accident. */
  ip?: string;
};

export type Envelope<T = unknown> = { code: number; msg: string; data: T; count?: number; pageSize?: number };

let nextIp = 1;
/** A client address nobody else in this test file uses. */
export function freshIp(): string {
  const n = nextIp++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** base64(RSA-OAEP-SHA256(utf8 text)) with a PEM public key. */
export function rsaEncrypt(pem: string, text: string): string {
  return publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(text, 'utf8'),
  ).toString('base64');
}

/**
 * base64(RSA-OAEP-SHA256(utf8 `nonce:password`)) with the server's public key and a fresh single-use nonce, as the
 * login page sends it (PRODUCT §9): every call asks `Auth/PublicKey` for a new nonce, so each result is good once.
 */
export async function encryptPassword(app: App, password: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/Auth/PublicKey' });
  const { PublicKey, Nonce } = res.json<Envelope<{ PublicKey: string; Nonce: string }>>().data;
  return rsaEncrypt(PublicKey, `${Nonce}:${password}`);
}

export async function organizationId(app: App, code: string): Promise<number> {
  const row = await app.db
    .selectFrom('organization')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A fresh captcha and its answer (read from the database, where the server keeps it). */
export async function solvedCaptcha(app: App): Promise<{ CaptchaId: string; CaptchaCode: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/Captcha/Get' });
  const id = res.json<Envelope<{ CaptchaId: string }>>().data.CaptchaId;
  const row = await app.db
    .selectFrom('captcha')
    .select('answer')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { CaptchaId: id, CaptchaCode: row.answer };
}

/** Raw `Auth/GetToken` call: the answer as the login page gets it. */
export async function requestToken(
  app: App,
  body: { UserName: string; Password: string; OrgId: number; CaptchaId?: string; CaptchaCode?: string },
  options: { ip?: string; lang?: string } = {},
) {
  const captcha = body.CaptchaId === undefined ? await solvedCaptcha(app) : {};
  const res = await app.inject({
    method: 'POST',
    url: '/api/Auth/GetToken',
    remoteAddress: options.ip ?? freshIp(),
    headers: options.lang ? { 'accept-language': options.lang } : {},
    payload: { ...captcha, ...body },
  });
  return { status: res.statusCode, body: res.json<Envelope>() };
}

/** Signs in like the login page (captcha, RSA-encrypted password) and returns the session; throws on refusal. */
export async function signIn(
  app: App,
  userName: string,
  password = demoPassword,
  options: SignInOptions = {},
): Promise<Session> {
  const orgId = await organizationId(app, options.orgCode ?? 'HQ');
  const { status, body } = await requestToken(
    app,
    { UserName: userName, Password: await encryptPassword(app, password), OrgId: orgId },
    { ip: options.ip ?? freshIp() },
  );
  if (status !== 200) throw new Error(`sign-in of ${userName} refused: ${status} ${body.msg}`);
  const data = body.data as {
    Token: string;
    Userinfo: { ID: number; USER_NAME: string; ROLE_ID: number; VENDOR_CODE: string | null };
  };
  return {
    token: data.Token,
    userId: data.Userinfo.ID,
    userName: data.Userinfo.USER_NAME,
    roleId: data.Userinfo.ROLE_ID,
    orgId,
    vendorCode: data.Userinfo.VENDOR_CODE,
    headers: { authorization: `Bearer ${data.Token}`, orgid: String(orgId) },
  };
}

/**
 * The demo users a describe block signs in once, named by the variables they are read into:
 * `const { buyer, vendor1: vendor } = signedIn(t)` signs in `buyer` and `vendor1`. They sign in together in a
 * beforeAll registered where this is called (so the block's later hooks have them); each session object is filled
 * in place then, so read the sessions in hooks and tests, not while the block is declared.
 */
export function signedIn(t: { readonly app: App }): Record<DemoUserName, Session> {
  const sessions = new Map<string, Session>();
  beforeAll(async () => {
    const users = [...sessions.keys()];
    const signed = await Promise.all(users.map((user) => signIn(t.app, user)));
    for (const [i, user] of users.entries()) Object.assign(sessions.get(user)!, signed[i]);
  });
  return new Proxy({} as Record<DemoUserName, Session>, {
    get(_target, user) {
      if (typeof user !== 'string') return undefined;
      const session = sessions.get(user) ?? ({} as Session);
      sessions.set(user, session);
      return session;
    },
  });
}

/**
 * `count` more sessions of the user and organisation of `session`, made as a sign-in makes them (a session row and a
 * token signed with the server's key) but without verifying the password again: argon2 costs a few hundred ms of CPU
 * per sign-in on a busy machine. For tests that need many live sessions of one user (concurrency), never for tests
 * of signing in.
 */
export async function moreSessions(app: App, session: Session, count: number): Promise<Session[]> {
  const expiresAt = new Date(Date.now() + tokenLifetimeSeconds * 1000);
  const ids = Array.from({ length: count }, () => randomUUID());
  if (ids.length === 0) return [];
  await app.db
    .insertInto('user_session')
    .values(ids.map((id) => ({ id, user_id: session.userId, org_id: session.orgId, expires_at: expiresAt })))
    .execute();
  return Promise.all(
    ids.map(async (id) => {
      const token = await signToken(app.db, id, session.userId, session.orgId);
      return { ...session, token, headers: { ...session.headers, authorization: `Bearer ${token}` } };
    }),
  );
}

export type CallOptions = {
  body?: unknown;
  query?: Record<string, string | number>;
  lang?: 'zh-chs' | 'en';
  headers?: Record<string, string>;
};

/** One API call as `session` (or anonymous when null): status and envelope. */
export async function call<T = unknown>(
  app: App,
  session: Session | null,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.inject({
    method,
    url: `/api/${path}`,
    ...(options.query
      ? { query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) }
      : {}),
    headers: {
      ...(session?.headers ?? {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...(options.headers ?? {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

/** The first page (up to 500 rows) of a list screen as `session` sees it, straight from its LoadData. */
export const listRows = <T = Record<string, unknown>>(app: App, session: Session, code: ListCode) =>
  call<T[]>(app, session, 'POST', listOf(code).loadData, { body: { Page: 1, Limit: 500 } });

/** A new ERP key of the organisation `admin` signed in to, with these scopes: the secret it sends as X-Api-Key. */
export async function erpKeyOf(app: App, admin: Session, name: string, scopes: string[]): Promise<string> {
  const key = await call<{ Key: string }>(app, admin, 'POST', apiPaths.integration.keyCreate, {
    body: { Name: name, Scopes: scopes },
  });
  if (key.status !== 200) throw new Error(`the key ${name} was refused: ${key.body.msg}`);
  return key.body.data.Key;
}
