import { buttonCatalog, type CatalogMenu, menuCatalog } from '../modules/menu/menu-catalog.ts';
import type { Db } from '../platform/db.ts';

/**
 * Installs the built-in menu tree and button keys where they are missing (by code), leaving edited entries
 * alone. Returns the id of every catalogue entry by code.
 */
export async function installMenus(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const existing = await db
    .selectFrom('menu')
    .select(['id', 'menu_code'])
    .where('menu_kind', '=', 'SCM')
    .execute();
  for (const row of existing) ids.set(row.menu_code, row.id);

  const insert = async (menu: CatalogMenu, parentId: number | null, ord: number) => {
    let id = ids.get(menu.code);
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
    for (const [i, child] of (menu.children ?? []).entries()) await insert(child, id, i + 1);
  };
  for (const [i, menu] of menuCatalog.entries()) await insert(menu, null, i + 1);

  for (const [i, button] of buttonCatalog.entries()) {
    if (ids.has(button.code)) continue;
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
  return ids;
}
