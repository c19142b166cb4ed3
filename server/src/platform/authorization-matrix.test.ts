import { apiPaths } from '@srm/contract';
import type { FastifyPluginAsync } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Session, signIn } from '../../test/auth-helper.ts';
import { describeOnDatabase } from '../../test/helper.ts';
import { columnOf } from '../../test/rows.ts';
import { buildApp } from '../app.ts';
import { startExportWorker } from '../modules/export/index.ts';
import { type Grants, holds, loadGrants } from './auth.ts';
import { MissingPermissionError, type Permission, type RouteEntry } from './permissions.ts';

/**
 * Every /api route of the server's own route table, called as every kind of caller: the answer must follow from
 * the route's declared permission and the caller's grants (demo roles). Deny = 401 without a token, 403 when not
 * granted or for an organisation the caller is not in; allow = anything but 401/403 (an empty request may well be
 * a 400). A route added later is covered without touching this file.
 */

type Identity = {
  name: string;
  /** Demo user signing in; null = no token. */
  userName: string | null;
  /** OrgId header of an organisation the user does not belong to. */
  foreignOrg?: boolean;
};

const identities: Identity[] = [
  { name: 'no token', userName: null },
  { name: 'admin', userName: 'admin' },
  { name: 'buyer', userName: 'buyer' },
  { name: 'finance', userName: 'finance' },
  { name: 'vendor1', userName: 'vendor1' },
  { name: 'vendor2', userName: 'vendor2' },
  { name: 'admin, foreign OrgId', userName: 'admin', foreignOrg: true },
];

/** The route's URL with any path parameter filled in. */
const concreteUrl = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');

const logoutUrl = `/api/${apiPaths.auth.logout}`;

describeOnDatabase('Authorisation matrix over the route table', (t) => {
  let foreignOrg: number;
  const sessions = new Map<string, Session>();
  const grants = new Map<string, Grants>();

  const grantsOf = async (session: Session): Promise<Grants> => {
    const roleType = await columnOf(t.db, 'role', 'role_type', { id: session.roleId });
    return loadGrants(t.db, session.roleId, roleType);
  };

  beforeAll(async () => {
    // As main.ts does: an API process runs its background workers before it serves (X/ExportData enqueues jobs).
    await startExportWorker(t.app);
    foreignOrg = (
      await t.db
        .insertInto('organization')
        .values({ code: 'ZZ', name: '第三方组织', name_en: 'Third organisation' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const identity of identities) {
      if (!identity.userName || sessions.has(identity.userName)) continue;
      const session = await signIn(t.app, identity.userName);
      sessions.set(identity.userName, session);
      grants.set(identity.userName, await grantsOf(session));
    }
  });

  const expected = (identity: Identity, permission: Permission): 'allow' | 401 | 403 => {
    if ('public' in permission) return 'allow';
    // The integration API answers API keys only: without one, everybody is unauthenticated there.
    if ('integration' in permission) return 401;
    if (!identity.userName) return 401;
    if (identity.foreignOrg) return 403;
    return holds(grants.get(identity.userName)!, permission) ? 'allow' : 403;
  };

  /**
   * An answer slower than this counts as a hang (a dead-locked route would otherwise only time the test out). Not a
   * timing target: a list print's first PDF (the render thread loading pdfme and the font) took over 15 s while the
   * whole platform folder ran beside it on two cores.
   */
  const hangMs = 60_000;

  const callAs = async (identity: Identity, route: RouteEntry): Promise<number | 'hung'> => {
    let session = identity.userName ? sessions.get(identity.userName)! : null;
    // Logging out would end the shared session: that route gets a session of its own.
    if (session && route.url === logoutUrl) session = await signIn(t.app, session.userName);
    const headers: Record<string, string> = { ...(session?.headers ?? {}) };
    if (identity.foreignOrg) headers.orgid = String(foreignOrg);
    const answer = t.app.inject({
      method: route.method as 'GET' | 'POST',
      url: concreteUrl(route.url),
      headers,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<'hung'>((resolve) => {
      timer = setTimeout(() => resolve('hung'), hangMs);
    });
    try {
      const res = await Promise.race([answer, hung]);
      return res === 'hung' ? res : res.statusCode;
    } finally {
      clearTimeout(timer);
    }
  };

  for (const identity of identities) {
    it(`answers every route as expected for: ${identity.name}`, async () => {
      const table = t.app.routeTable;
      expect(table.length).toBeGreaterThan(40);
      const mismatches: string[] = [];
      let allowed = 0;
      for (const route of table) {
        const want = expected(identity, route.permission);
        const status = await callAs(identity, route);
        if (status === 'hung') {
          // The database may be blocked by the hung request: report it and stop here.
          mismatches.push(`${route.method} ${route.url}: no answer within ${hangMs / 1000} s`);
          break;
        }
        const ok = want === 'allow' ? status !== 401 && status !== 403 && status < 500 : status === want;
        if (want === 'allow') allowed++;
        if (!ok) {
          mismatches.push(
            `${route.method} ${route.url} ${JSON.stringify(route.permission)}: expected ${want}, got ${status}`,
          );
        }
      }
      expect(mismatches).toEqual([]);
      // The matrix means something: signed-in callers reach some routes, the anonymous one only public routes.
      if (identity.userName && !identity.foreignOrg) expect(allowed).toBeGreaterThan(5);
      // One request per route: the table grows with every module, so the time allowed grows with it.
    }, 300_000);
  }

  it('expects what the demo roles grant: admin everything, vendors no administration', () => {
    const table = t.app.routeTable;
    const find = (url: string) => table.find((r) => r.url === `/api/${url}`)!;
    const admin = identities[1]!;
    const vendor1 = identities[4]!;
    const buyer = identities[2]!;
    for (const path of [
      apiPaths.user.loadData,
      apiPaths.role.saveMenus,
      apiPaths.menu.delete,
      apiPaths.vendor.delete,
    ]) {
      expect(expected(admin, find(path).permission), path).toBe('allow');
      expect(expected(vendor1, find(path).permission), path).toBe(403);
      expect(expected(buyer, find(path).permission), path).toBe(403);
    }
    expect(expected(admin, find(apiPaths.audit.loadData).permission)).toBe('allow');
    expect(expected(buyer, find(apiPaths.audit.loadData).permission)).toBe(403);
    expect(expected(vendor1, find(apiPaths.user.changePassword).permission)).toBe('allow');
  });

  it('holds every /api route the server serves (its OpenAPI document lists the same routes)', async () => {
    const table = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const documented = new Set<string>();
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, operations] of Object.entries(spec.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      for (const method of Object.keys(operations)) {
        if (['get', 'post', 'put', 'delete', 'patch'].includes(method))
          documented.add(`${method.toUpperCase()} ${url}`);
      }
    }
    expect([...documented].filter((r) => !table.has(r))).toEqual([]);
    expect([...table].filter((r) => !documented.has(r))).toEqual([]);
    for (const group of [apiPaths.user, apiPaths.vendor, apiPaths.role, apiPaths.menu, apiPaths.audit]) {
      for (const path of Object.values(group)) {
        expect(
          [...table].some((r) => r.endsWith(` /api/${path}`)),
          path,
        ).toBe(true);
      }
    }
  });

  describe('default deny', () => {
    it('refuses to start when a route declares no permission', async () => {
      const app = await buildApp({ db: t.db, dbKind: t.kind, config: t.app.config });
      const forgetful: FastifyPluginAsync = async (api) => {
        api.get('/Forgotten/Route', async () => ({ code: 200, msg: '', data: 'secret' }));
      };
      // Registered like every module (not awaited on its own): start-up is what must fail.
      app.register(forgetful, { prefix: '/api' });
      try {
        await expect(app.ready()).rejects.toThrow(MissingPermissionError);
      } finally {
        await app.close().catch(() => undefined);
      }
    });

    it('serves a route that declares one', async () => {
      const app = await buildApp({ db: t.db, dbKind: t.kind, config: t.app.config });
      const declared: FastifyPluginAsync = async (api) => {
        api.get('/Declared/Route', { config: { permission: { signedIn: true } } }, async () => ({
          code: 200,
          msg: '',
          data: 'ok',
        }));
      };
      await app.register(declared, { prefix: '/api' });
      try {
        await app.ready();
        expect(app.routeTable.some((r) => r.url === '/api/Declared/Route')).toBe(true);
        expect((await call(app, null, 'GET', 'Declared/Route')).status).toBe(401);
        expect((await call(app, sessions.get('vendor2')!, 'GET', 'Declared/Route')).status).toBe(200);
      } finally {
        await app.close();
      }
    });
  });
});
