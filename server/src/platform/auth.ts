import { createHash, randomBytes, webcrypto } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import { type Db, preparedMark } from './db.ts';
import { AppError } from './errors.ts';
import { type IntegrationScope, isVendorScope, type Permission } from './permissions.ts';
import { serverSecret } from './secrets.ts';

/** Who is calling, for which organisation, with what grants. Set before any protected handler runs. */
export type AuthContext = {
  userId: number;
  userName: string;
  nickName: string;
  roleId: number;
  roleType: 'super' | 'system' | 'normal';
  /** Set for vendor users: they only ever see rows of this vendor (PRODUCT §1, §9). */
  vendorCode: string | null;
  parentVendorCode: string | null;
  orgId: number;
  orgCode: string;
  sessionId: string;
  grants: Grants;
  /** The organisation's list-configuration version (migration 0009): tells cached parameter definitions apart. */
  listParamsVersion: number;
  /** The authentication counter this context was read at (migration 0010). */
  authVersion: number;
};

export type Grants = { all: boolean; menus: Set<string>; buttons: Set<string> };

/** The scope every service call takes explicitly: organisation, and vendor for vendor users. */
export type Scope = { orgId: number; vendorCode: string | null; userName: string; userId: number };
export const scopeOf = (auth: AuthContext): Scope => ({
  orgId: auth.orgId,
  vendorCode: auth.vendorCode,
  userName: auth.userName,
  userId: auth.userId,
});

/**
 * The system calling the integration API, identified by its API key: the organisation's ERP/WMS (`vendorCode`
 * null) or a vendor's own system (its vendor code; migration 0029), which only ever reaches that vendor's rows.
 */
export type IntegrationCaller = { orgId: number; keyId: number; name: string; vendorCode: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /**
     * True when `auth` is a kept authentication not yet checked for this request (routes with `checkedAuth`): the
     * route must check it with `confirmAuth` before it answers anything read under it.
     */
    authUnchecked: boolean;
    integration: IntegrationCaller | null;
  }
  interface FastifyContextConfig {
    /**
     * The route reads the authentication counter in its own statement and calls `confirmAuth` with it, so a kept
     * authentication may stand in for the authentication query (docs/decisions.md "Checked authentication").
     */
    checkedAuth?: boolean;
  }
}

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/**
 * `X-Api-Key` → the key's organisation (and vendor), if the key exists, is not revoked and holds the scope. A
 * vendor's key (with a vendor code) holds only `vendor.*` scopes and needs its vendor enabled; an organisation's
 * ERP/WMS key holds only the others, whatever its scopes column says. The moment of use is kept to the minute.
 */
async function authenticateIntegration(
  db: Db,
  request: FastifyRequest,
  scope: IntegrationScope,
): Promise<IntegrationCaller> {
  const header = request.headers['x-api-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 200) throw new AppError(401, 'integration.keyMissing');
  const row = await db
    .selectFrom('integration_key as k')
    .leftJoin('vendor as v', (join) =>
      join.onRef('v.org_id', '=', 'k.org_id').onRef('v.vendor_code', '=', 'k.vendor_code'),
    )
    .select(['k.id', 'k.org_id', 'k.name', 'k.scopes', 'k.vendor_code', 'k.last_used_at', 'v.enabled'])
    .where('k.key_hash', '=', hashApiKey(key))
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || (row.vendor_code !== null && row.enabled !== true))
    throw new AppError(401, 'integration.keyInvalid');
  const kindFits = (row.vendor_code !== null) === isVendorScope(scope);
  if (!kindFits || !row.scopes.split(',').includes(scope))
    throw new AppError(403, 'integration.scopeMissing', { scope });
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > 60_000)
    await db
      .updateTable('integration_key')
      .set({ last_used_at: new Date() })
      .where('id', '=', row.id)
      .execute();
  return { orgId: row.org_id, keyId: row.id, name: row.name, vendorCode: row.vendor_code };
}

export const tokenLifetimeSeconds = 24 * 60 * 60;

const tokenKeys = new WeakMap<Db, Promise<webcrypto.CryptoKey>>();

/** The HMAC key of tokens, imported once per database handle (not for every request). */
function tokenKey(db: Db): Promise<webcrypto.CryptoKey> {
  let key = tokenKeys.get(db);
  if (!key) {
    key = serverSecret(db, 'token-key', () => randomBytes(32).toString('base64')).then((secret) =>
      webcrypto.subtle.importKey(
        'raw',
        Buffer.from(secret, 'base64'),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign', 'verify'],
      ),
    );
    key.catch(() => tokenKeys.delete(db));
    tokenKeys.set(db, key);
  }
  return key;
}

export async function signToken(db: Db, sessionId: string, userId: number, orgId: number): Promise<string> {
  return new SignJWT({ org: orgId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(sessionId)
    .setIssuedAt()
    .setExpirationTime(`${tokenLifetimeSeconds}s`)
    .sign(await tokenKey(db));
}

const noGrants = (): Grants => ({ all: false, menus: new Set(), buttons: new Set() });

/** Grants of a role from its type and what `srm_role_grants` answers; a super administrator holds everything. */
function grantsOf(roleType: string, menus: string[] | null, buttons: string[] | null): Grants {
  if (roleType === 'super') return { ...noGrants(), all: true };
  return { all: false, menus: new Set(menus ?? []), buttons: new Set(buttons ?? []) };
}

/** Menus (by route) and button keys of a role (migration 0009 `srm_role_grants`, as authentication reads them). */
export async function loadGrants(db: Db, roleId: number, roleType: string): Promise<Grants> {
  if (roleType === 'super') return grantsOf(roleType, null, null);
  const { rows } = await sql<{ menus: string[]; buttons: string[] }>`
    select * from srm_role_grants(${roleId}::integer)`.execute(db);
  return grantsOf(roleType, rows[0]?.menus ?? null, rows[0]?.buttons ?? null);
}

export function holds(grants: Grants, permission: Permission): boolean {
  if ('public' in permission || 'signedIn' in permission) return true;
  // The integration API answers API keys only, never a signed-in user (not even a super administrator).
  if ('integration' in permission) return false;
  if (grants.all) return true;
  if ('menu' in permission) return grants.menus.has(permission.menu);
  if ('anyMenu' in permission) return permission.anyMenu.some((menu) => grants.menus.has(menu));
  return grants.buttons.has(permission.button);
}

type VerifiedToken = { sessionId: string; userId: number; expiresAt: number };
const verifiedTokens = new WeakMap<Db, Map<string, VerifiedToken>>();
const verifiedTokensMax = 10_000;

/**
 * The session and user a token names, once its signature and expiry are checked. A token whose signature was
 * checked stays well-signed: the answer is kept until the token expires (at most 10,000 per process, oldest out
 * first), which spares the WebCrypto check (~0.1 ms, a tenth of the server's CPU per request). Whether the session
 * still holds is asked of the database on every request.
 */
async function verifiedToken(db: Db, token: string): Promise<VerifiedToken> {
  let known = verifiedTokens.get(db);
  if (!known) {
    known = new Map();
    verifiedTokens.set(db, known);
  }
  const hit = known.get(token);
  if (hit && hit.expiresAt > Date.now()) return hit;
  if (hit) known.delete(token);
  try {
    const { payload } = await jwtVerify(token, await tokenKey(db), { algorithms: ['HS256'] });
    const verified = {
      sessionId: String(payload.jti),
      userId: Number(payload.sub),
      expiresAt: Number(payload.exp) * 1000,
    };
    if (known.size >= verifiedTokensMax) known.delete(known.keys().next().value!);
    known.set(token, verified);
    return verified;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw new AppError(401, 'auth.tokenInvalid');
    throw error;
  }
}

/**
 * Verifies the bearer token and its session, then loads the caller. Throws 401/403 as the spec says. Also answers
 * when the token expires (a kept authentication lasts no longer).
 */
async function authenticate(
  db: Db,
  request: FastifyRequest,
): Promise<{ auth: AuthContext; tokenExpiresAt: number }> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw new AppError(401, 'http.401');
  const { sessionId, userId, expiresAt } = await verifiedToken(db, header.slice(7));
  // The organisation header must be one of the user's organisations (PRODUCT §1); absent = the signed-in one.
  const orgHeader = request.headers.orgid;
  const wantedOrg = orgHeader === undefined ? null : Number(String(orgHeader));
  if (wantedOrg !== null && !(Number.isInteger(wantedOrg) && Math.abs(wantedOrg) <= 2_147_483_647))
    throw new AppError(400, 'auth.orgHeaderInvalid');
  // One call for session, user, role, organisation, vendor and grants, with a plan prepared once per connection
  // (migration 0009): it runs before every API call (docs/performance.md).
  const { rows } = await sql<{
    revoked_at: Date | null;
    expires_at: Date;
    id: number;
    user_name: string;
    nick_name: string;
    role_id: number | null;
    vendor_code: string | null;
    enabled: boolean;
    is_locked: boolean;
    role_type: AuthContext['roleType'] | null;
    org_id: number | null;
    org_code: string | null;
    parent_vendor_code: string | null;
    menus: string[] | null;
    buttons: string[] | null;
    list_params_version: number;
    auth_version: number;
  }>`${sql.raw(preparedMark)} select * from srm_authenticate(${sessionId}::uuid, ${userId}::integer, ${wantedOrg}::integer)`.execute(
    db,
  );
  const row = rows[0];
  if (!row || row.revoked_at || new Date(row.expires_at) <= new Date() || !row.enabled || row.is_locked) {
    throw new AppError(401, 'auth.sessionEnded');
  }
  if (row.org_id === null || row.org_code === null) throw new AppError(403, 'auth.notInOrganization');
  const roleType = row.role_type ?? 'normal';
  const auth: AuthContext = {
    userId: row.id,
    userName: row.user_name,
    nickName: row.nick_name,
    roleId: row.role_id ?? 0,
    roleType,
    vendorCode: row.vendor_code,
    parentVendorCode: row.parent_vendor_code,
    orgId: row.org_id,
    orgCode: row.org_code,
    sessionId,
    grants: row.role_id ? grantsOf(roleType, row.menus, row.buttons) : noGrants(),
    listParamsVersion: Number(row.list_params_version),
    authVersion: Number(row.auth_version),
  };
  return { auth, tokenExpiresAt: expiresAt };
}

type KeptAuth = { context: AuthContext; expiresAt: number };
const keptAuth = new WeakMap<Db, Map<string, KeptAuth>>();
const keptAuthMax = 10_000;

const keyOf = (request: FastifyRequest) =>
  `${request.headers.authorization ?? ''}|${String(request.headers.orgid ?? '')}`;

/** Authenticates with the database and keeps the answer for routes with `checkedAuth`. */
async function authenticateAndKeep(db: Db, request: FastifyRequest): Promise<AuthContext> {
  const { auth, tokenExpiresAt } = await authenticate(db, request);
  let kept = keptAuth.get(db);
  if (!kept) {
    kept = new Map();
    keptAuth.set(db, kept);
  }
  const key = keyOf(request);
  if (kept.size >= keptAuthMax && !kept.has(key)) kept.delete(kept.keys().next().value!);
  kept.set(key, { context: auth, expiresAt: tokenExpiresAt });
  return auth;
}

/** A kept authentication of this token and organisation header, if its token has not expired. */
function keptFor(db: Db, request: FastifyRequest): AuthContext | null {
  const kept = keptAuth.get(db);
  const hit = kept?.get(keyOf(request));
  if (!hit) return null;
  if (hit.expiresAt <= Date.now()) {
    kept!.delete(keyOf(request));
    return null;
  }
  return hit.context;
}

/**
 * Confirms the authentication a `checkedAuth` route ran under. `readAt` is the authentication counter its statement
 * read along with the data, or null when it read none (an empty page). Answers false when that authentication held
 * at that moment (nothing it depends on had changed since it was read: the counter moves with every such change, in
 * the same transaction); else it authenticates again, sets `request.auth` to the fresh answer and answers true: the
 * route must run again under it. A session ended, a user disabled or a permission removed since is a 401/403 here,
 * never an answer.
 */
export async function confirmAuth(
  app: FastifyInstance,
  request: FastifyRequest,
  readAt: number | null,
): Promise<boolean> {
  const auth = authOf(request);
  if (!request.authUnchecked || readAt === auth.authVersion) {
    request.authUnchecked = false;
    return false;
  }
  let fresh: AuthContext;
  try {
    fresh = await authenticateAndKeep(app.db, request);
  } catch (error) {
    // An ended session is not kept: its next request is refused by the authentication call alone.
    keptAuth.get(app.db)?.delete(keyOf(request));
    throw error;
  }
  const permission = request.routeOptions.config?.permission;
  if (permission && !holds(fresh.grants, permission)) throw new AppError(403, 'http.403');
  request.auth = fresh;
  request.authUnchecked = false;
  // An empty page read between two identical counters was read under this very authentication.
  return readAt !== null || fresh.authVersion !== auth.authVersion;
}

/**
 * Enforces each route's declared permission before anything else runs (even body validation), so an
 * anonymous caller learns nothing about a protected route but "sign in".
 */
export function registerAuthorization(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authUnchecked', false);
  app.decorateRequest('integration', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || 'public' in permission) return;
    if ('integration' in permission) {
      request.integration = await authenticateIntegration(app.db, request, permission.integration);
      return;
    }
    const checked = request.routeOptions.config?.checkedAuth === true;
    if (checked) {
      const kept = keptFor(app.db, request);
      // A kept authentication that refuses the route is read again: permissions may have been granted since.
      if (kept && holds(kept.grants, permission)) {
        request.auth = kept;
        request.authUnchecked = true;
        return;
      }
    }
    const auth = checked
      ? await authenticateAndKeep(app.db, request)
      : (await authenticate(app.db, request)).auth;
    if (!holds(auth.grants, permission)) throw new AppError(403, 'http.403');
    request.auth = auth;
  });
}

/** The caller of a protected route (the hook guarantees it is set). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, 'http.401');
  return request.auth;
}
