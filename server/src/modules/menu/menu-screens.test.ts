import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buttonKeys, listCodes, listOf, menuGroups, screenList, screens, subLists } from '@srm/contract';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expect, it } from 'vitest';
import { businessRoutes } from '../../../../web/src/app/routes.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { registerPermissionGuard } from '../../platform/permissions.ts';
import { installMenus, installNewMenus } from '../../seed/install-menus.ts';

/**
 * One source for every screen (issue #30): the registry (contract/src/screens.ts). The menus an install holds, the
 * web's route and page tables and tab titles, the permissions routes declare and the lists the server registers all
 * come from it or belong to one of its screens; a screen path typed anywhere else fails here.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });

describeOnDatabase('screens: one registry for menus, routes, titles, permissions and lists', (t) => {
  it('a fresh install holds every screen of the registry as a menu entry, with its title, path and group', async () => {
    const rows = await t.db
      .selectFrom('menu as m')
      .leftJoin('menu as p', 'p.id', 'm.parent_id')
      .select([
        'm.menu_code',
        'm.menu_name',
        'm.menu_en',
        'm.link_url',
        'm.menu_type',
        'p.menu_code as parent',
      ])
      .where('m.menu_kind', '=', 'SCM')
      .execute();
    const entries = rows.filter((r) => r.link_url);
    expect(entries.map((r) => [r.menu_code, r.menu_name, r.menu_en, r.link_url, r.parent]).sort()).toEqual(
      screenList.map((s) => [s.code, s.zh, s.en, s.path, s.group]).sort(),
    );
    const groups = rows.filter((r) => r.menu_type !== 'button' && !r.link_url).map((r) => r.menu_code);
    expect(groups.sort()).toEqual(Object.keys(menuGroups).sort());
    const buttons = rows.filter((r) => r.menu_type === 'button').map((r) => r.menu_code);
    expect(buttons.sort()).toEqual(buttonKeys.map((b) => b.code).sort());
  });

  // The web's page table is typed `Record<ScreenCode, …>` (web/src/app/pages.ts): a screen without a page, or a
  // page without a screen, does not compile.
  it('the web has a route for every screen, and no other business route', () => {
    expect(businessRoutes.map((r) => [r.name, r.path])).toEqual(screenList.map((s) => [s.code, s.path]));
  });

  it('the server serves exactly the declared lists, each at its declared paths and with its declared permission', () => {
    const served = t.app.listRegistry
      .all()
      .map((l) => [l.definition.route, l.loadPath, l.exportPath || null, l.permission])
      .sort();
    const declared = listCodes
      .map((code) => listOf(code))
      .map((l) => [l.route, l.loadData, l.exportData, l.access])
      .sort();
    expect(served).toEqual(declared);
    expect(declared.length).toBe(51);
    // A sub-list's route sits under its screen's (the audit log, opened from the account screens, excepted).
    for (const code of Object.keys(subLists) as (keyof typeof subLists)[]) {
      const { route, screen } = listOf(code);
      if (code !== 'AuditLog') expect(route.startsWith(`${screens[screen].path}/`), code).toBe(true);
    }
  });

  it('a list whose definition is not the declared list is refused when its routes are registered', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    const accounts = t.app.listRegistry.get(screens.User.path)!.definition;
    expect(() =>
      registerList(app as never, 'Role', accounts, 'a list of accounts registered as the roles'),
    ).toThrow(/List \/System\/User is not the list Role \(\/System\/Role\)/);
    await app.close();
  });

  it('a route whose permission names a screen or button the registry lacks is refused at start-up', async () => {
    for (const permission of [
      { menu: '/System/Nowhere' },
      { anyMenu: [screens.User.path, '/X'] },
      { button: 'Nope' },
    ]) {
      const app = Fastify();
      registerPermissionGuard(app, []);
      expect(() => app.get('/api/probe', { config: { permission } }, async () => 'ok')).toThrow(
        /not a screen or button key of the registry/,
      );
      await app.close();
    }
  });

  it('no source outside the registry types a screen path or holds tab titles of its own', () => {
    const literals = screenList.map((s) => s.path);
    const problems = [
      path.join(root, 'server/src'),
      path.join(root, 'web/src'),
      path.join(root, 'contract/src'),
    ]
      .flatMap(sources)
      .filter((file) => !file.endsWith(path.join('contract', 'src', 'screens.ts')))
      .flatMap((file) => {
        // Code only: a comment may name a screen by its path.
        const text = readFileSync(file, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/(^|\s)\/\/.*$/gm, '$1');
        return literals
          .filter((p) => text.includes(`'${p}'`) || text.includes(`"${p}"`) || text.includes(`\`${p}\``))
          .map((p) => `${path.relative(root, file)}: ${p}`);
      });
    expect(problems).toEqual([]);
    for (const lang of ['en', 'zh-chs']) {
      const dir = path.join(root, 'web/src/locales', lang);
      const withRoutes = readdirSync(dir).filter(
        (f) => f.endsWith('.json') && 'routes' in JSON.parse(readFileSync(path.join(dir, f), 'utf8')),
      );
      expect(withRoutes, `${lang}: tab titles come from the registry`).toEqual([]);
      expect(readdirSync(dir)).not.toContain('routes.json');
    }
  });

  it('an existing install gets a screen new to it on start, and one its administrator deleted stays deleted', async () => {
    const deleteEntry = async (code: string, forget: boolean) => {
      const menuId = await columnOf(t.db, 'menu', 'id', { menu_kind: 'SCM', menu_code: code });
      await t.db.deleteFrom('role_menu').where('menu_id', '=', menuId).execute();
      await t.db.deleteFrom('menu').where('id', '=', menuId).execute();
      if (forget)
        await t.db
          .deleteFrom('menu_catalog_entry')
          .where('menu_kind', '=', 'SCM')
          .where('code', '=', code)
          .execute();
    };
    // DomainEvent stands for a screen this install never had; Mail for one its administrator deleted.
    await deleteEntry('DomainEvent', true);
    await deleteEntry('Mail', false);
    expect(await installNewMenus(t.db)).toEqual(['DomainEvent']);
    const codes = (await installMenus(t.db)).keys();
    expect([...codes]).toContain('DomainEvent');
    const mail = await t.db
      .selectFrom('menu')
      .select('id')
      .where('menu_code', '=', 'Mail')
      .executeTakeFirst();
    expect(mail).toBeUndefined();
    const added = await t.db
      .selectFrom('menu as m')
      .innerJoin('menu as p', 'p.id', 'm.parent_id')
      .select(['m.link_url', 'p.menu_code'])
      .where('m.menu_code', '=', 'DomainEvent')
      .executeTakeFirstOrThrow();
    expect(added).toEqual({ link_url: screens.DomainEvent.path, menu_code: 'system' });
  });
});
