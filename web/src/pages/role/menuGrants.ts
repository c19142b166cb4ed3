import type { ServerMenu } from '@srm/contract';

type Node = Pick<ServerMenu, 'ID' | 'PARENT_ID' | 'children'>;

/**
 * The role's granted menus as the check state of the tree: only entries without children. A group is shown
 * (half-)checked from its pages, so a granted group whose pages are not all granted does not check them all.
 */
export function grantedLeaves(granted: number[], all: Node[]): number[] {
  const set = new Set(granted);
  return all.filter((n) => n.children.length === 0 && set.has(n.ID)).map((n) => n.ID);
}

/** What Role/SaveMenus receives: the checked entries and every group above them, so each page keeps its group. */
export function withGroups(checked: number[], all: Node[]): number[] {
  const parentOf = new Map(all.map((n) => [n.ID, n.PARENT_ID]));
  const out = new Set<number>();
  for (const id of checked) {
    let current: number | null | undefined = id;
    while (current !== null && current !== undefined && !out.has(current)) {
      out.add(current);
      current = parentOf.get(current);
    }
  }
  return [...out].sort((a, b) => a - b);
}
