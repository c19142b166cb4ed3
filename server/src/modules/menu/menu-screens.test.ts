import { expect, it } from 'vitest';
import { businessRoutes, shellRoutes } from '../../../../web/src/app/routes.ts';
import en from '../../../../web/src/locales/en/routes.json' with { type: 'json' };
import zh from '../../../../web/src/locales/zh-chs/routes.json' with { type: 'json' };
import { describeOnDatabase } from '../../../test/helper.ts';
import { type CatalogMenu, menuCatalog } from './menu-catalog.ts';

/**
 * The three places that name a screen agree (issue #30): the menu catalogue (server), the web's route table and its
 * tab titles, and the list routes the server registers. A screen added to one and not the others, or a title or path
 * that differs between them, fails here.
 */
const flat = (menus: CatalogMenu[]): CatalogMenu[] => menus.flatMap((m) => [m, ...flat(m.children ?? [])]);
const entries = flat(menuCatalog).filter((m): m is CatalogMenu & { url: string } => Boolean(m.url));
const titles = { 'zh-chs': zh as Record<string, string>, en: en as Record<string, string> };
/** Lists served over the API that no screen shows, each with why. */
const apiOnlyLists: Record<string, string> = {
  '/Audit/Index': 'the audit log: read over the API by holders of the AuditLog button; no screen yet',
  '/DomainEvent/Deliveries':
    'undelivered domain events: read and retried over the API by holders of the EventDelivery button; no screen yet',
};

describeOnDatabase('screens: menu catalogue, web routes and list routes agree', (t) => {
  it('every menu entry opens a web route with the same title in both languages', () => {
    expect(entries.length).toBeGreaterThan(20);
    const routes = new Map(shellRoutes.map((r) => [r.path, r]));
    const problems = entries.flatMap((m) => {
      const route = routes.get(m.url);
      if (!route) return [`${m.url}: in the menu catalogue, not a web route`];
      const web = { 'zh-chs': titles['zh-chs'][route.name], en: titles.en[route.name] };
      return web['zh-chs'] === m.name && web.en === m.en
        ? []
        : [`${m.url}: menu "${m.name}" / "${m.en}", tab "${web['zh-chs']}" / "${web.en}"`];
    });
    expect(problems).toEqual([]);
  });

  it('every business web route has a menu entry (or is open to everyone)', () => {
    const urls = new Set(entries.map((m) => m.url));
    expect(businessRoutes.filter((r) => !r.everyone && !urls.has(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('every list the server registers belongs to a screen of the route table', () => {
    const paths = shellRoutes.map((r) => r.path.toLowerCase());
    const lists = t.app.listRegistry.all().map((l) => l.definition.route);
    expect(lists.length).toBeGreaterThan(20);
    const orphans = lists.filter((route) => {
      if (route in apiOnlyLists) return false;
      const lower = route.toLowerCase();
      return !paths.some((p) => lower === p || lower.startsWith(`${p}/`));
    });
    expect(orphans).toEqual([]);
  });
});
