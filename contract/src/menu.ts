import { z } from 'zod';
import { isMenuLink } from './menu-link.ts';
import { optionalId } from './user.ts';

export { isMenuLink, menuLinkPattern } from './menu-link.ts';

/** Menu administration (spec §7): the menu tree of a module and its button permission entries (sub-menus). */

export const menuKind = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,16}$/)
  .default('SCM');

export const menuKindQuery = z.object({ MENU_KIND: menuKind });

const yesNo = z.enum(['Y', 'N']);

/**
 * A page route (`/System/User`) or an `https://` address (opens in a new window, spec §2.2); empty = a group.
 * The refusal's message is a server message key (the server's validation layer translates custom messages that are
 * keys); the web shows its own text for the same rule.
 */
const linkUrl = z
  .string()
  .trim()
  .max(256)
  .refine((v) => v === '' || isMenuLink(v), { message: 'menu.linkInvalid' })
  .nullish()
  .transform((v) => (v ? v : null));

export const menuSaveBody = z.object({
  ID: optionalId,
  MENU_KIND: menuKind,
  PARENT_ID: z.coerce.number().int().positive().nullish(),
  /** Stable code; generated on create when absent. */
  Menu_Code: z
    .string()
    .trim()
    .max(128)
    .regex(/^$|^[A-Za-z0-9_/.-]+$/)
    .optional(),
  Menu_Name: z.string().trim().min(1).max(64),
  MENU_EN: z.string().trim().min(1).max(64),
  Link_Url: linkUrl,
  Icon_Url: z
    .string()
    .trim()
    .max(128)
    .nullish()
    .transform((v) => (v ? v : null)),
  Target: z.enum(['_self', '_blank']).default('_self'),
  ENABLED: yesNo.default('Y'),
  ORD_IDX: z.coerce.number().int().min(0).max(99999).default(0),
});
export type MenuSaveBody = z.input<typeof menuSaveBody>;

export const isExistsLinkUrlBody = z.object({
  Link_Url: z.string().trim().min(1).max(256),
  ID: optionalId,
  MENU_KIND: menuKind,
});

/** Button permission entry (spec §3) as the Menu screen edits it. */
export const buttonSaveBody = z.object({
  ID: optionalId,
  MENU_KIND: menuKind,
  Menu_Code: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_/.-]+$/),
  Menu_Name: z.string().trim().min(1).max(64),
  MENU_EN: z.string().trim().min(1).max(64),
  ENABLED: yesNo.default('Y'),
  ORD_IDX: z.coerce.number().int().min(0).max(99999).default(0),
});
export type ButtonSaveBody = z.input<typeof buttonSaveBody>;

export const buttonEntry = z.object({
  ID: z.number().int(),
  Menu_Code: z.string(),
  Menu_Name: z.string(),
  MENU_EN: z.string(),
  ENABLED: yesNo,
  ORD_IDX: z.number().int(),
});
export type ButtonEntry = z.infer<typeof buttonEntry>;
