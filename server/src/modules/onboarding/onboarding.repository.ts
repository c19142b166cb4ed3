import type { InvitationState, RegistrationDetail, VendorChangeKind } from '@srm/contract';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { Database } from '../../platform/schema.ts';

/**
 * All SQL of supplier onboarding: invitations, registrations, a vendor's master data and its change requests,
 * compliance documents and their types. Every function takes the `db` (or transaction) it runs in.
 */

/** `today` as a date (tests move it), or the database's today. */
const dayOf = (today?: string) => (today ? sql`${today}::date` : sql`current_date`);

// ---- invitations

/**
 * An invitation's state from its dates (contract `invitationStates`, none is stored): the services ask
 * `invitationTransitions` what it allows.
 */
const invitationState = sql<InvitationState>`(case when i.used_at is not null then 'used'
  when i.revoked_at is not null then 'revoked' when i.expires_at <= now() then 'expired' else 'pending' end)`;

export type InvitationRow = {
  id: number;
  org_id: number;
  email: string;
  company_name: string;
  expires_at: Date;
  state: InvitationState;
  org_name: string;
  org_name_en: string;
};

/** A new invitation expiring `days` from now; answers its id and its expiry day (`YYYY-MM-DD`). */
export async function insertInvitation(
  db: Db,
  values: { org_id: number; email: string; company_name: string; token_hash: string; invited_by: string },
  days: number,
): Promise<{ id: number; expires: string }> {
  return db
    .insertInto('vendor_invitation')
    .values({ ...values, expires_at: sql<Date>`now() + make_interval(days => ${days})` })
    .returning(['id', sql<string>`to_char(expires_at, 'YYYY-MM-DD')`.as('expires')])
    .executeTakeFirstOrThrow();
}

/** The organisation's invitation `id`, locked, with its state; undefined when it has none such. */
export async function lockInvitation(
  db: Db,
  orgId: number,
  id: number,
): Promise<{ id: number; email: string; company_name: string; state: InvitationState } | undefined> {
  const { rows } = await sql<{ id: number; email: string; company_name: string; state: InvitationState }>`
    select i.id, i.email, i.company_name, ${invitationState} as state
      from vendor_invitation i
     where i.id = ${id} and i.org_id = ${orgId}
       for update`.execute(db);
  return rows[0];
}

/** Revokes invitation `id` (its state was checked, under lock, by the caller). */
export async function revokeInvitation(db: Db, id: number): Promise<void> {
  await db.updateTable('vendor_invitation').set({ revoked_at: sql`now()` }).where('id', '=', id).execute();
}

/**
 * Invitation `id` (its state checked, under lock, by the caller) given a new token's hash and a new expiry `days`
 * from now: the old link stops working at once. Answers its new expiry day.
 */
export async function reissueInvitation(
  db: Db,
  id: number,
  tokenHash: string,
  days: number,
): Promise<{ expires: string }> {
  return db
    .updateTable('vendor_invitation')
    .set({ token_hash: tokenHash, expires_at: sql<Date>`now() + make_interval(days => ${days})` })
    .where('id', '=', id)
    .returning(sql<string>`to_char(expires_at, 'YYYY-MM-DD')`.as('expires'))
    .executeTakeFirstOrThrow();
}

/** The invitation of a token's hash with its organisation's names and its state, optionally locked. */
export async function findInvitation(
  db: Db,
  tokenHash: string,
  lock = false,
): Promise<InvitationRow | undefined> {
  const { rows } = await sql<InvitationRow>`
    select i.id, i.org_id, i.email, i.company_name, i.expires_at, o.name as org_name, o.name_en as org_name_en,
           ${invitationState} as state
      from vendor_invitation i join organization o on o.id = i.org_id
     where i.token_hash = ${tokenHash}
     ${lock ? sql`for update of i` : sql``}`.execute(db);
  return rows[0];
}

export async function markInvitationUsed(db: Db, id: number): Promise<void> {
  await db.updateTable('vendor_invitation').set({ used_at: sql`now()` }).where('id', '=', id).execute();
}

/** Whether an account has the user name, case ignored. */
export async function userNameTaken(db: Db, userName: string): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where(sql<boolean>`lower(user_name) = ${userName.toLowerCase()}`)
    .executeTakeFirst();
  return row !== undefined;
}

// ---- registrations

export type RegistrationState = RegistrationDetail['STATE'];

export type RegistrationRow = {
  id: number;
  org_id: number;
  state: RegistrationState;
  version: number;
  email: string;
  legal_name: string;
  tax_id: string;
  address: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  bank_name: string;
  bank_account_name: string;
  bank_account_no: string;
  categories: string[];
  admin_user_name: string;
  admin_password_hash: string;
  vendor_code: string | null;
  role_id: number | null;
  role_name: string | null;
  reviewed_by: string | null;
  approved_by: string | null;
  refused_by: string | null;
  refuse_reason: string | null;
  created_at: Date;
};

export async function insertRegistration(
  db: Db,
  values: Insertable<Database['vendor_registration']>,
): Promise<number> {
  const row = await db
    .insertInto('vendor_registration')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The organisation's registration `id` with its invitation's e-mail and its reviewed role's name, optionally locked. */
export async function findRegistration(
  db: Db,
  orgId: number,
  id: number,
  lock = false,
): Promise<RegistrationRow | undefined> {
  const { rows } = await sql<RegistrationRow>`
    select r.*, i.email, ro.role_name
      from vendor_registration r join vendor_invitation i on i.id = r.invitation_id
      left join role ro on ro.id = r.role_id
     where r.id = ${id} and r.org_id = ${orgId} ${lock ? sql`for update of r` : sql``}`.execute(db);
  return rows[0];
}

/**
 * Whether another registration of the organisation, reviewed and waiting for finance, holds the code (it becomes
 * that vendor's code on approval).
 */
export async function vendorCodeReserved(
  db: Db,
  orgId: number,
  vendorCode: string,
  exceptId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('vendor_registration')
    .select('id')
    .where('org_id', '=', orgId)
    .where('state', '=', 'reviewed')
    .where('vendor_code', '=', vendorCode)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The organisation's vendor codes and the codes its reviewed registrations hold for approval. */
export async function vendorCodesInUse(db: Db, orgId: number): Promise<string[]> {
  const { rows } = await sql<{ code: string }>`
    select vendor_code as code from vendor where org_id = ${orgId}
    union
    select vendor_code from vendor_registration
     where org_id = ${orgId} and state = 'reviewed' and vendor_code is not null`.execute(db);
  return rows.map((r) => r.code);
}

export type RoleGrant = { menu_type: 'menu' | 'button'; link_url: string | null; menu_code: string };
export type RoleWithGrants = { id: number; role_name: string; role_type: string; grants: RoleGrant[] };

/**
 * Roles by name (or the one role `id`) with every menu and button they grant, enabled or not: a disabled staff
 * screen is still the role's once enabled again.
 */
export async function rolesWithGrants(db: Db, id?: number): Promise<RoleWithGrants[]> {
  let query = db
    .selectFrom('role as r')
    .leftJoin('role_menu as rm', 'rm.role_id', 'r.id')
    .leftJoin('menu as m', 'm.id', 'rm.menu_id')
    .select(['r.id', 'r.role_name', 'r.role_type', 'm.menu_type', 'm.link_url', 'm.menu_code'])
    .orderBy('r.role_name')
    .orderBy('r.id');
  if (id !== undefined) query = query.where('r.id', '=', id);
  const roles = new Map<number, RoleWithGrants>();
  for (const row of await query.execute()) {
    let role = roles.get(row.id);
    if (!role) {
      role = { id: row.id, role_name: row.role_name, role_type: row.role_type, grants: [] };
      roles.set(row.id, role);
    }
    if (row.menu_type && row.menu_code)
      role.grants.push({ menu_type: row.menu_type, link_url: row.link_url, menu_code: row.menu_code });
  }
  return [...roles.values()];
}

/** The registration reviewed (its vendor code and administrator's role), a version further. */
export async function markRegistrationReviewed(
  db: Db,
  id: number,
  values: { state: RegistrationState; vendor_code: string; role_id: number; reviewed_by: string },
): Promise<void> {
  await db
    .updateTable('vendor_registration')
    .set({
      ...values,
      reviewed_at: sql`now()`,
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** The registration approved, a version further; the administrator's password hash is no longer kept. */
export async function markRegistrationApproved(
  db: Db,
  id: number,
  values: { state: RegistrationState; approved_by: string },
): Promise<void> {
  await db
    .updateTable('vendor_registration')
    .set({
      ...values,
      approved_at: sql`now()`,
      admin_password_hash: '',
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** The registration refused with its reason, a version further; the administrator's password hash is no longer kept. */
export async function markRegistrationRefused(
  db: Db,
  id: number,
  values: { state: RegistrationState; refused_by: string; refuse_reason: string },
): Promise<void> {
  await db
    .updateTable('vendor_registration')
    .set({
      ...values,
      refused_at: sql`now()`,
      admin_password_hash: '',
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

// ---- master data and its changes

/** The vendor's pending change requests, oldest first. */
export async function pendingChanges(db: Db, orgId: number, vendorCode: string) {
  return db
    .selectFrom('vendor_change')
    .select(['id', 'kind', 'after', 'requested_by', 'requested_at'])
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .where('state', '=', 'pending')
    .orderBy('id')
    .execute();
}

/** A pending change request (`before` and `after` as JSON text); answers its id. */
export async function insertChange(
  db: Db,
  values: {
    org_id: number;
    vendor_code: string;
    kind: VendorChangeKind;
    before: string;
    after: string;
    requested_by: string;
  },
): Promise<number> {
  const row = await db.insertInto('vendor_change').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export type ChangeRow = {
  id: number;
  vendor_code: string;
  kind: VendorChangeKind;
  after: object;
  state: 'pending' | 'approved' | 'refused';
};

/** The organisation's change request `id`, locked for its decision. */
export async function lockChange(db: Db, orgId: number, id: number): Promise<ChangeRow | undefined> {
  const { rows } = await sql<ChangeRow>`
      select id, vendor_code, kind, after, state from vendor_change
       where id = ${id} and org_id = ${orgId} for update`.execute(db);
  return rows[0];
}

export type ChangeDetailRow = ChangeRow & {
  vendor_name: string;
  before: object;
  requested_by: string;
  requested_at: Date;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  refuse_reason: string | null;
};

/** The organisation's change request `id` with its vendor's name (a vendor user: only its own). */
export async function findChange(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  id: number,
): Promise<ChangeDetailRow | undefined> {
  const { rows } = await sql<ChangeDetailRow>`
      select c.id, c.vendor_code, v.vendor_name, c.kind, c.state, c.before, c.after, c.requested_by, c.requested_at,
             c.reviewed_by, c.reviewed_at, c.refuse_reason
        from vendor_change c join vendor v on v.org_id = c.org_id and v.vendor_code = c.vendor_code
       where c.id = ${id} and c.org_id = ${orgId}
         ${vendorCode === null ? sql`` : sql`and c.vendor_code = ${vendorCode}`}`.execute(db);
  return rows[0];
}

/** The change request approved or refused (with the reason), by whom and now. */
export async function markChangeDecided(
  db: Db,
  id: number,
  values: { state: 'approved' | 'refused'; reviewed_by: string; refuse_reason: string | null },
): Promise<void> {
  await db
    .updateTable('vendor_change')
    .set({ ...values, reviewed_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

// ---- compliance documents

/** The organisation's enabled document types, by code (an options list). */
export async function documentTypeOptions(db: Db, orgId: number) {
  return db
    .selectFrom('document_type')
    .select(['id as ID', 'code as CODE', 'name as NAME', 'name_en as NAME_EN', 'mandatory as MANDATORY'])
    .where('org_id', '=', orgId)
    .where('enabled', '=', true)
    .orderBy('code')
    .execute();
}

type DocumentTypeValues = { name: string; name_en: string; mandatory: boolean; enabled: boolean };

/** A new document type; answers its id (a code already taken: a unique violation). */
export async function insertDocumentType(
  db: Db,
  values: DocumentTypeValues & { org_id: number; code: string },
): Promise<number> {
  const row = await db.insertInto('document_type').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The organisation's document type `id` changed; false when it has none such. */
export async function updateDocumentType(
  db: Db,
  orgId: number,
  id: number,
  values: DocumentTypeValues,
): Promise<boolean> {
  const done = await db
    .updateTable('document_type')
    .set(values)
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

/** The organisation's enabled document type `id`. */
export async function findEnabledDocumentType(
  db: Db,
  orgId: number,
  id: number,
): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('document_type')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

export type DocumentRow = {
  id: number;
  vendor_code: string;
  state: 'approved' | 'rejected' | 'submitted';
  type_name: string;
  valid_from: string;
  valid_to: string;
  remark: string | null;
  uploaded_by: string;
  reviewed_by: string | null;
  reject_reason: string | null;
};

/** The organisation's document `id` (a vendor user: only the vendor's own) with its type's name and validity. */
export async function findDocument(
  db: Db,
  orgId: number,
  vendorCode: string | null,
  id: number,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('vendor_document as d')
    .innerJoin('document_type as t', 't.id', 'd.document_type_id')
    .select([
      'd.id',
      'd.vendor_code',
      'd.state',
      't.name as type_name',
      sql<string>`to_char(d.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string>`to_char(d.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
      'd.remark',
      'd.uploaded_by',
      'd.reviewed_by',
      'd.reject_reason',
    ])
    .where('d.id', '=', id)
    .where('d.org_id', '=', orgId)
    .$if(vendorCode !== null, (q) => q.where('d.vendor_code', '=', vendorCode!))
    .executeTakeFirst();
}

/** A submitted document; answers its id. */
export async function insertDocument(
  db: Db,
  values: {
    org_id: number;
    vendor_code: string;
    document_type_id: number;
    valid_from: string;
    valid_to: string;
    remark: string | null;
    uploaded_by: string;
  },
): Promise<number> {
  const row = await db.insertInto('vendor_document').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The organisation's submitted document `id` approved or rejected (with the reason); false when none such is submitted. */
export async function decideSubmittedDocument(
  db: Db,
  orgId: number,
  id: number,
  values: { state: 'approved' | 'rejected'; reviewed_by: string; reject_reason: string | null },
): Promise<boolean> {
  const done = await db
    .updateTable('vendor_document')
    .set({ ...values, reviewed_at: sql`now()` })
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('state', '=', 'submitted')
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

/** The names of the organisation's mandatory document types the vendor has no approved document of valid on the day. */
export async function missingDocumentNames(
  db: Db,
  orgId: number,
  vendorCode: string,
  today?: string,
): Promise<string[]> {
  const day = dayOf(today);
  const { rows } = await sql<{ name: string }>`
    select t.name from document_type t
     where t.org_id = ${orgId} and t.mandatory and t.enabled
       and not exists (select 1 from vendor_document d
                        where d.org_id = t.org_id and d.document_type_id = t.id and d.vendor_code = ${vendorCode}
                          and d.state = 'approved' and ${day} between d.valid_from and d.valid_to)
     order by t.code`.execute(db);
  return rows.map((r) => r.name);
}

/** The organisation's setting: whether a missing mandatory document blocks new delivery notes. */
export async function findBlockOnExpiredDocuments(db: Db, orgId: number): Promise<boolean> {
  const row = await db
    .selectFrom('organization')
    .select('block_on_expired_documents')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return row?.block_on_expired_documents === true;
}

export type ExpiringDocumentRow = {
  id: number;
  org_id: number;
  vendor_code: string;
  type_name: string;
  valid_to: string;
  days_left: number;
  reminded_days: number | null;
};

/**
 * Each vendor's newest approved document of a type ending within `withinDays` of the day (or already ended), with
 * the days left; locked, skipping those another sweep holds.
 */
export async function lockExpiringDocuments(
  db: Db,
  withinDays: number,
  today?: string,
): Promise<ExpiringDocumentRow[]> {
  const day = dayOf(today);
  const { rows } = await sql<ExpiringDocumentRow>`
      select d.id, d.org_id, d.vendor_code, t.name as type_name, to_char(d.valid_to, 'YYYY-MM-DD') as valid_to,
             (d.valid_to - ${day})::integer as days_left, d.reminded_days
        from vendor_document d join document_type t on t.id = d.document_type_id
       where d.state = 'approved' and d.valid_to - ${day} <= ${withinDays}
         and not exists (select 1 from vendor_document n
                          where n.org_id = d.org_id and n.vendor_code = d.vendor_code
                            and n.document_type_id = d.document_type_id and n.state = 'approved'
                            and n.valid_to > d.valid_to)
       order by d.id
       for update of d skip locked`.execute(db);
  return rows;
}

/** The reminder threshold (days) the document was last reminded at. */
export async function setRemindedDays(db: Db, id: number, days: number): Promise<void> {
  await db.updateTable('vendor_document').set({ reminded_days: days }).where('id', '=', id).execute();
}
