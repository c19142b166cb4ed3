import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from './db-types.generated.ts';

/**
 * Kysely's view of the tables: generated from the migrations (`db-types.generated.ts`, `npm run db:types`; a drift
 * fails `db-types.test.ts`). The names below are the ones the code uses.
 */
export type Database = DB;

export type UserPreferences = Record<string, unknown>;

export type OrganizationTable = DB['organization'];
export type RoleTable = DB['role'];
export type AppUserTable = DB['app_user'];
export type UserPreferenceTable = DB['user_preference'];
export type UserOrganizationTable = DB['user_organization'];
export type MenuTable = DB['menu'];
export type RoleMenuTable = DB['role_menu'];
export type AuditLogTable = DB['audit_log'];
export type VendorTable = DB['vendor'];
export type PartTable = DB['part'];
export type OverDeliveryPartTable = DB['over_delivery_part'];
export type VendorSpareTable = DB['vendor_spare'];
export type OrderLineTable = DB['order_line'];
export type DeliveryNoteTable = DB['delivery_note'];
export type DeliveryNoteSequenceTable = DB['delivery_note_sequence'];
export type DeliveryLineTable = DB['delivery_line'];
export type ServerSecretTable = DB['server_secret'];
export type CaptchaTable = DB['captcha'];
export type PasswordNonceTable = DB['password_nonce'];
export type JobLeaseTable = DB['job_lease'];
export type LoginAttemptTable = DB['login_attempt'];
export type UserSessionTable = DB['user_session'];
export type ListParamTable = DB['list_param'];
export type ListQueryTable = DB['list_query'];
export type ListColumnTable = DB['list_column'];
export type ExportRecordTable = DB['export_record'];
export type IntegrationKeyTable = DB['integration_key'];
export type GoodsReceiptTable = DB['goods_receipt'];
export type MoneyCounterTable = DB['money_counter'];
export type ExpenseBillTable = DB['expense_bill'];
export type StatementTable = DB['statement'];
export type StatementLineTable = DB['statement_line'];
export type InvoiceToleranceTable = DB['invoice_tolerance'];

export type Organization = Selectable<OrganizationTable>;
export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
