import { screens } from '@srm/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Scope } from '../../platform/auth.ts';
import { defineList } from '../../platform/list/list-definition.ts';
import { accountColumns as c } from '../user/index.ts';

/** Rows of one organisation, and of the caller's own vendor when the caller is a vendor user (PRODUCT §9). */
const orgAndVendor =
  (alias: string) =>
  (scope: Scope): RawBuilder<unknown> =>
    scope.vendorCode
      ? sql`${sql.ref(`${alias}.org_id`)} = ${scope.orgId} and ${sql.ref(`${alias}.vendor_code`)} = ${scope.vendorCode}`
      : sql`${sql.ref(`${alias}.org_id`)} = ${scope.orgId}`;

/** Vendor accounts of the organisation, with their vendor's name (Vender screen). */
export const vendorUserList = defineList({
  route: screens.Vender.path,
  title: { 'zh-chs': '供应商账号管理', en: 'Vendor accounts' },
  table: 'app_user',
  from: sql`app_user u
    join user_organization uo on uo.user_id = u.id
    left join vendor v on v.org_id = uo.org_id and v.vendor_code = u.vendor_code
    left join role r on r.id = u.role_id`,
  scope: (scope) =>
    scope.vendorCode
      ? sql`uo.org_id = ${scope.orgId} and u.vendor_code = ${scope.vendorCode}`
      : sql`uo.org_id = ${scope.orgId} and u.vendor_code is not null`,
  columns: [
    c.id,
    c.userName,
    c.nickName,
    { field: 'VENDOR_CODE', sql: 'u.vendor_code', kind: 'text' },
    { field: 'VENDOR_NAME', sql: 'v.vendor_name', kind: 'text' },
    { field: 'PARENT_VENDOR_CODE', sql: 'v.parent_vendor_code', kind: 'text' },
    c.roleId,
    c.roleName,
    c.email,
    c.phone,
    c.enabled,
    c.isLocked,
    c.lockedUntil,
    c.createTime,
  ],
  defaultSort: { field: 'ID' },
  key: 'ID',
});

/** Vendor master rows of the organisation (PRODUCT §4), e.g. for the vendor select of the account dialog. */
export const vendorList = defineList({
  route: '/System/Vender/Vendors',
  title: { 'zh-chs': '供应商', en: 'Vendors' },
  table: 'vendor',
  from: sql`vendor v`,
  scope: orgAndVendor('v'),
  columns: [
    { field: 'ID', sql: 'v.id', kind: 'int', hidden: true },
    { field: 'VENDOR_CODE', sql: 'v.vendor_code', kind: 'text' },
    { field: 'VENDOR_NAME', sql: 'v.vendor_name', kind: 'text' },
    { field: 'PARENT_VENDOR_CODE', sql: 'v.parent_vendor_code', kind: 'text' },
    { field: 'CONTACT', sql: 'v.contact', kind: 'text' },
    { field: 'EMAIL', sql: 'v.email', kind: 'text' },
    { field: 'PHONE', sql: 'v.phone', kind: 'text' },
    { field: 'ENABLED', sql: 'v.enabled', kind: 'bool' },
  ],
  defaultSort: { field: 'VENDOR_CODE' },
  key: 'ID',
});

/** Parts of the organisation, for the part select of the two side tables. */
export const partList = defineList({
  route: '/System/Vender/Parts',
  captions: 'parts',
  title: { 'zh-chs': '物料', en: 'Parts' },
  table: 'part',
  from: sql`part p`,
  scope: (scope) => sql`p.org_id = ${scope.orgId}`,
  columns: [
    { field: 'ID', sql: 'p.id', kind: 'int', hidden: true },
    { field: 'PART_NO', sql: 'p.part_no', kind: 'text' },
    { field: 'PART_NAME', sql: 'p.part_name', kind: 'text' },
    { field: 'PART_DESCR', sql: 'p.part_descr', kind: 'text' },
    { field: 'BASE_UNIT', sql: 'p.base_unit', kind: 'text' },
    { field: 'SPQ', sql: 'p.spq', kind: 'decimal' },
  ],
  defaultSort: { field: 'PART_NO' },
  key: 'ID',
});

const vendorAndPartColumns = (alias: string) =>
  [
    {
      field: 'VENDOR_CODE',
      sql: `${alias}.vendor_code`,
      kind: 'text',
    },
    { field: 'VENDOR_NAME', sql: 'v.vendor_name', kind: 'text' },
    {
      field: 'PART_NO',
      sql: `${alias}.part_no`,
      kind: 'text',
    },
    { field: 'PART_NAME', sql: 'p.part_name', kind: 'text' },
  ] as const;

/** Over-delivery part confirmation (PRODUCT §4): vendor + part → allowed over-delivery %. */
export const overDeliveryList = defineList({
  route: '/System/Vender/OverDelivery',
  captions: 'overDelivery',
  title: { 'zh-chs': '超交物料确认', en: 'Over-delivery parts' },
  table: 'over_delivery_part',
  from: sql`over_delivery_part o
    left join vendor v on v.org_id = o.org_id and v.vendor_code = o.vendor_code
    left join part p on p.org_id = o.org_id and p.part_no = o.part_no`,
  scope: orgAndVendor('o'),
  columns: [
    { field: 'ID', sql: 'o.id', kind: 'int', hidden: true },
    ...vendorAndPartColumns('o'),
    { field: 'OVER_PCT', sql: 'o.over_pct', kind: 'decimal' },
    { field: 'CONFIRMED_BY', sql: 'o.confirmed_by', kind: 'text' },
    { field: 'CONFIRMED_AT', sql: 'o.confirmed_at', kind: 'datetime' },
  ],
  defaultSort: { field: 'ID' },
  key: 'ID',
});

/** Spares (PRODUCT §4): vendor + part → spare ratio %. */
export const spareList = defineList({
  route: '/System/Vender/Spare',
  title: { 'zh-chs': '备品比例', en: 'Spare ratios' },
  table: 'vendor_spare',
  from: sql`vendor_spare s
    left join vendor v on v.org_id = s.org_id and v.vendor_code = s.vendor_code
    left join part p on p.org_id = s.org_id and p.part_no = s.part_no`,
  scope: orgAndVendor('s'),
  columns: [
    { field: 'ID', sql: 's.id', kind: 'int', hidden: true },
    ...vendorAndPartColumns('s'),
    { field: 'SPARE_PCT', sql: 's.spare_pct', kind: 'decimal' },
    { field: 'UPDATED_BY', sql: 's.updated_by', kind: 'text' },
    { field: 'UPDATED_AT', sql: 's.updated_at', kind: 'datetime' },
  ],
  defaultSort: { field: 'ID' },
  key: 'ID',
});
