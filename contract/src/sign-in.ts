import { z } from 'zod';

export const captchaResult = z.object({
  CaptchaId: z.string().uuid(),
  /** `data:image/svg+xml;base64,…`, shown as an <img>. */
  Image: z.string(),
  ExpiresInSeconds: z.number().int(),
});
export type CaptchaResult = z.infer<typeof captchaResult>;

export const publicKeyResult = z.object({
  /** SPKI PEM; the client sends base64(RSA-OAEP-SHA256(utf8 `${Nonce}:${password}`)). */
  PublicKey: z.string(),
  /** Single use, valid 10 minutes (PRODUCT §9): binds one encrypted password to one request, so none can be replayed. */
  Nonce: z.string(),
});
export type PublicKeyResult = z.infer<typeof publicKeyResult>;

export const getTokenBody = z.object({
  UserName: z.string().trim().min(1).max(64),
  Password: z
    .string()
    .min(1)
    .max(1024)
    .describe('base64 RSA-OAEP/SHA-256 ciphertext of `nonce:password`, the nonce from Auth/PublicKey'),
  CaptchaId: z.string().max(64).optional().default(''),
  CaptchaCode: z.string().max(16).optional().default(''),
  OrgId: z.coerce.number().int().positive(),
  RememberPassword: z.enum(['Y', 'N']).optional(),
});
export type GetTokenBody = z.input<typeof getTokenBody>;

export const userInfo = z.object({
  ID: z.number().int(),
  USER_NAME: z.string(),
  NICK_NAME: z.string(),
  ROLE_ID: z.number().int(),
  VENDOR_CODE: z.string().nullable(),
  PARENT_VENDOR_CODE: z.string().nullable(),
  ORG_ID: z.number().int(),
  ORG_CODE: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const getTokenResult = z.object({
  Token: z.string(),
  Userinfo: userInfo,
  Ticket: z.string(),
  ExpiresAt: z.string(),
});
export type GetTokenResult = z.infer<typeof getTokenResult>;

/** `data` of a refused sign-in: how many failures in a row the account has now. */
export const signInFailure = z.object({ errorCount: z.number().int() });

/**
 * Server menu entry (spec §3): the tree of `Role/LoadMenusByRoleId` and `Menu/LoadData2Tree`. A recursive schema
 * needs an id (zod's global registry): the OpenAPI document then holds it as the component `MenuTreeNode` that
 * `children` refers to; without one the generator points `children` at a component that does not exist.
 */
export type ServerMenu = {
  ID: number;
  PARENT_ID: number | null;
  Menu_Code: string;
  Menu_Name: string;
  MENU_EN: string;
  Link_Url: string | null;
  Icon_Url: string | null;
  Target: string;
  ENABLED: 'Y' | 'N';
  ORD_IDX: number;
  children: ServerMenu[];
};
export const serverMenu: z.ZodType<ServerMenu> = z
  .lazy(() =>
    z.object({
      ID: z.number().int(),
      PARENT_ID: z.number().int().nullable(),
      Menu_Code: z.string(),
      Menu_Name: z.string(),
      MENU_EN: z.string(),
      Link_Url: z.string().nullable(),
      Icon_Url: z.string().nullable(),
      Target: z.string(),
      ENABLED: z.enum(['Y', 'N']),
      ORD_IDX: z.number().int(),
      children: z.array(serverMenu),
    }),
  )
  .meta({ id: 'MenuTreeNode' });

/** Button permission entry (spec §3). */
export const buttonPermission = z.object({
  Menu_Code: z.string(),
  Menu_Name: z.string(),
  MENU_EN: z.string(),
  ENABLED: z.enum(['Y', 'N']),
});
export type ButtonPermission = z.infer<typeof buttonPermission>;

export const roleIdQuery = z.object({
  roleId: z.coerce.number().int().nonnegative(),
  appCode: z.string().max(16).optional().default('SCM'),
});
/** `Role/GetAllButtonByRoleId`: the role alone (button keys belong to no module). */
export const roleButtonsQuery = roleIdQuery.pick({ roleId: true });
