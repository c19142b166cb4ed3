import { randomBytes } from 'node:crypto';
import type { ButtonEntry, buttonSaveBody, menuSaveBody, ServerMenu } from '@srm/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import { writeAudit } from '../audit/index.ts';
import * as repo from './menu.repository.ts';
import { buildMenuTree } from './menu-tree.ts';

/**
 * Menu administration (spec §7): the menu tree of a module and its button permission entries. Both live in the
 * `menu` table (menu_type 'menu' | 'button'); roles grant them by id, and the server's route permissions name
 * menus by their link address (`/System/User`) and buttons by their code.
 */

type Entry = repo.EntryRow;

const auditable = (e: Entry) => ({
  ID: e.id,
  PARENT_ID: e.parent_id,
  MENU_KIND: e.menu_kind,
  Menu_Code: e.menu_code,
  Menu_Name: e.menu_name,
  MENU_EN: e.menu_en,
  Link_Url: e.link_url,
  Icon_Url: e.icon_url,
  Target: e.target,
  ENABLED: e.enabled,
  ORD_IDX: e.ord_idx,
});

/** The whole tree of a module, disabled entries included (the Menu screen edits them). */
export async function menuTree(db: Db, kind: string): Promise<ServerMenu[]> {
  return buildMenuTree(await repo.selectMenuRows(db, kind, 'menu'));
}

/** `Menu/IsExistsLinkUrl`: another menu of the module has the link address. */
export const isLinkUrlTaken = (db: Db, kind: string, linkUrl: string, exceptId?: number) =>
  repo.isLinkUrlTaken(db, kind, linkUrl, exceptId);

/** A parent must be a menu of the same module, and neither the node itself nor one of its descendants. */
async function assertParent(db: Db, kind: string, parentId: number, selfId: number | undefined) {
  let current: number | null = parentId;
  for (let depth = 0; current !== null; depth++) {
    if (current === selfId || depth > 64) throw new AppError(400, 'menu.parentInvalid');
    const row: Entry | undefined = await repo.findEntry(db, current, 'menu');
    if (!row || row.menu_kind !== kind) throw new AppError(400, 'menu.parentInvalid');
    current = row.parent_id;
  }
}

const newCode = () =>
  `M${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`;

export async function saveMenu(db: Db, auth: AuthContext, input: z.output<typeof menuSaveBody>) {
  const kind = input.MENU_KIND;
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = input.ID === undefined ? undefined : await repo.findEntry(trx, input.ID, 'menu');
      if (input.ID !== undefined && (!existing || existing.menu_kind !== kind))
        throw notFound('menu.notFound');
      const parentId = input.PARENT_ID ?? null;
      if (parentId !== null) await assertParent(trx, kind, parentId, existing?.id);
      if (input.Link_Url && (await repo.isLinkUrlTaken(trx, kind, input.Link_Url, existing?.id))) {
        throw conflict('menu.linkExists', { url: input.Link_Url });
      }
      const code = input.Menu_Code || existing?.menu_code || newCode();
      if (await repo.isCodeTaken(trx, kind, code, existing?.id)) throw conflict('menu.codeExists', { code });
      const values = {
        parent_id: parentId,
        menu_code: code,
        menu_name: input.Menu_Name,
        menu_en: input.MENU_EN,
        link_url: input.Link_Url,
        icon_url: input.Icon_Url,
        target: input.Target,
        enabled: input.ENABLED,
        ord_idx: input.ORD_IDX,
      };
      let id: number;
      if (existing) {
        id = existing.id;
        await repo.updateEntry(trx, id, values);
      } else {
        id = await repo.insertEntry(trx, { ...values, menu_kind: kind, menu_type: 'menu' });
      }
      const saved = await repo.findEntry(trx, id, 'menu');
      await writeAudit(trx, auth, {
        action: existing ? 'update' : 'create',
        entity: 'menu',
        entityId: id,
        before: existing ? auditable(existing) : null,
        after: auditable(saved!),
      });
      return { ID: id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw input.Link_Url
        ? conflict('menu.linkExists', { url: input.Link_Url })
        : conflict('menu.codeExists', { code: input.Menu_Code ?? '' });
    }
    throw error;
  }
}

/** A menu with children, or granted to a role, is in use. */
async function deleteEntry(db: Db, auth: AuthContext, id: number, type: repo.MenuType) {
  await db.transaction().execute(async (trx) => {
    const entry = await repo.findEntry(trx, id, type);
    if (!entry) throw notFound('menu.notFound');
    if (await repo.isEntryInUse(trx, id)) throw conflict('common.inUse');
    await repo.deleteEntry(trx, id);
    await writeAudit(trx, auth, {
      action: 'delete',
      entity: type === 'menu' ? 'menu' : 'button',
      entityId: id,
      before: auditable(entry),
      after: null,
    });
  });
}

export const deleteMenu = (db: Db, auth: AuthContext, id: number) => deleteEntry(db, auth, id, 'menu');
export const deleteButton = (db: Db, auth: AuthContext, id: number) => deleteEntry(db, auth, id, 'button');

/** The button permission entries of a module (`Menu/LoadDataSub?MENU_KIND=SCM`). */
export async function buttonsOf(db: Db, kind: string): Promise<ButtonEntry[]> {
  const rows = await repo.selectMenuRows(db, kind, 'button');
  return rows.map((r) => ({
    ID: r.id,
    Menu_Code: r.menu_code,
    Menu_Name: r.menu_name,
    MENU_EN: r.menu_en,
    ENABLED: r.enabled,
    ORD_IDX: r.ord_idx,
  }));
}

export async function saveButton(db: Db, auth: AuthContext, input: z.output<typeof buttonSaveBody>) {
  const kind = input.MENU_KIND;
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = input.ID === undefined ? undefined : await repo.findEntry(trx, input.ID, 'button');
      if (input.ID !== undefined && (!existing || existing.menu_kind !== kind))
        throw notFound('menu.notFound');
      if (await repo.isCodeTaken(trx, kind, input.Menu_Code, existing?.id)) {
        throw conflict('menu.codeExists', { code: input.Menu_Code });
      }
      const values = {
        menu_code: input.Menu_Code,
        menu_name: input.Menu_Name,
        menu_en: input.MENU_EN,
        enabled: input.ENABLED,
        ord_idx: input.ORD_IDX,
      };
      let id: number;
      if (existing) {
        id = existing.id;
        await repo.updateEntry(trx, id, values);
      } else {
        id = await repo.insertEntry(trx, {
          ...values,
          menu_kind: kind,
          menu_type: 'button',
          parent_id: null,
        });
      }
      const saved = await repo.findEntry(trx, id, 'button');
      await writeAudit(trx, auth, {
        action: existing ? 'update' : 'create',
        entity: 'button',
        entityId: id,
        before: existing ? auditable(existing) : null,
        after: auditable(saved!),
      });
      return { ID: id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('menu.codeExists', { code: input.Menu_Code });
    throw error;
  }
}
