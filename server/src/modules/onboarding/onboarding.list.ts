import {
  changeDeciderOf,
  invitationStateLabels,
  registrationStateLabels,
  screens,
  vendorChangeKindLabels,
  vendorChangeKinds,
  vendorChangeStateLabels,
  vendorDocumentStateLabels,
} from '@srm/contract';
import { sql } from 'kysely';
import type { Scope } from '../../platform/auth.ts';
import { defineList, ownRows } from '../../platform/list/list-definition.ts';

/** Staff only: a vendor user holding one of these screens by mistake sees no rows. */
const staffOnly = (s: Scope) => (s.vendorCode === null ? sql`` : sql`and false`);

export const invitationList = defineList({
  route: screens.VendorInvitations.path,
  title: { 'zh-chs': screens.VendorInvitations.zh, en: screens.VendorInvitations.en },
  table: 'vendor_invitation',
  from: sql`vendor_invitation i`,
  scope: (s) => sql`i.org_id = ${s.orgId} ${staffOnly(s)}`,
  columns: [
    { field: 'ID', sql: 'i.id', kind: 'int', width: 80, hidden: true },
    { field: 'EMAIL', sql: 'i.email', kind: 'text', width: 200 },
    { field: 'COMPANY_NAME', sql: 'i.company_name', kind: 'text', width: 200 },
    {
      field: 'STATE',
      sql: `(case when i.used_at is not null then 'used' when i.revoked_at is not null then 'revoked'
                  when i.expires_at <= now() then 'expired' else 'pending' end)`,
      kind: 'text',
      width: 100,
      labels: invitationStateLabels,
    },
    { field: 'INVITED_BY', sql: 'i.invited_by', kind: 'text', width: 110 },
    { field: 'CREATETIME', sql: 'i.created_at', kind: 'datetime', width: 165 },
    { field: 'EXPIRES_AT', sql: 'i.expires_at', kind: 'datetime', width: 165 },
  ],
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});

export const registrationList = defineList({
  route: screens.VendorRegistrations.path,
  title: { 'zh-chs': screens.VendorRegistrations.zh, en: screens.VendorRegistrations.en },
  table: 'vendor_registration',
  from: sql`vendor_registration r join vendor_invitation i on i.id = r.invitation_id`,
  scope: (s) => sql`r.org_id = ${s.orgId} ${staffOnly(s)}`,
  columns: [
    { field: 'ID', sql: 'r.id', kind: 'int', width: 80, hidden: true },
    { field: 'STATE', sql: 'r.state', kind: 'text', width: 150, labels: registrationStateLabels },
    { field: 'LEGAL_NAME', sql: 'r.legal_name', kind: 'text', width: 220 },
    { field: 'TAX_ID', sql: 'r.tax_id', kind: 'text', width: 160 },
    { field: 'CONTACT_NAME', sql: 'r.contact_name', kind: 'text', width: 110 },
    { field: 'CONTACT_EMAIL', sql: 'r.contact_email', kind: 'text', width: 190 },
    { field: 'VENDOR_CODE', sql: 'r.vendor_code', kind: 'text', width: 100 },
    { field: 'REVIEWED_BY', sql: 'r.reviewed_by', kind: 'text', width: 100 },
    { field: 'APPROVED_BY', sql: 'r.approved_by', kind: 'text', width: 100 },
    { field: 'REFUSE_REASON', sql: 'r.refuse_reason', kind: 'text', width: 180 },
    { field: 'CREATETIME', sql: 'r.created_at', kind: 'datetime', width: 165 },
  ],
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});

/** Whom a pending change waits on: the actor its kind's approval names (`vendorChangeTransitions`). */
const waitingOn = `(case when c.state = 'pending' then case c.kind ${vendorChangeKinds
  .map((k) => `when '${k}' then '${changeDeciderOf(k)}'`)
  .join(' ')} end end)`;

/**
 * A change's fields as JSON text with a bank account number masked to its last four (issue #45): the list (and its
 * export) shows no number in full to anyone; finance reads it in the change's details (`VendorChange/Get`).
 */
const maskedJson = (column: string) =>
  `cast(case when ${column} ->> 'BANK_ACCOUNT_NO' is null then ${column}
             else jsonb_set(${column}, '{BANK_ACCOUNT_NO}', to_jsonb('•••• ' ||
                  right(regexp_replace(${column} ->> 'BANK_ACCOUNT_NO', '[^0-9A-Za-z]', '', 'g'), 4))) end as text)`;

export const changeList = defineList({
  route: screens.VendorChanges.path,
  title: { 'zh-chs': screens.VendorChanges.zh, en: screens.VendorChanges.en },
  table: 'vendor_change',
  from: sql`vendor_change c join vendor v on v.org_id = c.org_id and v.vendor_code = c.vendor_code`,
  scope: (s) => ownRows('c', s),
  columns: [
    { field: 'ID', sql: 'c.id', kind: 'int', width: 80, hidden: true },
    { field: 'STATE', sql: 'c.state', kind: 'text', width: 100, labels: vendorChangeStateLabels },
    { field: 'WAITING_ON', sql: waitingOn, kind: 'text', width: 100 },
    { field: 'VENDOR_CODE', sql: 'c.vendor_code', kind: 'text', width: 100 },
    { field: 'VENDOR_NAME', sql: 'v.vendor_name', kind: 'text', width: 180 },
    { field: 'CHANGE_KIND', sql: 'c.kind', kind: 'text', width: 100, labels: vendorChangeKindLabels },
    { field: 'BEFORE', sql: maskedJson('c.before'), kind: 'text', width: 260 },
    { field: 'AFTER', sql: maskedJson('c.after'), kind: 'text', width: 260 },
    { field: 'REQUESTED_BY', sql: 'c.requested_by', kind: 'text', width: 110 },
    { field: 'REQUESTED_AT', sql: 'c.requested_at', kind: 'datetime', width: 165 },
    { field: 'REVIEWED_BY', sql: 'c.reviewed_by', kind: 'text', width: 110 },
    { field: 'REVIEWED_AT', sql: 'c.reviewed_at', kind: 'datetime', width: 165 },
    { field: 'REFUSE_REASON', sql: 'c.refuse_reason', kind: 'text', width: 180 },
  ],
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});

export const documentTypeList = defineList({
  route: screens.DocumentTypes.path,
  title: { 'zh-chs': screens.DocumentTypes.zh, en: screens.DocumentTypes.en },
  table: 'document_type',
  from: sql`document_type t`,
  scope: (s) => sql`t.org_id = ${s.orgId}`,
  columns: [
    { field: 'ID', sql: 't.id', kind: 'int', width: 80, hidden: true },
    { field: 'TYPE_CODE', sql: 't.code', kind: 'text', width: 120 },
    { field: 'DOCUMENT_TYPE', sql: 't.name', kind: 'text', width: 200 },
    { field: 'NAME_EN', sql: 't.name_en', kind: 'text', width: 200 },
    { field: 'MANDATORY', sql: 't.mandatory', kind: 'bool', width: 90 },
    { field: 'ENABLED', sql: 't.enabled', kind: 'bool', width: 90 },
  ],
  defaultSort: { field: 'TYPE_CODE', desc: false },
  key: 'ID',
});

/**
 * A document that asks its vendor to act (`EXPIRING`): approved, ending within 60 days or ended, and not yet followed
 * by a newer one of its type (approved and ending later, or uploaded and waiting for review). Home's
 * `documentsExpiring` counts the same rows (home.repository.ts; home.test.ts compares both).
 */
const expiringSql = `(case when d.state = 'approved' and d.valid_to - current_date <= 60
  and not exists (select 1 from vendor_document n
                   where n.org_id = d.org_id and n.vendor_code = d.vendor_code
                     and n.document_type_id = d.document_type_id and n.id <> d.id
                     and (n.state = 'submitted' or (n.state = 'approved' and n.valid_to > d.valid_to)))
  then 'Y' else 'N' end)`;

/**
 * A vendor's documents (its own) with the days left of their validity. The state, the expiry flag and the days left
 * come first, so they are in sight at 1440 px beside the menu (issue #45).
 */
export const documentList = defineList({
  route: screens.VendorDocuments.path,
  title: { 'zh-chs': screens.VendorDocuments.zh, en: screens.VendorDocuments.en },
  table: 'vendor_document',
  from: sql`vendor_document d
    join document_type t on t.id = d.document_type_id
    join vendor v on v.org_id = d.org_id and v.vendor_code = d.vendor_code`,
  scope: (s) => ownRows('d', s),
  columns: [
    { field: 'ID', sql: 'd.id', kind: 'int', width: 80, hidden: true },
    { field: 'STATE', sql: 'd.state', kind: 'text', width: 100, labels: vendorDocumentStateLabels },
    {
      field: 'EXPIRING',
      sql: expiringSql,
      kind: 'text',
      width: 100,
      labels: {
        Y: { 'zh-chs': '即将到期', en: 'Expiring' },
        N: { 'zh-chs': '否', en: 'No' },
      },
    },
    { field: 'DOCUMENT_TYPE', sql: 't.name', kind: 'text', width: 160 },
    { field: 'VALID_TO', sql: 'd.valid_to', kind: 'date', width: 110 },
    { field: 'DAYS_LEFT', sql: '(d.valid_to - current_date)', kind: 'int', width: 100 },
    { field: 'VENDOR_CODE', sql: 'd.vendor_code', kind: 'text', width: 100 },
    { field: 'VENDOR_NAME', sql: 'v.vendor_name', kind: 'text', width: 180 },
    { field: 'MANDATORY', sql: 't.mandatory', kind: 'bool', width: 80 },
    { field: 'VALID_FROM', sql: 'd.valid_from', kind: 'date', width: 110 },
    { field: 'REMARK', sql: 'd.remark', kind: 'text', width: 180 },
    { field: 'UPLOADED_BY', sql: 'd.uploaded_by', kind: 'text', width: 110 },
    { field: 'CREATETIME', sql: 'd.created_at', kind: 'datetime', width: 165 },
    { field: 'REVIEWED_BY', sql: 'd.reviewed_by', kind: 'text', width: 100 },
    { field: 'REJECT_REASON', sql: 'd.reject_reason', kind: 'text', width: 180 },
  ],
  defaultSort: { field: 'ID', desc: true },
  key: 'ID',
});
