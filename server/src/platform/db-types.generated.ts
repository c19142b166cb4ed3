// Generated from the migrated database by `npm run db:types` (server/src/platform/db-types.ts): do not edit.
import type { ColumnType, JSONColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export type Int8 = ColumnType<string, bigint | number | string, bigint | number | string>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Numeric = ColumnType<string, number | string, number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface Announcement {
  audience: "all" | "roleList" | "staff" | "vendorList" | "vendors";
  body_html: Generated<string>;
  created_at: Generated<Timestamp>;
  created_by: string;
  id: Generated<number>;
  org_id: number;
  pinned: Generated<boolean>;
  publish_from: Timestamp | null;
  publish_to: Timestamp | null;
  published_at: Timestamp | null;
  published_by: string | null;
  state: Generated<"draft" | "published" | "withdrawn">;
  title: string;
  updated_at: Generated<Timestamp>;
  updated_by: string | null;
  version: Generated<number>;
  withdrawn_at: Timestamp | null;
  withdrawn_by: string | null;
}

export interface AnnouncementRead {
  announcement_id: number;
  read_at: Generated<Timestamp>;
  user_id: number;
  version: number;
}

export interface AnnouncementRole {
  announcement_id: number;
  role_id: number;
}

export interface AnnouncementVendor {
  announcement_id: number;
  vendor_code: string;
}

export interface AppUser {
  created_at: Generated<Timestamp>;
  email: string | null;
  enabled: Generated<boolean>;
  failures_reset_at: Timestamp | null;
  id: Generated<number>;
  is_locked: Generated<boolean>;
  locked_until: Timestamp | null;
  nick_name: string;
  password_hash: string;
  phone: string | null;
  role_id: number | null;
  updated_at: Generated<Timestamp>;
  user_name: string;
  vendor_code: string | null;
}

export interface Attachment {
  content_type: string;
  created_at: Generated<Timestamp>;
  created_by: string;
  created_by_vendor: string | null;
  file_name: string;
  id: Generated<number>;
  org_id: number;
  owner_id: number | null;
  owner_kind: string | null;
  released_at: Timestamp | null;
  sha256: string;
  size_bytes: number;
  storage_key: string;
}

export interface AuditLog {
  action: string;
  after: JSONColumnType<Record<string, unknown>, string | null, string | null> | null;
  at: Generated<Timestamp>;
  before: JSONColumnType<Record<string, unknown>, string | null, string | null> | null;
  entity: string;
  entity_id: string | null;
  id: Generated<Int8>;
  org_id: number | null;
  user_id: number | null;
  user_name: string | null;
}

export interface AuthState {
  id: number;
  version: Int8;
}

export interface Captcha {
  answer: string;
  expires_at: Timestamp;
  id: string;
}

export interface ConfigVersion {
  list_params: Generated<Int8>;
  org_id: number;
}

export interface DefectCode {
  code: string;
  created_at: Generated<Timestamp>;
  enabled: Generated<boolean>;
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  org_id: number;
}

export interface DeliveryLine {
  color: string | null;
  date_code: string | null;
  delivery_qty: Numeric;
  id: Generated<number>;
  line_no: number;
  lot_no: string | null;
  note_id: number;
  order_line_id: number;
  org_id: number;
  packing_qty: Numeric;
  received_qty: Numeric | null;
  spare_qty: Generated<Numeric>;
  vendor_part_no: string | null;
  weight: Numeric | null;
}

export interface DeliveryNote {
  arrival_date: string | null;
  bill_close_date: string | null;
  check_date: Timestamp | null;
  check_man: string | null;
  created_at: Generated<Timestamp>;
  creator_id: number | null;
  creator_name: string | null;
  delivery_date: string;
  delivery_no: string;
  description: string | null;
  id: Generated<number>;
  logistics_company: string | null;
  note_kind: "DN" | "OS" | "SUB";
  org_id: number;
  received_at: Timestamp | null;
  receiver_vendor_code: string | null;
  status: Generated<number>;
  tracking_no: string | null;
  updated_at: Generated<Timestamp>;
  vendor_code: string;
  vendor_name: string;
  vendor_ref: string | null;
  void_reason: string | null;
}

export interface DeliveryNoteSequence {
  day: string;
  last_seq: number;
  org_id: number;
}

export interface DisputeMessage {
  author: string;
  author_vendor: string | null;
  body: string;
  created_at: Generated<Timestamp>;
  doc_id: number;
  doc_kind: "expense-bill" | "statement";
  id: Generated<number>;
  line_id: number | null;
  org_id: number;
}

export interface DocumentType {
  code: string;
  created_at: Generated<Timestamp>;
  enabled: Generated<boolean>;
  id: Generated<number>;
  mandatory: Generated<boolean>;
  name: string;
  name_en: Generated<string>;
  org_id: number;
}

export interface DomainEvent {
  created_at: Generated<Timestamp>;
  entity: string;
  entity_id: string;
  id: Generated<Int8>;
  name: string;
  org_id: number;
  payload: Generated<Json>;
}

export interface EventDelivery {
  attempts: Generated<number>;
  delivered_at: Timestamp | null;
  event_id: Int8;
  last_error: string | null;
  state: Generated<"delivered" | "failed" | "pending">;
  subscriber: string;
  updated_at: Generated<Timestamp>;
}

export interface ExpenseBill {
  amount: Numeric;
  bill_no: string;
  confirmed_at: Timestamp | null;
  confirmed_by: string | null;
  created_at: Generated<Timestamp>;
  created_by: string;
  currency: Generated<string>;
  direction: Generated<"add" | "deduct">;
  dispute_reason: string | null;
  disputed_at: Timestamp | null;
  disputed_by: string | null;
  id: Generated<number>;
  kind: "freight" | "other" | "penalty" | "quality";
  org_id: number;
  period: string;
  reason: string;
  sent_at: Timestamp | null;
  sent_by: string | null;
  state: Generated<"closed" | "confirmed" | "disputed" | "draft" | "included" | "sent">;
  statement_id: number | null;
  tax: Numeric;
  tax_rate: Generated<Numeric>;
  updated_at: Generated<Timestamp>;
  updated_by: string | null;
  vendor_code: string;
}

export interface ExportRecord {
  created_at: Generated<Timestamp>;
  error: string | null;
  file_name: string;
  file_path: string | null;
  finished_at: Timestamp | null;
  id: Generated<number>;
  list_route: string;
  org_id: number;
  request: JSONColumnType<Record<string, unknown>, string, string>;
  row_count: number | null;
  status: Generated<number>;
  user_id: number;
  user_name: string;
}

export interface ForecastBucket {
  committed: Numeric | null;
  part_no: string;
  period: string;
  period_end: string;
  period_start: string;
  quantity: Numeric;
  reason: string | null;
  version_id: number;
  zone: "firm" | "forecast" | "tradeoff";
}

export interface ForecastSetting {
  firm_weeks: number;
  org_id: number;
  tradeoff_weeks: number;
  updated_at: Generated<Timestamp>;
  updated_by: string;
}

export interface ForecastVersion {
  body_hash: string;
  buckets: number;
  committed_at: Timestamp | null;
  committed_by: string | null;
  firm_until: string;
  id: Generated<number>;
  org_id: number;
  parts: number;
  published_at: Generated<Timestamp>;
  published_by: string;
  shortfalls: Generated<number>;
  source: "erp" | "excel";
  state: Generated<"committed" | "published" | "superseded">;
  tradeoff_until: string;
  vendor_code: string;
  version_no: number;
}

export interface GoodsReceipt {
  external_id: string;
  id: Generated<number>;
  note_id: number;
  org_id: number;
  received_at: Generated<Timestamp>;
}

export interface InnerLabel {
  batch_no: string | null;
  box_seq: number;
  box_total: number;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  date_code: string | null;
  id: Generated<number>;
  label_no: string;
  line_id: number | null;
  lot_no: string | null;
  note_id: number | null;
  org_id: number;
  outer_id: number | null;
  part_no: string;
  print_count: Generated<number>;
  qty: Numeric;
  source: "manual" | "note";
  state: Generated<"active" | "voided">;
  vendor_code: string;
  verified_at: Timestamp | null;
  voided_at: Timestamp | null;
}

export interface Inspection {
  accepted_qty: Numeric;
  deduction_bill_id: number | null;
  defect_code: string | null;
  delivery_line_id: number;
  inspected_at: Generated<Timestamp>;
  inspected_by: string;
  org_id: number;
  rejected_qty: Numeric;
  remark: string | null;
}

export interface IntegrationKey {
  created_at: Generated<Timestamp>;
  created_by: string;
  id: Generated<number>;
  key_hash: string;
  key_prefix: string;
  last_used_at: Timestamp | null;
  name: string;
  org_id: number;
  revoked_at: Timestamp | null;
  scopes: string;
  vendor_code: string | null;
}

export interface Invoice {
  amount: Numeric;
  approve_seq: Int8 | null;
  approved_at: Timestamp | null;
  approved_by: string | null;
  attachment_id: number | null;
  buyer_tax_id: string | null;
  currency: string;
  differences: string | null;
  expected_pay_date: string | null;
  flag_reason: string | null;
  id: Generated<number>;
  invoice_code: string | null;
  invoice_date: string;
  invoice_no: string;
  kind: "creditNote" | "invoice";
  org_id: number;
  paid: Generated<Numeric>;
  paid_date: string | null;
  reject_reason: string | null;
  rejected_at: Timestamp | null;
  rejected_by: string | null;
  seller_tax_id: string | null;
  source: "api" | "finance" | "portal" | "ubl";
  state: Generated<"approved" | "paid" | "partlyPaid" | "rejected" | "scheduled" | "submitted">;
  statement_id: number;
  statement_no: string;
  submissions: Generated<number>;
  submitted_at: Generated<Timestamp>;
  submitted_by: string;
  tax: Numeric;
  total: Numeric;
  updated_at: Generated<Timestamp>;
  vendor_code: string;
  vendor_ref: string | null;
  within: boolean;
}

export interface InvoiceTaxLine {
  amount: Numeric;
  invoice_id: number;
  rate: Numeric;
  tax: Numeric;
}

export interface InvoiceTolerance {
  amount_abs: Generated<Numeric>;
  org_id: number;
  price_pct: Generated<Numeric>;
  updated_at: Generated<Timestamp>;
  updated_by: string;
}

export interface JobLease {
  heartbeat_at: Generated<Timestamp>;
  holder: string;
  job_id: string;
  queue: string;
}

export interface LabelCounter {
  counter: string;
  last_value: Int8;
  org_id: number;
}

export interface ListColumn {
  field_caption: string;
  field_name: string;
  field_width: Generated<number>;
  id: Generated<number>;
  is_visible: Generated<"N" | "Y">;
  list_route: string;
  ord_idx: number;
  org_id: number;
  user_id: number | null;
}

export interface ListParam {
  action_type: Generated<number>;
  data_type: Generated<number>;
  default_value: string | null;
  field_name: string;
  id: Generated<number>;
  is_fast_search: Generated<"N" | "Y">;
  is_paging: Generated<"N" | "Y">;
  list_route: string;
  ord_idx: Generated<number>;
  org_id: number;
  param_caption: string;
  param_name: string;
  param_value: string | null;
  reference_sql: string | null;
  remark: string | null;
  sub_sql: string | null;
  updated_at: Generated<Timestamp>;
  updated_by: string | null;
}

export interface ListQuery {
  action_type: number;
  data_type: number;
  field_name: string;
  id: Generated<number>;
  is_paging: Generated<"N" | "Y">;
  list_route: string;
  ord_id: Generated<number>;
  org_id: number;
  param_name: string;
  param_value: Generated<string>;
  user_id: number;
}

export interface LoginAttempt {
  at: Generated<Timestamp>;
  id: Generated<Int8>;
  ip: string;
  success: boolean;
  user_name: string;
}

export interface MailLog {
  attempts: Generated<number>;
  body: string | null;
  body_sealed: Generated<boolean>;
  category: "announcement" | "invitation" | "note" | "order" | "password" | "quality" | "statement" | "supplier" | "test" | "webhook";
  created_at: Generated<Timestamp>;
  created_by: string | null;
  id: Generated<number>;
  job_id: string | null;
  lang: Generated<string>;
  last_error: string | null;
  message_id: string | null;
  org_id: number;
  recipient_user_id: number | null;
  sent_at: Timestamp | null;
  smtp_response: string | null;
  state: Generated<"failed" | "queued" | "retrying" | "sending" | "sent">;
  subject: string;
  to_address: string;
  to_name: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface MailPreference {
  category: "announcement" | "note" | "order" | "quality" | "statement" | "supplier";
  enabled: boolean;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface MailSetting {
  enabled: Generated<boolean>;
  from_address: string;
  from_name: Generated<string>;
  host: string;
  org_id: number;
  password_enc: string | null;
  port: number;
  tls_mode: "none" | "starttls" | "tls";
  updated_at: Generated<Timestamp>;
  updated_by: string;
  user_name: Generated<string>;
}

export interface Menu {
  created_at: Generated<Timestamp>;
  enabled: Generated<"N" | "Y">;
  icon_url: string | null;
  id: Generated<number>;
  link_url: string | null;
  menu_code: string;
  menu_en: string;
  menu_kind: Generated<string>;
  menu_name: string;
  menu_type: Generated<"button" | "menu">;
  ord_idx: Generated<number>;
  parent_id: number | null;
  target: Generated<string>;
}

export interface MenuCatalogEntry {
  code: string;
  menu_kind: string;
}

export interface MoneyCounter {
  counter: string;
  last_value: number;
  org_id: number;
}

export interface Ncr {
  answered_at: Timestamp | null;
  answered_by: string | null;
  closed_at: Timestamp | null;
  closure: string | null;
  containment: string | null;
  corrective_action: string | null;
  created_at: Generated<Timestamp>;
  created_by: string;
  defect_code: string;
  delivery_line_id: number;
  description: string;
  due_date: string;
  first_answered_at: Timestamp | null;
  id: Generated<number>;
  ncr_no: string;
  org_id: number;
  preventive_action: string | null;
  problem: string | null;
  rejected_qty: Numeric;
  reminded_at: Timestamp | null;
  review_comment: string | null;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  root_cause: string | null;
  state: Generated<"accepted" | "answered" | "closed" | "open" | "returned">;
  team: string | null;
  updated_at: Generated<Timestamp>;
  vendor_code: string;
  verification: string | null;
  version: Generated<number>;
}

export interface NcrCounter {
  last_seq: number;
  org_id: number;
  year: number;
}

export interface OrderLine {
  answered_at: Timestamp | null;
  base_unit: string;
  buyer: string | null;
  confirm_seq: Int8 | null;
  confirm_state: Generated<"accepted" | "changed" | "confirmed" | "countered" | "new" | "proposed" | "refused">;
  confirm_version: Generated<number>;
  created_at: Generated<Timestamp>;
  currency: Generated<string>;
  due_date: string;
  external_id: string | null;
  id: Generated<number>;
  order_kind: "OS" | "PO";
  ordered_qty: Numeric;
  org_id: number;
  original_due_date: string | null;
  original_qty: Numeric | null;
  part_no: string;
  po_item: number;
  po_no: string;
  po_unit: string;
  promised_date: string | null;
  promised_schedule: Generated<Json>;
  qty_delivered: Generated<Numeric>;
  qty_in_transit: Generated<Numeric>;
  qty_open: Generated<Numeric>;
  qty_received: Generated<Numeric>;
  qty_sub_delivered: Generated<Numeric>;
  reminded_at: Timestamp | null;
  status: Generated<"closed" | "open">;
  tax_rate: Generated<Numeric>;
  unit_exrate: Generated<Numeric>;
  unit_price: Generated<Numeric>;
  vendor_code: string;
}

export interface OrderLineVersion {
  action: string;
  actor: "buyer" | "erp" | "vendor";
  at: Generated<Timestamp>;
  by_user: string | null;
  due_date: string;
  order_line_id: number;
  ordered_qty: Numeric;
  org_id: number;
  reason: string | null;
  schedule: Generated<Json>;
  state: string;
  unit_price: Numeric;
  version: number;
}

export interface Organization {
  block_on_expired_documents: Generated<boolean>;
  code: string;
  confirmation_reminder_hours: Generated<number>;
  created_at: Generated<Timestamp>;
  enabled: Generated<boolean>;
  event_retention_months: Generated<number>;
  gs1_company_prefix: string | null;
  id: Generated<number>;
  name: string;
  name_en: string;
  reject_billing: Generated<"accepted" | "deduct">;
  require_confirmation: Generated<boolean>;
  tax_id: string | null;
}

export interface OuterBox {
  batch_no: string | null;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  id: Generated<number>;
  note_id: number | null;
  org_id: number;
  outer_no: string;
  print_count: Generated<number>;
  source: "manual" | "note";
  state: Generated<"open" | "voided">;
  vendor_code: string;
  verified_at: Timestamp | null;
  voided_at: Timestamp | null;
}

export interface OverDeliveryPart {
  confirmed_at: Generated<Timestamp>;
  confirmed_by: string;
  id: Generated<number>;
  org_id: number;
  over_pct: Numeric;
  part_no: string;
  vendor_code: string;
}

export interface Part {
  base_unit: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  org_id: number;
  part_descr: string | null;
  part_name: string;
  part_no: string;
  spq: Generated<Numeric>;
}

export interface PasswordNonce {
  expires_at: Timestamp;
  nonce: string;
}

export interface Payment {
  amount: Numeric;
  body_hash: string;
  created_at: Generated<Timestamp>;
  currency: string;
  deductions: Generated<Numeric>;
  id: Generated<number>;
  org_id: number;
  pay_date: string;
  pushed_by: string;
  reference: string;
  vendor_code: string;
}

export interface PaymentAllocation {
  amount: Numeric;
  invoice_id: number;
  payment_id: number;
}

export interface PaymentDeduction {
  amount: Numeric;
  id: Generated<number>;
  payment_id: number;
  reason: string;
}

export interface PaymentTerm {
  basis: "invoiceDate" | "monthEnd" | "receipt";
  days: number;
  org_id: number;
  updated_at: Generated<Timestamp>;
  updated_by: string;
  vendor_code: string;
}

export interface PrintTemplate {
  id: Generated<number>;
  is_current: Generated<boolean>;
  is_default: Generated<boolean>;
  kind: "delivery_note" | "inner_label" | "list" | "outer_label" | "statement";
  name: string;
  org_id: number;
  template: Json;
  updated_at: Generated<Timestamp>;
  updated_by: string | null;
  version: number;
}

export interface Role {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  is_default: Generated<boolean>;
  remark: string | null;
  role_name: string;
  role_type: Generated<"normal" | "super" | "system">;
  updated_at: Generated<Timestamp>;
}

export interface RoleMenu {
  menu_id: number;
  role_id: number;
}

export interface ScheduleLine {
  due_date: string;
  line_no: number;
  order_line_id: number;
  part_no: string;
  po_item: number;
  po_no: string;
  quantity: Numeric;
  release_id: number;
}

export interface ScheduleRelease {
  body_hash: string;
  current: Generated<boolean>;
  id: Generated<number>;
  lines: number;
  org_id: number;
  published_at: Generated<Timestamp>;
  published_by: string;
  release_no: number;
  vendor_code: string;
}

export interface ServerSecret {
  created_at: Generated<Timestamp>;
  name: string;
  value: string;
}

export interface Statement {
  amount: Generated<Numeric>;
  amount_with_tax: Generated<Numeric>;
  approved_at: Timestamp | null;
  approved_by: string | null;
  closed_at: Timestamp | null;
  closed_by: string | null;
  confirmed_at: Timestamp | null;
  confirmed_by: string | null;
  created_at: Generated<Timestamp>;
  created_by: string;
  currency: string;
  id: Generated<number>;
  invoice_amount: Numeric | null;
  invoice_date: string | null;
  invoice_no: string | null;
  invoice_tax: Numeric | null;
  line_count: Generated<number>;
  live: Generated<boolean | null>;
  org_id: number;
  override_reason: string | null;
  period_from: string;
  period_to: string;
  reject_reason: string | null;
  reject_summary: string | null;
  rejected_at: Timestamp | null;
  rejected_by: string | null;
  sent_at: Timestamp | null;
  sent_by: string | null;
  state: Generated<number>;
  statement_no: string | null;
  tax: Generated<Numeric>;
  updated_at: Generated<Timestamp>;
  vendor_code: string;
  voided_at: Timestamp | null;
  voided_by: string | null;
}

export interface StatementLine {
  amount: Numeric;
  delivery_line_id: number | null;
  expense_bill_id: number | null;
  id: Generated<number>;
  line_kind: "expense" | "receipt";
  line_no: number;
  line_state: Generated<"ok" | "rejected">;
  live: Generated<boolean>;
  org_id: number;
  qty: Numeric;
  received_qty: Numeric | null;
  reject_reason: string | null;
  statement_id: number;
  tax: Numeric;
  tax_rate: Numeric;
  unit_exrate: Numeric | null;
  unit_price: Numeric;
}

export interface StatementRejection {
  amount_with_tax: Numeric;
  delivery_line_id: number | null;
  expense_bill_id: number | null;
  id: Generated<number>;
  line_count: number | null;
  line_id: number | null;
  line_kind: "expense" | "receipt" | null;
  line_label: string | null;
  org_id: number;
  outcome: "changed" | "kept" | "removed" | "voided" | null;
  outcome_amount: Numeric | null;
  outcome_at: Timestamp | null;
  outcome_by: string | null;
  part_no: string | null;
  qty: Numeric | null;
  reason: string;
  rejected_at: Timestamp;
  rejected_by: string;
  round: number;
  statement_id: number;
}

export interface UserOrganization {
  org_id: number;
  user_id: number;
}

export interface UserPreference {
  preferences: ColumnType<Record<string, unknown>, string, string>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface UserSession {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: string;
  org_id: number;
  revoked_at: Timestamp | null;
  user_id: number;
}

export interface Vendor {
  address: string | null;
  bank_account_name: string | null;
  bank_account_no: string | null;
  bank_name: string | null;
  categories: Generated<string[]>;
  contact: string | null;
  created_at: Generated<Timestamp>;
  email: string | null;
  enabled: Generated<boolean>;
  id: Generated<number>;
  legal_name: string | null;
  org_id: number;
  parent_vendor_code: string | null;
  phone: string | null;
  tax_id: string | null;
  vendor_code: string;
  vendor_name: string;
}

export interface VendorChange {
  after: Json;
  before: Json;
  id: Generated<number>;
  kind: "address" | "bank" | "contact";
  org_id: number;
  refuse_reason: string | null;
  requested_at: Generated<Timestamp>;
  requested_by: string;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  state: Generated<"approved" | "pending" | "refused">;
  vendor_code: string;
}

export interface VendorDocument {
  created_at: Generated<Timestamp>;
  document_type_id: number;
  id: Generated<number>;
  org_id: number;
  reject_reason: string | null;
  remark: string | null;
  reminded_days: number | null;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  state: Generated<"approved" | "rejected" | "submitted">;
  uploaded_by: string;
  valid_from: string;
  valid_to: string;
  vendor_code: string;
}

export interface VendorInvitation {
  company_name: Generated<string>;
  created_at: Generated<Timestamp>;
  email: string;
  expires_at: Timestamp;
  id: Generated<number>;
  invited_by: string;
  org_id: number;
  revoked_at: Timestamp | null;
  token_hash: string;
  used_at: Timestamp | null;
}

export interface VendorRegistration {
  address: string;
  admin_password_hash: string;
  admin_user_name: string;
  approved_at: Timestamp | null;
  approved_by: string | null;
  bank_account_name: string;
  bank_account_no: string;
  bank_name: string;
  categories: Generated<string[]>;
  contact_email: string;
  contact_name: string;
  contact_phone: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  invitation_id: number;
  legal_name: string;
  org_id: number;
  refuse_reason: string | null;
  refused_at: Timestamp | null;
  refused_by: string | null;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  role_id: number | null;
  state: Generated<"approved" | "refused" | "reviewed" | "submitted">;
  tax_id: string;
  updated_at: Generated<Timestamp>;
  vendor_code: string | null;
  version: Generated<number>;
}

export interface VendorSpare {
  id: Generated<number>;
  org_id: number;
  part_no: string;
  spare_pct: Numeric;
  updated_at: Generated<Timestamp>;
  updated_by: string;
  vendor_code: string;
}

export interface WebhookAttempt {
  attempt_no: number;
  attempted_at: Timestamp;
  delivery_id: Int8;
  duration_ms: number;
  error: string | null;
  error_kind: string | null;
  id: Generated<Int8>;
  status: number | null;
}

export interface WebhookDelivery {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  delivered_at: Timestamp | null;
  endpoint_id: number;
  entity_key: string;
  event_id: Int8;
  first_attempt_at: Timestamp | null;
  id: Generated<Int8>;
  last_attempt_at: Timestamp | null;
  last_duration_ms: number | null;
  last_error: string | null;
  last_error_kind: string | null;
  last_status: number | null;
  lease_until: Timestamp | null;
  next_attempt_at: Timestamp | null;
  state: Generated<"delivered" | "failed" | "pending" | "sending">;
}

export interface WebhookEndpoint {
  created_at: Generated<Timestamp>;
  created_by: string | null;
  description: Generated<string>;
  disabled_at: Timestamp | null;
  disabled_reason: "failing" | "manual" | null;
  events: string[];
  failing_since: Timestamp | null;
  id: Generated<number>;
  last_success_at: Timestamp | null;
  org_id: number;
  previous_secret_sealed: string | null;
  previous_secret_until: Timestamp | null;
  secret_sealed: string;
  updated_at: Generated<Timestamp>;
  url: string;
  vendor_code: string | null;
}

export interface WebhookSetting {
  allowlist: Generated<string[]>;
  org_id: number;
  updated_at: Generated<Timestamp>;
}

export interface DB {
  announcement: Announcement;
  announcement_read: AnnouncementRead;
  announcement_role: AnnouncementRole;
  announcement_vendor: AnnouncementVendor;
  app_user: AppUser;
  attachment: Attachment;
  audit_log: AuditLog;
  auth_state: AuthState;
  captcha: Captcha;
  config_version: ConfigVersion;
  defect_code: DefectCode;
  delivery_line: DeliveryLine;
  delivery_note: DeliveryNote;
  delivery_note_sequence: DeliveryNoteSequence;
  dispute_message: DisputeMessage;
  document_type: DocumentType;
  domain_event: DomainEvent;
  event_delivery: EventDelivery;
  expense_bill: ExpenseBill;
  export_record: ExportRecord;
  forecast_bucket: ForecastBucket;
  forecast_setting: ForecastSetting;
  forecast_version: ForecastVersion;
  goods_receipt: GoodsReceipt;
  inner_label: InnerLabel;
  inspection: Inspection;
  integration_key: IntegrationKey;
  invoice: Invoice;
  invoice_tax_line: InvoiceTaxLine;
  invoice_tolerance: InvoiceTolerance;
  job_lease: JobLease;
  label_counter: LabelCounter;
  list_column: ListColumn;
  list_param: ListParam;
  list_query: ListQuery;
  login_attempt: LoginAttempt;
  mail_log: MailLog;
  mail_preference: MailPreference;
  mail_setting: MailSetting;
  menu: Menu;
  menu_catalog_entry: MenuCatalogEntry;
  money_counter: MoneyCounter;
  ncr: Ncr;
  ncr_counter: NcrCounter;
  order_line: OrderLine;
  order_line_version: OrderLineVersion;
  organization: Organization;
  outer_box: OuterBox;
  over_delivery_part: OverDeliveryPart;
  part: Part;
  password_nonce: PasswordNonce;
  payment: Payment;
  payment_allocation: PaymentAllocation;
  payment_deduction: PaymentDeduction;
  payment_term: PaymentTerm;
  print_template: PrintTemplate;
  role: Role;
  role_menu: RoleMenu;
  schedule_line: ScheduleLine;
  schedule_release: ScheduleRelease;
  server_secret: ServerSecret;
  statement: Statement;
  statement_line: StatementLine;
  statement_rejection: StatementRejection;
  user_organization: UserOrganization;
  user_preference: UserPreference;
  user_session: UserSession;
  vendor: Vendor;
  vendor_change: VendorChange;
  vendor_document: VendorDocument;
  vendor_invitation: VendorInvitation;
  vendor_registration: VendorRegistration;
  vendor_spare: VendorSpare;
  webhook_attempt: WebhookAttempt;
  webhook_delivery: WebhookDelivery;
  webhook_endpoint: WebhookEndpoint;
  webhook_setting: WebhookSetting;
}
