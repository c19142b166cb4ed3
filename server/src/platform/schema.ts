import type { ColumnType, Generated, Insertable, JSONColumnType, Selectable, Updateable } from 'kysely';

/** Kysely's view of the tables created by `src/migrations`. Keep in step with them. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default: optional on insert. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns travel as strings: exact decimals, never floats. */
type Decimal = ColumnType<string, string | number, string | number>;
type GeneratedDecimal = ColumnType<string, string | number | undefined, string | number>;
type DateOnly = ColumnType<string, string, string>;

export interface OrganizationTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_en: string;
  enabled: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface RoleTable {
  id: Generated<number>;
  role_name: string;
  role_type: Generated<'super' | 'system' | 'normal'>;
  is_default: Generated<boolean>;
  remark: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type UserPreferences = Record<string, unknown>;

export interface AppUserTable {
  id: Generated<number>;
  user_name: string;
  nick_name: string;
  password_hash: string;
  role_id: number | null;
  vendor_code: string | null;
  email: string | null;
  phone: string | null;
  enabled: Generated<boolean>;
  is_locked: Generated<boolean>;
  locked_until: Timestamp | null;
  failures_reset_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface UserPreferenceTable {
  user_id: number;
  /** jsonb: read as an object, written as JSON text. */
  preferences: ColumnType<UserPreferences, string, string>;
  updated_at: GeneratedTimestamp;
}

export interface UserOrganizationTable {
  user_id: number;
  org_id: number;
}

export interface MenuTable {
  id: Generated<number>;
  parent_id: number | null;
  menu_code: string;
  menu_name: string;
  menu_en: string;
  menu_type: Generated<'menu' | 'button'>;
  menu_kind: Generated<string>;
  link_url: string | null;
  icon_url: string | null;
  target: Generated<string>;
  enabled: Generated<'Y' | 'N'>;
  ord_idx: Generated<number>;
  created_at: GeneratedTimestamp;
}

export interface RoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  org_id: number | null;
  user_id: number | null;
  user_name: string | null;
  at: GeneratedTimestamp;
  action: string;
  entity: string;
  entity_id: string | null;
  before: JSONColumnType<Record<string, unknown>, string | null, string | null> | null;
  after: JSONColumnType<Record<string, unknown>, string | null, string | null> | null;
}

export interface VendorTable {
  id: Generated<number>;
  org_id: number;
  vendor_code: string;
  vendor_name: string;
  parent_vendor_code: string | null;
  contact: string | null;
  email: string | null;
  phone: string | null;
  enabled: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface PartTable {
  id: Generated<number>;
  org_id: number;
  part_no: string;
  part_name: string;
  part_descr: string | null;
  base_unit: string;
  spq: Decimal;
  created_at: GeneratedTimestamp;
}

export interface OverDeliveryPartTable {
  id: Generated<number>;
  org_id: number;
  vendor_code: string;
  part_no: string;
  over_pct: Decimal;
  confirmed_by: string;
  confirmed_at: GeneratedTimestamp;
}

export interface VendorSpareTable {
  id: Generated<number>;
  org_id: number;
  vendor_code: string;
  part_no: string;
  spare_pct: Decimal;
  updated_by: string;
  updated_at: GeneratedTimestamp;
}

export interface OrderLineTable {
  id: Generated<number>;
  org_id: number;
  order_kind: 'PO' | 'OS';
  po_no: string;
  po_item: number;
  vendor_code: string;
  part_no: string;
  ordered_qty: Decimal;
  po_unit: string;
  base_unit: string;
  unit_exrate: Decimal;
  unit_price: Decimal;
  tax_rate: Decimal;
  currency: Generated<string>;
  due_date: DateOnly;
  buyer: string | null;
  status: Generated<'open' | 'closed'>;
  external_id: string | null;
  created_at: GeneratedTimestamp;
  /** Delivery totals kept by `delivery-note/delivery-note-totals.repository.ts` (DN and OS notes; SUB notes apart). */
  qty_open: GeneratedDecimal;
  qty_in_transit: GeneratedDecimal;
  qty_received: GeneratedDecimal;
  qty_delivered: GeneratedDecimal;
  qty_sub_delivered: GeneratedDecimal;
}

export interface DeliveryNoteTable {
  id: Generated<number>;
  org_id: number;
  note_kind: 'DN' | 'OS' | 'SUB';
  delivery_no: string;
  status: Generated<number>;
  vendor_code: string;
  vendor_name: string;
  receiver_vendor_code: string | null;
  delivery_date: DateOnly;
  arrival_date: DateOnly | null;
  description: string | null;
  check_man: string | null;
  check_date: Timestamp | null;
  logistics_company: string | null;
  tracking_no: string | null;
  void_reason: string | null;
  received_at: Timestamp | null;
  bill_close_date: DateOnly | null;
  creator_id: number | null;
  creator_name: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface DeliveryNoteSequenceTable {
  org_id: number;
  day: DateOnly;
  last_seq: number;
}

export interface DeliveryLineTable {
  id: Generated<number>;
  note_id: number;
  org_id: number;
  line_no: number;
  order_line_id: number;
  delivery_qty: Decimal;
  spare_qty: GeneratedDecimal;
  packing_qty: Decimal;
  received_qty: Decimal | null;
  vendor_part_no: string | null;
  date_code: string | null;
  lot_no: string | null;
  color: string | null;
  weight: Decimal | null;
}

export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: GeneratedTimestamp;
}

export interface CaptchaTable {
  id: string;
  answer: string;
  expires_at: Timestamp;
}

/** A single-use nonce an encrypted password is bound to (PRODUCT §9); deleted when used. */
export interface PasswordNonceTable {
  nonce: string;
  expires_at: Timestamp;
}

/** The running attempt of a background job and its last sign of life (platform/jobs/job-lease.ts). */
export interface JobLeaseTable {
  job_id: string;
  queue: string;
  holder: string;
  heartbeat_at: GeneratedTimestamp;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  user_name: string;
  ip: string;
  success: boolean;
  at: GeneratedTimestamp;
}

export interface UserSessionTable {
  id: string;
  user_id: number;
  org_id: number;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface ListParamTable {
  id: Generated<number>;
  org_id: number;
  list_route: string;
  ord_idx: number;
  param_name: string;
  param_caption: string;
  field_name: string;
  action_type: number;
  param_value: string | null;
  data_type: number;
  reference_sql: string | null;
  sub_sql: string | null;
  is_paging: 'Y' | 'N';
  is_fast_search: 'Y' | 'N';
  default_value: string | null;
  remark: string | null;
  updated_by: string | null;
  updated_at: GeneratedTimestamp;
}

export interface ListQueryTable {
  id: Generated<number>;
  org_id: number;
  list_route: string;
  user_id: number;
  ord_id: number;
  param_name: string;
  field_name: string;
  action_type: number;
  param_value: string;
  data_type: number;
  is_paging: 'Y' | 'N';
}

export interface ListColumnTable {
  id: Generated<number>;
  org_id: number;
  list_route: string;
  /** null = the global configuration of the list. */
  user_id: number | null;
  ord_idx: number;
  field_name: string;
  field_caption: string;
  field_width: number;
  is_visible: 'Y' | 'N';
}

export interface ExportRecordTable {
  id: Generated<number>;
  org_id: number;
  user_id: number;
  user_name: string;
  list_route: string;
  file_name: string;
  /** 0 processing, 1 completed, 2 empty data, 3 failed. */
  status: Generated<number>;
  row_count: number | null;
  file_path: string | null;
  request: JSONColumnType<Record<string, unknown>, string, string>;
  error: string | null;
  created_at: GeneratedTimestamp;
  finished_at: Timestamp | null;
}

export interface IntegrationKeyTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  key_hash: string;
  key_prefix: string;
  /** Comma-separated: orders, receipts, notes. */
  scopes: string;
  created_by: string;
  created_at: GeneratedTimestamp;
  revoked_at: Timestamp | null;
}

export interface GoodsReceiptTable {
  id: Generated<number>;
  org_id: number;
  external_id: string;
  note_id: number;
  received_at: GeneratedTimestamp;
}

export interface Database {
  integration_key: IntegrationKeyTable;
  goods_receipt: GoodsReceiptTable;
  server_secret: ServerSecretTable;
  captcha: CaptchaTable;
  password_nonce: PasswordNonceTable;
  job_lease: JobLeaseTable;
  login_attempt: LoginAttemptTable;
  user_session: UserSessionTable;
  organization: OrganizationTable;
  role: RoleTable;
  app_user: AppUserTable;
  user_preference: UserPreferenceTable;
  user_organization: UserOrganizationTable;
  menu: MenuTable;
  role_menu: RoleMenuTable;
  audit_log: AuditLogTable;
  vendor: VendorTable;
  part: PartTable;
  over_delivery_part: OverDeliveryPartTable;
  vendor_spare: VendorSpareTable;
  order_line: OrderLineTable;
  delivery_note: DeliveryNoteTable;
  delivery_note_sequence: DeliveryNoteSequenceTable;
  delivery_line: DeliveryLineTable;
  list_param: ListParamTable;
  list_query: ListQueryTable;
  list_column: ListColumnTable;
  export_record: ExportRecordTable;
}

export type Organization = Selectable<OrganizationTable>;
export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
