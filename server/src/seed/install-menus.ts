import { buttonCatalog, type CatalogMenu, menuCatalog } from '../modules/menu/index.ts';
import type { Db } from '../platform/db.ts';

/**
 * Installs the built-in menu tree and button keys (module SCM) that this install has never had, by code, leaving
 * edited entries alone and never bringing back one an administrator deleted: `menu_catalog_entry` remembers every
 * code installed (migration 0026). Runs on a fresh install's first start (the demo seed) and on every start of an
 * install that has menus, so a screen added to the registry reaches existing installs without a migration.
 * Returns the id of every catalogue entry present, by code.
 */
export async function installMenus(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const existing = await db
    .selectFrom('menu')
    .select(['id', 'menu_code'])
    .where('menu_kind', '=', 'SCM')
    .execute();
  for (const row of existing) ids.set(row.menu_code, row.id);
  const installed = new Set(
    (await db.selectFrom('menu_catalog_entry').select('code').where('menu_kind', '=', 'SCM').execute()).map(
      (r) => r.code,
    ),
  );
  const added: string[] = [];
  const remember = async (code: string) => {
    if (installed.has(code)) return;
    installed.add(code);
    added.push(code);
  };

  const insert = async (menu: CatalogMenu, parentId: number | null, ord: number) => {
    let id = ids.get(menu.code);
    if (id === undefined && installed.has(menu.code)) return; // deleted by an administrator: stays deleted
    if (id === undefined) {
      const row = await db
        .insertInto('menu')
        .values({
          parent_id: parentId,
          menu_code: menu.code,
          menu_name: menu.name,
          menu_en: menu.en,
          link_url: menu.url ?? null,
          icon_url: menu.icon ?? null,
          ord_idx: ord,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
      ids.set(menu.code, id);
    }
    await remember(menu.code);
    for (const [i, child] of (menu.children ?? []).entries()) await insert(child, id, i + 1);
  };
  for (const [i, menu] of menuCatalog.entries()) await insert(menu, null, i + 1);

  for (const [i, button] of buttonCatalog.entries()) {
    if (!ids.has(button.code) && !installed.has(button.code)) {
      const row = await db
        .insertInto('menu')
        .values({
          menu_code: button.code,
          menu_name: button.name,
          menu_en: button.en,
          menu_type: 'button',
          ord_idx: i + 1,
          parent_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(button.code, row.id);
    }
    await remember(button.code);
  }
  if (added.length)
    await db
      .insertInto('menu_catalog_entry')
      .values(added.map((code) => ({ menu_kind: 'SCM', code })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  return ids;
}

/** On start: an install that has menus gets the registry's entries it never had (a fresh one waits for its seed). */
export async function installNewMenus(db: Db): Promise<string[]> {
  const any = await db
    .selectFrom('menu')
    .select('id')
    .where('menu_kind', '=', 'SCM')
    .limit(1)
    .executeTakeFirst();
  if (!any) return [];
  const before = await db.selectFrom('menu').select('menu_code').where('menu_kind', '=', 'SCM').execute();
  const known = new Set(before.map((r) => r.menu_code));
  const ids = await installMenus(db);
  return [...ids.keys()].filter((code) => !known.has(code));
}
