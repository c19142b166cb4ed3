import { z } from 'zod';

/**
 * Buyer, finance and administrator accounts (spec §7 "User and role administration"): users WITHOUT a vendor
 * code. Vendor accounts (the Vender screen) share these shapes plus VENDOR_CODE, see `vendor.ts`.
 */

/** `Y`/`N` as the screens send it, or a boolean. */
export const flag = z.union([z.boolean(), z.enum(['Y', 'N'])]).transform((v) => v === true || v === 'Y');

/** Empty text means "none". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const emailPattern = /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The id of a record to modify; absent, 0, '' or null means "create". */
export const optionalId = z.preprocess(
  (v) => (v === 0 || v === '0' || v === '' || v === null ? undefined : v),
  z.coerce.number().int().positive().optional(),
);

export const idQuery = z.object({ id: z.coerce.number().int().positive() });
export type IdQuery = z.infer<typeof idQuery>;
export const idBody = z.object({ ID: z.coerce.number().int().positive() });
/** The rows of a list's bulk action (one call, all or none: a 409 names each row it could not take). */
export const idsBody = z.object({ IDS: z.array(z.coerce.number().int().positive()).min(1).max(500) });
/** How many rows a bulk action took: all of those asked. */
export const bulkResult = z.object({ COUNT: z.number().int() });

/** Sign-in names: no spaces (they are typed on the login page), case-insensitively unique. */
export const userNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[^\s]+$/);

export const userSaveBody = z.object({
  /** Absent: create; present: modify. */
  ID: optionalId,
  USER_NAME: userNameSchema,
  NICK_NAME: z.string().trim().min(1).max(64),
  /** base64 RSA-OAEP-SHA256 ciphertext (like the sign-in password). Required on create; on modify it sets a new one. */
  PASSWORD: z.string().max(1024).optional(),
  ROLE_ID: z.coerce.number().int().positive(),
  EMAIL: z
    .string()
    .trim()
    .max(128)
    .regex(emailPattern)
    .nullish()
    .transform((v) => (v ? v : null)),
  PHONE: optionalText(32),
  ENABLED: flag.default(true),
  /** Organisations of the account among the caller's; the caller's current organisation is always included. */
  ORG_IDS: z.array(z.coerce.number().int().positive()).max(100).optional(),
});
export type UserSaveBody = z.input<typeof userSaveBody>;

export const savedId = z.object({ ID: z.number().int() });

/** One account as the edit dialog loads it (`User/Get`, `Vender/Get`). */
export const userDetail = z.object({
  ID: z.number().int(),
  USER_NAME: z.string(),
  NICK_NAME: z.string(),
  ROLE_ID: z.number().int().nullable(),
  ROLE_NAME: z.string().nullable(),
  VENDOR_CODE: z.string().nullable(),
  EMAIL: z.string().nullable(),
  PHONE: z.string().nullable(),
  ENABLED: z.boolean(),
  IS_LOCKED: z.boolean(),
  LOCKED_UNTIL: z.string().nullable(),
  CREATE_TIME: z.string(),
  /** Organisations of the account that the caller can see (its own). */
  ORG_IDS: z.array(z.number().int()),
});
export type UserDetail = z.infer<typeof userDetail>;

/** A row of `User/LoadData` (list engine; the columns of the User screen). */
export type UserRow = {
  ID: number;
  USER_NAME: string;
  NICK_NAME: string;
  ROLE_ID: number | null;
  ROLE_NAME: string | null;
  EMAIL: string | null;
  PHONE: string | null;
  ENABLED: boolean;
  IS_LOCKED: boolean;
  LOCKED_UNTIL: string | null;
  CREATE_TIME: string;
};

export const isExistsNameBody = z.object({
  USER_NAME: z.string().trim().min(1).max(64),
  ID: optionalId,
});

export const changeLockStatusBody = z.object({
  ID: z.coerce.number().int().positive(),
  IS_LOCKED: flag,
});

export const resetPasswordResult = z.object({
  /** Shown once to the administrator; only its argon2id hash is kept. Null when it was mailed instead. */
  TempPassword: z.string().nullable(),
  /** The address the temporary password was mailed to (mail set up and enabled), else null. */
  MAILED_TO: z.string().nullable(),
});

/** Spec §3 "Password change payload": the three passwords are RSA ciphertexts like the sign-in one. */
export const changePasswordBody = z.object({
  Id: z.coerce.number().int().positive(),
  User_Name: z.string().trim().max(64).optional(),
  OldPassword: z.string().max(1024).optional().default(''),
  NewPassword: z.string().max(1024).optional().default(''),
  NewPasswordRe: z.string().max(1024).optional().default(''),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** Per-user preferences (PRODUCT §8): theme, size, colour, language, menu collapse, open tabs. */
export const preferencesMaxBytes = 16 * 1024;
export const userPreferences = z.record(z.string().max(64), z.unknown());
export type UserPreferences = z.infer<typeof userPreferences>;
