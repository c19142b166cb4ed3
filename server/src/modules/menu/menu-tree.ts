import type { ServerMenu } from '@srm/contract';
import type { MenuRow } from './menu.repository.ts';

/** Rows → the nested tree of spec §3 ("Server menu entry"), children in ORD_IDX order. */
export function buildMenuTree(rows: MenuRow[]): ServerMenu[] {
  const nodes = new Map<number, ServerMenu>();
  for (const r of rows) {
    nodes.set(r.id, {
      ID: r.id,
      PARENT_ID: r.parent_id,
      Menu_Code: r.menu_code,
      Menu_Name: r.menu_name,
      MENU_EN: r.menu_en,
      Link_Url: r.link_url,
      Icon_Url: r.icon_url,
      Target: r.target,
      ENABLED: r.enabled,
      ORD_IDX: r.ord_idx,
      children: [],
    });
  }
  const roots: ServerMenu[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Keeps the granted rows plus their ancestors, so a granted page still shows inside its group. */
export function withAncestors(rows: MenuRow[], granted: Set<number>): MenuRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  for (const id of granted) {
    let current = byId.get(id);
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = current.parent_id === null ? undefined : byId.get(current.parent_id);
    }
  }
  return rows.filter((r) => keep.has(r.id));
}
