import { z } from 'zod';
import { optionalId, userDetail, userSaveBody } from './user.ts';

/** The Vender screen: vendor accounts (users WITH a vendor code) and its two side tables (PRODUCT §4). */

export const vendorCode = z.string().trim().min(1).max(32);
export const partNo = z.string().trim().min(1).max(64);

export const vendorUserSaveBody = userSaveBody.extend({ VENDOR_CODE: vendorCode });
export type VendorUserSaveBody = z.input<typeof vendorUserSaveBody>;

export const vendorUserDetail = userDetail.extend({ VENDOR_NAME: z.string().nullable() });
export type VendorUserDetail = z.infer<typeof vendorUserDetail>;

/** A percentage 0..100 with up to 4 decimals, kept as an exact decimal string. */
const percent = z
  .union([z.number(), z.string()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/));

/** Over-delivery part confirmation: vendor + part → allowed over-delivery %. */
export const overDeliverySaveBody = z.object({
  ID: optionalId,
  VENDOR_CODE: vendorCode,
  PART_NO: partNo,
  OVER_PCT: percent,
});
export type OverDeliverySaveBody = z.input<typeof overDeliverySaveBody>;

/** Spares: vendor + part → spare ratio % (free extra quantity on a delivery line). */
export const spareSaveBody = z.object({
  ID: optionalId,
  VENDOR_CODE: vendorCode,
  PART_NO: partNo,
  SPARE_PCT: percent,
});
export type SpareSaveBody = z.input<typeof spareSaveBody>;

export type VendorUserRow = {
  ID: number;
  USER_NAME: string;
  NICK_NAME: string;
  VENDOR_CODE: string;
  VENDOR_NAME: string | null;
  PARENT_VENDOR_CODE: string | null;
  ROLE_ID: number | null;
  ROLE_NAME: string | null;
  EMAIL: string | null;
  PHONE: string | null;
  ENABLED: boolean;
  IS_LOCKED: boolean;
  LOCKED_UNTIL: string | null;
  CREATE_TIME: string;
};

export type VendorRow = {
  ID: number;
  VENDOR_CODE: string;
  VENDOR_NAME: string;
  PARENT_VENDOR_CODE: string | null;
  CONTACT: string | null;
  EMAIL: string | null;
  PHONE: string | null;
  ENABLED: boolean;
};

export type OverDeliveryRow = {
  ID: number;
  VENDOR_CODE: string;
  VENDOR_NAME: string | null;
  PART_NO: string;
  PART_NAME: string | null;
  OVER_PCT: string;
  CONFIRMED_BY: string;
  CONFIRMED_AT: string;
};

export type SpareRow = {
  ID: number;
  VENDOR_CODE: string;
  VENDOR_NAME: string | null;
  PART_NO: string;
  PART_NAME: string | null;
  SPARE_PCT: string;
  UPDATED_BY: string;
  UPDATED_AT: string;
};
