import { z } from 'zod';
import { listRequest } from './list.ts';
import { optionalId } from './user.ts';

/** Role wording of spec §6: super administrator, system administrator, normal; plus the system-default flag. */
export const roleTypes = ['super', 'system', 'normal'] as const;
export type RoleType = (typeof roleTypes)[number];

export const roleSaveBody = z.object({
  ID: optionalId,
  ROLE_NAME: z.string().trim().min(1).max(64),
  /** 'super' only by a super administrator. */
  ROLE_TYPE: z.enum(roleTypes).default('normal'),
  REMARK: z
    .string()
    .trim()
    .max(256)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type RoleSaveBody = z.input<typeof roleSaveBody>;

/** `GET Role/GetSrmRole`: paged roles; Key searches the name. */
export const getSrmRoleQuery = z.object({
  Page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  Limit: z.coerce.number().int().min(1).max(1000).default(10),
  Key: z.string().trim().max(64).optional(),
});
export type GetSrmRoleQuery = z.input<typeof getSrmRoleQuery>;

export type RoleRow = {
  ID: number;
  ROLE_NAME: string;
  ROLE_TYPE: RoleType;
  IS_DEFAULT: boolean;
  REMARK: string | null;
  /** Users of the caller's organisation holding the role. */
  USER_COUNT: number;
  CREATE_TIME: string;
};

/** `GET Role/AddOrModify?id=`: the role as the edit dialog loads it, with its grants. */
export const roleDetail = z.object({
  ID: z.number().int(),
  ROLE_NAME: z.string(),
  ROLE_TYPE: z.enum(roleTypes),
  IS_DEFAULT: z.boolean(),
  REMARK: z.string().nullable(),
  MENU_IDS: z.array(z.number().int()),
  BUTTON_CODES: z.array(z.string()),
});
export type RoleDetail = z.infer<typeof roleDetail>;

/** `POST Role/LoadUsers?roleId=&inRole=`: buyers in the role, or (inRole=false) the add-buyer dialog's choices. */
export const roleUsersQuery = z.object({
  roleId: z.coerce.number().int().positive(),
  inRole: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
});
export const roleUsersRequest = listRequest;

/** A buyer holding a role, or one who may be given it (`Role/LoadUsers`). */
export const roleUserRow = z.object({
  ID: z.number().int(),
  USER_NAME: z.string(),
  NICK_NAME: z.string(),
  ROLE_ID: z.number().int().nullable(),
  ROLE_NAME: z.string().nullable(),
  EMAIL: z.string().nullable(),
  ENABLED: z.boolean(),
});
export type RoleUserRow = z.infer<typeof roleUserRow>;

export const roleAddUsersBody = z.object({
  roleId: z.coerce.number().int().positive(),
  userIds: z.array(z.coerce.number().int().positive()).min(1).max(500),
});
export const roleRemoveUserBody = z.object({
  roleId: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});
export const roleMenusBody = z.object({
  roleId: z.coerce.number().int().positive(),
  menuIds: z.array(z.coerce.number().int().positive()).max(2000),
});
export const roleButtonsBody = z.object({
  roleId: z.coerce.number().int().positive(),
  buttonCodes: z.array(z.string().trim().min(1).max(128)).max(2000),
});
