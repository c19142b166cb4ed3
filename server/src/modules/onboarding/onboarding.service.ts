import { createHash, randomBytes } from 'node:crypto';
import {
  allowedActions,
  documentReminderDays,
  type documentTypeSave,
  type InvitationInfo,
  invitationDays,
  type OnboardingActor,
  type RegistrationAction,
  type RegistrationDetail,
  type registrationRefusal,
  type registrationReview,
  registrationTransitions,
  ruleFor,
  type VendorChangeKind,
  type VendorDocumentDetail,
  type VendorInvited,
  type VendorProfile,
  vendorChangeFields,
  type vendorChangeRequest,
  type vendorDocumentUpload,
  type vendorInvite,
  type vendorRegister,
} from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type EventPublisher, publisherFor } from '../../platform/events/event-catalogue.ts';
import { type SweepTimes, startHourlySweep } from '../../platform/jobs/hourly-sweep.ts';
import type { MailPort } from '../../platform/mail-port.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import {
  attachmentsOf,
  claimAttachments,
  registerAttachmentOwner,
} from '../attachment/attachment.service.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { hashPassword, readPassword } from '../user/password.ts';

/*
 * Supplier onboarding (issue #34, PRODUCT §13; docs/architecture.md "Onboarding"). An invitation's token is 32 random
 * bytes shown once (in the link) and kept as its SHA-256; it registers one company before it expires. A registration
 * is reviewed by a buyer (button VendorReview: the vendor code and its administrator's role) and approved by finance
 * (button VendorBankApproval: the bank account); approval creates the vendor with its master data and the first
 * administrator account in one transaction. A vendor's contact, address and bank account change only by a request
 * approved by a buyer (a bank account: finance), the old value staying until then; both sides are mailed. Compliance
 * documents are uploaded by the vendor, reviewed by a buyer, and reminded 60, 30, 7 and 0 days before they expire.
 */

export const documentAttachmentKind = 'vendor-document';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const has = (auth: AuthContext, button: string) => auth.grants.all || auth.grants.buttons.has(button);

registerAttachmentOwner(documentAttachmentKind, {
  types: ['jpeg', 'png', 'pdf'],
  canRead: async (db, auth, id) => (await findDocument(db, auth, id)) !== undefined,
});

// ---- invitations

/** `Onboarding/Invite`: a single-use link for the company, mailed when the organisation's mail is on. */
export async function invite(
  db: Db,
  mail: MailPort,
  auth: AuthContext,
  input: z.output<typeof vendorInvite>,
  origin: string,
): Promise<VendorInvited> {
  if (auth.vendorCode) throw new AppError(403, 'onboarding.staffOnly');
  const token = randomBytes(32).toString('base64url');
  const link = `${origin}/register?token=${token}`;
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('vendor_invitation')
      .values({
        org_id: auth.orgId,
        email: input.EMAIL,
        company_name: input.COMPANY_NAME,
        token_hash: sha256(token),
        expires_at: sql<Date>`now() + make_interval(days => ${invitationDays})`,
        invited_by: auth.userName,
      })
      .returning(['id', sql<string>`to_char(expires_at, 'YYYY-MM-DD')`.as('expires')])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, auth, {
      action: 'invite',
      entity: 'vendorInvitation',
      entityId: row.id,
      after: { EMAIL: input.EMAIL, COMPANY_NAME: input.COMPANY_NAME },
    });
    const mailedTo = await mail.invitation(trx, {
      orgId: auth.orgId,
      email: input.EMAIL,
      companyName: input.COMPANY_NAME,
      link,
      expiresAt: row.expires,
      by: auth.userName,
    });
    return { ID: row.id, LINK: link, MAILED_TO: mailedTo };
  });
}

export async function revokeInvitation(db: Db, auth: AuthContext, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const done = await trx
      .updateTable('vendor_invitation')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', id)
      .where('org_id', '=', auth.orgId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!done) throw new AppError(404, 'onboarding.invitationNotFound');
    await writeAudit(trx, auth, { action: 'revoke', entity: 'vendorInvitation', entityId: id });
  });
}

type InvitationRow = {
  id: number;
  org_id: number;
  email: string;
  company_name: string;
  expires_at: Date;
  usable: boolean;
  org_name: string;
  org_name_en: string;
};

async function findInvitation(db: Db, token: string, lock = false): Promise<InvitationRow | undefined> {
  const { rows } = await sql<InvitationRow>`
    select i.id, i.org_id, i.email, i.company_name, i.expires_at, o.name as org_name, o.name_en as org_name_en,
           (i.used_at is null and i.revoked_at is null and i.expires_at > now()) as usable
      from vendor_invitation i join organization o on o.id = i.org_id
     where i.token_hash = ${sha256(token)}
     ${lock ? sql`for update of i` : sql``}`.execute(db);
  return rows[0];
}

/** `Onboarding/Invitation` (public): what the registration page shows; an unknown, used or expired link is a 404. */
export async function invitationInfo(db: Db, token: string): Promise<InvitationInfo> {
  const found = await findInvitation(db, token);
  if (!found?.usable) throw new AppError(404, 'onboarding.invitationInvalid');
  return {
    ORG_NAME: found.org_name,
    ORG_NAME_EN: found.org_name_en,
    EMAIL: found.email,
    COMPANY_NAME: found.company_name,
    EXPIRES_AT: found.expires_at,
  };
}

/**
 * `Onboarding/Register` (public): the company's data and its administrator, once per invitation (the link is used up
 * in the same transaction, so two submissions make one registration). The password is kept as its hash only.
 */
export async function register(
  db: Db,
  events: EventPublisher<'onboarding'>,
  input: z.output<typeof vendorRegister>,
): Promise<{ ID: number }> {
  const password = await readPassword(db, input.ADMIN_PASSWORD, 'ADMIN_PASSWORD', 'password.required');
  const passwordHash = await hashPassword(password);
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const found = await findInvitation(trx, input.TOKEN, true);
    if (!found?.usable) throw new AppError(404, 'onboarding.invitationInvalid');
    const taken = await trx
      .selectFrom('app_user')
      .select('id')
      .where(sql<boolean>`lower(user_name) = ${input.ADMIN_USER_NAME.toLowerCase()}`)
      .executeTakeFirst();
    if (taken) throw new AppError(409, 'user.nameExists', { name: input.ADMIN_USER_NAME });
    const row = await trx
      .insertInto('vendor_registration')
      .values({
        org_id: found.org_id,
        invitation_id: found.id,
        legal_name: input.LEGAL_NAME,
        tax_id: input.TAX_ID,
        address: input.ADDRESS,
        contact_name: input.CONTACT_NAME,
        contact_phone: input.CONTACT_PHONE,
        contact_email: input.CONTACT_EMAIL,
        bank_name: input.BANK_NAME,
        bank_account_name: input.BANK_ACCOUNT_NAME,
        bank_account_no: input.BANK_ACCOUNT_NO,
        categories: input.CATEGORIES,
        admin_user_name: input.ADMIN_USER_NAME,
        admin_password_hash: passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('vendor_invitation')
      .set({ used_at: sql`now()` })
      .where('id', '=', found.id)
      .execute();
    const actor = { orgId: found.org_id, userId: null, userName: `registration:${input.ADMIN_USER_NAME}` };
    await writeAudit(trx, actor, {
      action: 'register',
      entity: 'vendorRegistration',
      entityId: row.id,
      after: { ...input, TOKEN: undefined, ADMIN_PASSWORD: undefined },
    });
    await events.publish(trx, 'vendor.registered', {
      orgId: found.org_id,
      entityId: row.id,
      payload: { registrationId: row.id, legalName: input.LEGAL_NAME, by: actor.userName },
    });
    return { ID: row.id };
  });
}

// ---- registrations

type RegistrationRow = {
  id: number;
  org_id: number;
  state: RegistrationDetail['STATE'];
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
  reviewed_by: string | null;
  approved_by: string | null;
  refused_by: string | null;
  refuse_reason: string | null;
  created_at: Date;
};

async function findRegistration(db: Db, orgId: number, id: number, lock = false) {
  const { rows } = await sql<RegistrationRow>`
    select r.*, i.email from vendor_registration r join vendor_invitation i on i.id = r.invitation_id
     where r.id = ${id} and r.org_id = ${orgId} ${lock ? sql`for update of r` : sql``}`.execute(db);
  return rows[0];
}

/** The caller's part in a registration: a buyer (VendorReview), finance (VendorBankApproval), or both. */
const actorsOf = (auth: AuthContext): OnboardingActor[] => [
  ...(has(auth, 'VendorReview') ? (['buyer'] as const) : []),
  ...(has(auth, 'VendorBankApproval') ? (['finance'] as const) : []),
];

function toDetail(auth: AuthContext, r: RegistrationRow): RegistrationDetail {
  const actions = new Set<RegistrationAction>();
  for (const actor of actorsOf(auth))
    for (const a of allowedActions(registrationTransitions, r.state, actor)) actions.add(a);
  return {
    ID: r.id,
    STATE: r.state,
    VERSION: r.version,
    EMAIL: r.email,
    LEGAL_NAME: r.legal_name,
    TAX_ID: r.tax_id,
    ADDRESS: r.address,
    CONTACT_NAME: r.contact_name,
    CONTACT_PHONE: r.contact_phone,
    CONTACT_EMAIL: r.contact_email,
    BANK_NAME: r.bank_name,
    BANK_ACCOUNT_NAME: r.bank_account_name,
    BANK_ACCOUNT_NO: r.bank_account_no,
    CATEGORIES: r.categories,
    ADMIN_USER_NAME: r.admin_user_name,
    VENDOR_CODE: r.vendor_code,
    ROLE_ID: r.role_id,
    REVIEWED_BY: r.reviewed_by,
    APPROVED_BY: r.approved_by,
    REFUSED_BY: r.refused_by,
    REFUSE_REASON: r.refuse_reason,
    CREATETIME: r.created_at,
    ACTIONS: [...actions],
  };
}

export async function getRegistration(db: Db, auth: AuthContext, id: number): Promise<RegistrationDetail> {
  if (auth.vendorCode) throw new AppError(404, 'onboarding.registrationNotFound');
  const r = await findRegistration(db, auth.orgId, id);
  if (!r) throw new AppError(404, 'onboarding.registrationNotFound');
  return toDetail(auth, r);
}

/** The registration locked for `action`: 404, 403 (no part that may ever do it), 409 (stale or its state). */
async function forAction(
  trx: Db,
  auth: AuthContext,
  id: number,
  version: number,
  action: RegistrationAction,
) {
  if (auth.vendorCode) throw new AppError(404, 'onboarding.registrationNotFound');
  const actors = actorsOf(auth);
  if (actors.length === 0) throw new AppError(403, 'onboarding.notYourDecision');
  const r = await findRegistration(trx, auth.orgId, id, true);
  if (!r) throw new AppError(404, 'onboarding.registrationNotFound');
  if (r.version !== version) throw new AppError(409, 'onboarding.stale');
  const rule = actors.map((a) => ruleFor(registrationTransitions, action, r.state, a)).find(Boolean);
  if (!rule || rule.to === 'same' || rule.to === 'deleted') {
    const someone = (['buyer', 'finance'] as const).some((a) =>
      ruleFor(registrationTransitions, action, r.state, a),
    );
    throw new AppError(
      someone ? 403 : 409,
      someone ? 'onboarding.notYourDecision' : 'onboarding.badTransition',
      {
        state: `onboarding.state.${r.state}`,
      },
    );
  }
  return { r, to: rule.to };
}

/** `Onboarding/Review` (a buyer): the company checked; the vendor code it will have and its administrator's role. */
export async function review(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof registrationReview>,
): Promise<RegistrationDetail> {
  return inTransaction(db, async (trx) => {
    const { r, to } = await forAction(trx, auth, input.ID, input.VERSION, 'review');
    const code = await trx
      .selectFrom('vendor')
      .select('id')
      .where('org_id', '=', auth.orgId)
      .where('vendor_code', '=', input.VENDOR_CODE)
      .executeTakeFirst();
    if (code) throw new AppError(409, 'onboarding.vendorCodeTaken', { code: input.VENDOR_CODE });
    const role = await trx
      .selectFrom('role')
      .select(['id', 'role_type'])
      .where('id', '=', input.ROLE_ID)
      .executeTakeFirst();
    if (role?.role_type !== 'normal') throw new AppError(400, 'onboarding.roleInvalid');
    await trx
      .updateTable('vendor_registration')
      .set({
        state: to,
        vendor_code: input.VENDOR_CODE,
        role_id: input.ROLE_ID,
        reviewed_by: auth.userName,
        reviewed_at: sql`now()`,
        version: sql`version + 1`,
        updated_at: sql`now()`,
      })
      .where('id', '=', r.id)
      .execute();
    await writeAudit(trx, auth, {
      action: 'review',
      entity: 'vendorRegistration',
      entityId: r.id,
      after: { STATE: to, VENDOR_CODE: input.VENDOR_CODE, ROLE_ID: input.ROLE_ID },
    });
    return toDetail(auth, (await findRegistration(trx, auth.orgId, r.id))!);
  });
}

/**
 * `Onboarding/Approve` (finance, the bank account checked): the vendor with its master data and its first
 * administrator account (the registered user name and password, the reviewed role), in one transaction.
 */
export async function approve(
  db: Db,
  events: EventPublisher<'onboarding'>,
  auth: AuthContext,
  input: { ID: number; VERSION: number },
): Promise<RegistrationDetail> {
  await events.prepare();
  try {
    return await inTransaction(db, async (trx) => {
      const { r, to } = await forAction(trx, auth, input.ID, input.VERSION, 'approve');
      const vendorCode = r.vendor_code!;
      await trx
        .insertInto('vendor')
        .values({
          org_id: r.org_id,
          vendor_code: vendorCode,
          vendor_name: r.legal_name,
          legal_name: r.legal_name,
          tax_id: r.tax_id,
          address: r.address,
          contact: r.contact_name,
          phone: r.contact_phone,
          email: r.contact_email,
          bank_name: r.bank_name,
          bank_account_name: r.bank_account_name,
          bank_account_no: r.bank_account_no,
          categories: r.categories,
        })
        .execute();
      const user = await trx
        .insertInto('app_user')
        .values({
          user_name: r.admin_user_name,
          nick_name: r.contact_name,
          password_hash: r.admin_password_hash,
          role_id: r.role_id!,
          vendor_code: vendorCode,
          email: r.contact_email,
          phone: r.contact_phone,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_organization').values({ user_id: user.id, org_id: r.org_id }).execute();
      await trx
        .updateTable('vendor_registration')
        .set({
          state: to,
          approved_by: auth.userName,
          approved_at: sql`now()`,
          admin_password_hash: '',
          version: sql`version + 1`,
          updated_at: sql`now()`,
        })
        .where('id', '=', r.id)
        .execute();
      await writeAudit(trx, auth, {
        action: 'approve',
        entity: 'vendorRegistration',
        entityId: r.id,
        after: { STATE: to, VENDOR_CODE: vendorCode, ADMIN_USER_ID: user.id },
      });
      await events.publish(trx, 'vendor.approved', {
        orgId: r.org_id,
        entityId: r.id,
        payload: { registrationId: r.id, legalName: r.legal_name, vendorCode, by: auth.userName },
      });
      return toDetail(auth, (await findRegistration(trx, auth.orgId, r.id))!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'onboarding.nameOrCodeTaken');
    throw error;
  }
}

/** `Onboarding/Refuse`: by a buyer before review, by finance after it; the reason is kept. */
export async function refuse(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof registrationRefusal>,
): Promise<RegistrationDetail> {
  return inTransaction(db, async (trx) => {
    const { r, to } = await forAction(trx, auth, input.ID, input.VERSION, 'refuse');
    await trx
      .updateTable('vendor_registration')
      .set({
        state: to,
        refused_by: auth.userName,
        refused_at: sql`now()`,
        refuse_reason: input.REASON,
        admin_password_hash: '',
        version: sql`version + 1`,
        updated_at: sql`now()`,
      })
      .where('id', '=', r.id)
      .execute();
    await writeAudit(trx, auth, {
      action: 'refuse',
      entity: 'vendorRegistration',
      entityId: r.id,
      after: { STATE: to, REASON: input.REASON },
    });
    return toDetail(auth, (await findRegistration(trx, auth.orgId, r.id))!);
  });
}

// ---- master data and its changes

type VendorRow = {
  vendor_code: string;
  vendor_name: string;
  legal_name: string | null;
  tax_id: string | null;
  address: string | null;
  contact: string | null;
  phone: string | null;
  email: string | null;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_no: string | null;
  categories: string[];
};

async function findVendorRow(db: Db, orgId: number, vendorCode: string): Promise<VendorRow | undefined> {
  return db
    .selectFrom('vendor')
    .select([
      'vendor_code',
      'vendor_name',
      'legal_name',
      'tax_id',
      'address',
      'contact',
      'phone',
      'email',
      'bank_name',
      'bank_account_name',
      'bank_account_no',
      'categories',
    ])
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
}

/** A kind's fields as the vendor row holds them now. */
function currentOf(v: VendorRow, kind: VendorChangeKind): Record<string, string> {
  const all: Record<string, string | null> = {
    CONTACT_NAME: v.contact,
    CONTACT_PHONE: v.phone,
    CONTACT_EMAIL: v.email,
    ADDRESS: v.address,
    BANK_NAME: v.bank_name,
    BANK_ACCOUNT_NAME: v.bank_account_name,
    BANK_ACCOUNT_NO: v.bank_account_no,
  };
  return Object.fromEntries(vendorChangeFields[kind].map((f) => [f, all[f] ?? '']));
}

/** `VendorProfile/Get`: a vendor's own master data (staff: any vendor's), with its pending changes. */
export async function profile(
  db: Db,
  auth: AuthContext,
  vendorCode: string | undefined,
): Promise<VendorProfile> {
  const code = auth.vendorCode ?? vendorCode;
  if (!code) throw new AppError(400, 'onboarding.vendorRequired');
  const v = await findVendorRow(db, auth.orgId, code);
  if (!v) throw new AppError(404, 'vendor.notFound', { code });
  const pending = await db
    .selectFrom('vendor_change')
    .select(['id', 'kind', 'after', 'requested_by', 'requested_at'])
    .where('org_id', '=', auth.orgId)
    .where('vendor_code', '=', code)
    .where('state', '=', 'pending')
    .orderBy('id')
    .execute();
  return {
    VENDOR_CODE: v.vendor_code,
    VENDOR_NAME: v.vendor_name,
    LEGAL_NAME: v.legal_name,
    TAX_ID: v.tax_id,
    ADDRESS: v.address,
    CONTACT_NAME: v.contact,
    CONTACT_PHONE: v.phone,
    CONTACT_EMAIL: v.email,
    BANK_NAME: v.bank_name,
    BANK_ACCOUNT_NAME: v.bank_account_name,
    BANK_ACCOUNT_NO: v.bank_account_no,
    CATEGORIES: v.categories,
    PENDING: pending.map((p) => ({
      ID: p.id,
      KIND: p.kind,
      AFTER: p.after as Record<string, string>,
      REQUESTED_BY: p.requested_by,
      REQUESTED_AT: p.requested_at,
    })),
    MISSING_DOCUMENTS: await missingDocuments(db, auth.orgId, code),
  };
}

/** `VendorProfile/RequestChange` (a vendor user): pending until approved; the old value stays in force. */
export async function requestChange(
  db: Db,
  events: EventPublisher<'onboarding'>,
  auth: AuthContext,
  input: z.output<typeof vendorChangeRequest>,
): Promise<{ ID: number }> {
  if (!auth.vendorCode) throw new AppError(403, 'onboarding.vendorsOnly');
  const vendorCode = auth.vendorCode;
  const { KIND: kind, ...after } = input;
  await events.prepare();
  try {
    return await inTransaction(db, async (trx) => {
      const v = await findVendorRow(trx, auth.orgId, vendorCode);
      if (!v) throw new AppError(404, 'vendor.notFound', { code: vendorCode });
      const row = await trx
        .insertInto('vendor_change')
        .values({
          org_id: auth.orgId,
          vendor_code: vendorCode,
          kind,
          before: JSON.stringify(currentOf(v, kind)),
          after: JSON.stringify(after),
          requested_by: auth.userName,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, auth, {
        action: 'requestChange',
        entity: 'vendorChange',
        entityId: row.id,
        after: input,
      });
      await events.publish(trx, 'vendor.change.requested', {
        orgId: auth.orgId,
        entityId: row.id,
        payload: { changeId: row.id, vendorCode, kind, by: auth.userName },
      });
      return { ID: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'onboarding.changePending');
    throw error;
  }
}

/** Who decides a change: a bank account finance (VendorBankApproval), the rest a buyer (VendorReview). */
const deciderButton = (kind: VendorChangeKind) => (kind === 'bank' ? 'VendorBankApproval' : 'VendorReview');

/** `VendorChange/Approve` and `Refuse`: the change takes effect, or not; the vendor's users are told. */
export async function decideChange(
  db: Db,
  events: EventPublisher<'onboarding'>,
  auth: AuthContext,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<{ ID: number }> {
  if (auth.vendorCode) throw new AppError(404, 'onboarding.changeNotFound');
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<{
      id: number;
      vendor_code: string;
      kind: VendorChangeKind;
      after: object;
      state: string;
    }>`
      select id, vendor_code, kind, after, state from vendor_change
       where id = ${id} and org_id = ${auth.orgId} for update`.execute(trx);
    const change = rows[0];
    if (!change) throw new AppError(404, 'onboarding.changeNotFound');
    if (!has(auth, deciderButton(change.kind)))
      throw new AppError(
        403,
        change.kind === 'bank' ? 'onboarding.bankIsFinance' : 'onboarding.notYourDecision',
      );
    if (change.state !== 'pending') throw new AppError(409, 'onboarding.changeDecided');
    const after = (typeof change.after === 'string' ? JSON.parse(change.after) : change.after) as Record<
      string,
      string
    >;
    if (decision.approve) {
      const set =
        change.kind === 'contact'
          ? { contact: after.CONTACT_NAME, phone: after.CONTACT_PHONE, email: after.CONTACT_EMAIL }
          : change.kind === 'address'
            ? { address: after.ADDRESS }
            : {
                bank_name: after.BANK_NAME,
                bank_account_name: after.BANK_ACCOUNT_NAME,
                bank_account_no: after.BANK_ACCOUNT_NO,
              };
      await trx
        .updateTable('vendor')
        .set(set)
        .where('org_id', '=', auth.orgId)
        .where('vendor_code', '=', change.vendor_code)
        .execute();
    }
    await trx
      .updateTable('vendor_change')
      .set({
        state: decision.approve ? 'approved' : 'refused',
        reviewed_by: auth.userName,
        reviewed_at: sql`now()`,
        refuse_reason: decision.approve ? null : decision.reason,
      })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, auth, {
      action: decision.approve ? 'approveChange' : 'refuseChange',
      entity: 'vendorChange',
      entityId: id,
      after: decision.approve ? after : { REASON: decision.reason },
    });
    await events.publish(trx, decision.approve ? 'vendor.change.approved' : 'vendor.change.refused', {
      orgId: auth.orgId,
      entityId: id,
      payload: { changeId: id, vendorCode: change.vendor_code, kind: change.kind, by: auth.userName },
    });
    return { ID: id };
  });
}

// ---- compliance documents

export const documentTypeOptions = (db: Db, auth: AuthContext) =>
  db
    .selectFrom('document_type')
    .select(['id as ID', 'code as CODE', 'name as NAME', 'name_en as NAME_EN', 'mandatory as MANDATORY'])
    .where('org_id', '=', auth.orgId)
    .where('enabled', '=', true)
    .orderBy('code')
    .execute();

export async function saveDocumentType(db: Db, auth: AuthContext, input: z.output<typeof documentTypeSave>) {
  return inTransaction(db, async (trx) => {
    const values = {
      name: input.NAME,
      name_en: input.NAME_EN,
      mandatory: input.MANDATORY,
      enabled: input.ENABLED,
    };
    let id: number;
    if (input.ID === undefined) {
      try {
        id = (
          await trx
            .insertInto('document_type')
            .values({ ...values, org_id: auth.orgId, code: input.CODE })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(409, 'onboarding.documentTypeTaken', { code: input.CODE });
        throw error;
      }
    } else {
      const done = await trx
        .updateTable('document_type')
        .set(values)
        .where('id', '=', input.ID)
        .where('org_id', '=', auth.orgId)
        .returning('id')
        .executeTakeFirst();
      if (!done) throw new AppError(404, 'onboarding.documentTypeNotFound');
      id = input.ID;
    }
    await writeAudit(trx, auth, {
      action: input.ID ? 'update' : 'create',
      entity: 'documentType',
      entityId: id,
      after: input,
    });
    return { ID: id };
  });
}

async function findDocument(db: Db, auth: AuthContext, id: number) {
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
    ])
    .where('d.id', '=', id)
    .where('d.org_id', '=', auth.orgId)
    .$if(auth.vendorCode !== null, (q) => q.where('d.vendor_code', '=', auth.vendorCode!))
    .executeTakeFirst();
}

/** `VendorDocument/Upload` (a vendor user): a document of a type with its validity and files, to be reviewed. */
export async function uploadDocument(
  db: Db,
  events: EventPublisher<'onboarding'>,
  auth: AuthContext,
  input: z.output<typeof vendorDocumentUpload>,
): Promise<{ ID: number }> {
  if (!auth.vendorCode) throw new AppError(403, 'onboarding.vendorsOnly');
  const vendorCode = auth.vendorCode;
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const type = await trx
      .selectFrom('document_type')
      .select(['id', 'name'])
      .where('id', '=', input.DOCUMENT_TYPE_ID)
      .where('org_id', '=', auth.orgId)
      .where('enabled', '=', true)
      .executeTakeFirst();
    if (!type) throw new AppError(400, 'onboarding.documentTypeNotFound');
    const row = await trx
      .insertInto('vendor_document')
      .values({
        org_id: auth.orgId,
        vendor_code: vendorCode,
        document_type_id: type.id,
        valid_from: input.VALID_FROM,
        valid_to: input.VALID_TO,
        remark: input.REMARK ?? null,
        uploaded_by: auth.userName,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await claimAttachments(trx, auth, documentAttachmentKind, row.id, input.ATTACHMENT_IDS);
    await writeAudit(trx, auth, {
      action: 'upload',
      entity: 'vendorDocument',
      entityId: row.id,
      after: input,
    });
    await events.publish(trx, 'document.submitted', {
      orgId: auth.orgId,
      entityId: row.id,
      payload: { documentId: row.id, vendorCode, documentType: type.name, by: auth.userName },
    });
    return { ID: row.id };
  });
}

export async function getDocument(db: Db, auth: AuthContext, id: number): Promise<VendorDocumentDetail> {
  const d = await findDocument(db, auth, id);
  if (!d) throw new AppError(404, 'onboarding.documentNotFound');
  const files = await attachmentsOf(db, documentAttachmentKind, [d.id]);
  return {
    ID: d.id,
    VENDOR_CODE: d.vendor_code,
    DOCUMENT_TYPE: d.type_name,
    STATE: d.state,
    VALID_FROM: d.valid_from,
    VALID_TO: d.valid_to,
    Attachments: files.map(({ OWNER_ID: _, ...a }) => a),
  };
}

/** `VendorDocument/Approve` / `Reject` (a buyer, VendorReview): a submitted document reviewed. */
export async function decideDocument(
  db: Db,
  auth: AuthContext,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<{ ID: number }> {
  if (auth.vendorCode) throw new AppError(404, 'onboarding.documentNotFound');
  if (!has(auth, 'VendorReview')) throw new AppError(403, 'onboarding.notYourDecision');
  return inTransaction(db, async (trx) => {
    const done = await trx
      .updateTable('vendor_document')
      .set({
        state: decision.approve ? 'approved' : 'rejected',
        reviewed_by: auth.userName,
        reviewed_at: sql`now()`,
        reject_reason: decision.approve ? null : decision.reason,
      })
      .where('id', '=', id)
      .where('org_id', '=', auth.orgId)
      .where('state', '=', 'submitted')
      .returning('id')
      .executeTakeFirst();
    if (!done) {
      const exists = await findDocument(trx, auth, id);
      throw exists
        ? new AppError(409, 'onboarding.documentDecided')
        : new AppError(404, 'onboarding.documentNotFound');
    }
    await writeAudit(trx, auth, {
      action: decision.approve ? 'approve' : 'reject',
      entity: 'vendorDocument',
      entityId: id,
      after: decision.approve ? { STATE: 'approved' } : { STATE: 'rejected', REASON: decision.reason },
    });
    return { ID: id };
  });
}

/**
 * The organisation's mandatory document types the vendor has no approved document of valid on `today` (default: the
 * database's today): what warns, or with the organisation's setting blocks new delivery notes.
 */
export async function missingDocuments(
  db: Db,
  orgId: number,
  vendorCode: string,
  today?: string,
): Promise<string[]> {
  const day = today ? sql`${today}::date` : sql`current_date`;
  const { rows } = await sql<{ name: string }>`
    select t.name from document_type t
     where t.org_id = ${orgId} and t.mandatory and t.enabled
       and not exists (select 1 from vendor_document d
                        where d.org_id = t.org_id and d.document_type_id = t.id and d.vendor_code = ${vendorCode}
                          and d.state = 'approved' and ${day} between d.valid_from and d.valid_to)
     order by t.code`.execute(db);
  return rows.map((r) => r.name);
}

/** Whether the organisation blocks new delivery notes of a vendor missing a mandatory document (the setting). */
export async function blocksOnMissingDocuments(db: Db, orgId: number): Promise<boolean> {
  const row = await db
    .selectFrom('organization')
    .select('block_on_expired_documents')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return row?.block_on_expired_documents === true;
}

/** `DocumentType/SaveRule`: whether a missing mandatory document blocks new delivery notes; audited. */
export async function saveDocumentRule(
  db: Db,
  auth: AuthContext,
  block: boolean,
): Promise<{ BLOCK_ON_EXPIRED_DOCUMENTS: boolean }> {
  await inTransaction(db, async (trx) => {
    const before = await blocksOnMissingDocuments(trx, auth.orgId);
    await trx
      .updateTable('organization')
      .set({ block_on_expired_documents: block })
      .where('id', '=', auth.orgId)
      .execute();
    await writeAudit(trx, auth, {
      action: 'update',
      entity: 'documentRule',
      entityId: auth.orgId,
      before: { BLOCK_ON_EXPIRED_DOCUMENTS: before },
      after: { BLOCK_ON_EXPIRED_DOCUMENTS: block },
    });
  });
  return { BLOCK_ON_EXPIRED_DOCUMENTS: block };
}

/**
 * The expiry reminders (PRODUCT §13): each vendor's newest approved document of a type reminded once as it comes
 * within 60, 30, 7 and 0 days of its end (`reminded_days` keeps the last threshold), through `document.expiring`
 * (mail to the vendor's users; home to-dos show it). `today` is the day the sweep takes as today (tests move it).
 */
export async function remindExpiringDocuments(
  db: Db,
  events: EventPublisher<'onboarding'>,
  today?: string,
): Promise<number> {
  const day = today ? sql`${today}::date` : sql`current_date`;
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<{
      id: number;
      org_id: number;
      vendor_code: string;
      type_name: string;
      valid_to: string;
      days_left: number;
      reminded_days: number | null;
    }>`
      select d.id, d.org_id, d.vendor_code, t.name as type_name, to_char(d.valid_to, 'YYYY-MM-DD') as valid_to,
             (d.valid_to - ${day})::integer as days_left, d.reminded_days
        from vendor_document d join document_type t on t.id = d.document_type_id
       where d.state = 'approved' and d.valid_to - ${day} <= ${documentReminderDays[0]}
         and not exists (select 1 from vendor_document n
                          where n.org_id = d.org_id and n.vendor_code = d.vendor_code
                            and n.document_type_id = d.document_type_id and n.state = 'approved'
                            and n.valid_to > d.valid_to)
       order by d.id
       for update of d skip locked`.execute(trx);
    let sent = 0;
    for (const d of rows) {
      const threshold = [...documentReminderDays].reverse().find((t) => d.days_left <= t)!;
      if (d.reminded_days !== null && d.reminded_days <= threshold) continue;
      await trx
        .updateTable('vendor_document')
        .set({ reminded_days: threshold })
        .where('id', '=', d.id)
        .execute();
      await events.publish(trx, 'document.expiring', {
        orgId: d.org_id,
        entityId: d.id,
        payload: {
          documentId: d.id,
          vendorCode: d.vendor_code,
          documentType: d.type_name,
          validTo: d.valid_to,
          daysLeft: d.days_left,
          by: 'system',
        },
      });
      sent += 1;
    }
    return sent;
  });
}

export function startDocumentReminder(app: FastifyInstance, options: SweepTimes = {}): void {
  const events = publisherFor(app.events, 'onboarding');
  startHourlySweep(app, 'document expiry reminder', () => remindExpiringDocuments(app.db, events), options);
}
