import { createHash, randomBytes } from 'node:crypto';
import {
  actorMay,
  allowedActions,
  buttonKeys,
  canDo,
  changeDeciderOf,
  type DemoRole,
  documentReminderDays,
  type documentTypeSave,
  type InvitationActor,
  type InvitationInfo,
  invitationDays,
  invitationTransitions,
  maskAccountNo,
  type OnboardingActor,
  type OnboardingRoleOption,
  type RegistrationAction,
  type RegistrationDetail,
  type registrationRefusal,
  type registrationReview,
  registrationTransitions,
  ruleFor,
  screenList,
  screens,
  type VendorChangeAction,
  type VendorChangeDetail,
  type VendorChangeKind,
  type VendorCodeSuggestion,
  type VendorDocumentDetail,
  type VendorInvited,
  type VendorProfile,
  vendorChangeFields,
  type vendorChangeRequest,
  vendorChangeTransitions,
  vendorDocumentTransitions,
  type vendorDocumentUpload,
  type vendorInvite,
  type vendorRegister,
} from '@srm/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.ts';
import { allOrNone } from '../../platform/bulk.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type EventPublisher, publisherFor } from '../../platform/events/event-catalogue.ts';
import { type SweepTimes, startHourlySweep } from '../../platform/jobs/hourly-sweep.ts';
import type { MailPort } from '../../platform/mail-port.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import {
  attachmentsOf,
  attachmentsOfOne,
  claimAttachments,
  registerAttachmentOwner,
} from '../attachment/index.ts';
import { writeAudit } from '../audit/index.ts';
import { saveModuleSettings } from '../organization/index.ts';
import {
  assertPasswordPolicy,
  hashPassword,
  insertUser,
  insertUserOrganization,
  readPassword,
} from '../user/index.ts';
import { findVendorMaster, insertVendor, updateVendor, type VendorRow } from '../vendor/index.ts';
import * as repo from './onboarding.repository.ts';

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
/** The bank's letter of a bank account change (issue #45): read by whoever reads the change. */
export const changeAttachmentKind = 'vendor-change';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const has = (auth: AuthContext, button: string) => auth.grants.all || auth.grants.buttons.has(button);

/** Finance (VendorBankApproval) reads bank account numbers in full; everyone else, the vendor too, masked. */
const readsAccounts = (auth: AuthContext) => !auth.vendorCode && has(auth, 'VendorBankApproval');
const accountFor = <T extends string | null>(auth: AuthContext, accountNo: T): T =>
  (readsAccounts(auth) ? accountNo : maskAccountNo(accountNo)) as T;
/** A change's fields as the caller may read them (a bank account number masked but for finance). */
const fieldsFor = (auth: AuthContext, fields: Record<string, string>): Record<string, string> =>
  'BANK_ACCOUNT_NO' in fields && fields.BANK_ACCOUNT_NO
    ? { ...fields, BANK_ACCOUNT_NO: accountFor(auth, fields.BANK_ACCOUNT_NO) }
    : fields;

registerAttachmentOwner(documentAttachmentKind, {
  types: ['jpeg', 'png', 'pdf'],
  canRead: async (db, auth, id) =>
    (await repo.findDocument(db, auth.orgId, auth.vendorCode, id)) !== undefined,
});

/** The bank's letter shows the account in full: its vendor's users and finance read it, nobody else. */
const readsLetters = (auth: AuthContext) => auth.vendorCode !== null || readsAccounts(auth);

registerAttachmentOwner(changeAttachmentKind, {
  types: ['jpeg', 'png', 'pdf'],
  canRead: async (db, auth, id) =>
    readsLetters(auth) && (await repo.findChange(db, auth.orgId, auth.vendorCode, id)) !== undefined,
});

// ---- invitations

/**
 * The caller's part in invitations (contract `invitationTransitions`): the organisation's staff invite, send again
 * and revoke (the screen's permission decides who of them); a vendor user has none.
 */
const inviterOf = (auth: AuthContext): InvitationActor | null => (auth.vendorCode ? null : 'buyer');

/** Why an invitation may not be sent again or revoked from its state (the table has no rule for it): a 409. */
const invitationRefusal = {
  resend: 'onboarding.invitationClosed',
  revoke: 'onboarding.invitationNotRevocable',
} as const;

/**
 * The organisation's invitation `id` locked for `action` by the caller: 404 when it has none such (a vendor user sees
 * no invitations), 403 an action never the caller's, 409 from a state `invitationTransitions` has no rule for.
 */
async function invitationFor(trx: Db, auth: AuthContext, id: number, action: 'resend' | 'revoke') {
  const actor = inviterOf(auth);
  if (actor === null) throw new AppError(404, 'onboarding.invitationNotFound');
  if (!actorMay(invitationTransitions, action, actor)) throw new AppError(403, 'onboarding.staffOnly');
  const found = await repo.lockInvitation(trx, auth.orgId, id);
  if (!found) throw new AppError(404, 'onboarding.invitationNotFound');
  if (!ruleFor(invitationTransitions, action, found.state, actor))
    throw new AppError(409, invitationRefusal[action]);
  return found;
}

/** `Onboarding/Invite`: a single-use link for the company, mailed when the organisation's mail is on. */
export async function invite(
  db: Db,
  mail: MailPort,
  auth: AuthContext,
  input: z.output<typeof vendorInvite>,
  origin: string,
): Promise<VendorInvited> {
  const actor = inviterOf(auth);
  if (actor === null || !actorMay(invitationTransitions, 'invite', actor))
    throw new AppError(403, 'onboarding.staffOnly');
  const token = randomBytes(32).toString('base64url');
  const link = `${origin}/register?token=${token}`;
  return inTransaction(db, async (trx) => {
    const row = await repo.insertInvitation(
      trx,
      {
        org_id: auth.orgId,
        email: input.EMAIL,
        company_name: input.COMPANY_NAME,
        token_hash: sha256(token),
        invited_by: auth.userName,
      },
      invitationDays,
    );
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

/**
 * `Onboarding/ResendInvitation`: an invitation not yet used (waiting or expired, not revoked: `invitationTransitions`)
 * gets a fresh link valid another 14 days, answered and mailed like a new one; its old link stops working at once,
 * since only a token's hash is kept and the old link can never be shown again (docs/decisions.md).
 */
export async function resendInvitation(
  db: Db,
  mail: MailPort,
  auth: AuthContext,
  id: number,
  origin: string,
): Promise<VendorInvited> {
  const token = randomBytes(32).toString('base64url');
  const link = `${origin}/register?token=${token}`;
  return inTransaction(db, async (trx) => {
    const invitation = await invitationFor(trx, auth, id, 'resend');
    const { expires } = await repo.reissueInvitation(trx, id, sha256(token), invitationDays);
    await writeAudit(trx, auth, {
      action: 'resend',
      entity: 'vendorInvitation',
      entityId: id,
      after: { EMAIL: invitation.email, EXPIRES: expires },
    });
    const mailedTo = await mail.invitation(trx, {
      orgId: auth.orgId,
      email: invitation.email,
      companyName: invitation.company_name,
      link,
      expiresAt: expires,
      by: auth.userName,
    });
    return { ID: id, LINK: link, MAILED_TO: mailedTo };
  });
}

/** `Onboarding/RevokeInvitation`: an invitation not used nor revoked (`invitationTransitions`) stops working. */
export async function revokeInvitation(db: Db, auth: AuthContext, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await invitationFor(trx, auth, id, 'revoke');
    await repo.revokeInvitation(trx, id);
    await writeAudit(trx, auth, { action: 'revoke', entity: 'vendorInvitation', entityId: id });
  });
}

/**
 * Whether the company may register by this invitation (`invitationTransitions`: a pending one). An unknown, used,
 * revoked or expired link is one 404: a public link tells none of them apart.
 */
const registrable = (found: repo.InvitationRow | undefined): found is repo.InvitationRow =>
  found !== undefined && canDo(invitationTransitions, 'register', found.state, 'company');

/** `Onboarding/Invitation` (public): what the registration page shows; an unknown, used or expired link is a 404. */
export async function invitationInfo(db: Db, token: string): Promise<InvitationInfo> {
  const found = await repo.findInvitation(db, sha256(token));
  if (!registrable(found)) throw new AppError(404, 'onboarding.invitationInvalid');
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
  await assertPasswordPolicy(password, 'ADMIN_PASSWORD', [
    input.ADMIN_USER_NAME,
    input.CONTACT_EMAIL,
    input.LEGAL_NAME,
  ]);
  const passwordHash = await hashPassword(password);
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const found = await repo.findInvitation(trx, sha256(input.TOKEN), true);
    if (!registrable(found)) throw new AppError(404, 'onboarding.invitationInvalid');
    if (await repo.userNameTaken(trx, input.ADMIN_USER_NAME))
      throw new AppError(409, 'user.nameExists', { name: input.ADMIN_USER_NAME });
    const id = await repo.insertRegistration(trx, {
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
    });
    await repo.markInvitationUsed(trx, found.id);
    const actor = { orgId: found.org_id, userId: null, userName: `registration:${input.ADMIN_USER_NAME}` };
    await writeAudit(trx, actor, {
      action: 'register',
      entity: 'vendorRegistration',
      entityId: id,
      after: { ...input, TOKEN: undefined, ADMIN_PASSWORD: undefined },
    });
    await events.publish(trx, 'vendor.registered', {
      orgId: found.org_id,
      entityId: id,
      payload: { registrationId: id, legalName: input.LEGAL_NAME, by: actor.userName },
    });
    return { ID: id };
  });
}

// ---- registrations

/** The button that makes the caller each actor of onboarding's tables. */
const actorButtons = { buyer: 'VendorReview', finance: 'VendorBankApproval' } as const satisfies Record<
  OnboardingActor,
  string
>;

/** The caller's part in onboarding's decisions: a buyer (VendorReview), finance (VendorBankApproval), or both. */
const actorsOf = (auth: AuthContext): OnboardingActor[] =>
  auth.vendorCode ? [] : (['buyer', 'finance'] as const).filter((a) => has(auth, actorButtons[a]));

function toDetail(auth: AuthContext, r: repo.RegistrationRow): RegistrationDetail {
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
    BANK_ACCOUNT_NO: accountFor(auth, r.bank_account_no),
    CATEGORIES: r.categories,
    ADMIN_USER_NAME: r.admin_user_name,
    VENDOR_CODE: r.vendor_code,
    ROLE_ID: r.role_id,
    ROLE_NAME: r.role_name,
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
  const r = await repo.findRegistration(db, auth.orgId, id);
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
  const r = await repo.findRegistration(trx, auth.orgId, id, true);
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

/**
 * What a vendor user's role may grant (docs/decisions.md "Supplier onboarding"): the screens and buttons the registry
 * gives the vendor, plus its own accounts and webhooks (issues #34, #35). Fail closed: any other screen (a new one, an
 * administrator's own menu) makes a role a staff role.
 */
const vendorScreenPaths = new Set<string>([
  ...screenList.filter((s) => s.demo.includes('vendor')).map((s) => s.path),
  screens.Vender.path,
  screens.WebhookEndpoints.path,
  screens.WebhookDeliveries.path,
]);
const vendorButtonKeys = new Set<string>(
  buttonKeys.filter((b) => (b.demo as readonly DemoRole[]).includes('vendor')).map((b) => b.code),
);

/** A role meant for vendor users: a normal role granting nothing beyond what a vendor user may hold. */
const isVendorRole = (role: repo.RoleWithGrants) =>
  role.role_type === 'normal' &&
  role.grants.every((g) =>
    g.menu_type === 'button'
      ? vendorButtonKeys.has(g.menu_code)
      : // A menu group (no link) grants no screen of its own.
        g.link_url === null || vendorScreenPaths.has(g.link_url),
  );

/** `Onboarding/RoleOptions`: the roles a reviewer may give the administrator account, the vendor roles only. */
export async function roleOptions(db: Db): Promise<OnboardingRoleOption[]> {
  return (await repo.rolesWithGrants(db))
    .filter(isVendorRole)
    .map((r) => ({ ID: r.id, ROLE_NAME: r.role_name }));
}

/**
 * The next code of the organisation's sequence after `codes` (PRODUCT §13: "code from the organisation's sequence
 * unless the buyer sets one"): the sequence is the letters most codes start with followed by digits (`V001`…), the
 * next number after its highest, as wide as that one; a code taken is skipped. Without such codes, `V001`.
 */
export function nextVendorCode(codes: readonly string[]): string {
  const taken = new Set(codes.map((c) => c.toUpperCase()));
  const series = new Map<string, { count: number; max: bigint; width: number }>();
  for (const code of codes) {
    const m = /^([A-Za-z]*)(\d{1,18})$/.exec(code);
    if (!m) continue;
    const prefix = m[1]!.toUpperCase();
    const n = BigInt(m[2]!);
    const s = series.get(prefix) ?? { count: 0, max: -1n, width: 0 };
    s.count += 1;
    if (n > s.max || (n === s.max && m[2]!.length > s.width)) {
      s.max = n;
      s.width = m[2]!.length;
    }
    series.set(prefix, s);
  }
  const [prefix, s] = [...series.entries()].sort(
    ([pa, a], [pb, b]) => b.count - a.count || (pa < pb ? -1 : pa > pb ? 1 : 0),
  )[0] ?? ['V', { count: 0, max: 0n, width: 3 }];
  for (let n = s.max + 1n; ; n += 1n) {
    const code = `${prefix}${n.toString().padStart(s.width, '0')}`;
    if (!taken.has(code.toUpperCase())) return code;
  }
}

/** `Onboarding/SuggestVendorCode`: the code the review dialog starts from (the reviewer may set another). */
export async function suggestVendorCode(db: Db, auth: AuthContext): Promise<VendorCodeSuggestion> {
  if (auth.vendorCode) throw new AppError(404, 'onboarding.registrationNotFound');
  return { VENDOR_CODE: nextVendorCode(await repo.vendorCodesInUse(db, auth.orgId)) };
}

/** `Onboarding/Review` (a buyer): the company checked; the vendor code it will have and its administrator's role. */
export async function review(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof registrationReview>,
): Promise<RegistrationDetail> {
  return inTransaction(db, async (trx) => {
    const { r, to } = await forAction(trx, auth, input.ID, input.VERSION, 'review');
    if (
      (await findVendorMaster(trx, auth.orgId, input.VENDOR_CODE)) !== undefined ||
      (await repo.vendorCodeReserved(trx, auth.orgId, input.VENDOR_CODE, r.id))
    )
      throw new AppError(409, 'onboarding.vendorCodeTaken', { code: input.VENDOR_CODE });
    const [role] = await repo.rolesWithGrants(trx, input.ROLE_ID);
    if (role?.role_type !== 'normal') throw new AppError(400, 'onboarding.roleInvalid');
    // A staff role would give the supplier staff screens; finance's approval does not look at the role.
    if (!isVendorRole(role)) throw new AppError(400, 'onboarding.roleNotVendor', { role: role.role_name });
    await repo.markRegistrationReviewed(trx, r.id, {
      state: to,
      vendor_code: input.VENDOR_CODE,
      role_id: input.ROLE_ID,
      reviewed_by: auth.userName,
    });
    await writeAudit(trx, auth, {
      action: 'review',
      entity: 'vendorRegistration',
      entityId: r.id,
      after: { STATE: to, VENDOR_CODE: input.VENDOR_CODE, ROLE_ID: input.ROLE_ID },
    });
    return toDetail(auth, (await repo.findRegistration(trx, auth.orgId, r.id))!);
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
      await insertVendor(trx, {
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
      });
      const userId = await insertUser(trx, {
        user_name: r.admin_user_name,
        nick_name: r.contact_name,
        password_hash: r.admin_password_hash,
        role_id: r.role_id!,
        vendor_code: vendorCode,
        email: r.contact_email,
        phone: r.contact_phone,
      });
      await insertUserOrganization(trx, userId, r.org_id);
      await repo.markRegistrationApproved(trx, r.id, { state: to, approved_by: auth.userName });
      await writeAudit(trx, auth, {
        action: 'approve',
        entity: 'vendorRegistration',
        entityId: r.id,
        after: { STATE: to, VENDOR_CODE: vendorCode, ADMIN_USER_ID: userId },
      });
      await events.publish(trx, 'vendor.approved', {
        orgId: r.org_id,
        entityId: r.id,
        payload: { registrationId: r.id, legalName: r.legal_name, vendorCode, by: auth.userName },
      });
      return toDetail(auth, (await repo.findRegistration(trx, auth.orgId, r.id))!);
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
    await repo.markRegistrationRefused(trx, r.id, {
      state: to,
      refused_by: auth.userName,
      refuse_reason: input.REASON,
    });
    await writeAudit(trx, auth, {
      action: 'refuse',
      entity: 'vendorRegistration',
      entityId: r.id,
      after: { STATE: to, REASON: input.REASON },
    });
    return toDetail(auth, (await repo.findRegistration(trx, auth.orgId, r.id))!);
  });
}

// ---- master data and its changes

/** A jsonb value as the driver answers it (an object, or its text on some paths). */
const jsonOf = (value: unknown): Record<string, string> =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string>;

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
  const v = await findVendorMaster(db, auth.orgId, code);
  if (!v) throw new AppError(404, 'vendor.notFound', { code });
  const pending = await repo.pendingChanges(db, auth.orgId, code);
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
    BANK_ACCOUNT_NO: accountFor(auth, v.bank_account_no),
    CATEGORIES: v.categories,
    PENDING: pending.map((p) => ({
      ID: p.id,
      KIND: p.kind,
      AFTER: fieldsFor(auth, jsonOf(p.after)),
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
  const { KIND: kind, ...fields } = input;
  const { ATTACHMENT_IDS: letter = [], ...after } = fields as typeof fields & { ATTACHMENT_IDS?: number[] };
  // Finance checks a new account against the bank's own letter (issue #45): no letter, no request.
  if (kind === 'bank' && letter.length === 0)
    throw new AppError(400, 'onboarding.bankLetterRequired', {}, { fields: ['ATTACHMENT_IDS'] });
  await events.prepare();
  try {
    return await inTransaction(db, async (trx) => {
      const v = await findVendorMaster(trx, auth.orgId, vendorCode);
      if (!v) throw new AppError(404, 'vendor.notFound', { code: vendorCode });
      const id = await repo.insertChange(trx, {
        org_id: auth.orgId,
        vendor_code: vendorCode,
        kind,
        before: JSON.stringify(currentOf(v, kind)),
        after: JSON.stringify(after),
        requested_by: auth.userName,
      });
      await claimAttachments(trx, auth, changeAttachmentKind, id, letter);
      await writeAudit(trx, auth, {
        action: 'requestChange',
        entity: 'vendorChange',
        entityId: id,
        after: input,
      });
      await events.publish(trx, 'vendor.change.requested', {
        orgId: auth.orgId,
        entityId: id,
        payload: { changeId: id, vendorCode, kind, by: auth.userName },
      });
      return { ID: id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'onboarding.changePending');
    throw error;
  }
}

/** What the caller may decide of a change in its state (`vendorChangeTransitions` of its kind). */
const changeActionsOf = (auth: AuthContext, kind: VendorChangeKind, state: repo.ChangeRow['state']) =>
  auth.vendorCode
    ? []
    : actorsOf(auth).flatMap((actor) => allowedActions(vendorChangeTransitions[kind], state, actor));

/**
 * `VendorChange/Get`: a change with its data before and after (a bank account number masked but for finance), the
 * bank's letter (for finance and the vendor's own users only: it shows the number in full), and what the caller may
 * decide. A vendor user reads only its own vendor's.
 */
export async function getChange(db: Db, auth: AuthContext, id: number): Promise<VendorChangeDetail> {
  const c = await repo.findChange(db, auth.orgId, auth.vendorCode, id);
  if (!c) throw new AppError(404, 'onboarding.changeNotFound');
  const files = readsLetters(auth) ? await attachmentsOfOne(db, changeAttachmentKind, c.id) : [];
  return {
    ID: c.id,
    VENDOR_CODE: c.vendor_code,
    VENDOR_NAME: c.vendor_name,
    KIND: c.kind,
    STATE: c.state,
    BEFORE: fieldsFor(auth, jsonOf(c.before)),
    AFTER: fieldsFor(auth, jsonOf(c.after)),
    REQUESTED_BY: c.requested_by,
    REQUESTED_AT: c.requested_at,
    REVIEWED_BY: c.reviewed_by,
    REVIEWED_AT: c.reviewed_at,
    REFUSE_REASON: c.refuse_reason,
    Attachments: files,
    ACTIONS: [...new Set<VendorChangeAction>(changeActionsOf(auth, c.kind, c.state))],
  };
}

/**
 * `VendorChange/ApproveMany`: the list's bulk approval, all or none (platform/bulk.ts): each change as
 * `VendorChange/Approve` decides it, in one transaction; a refused one (decided meanwhile, a bank change without its
 * letter, finance's to decide) is named by its vendor and id, and nothing is approved.
 */
export async function approveChanges(
  db: Db,
  events: EventPublisher<'onboarding'>,
  auth: AuthContext,
  ids: readonly number[],
): Promise<{ COUNT: number }> {
  await events.prepare();
  return allOrNone(db, ids, (trx, id) => decideChange(trx, events, auth, id, { approve: true }), {
    key: 'onboarding.changesNotApproved',
    labelOf: async (trx, id) => {
      const change = await repo.findChange(trx, auth.orgId, auth.vendorCode, id);
      return change ? `${change.vendor_code} #${id}` : `#${id}`;
    },
  });
}

/**
 * Refuses a decision on a change that is not the caller's to take (403: a bank change is finance's, the others the
 * buyers') or that is no longer open to it (409: decided meanwhile).
 */
function assertMayDecideChange(auth: AuthContext, change: repo.ChangeRow, action: VendorChangeAction): void {
  const decider = changeDeciderOf(change.kind);
  if (!has(auth, actorButtons[decider]))
    throw new AppError(
      403,
      decider === 'finance' ? 'onboarding.bankIsFinance' : 'onboarding.notYourDecision',
    );
  if (!changeActionsOf(auth, change.kind, change.state).includes(action))
    throw new AppError(409, 'onboarding.changeDecided');
}

/** The vendor master fields an approved change of this kind sets, from its requested values. */
function vendorFieldsOf(kind: VendorChangeKind, after: Record<string, string>) {
  if (kind === 'contact')
    return { contact: after.CONTACT_NAME, phone: after.CONTACT_PHONE, email: after.CONTACT_EMAIL };
  if (kind === 'address') return { address: after.ADDRESS };
  return {
    bank_name: after.BANK_NAME,
    bank_account_name: after.BANK_ACCOUNT_NAME,
    bank_account_no: after.BANK_ACCOUNT_NO,
  };
}

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
    const change = await repo.lockChange(trx, auth.orgId, id);
    if (!change) throw new AppError(404, 'onboarding.changeNotFound');
    assertMayDecideChange(auth, change, decision.approve ? 'approve' : 'refuse');
    const after = jsonOf(change.after);
    if (decision.approve && change.kind === 'bank') {
      // A request from before letters were asked for is refused, not approved blind.
      if ((await attachmentsOf(trx, changeAttachmentKind, [change.id])).length === 0)
        throw new AppError(409, 'onboarding.bankLetterMissing');
    }
    if (decision.approve)
      await updateVendor(trx, auth.orgId, change.vendor_code, vendorFieldsOf(change.kind, after));
    await repo.markChangeDecided(trx, id, {
      state: decision.approve ? 'approved' : 'refused',
      reviewed_by: auth.userName,
      refuse_reason: decision.approve ? null : decision.reason,
    });
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

export const documentTypeOptions = (db: Db, auth: AuthContext) => repo.documentTypeOptions(db, auth.orgId);

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
        id = await repo.insertDocumentType(trx, { ...values, org_id: auth.orgId, code: input.CODE });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(409, 'onboarding.documentTypeTaken', { code: input.CODE });
        throw error;
      }
    } else {
      if (!(await repo.updateDocumentType(trx, auth.orgId, input.ID, values)))
        throw new AppError(404, 'onboarding.documentTypeNotFound');
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
    const type = await repo.findEnabledDocumentType(trx, auth.orgId, input.DOCUMENT_TYPE_ID);
    if (!type) throw new AppError(400, 'onboarding.documentTypeNotFound');
    const id = await repo.insertDocument(trx, {
      org_id: auth.orgId,
      vendor_code: vendorCode,
      document_type_id: type.id,
      valid_from: input.VALID_FROM,
      valid_to: input.VALID_TO,
      remark: input.REMARK ?? null,
      uploaded_by: auth.userName,
    });
    await claimAttachments(trx, auth, documentAttachmentKind, id, input.ATTACHMENT_IDS);
    await writeAudit(trx, auth, {
      action: 'upload',
      entity: 'vendorDocument',
      entityId: id,
      after: input,
    });
    await events.publish(trx, 'document.submitted', {
      orgId: auth.orgId,
      entityId: id,
      payload: { documentId: id, vendorCode, documentType: type.name, by: auth.userName },
    });
    return { ID: id };
  });
}

export async function getDocument(db: Db, auth: AuthContext, id: number): Promise<VendorDocumentDetail> {
  const d = await repo.findDocument(db, auth.orgId, auth.vendorCode, id);
  if (!d) throw new AppError(404, 'onboarding.documentNotFound');
  const files = await attachmentsOfOne(db, documentAttachmentKind, d.id);
  return {
    ID: d.id,
    VENDOR_CODE: d.vendor_code,
    DOCUMENT_TYPE: d.type_name,
    STATE: d.state,
    VALID_FROM: d.valid_from,
    VALID_TO: d.valid_to,
    REMARK: d.remark,
    UPLOADED_BY: d.uploaded_by,
    REVIEWED_BY: d.reviewed_by,
    REJECT_REASON: d.reject_reason,
    Attachments: files,
    ACTIONS: auth.vendorCode
      ? []
      : [
          ...new Set(
            actorsOf(auth).flatMap((actor) => allowedActions(vendorDocumentTransitions, d.state, actor)),
          ),
        ],
  };
}

/** `VendorDocument/ApproveMany`: the list's bulk approval, all or none, each document as `VendorDocument/Approve`. */
export async function approveDocuments(
  db: Db,
  auth: AuthContext,
  ids: readonly number[],
): Promise<{ COUNT: number }> {
  return allOrNone(db, ids, (trx, id) => decideDocument(trx, auth, id, { approve: true }), {
    key: 'onboarding.documentsNotApproved',
    labelOf: async (trx, id) => {
      const document = await repo.findDocument(trx, auth.orgId, auth.vendorCode, id);
      return document ? `${document.vendor_code} ${document.type_name} #${id}` : `#${id}`;
    },
  });
}

/** `VendorDocument/Approve` / `Reject` (a buyer, VendorReview): a submitted document reviewed. */
export async function decideDocument(
  db: Db,
  auth: AuthContext,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<{ ID: number }> {
  if (auth.vendorCode) throw new AppError(404, 'onboarding.documentNotFound');
  const action = decision.approve ? 'approve' : 'reject';
  if (!actorsOf(auth).some((actor) => actorMay(vendorDocumentTransitions, action, actor)))
    throw new AppError(403, 'onboarding.notYourDecision');
  return inTransaction(db, async (trx) => {
    const done = await repo.decideSubmittedDocument(trx, auth.orgId, id, {
      state: decision.approve ? 'approved' : 'rejected',
      reviewed_by: auth.userName,
      reject_reason: decision.approve ? null : decision.reason,
    });
    if (!done) {
      const exists = await repo.findDocument(trx, auth.orgId, auth.vendorCode, id);
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
  return repo.missingDocumentNames(db, orgId, vendorCode, today);
}

/** Whether the organisation blocks new delivery notes of a vendor missing a mandatory document (the setting). */
export async function blocksOnMissingDocuments(db: Db, orgId: number): Promise<boolean> {
  return repo.findBlockOnExpiredDocuments(db, orgId);
}

/** `DocumentType/SaveRule`: whether a missing mandatory document blocks new delivery notes; audited. */
export async function saveDocumentRule(
  db: Db,
  auth: AuthContext,
  block: boolean,
): Promise<{ BLOCK_ON_EXPIRED_DOCUMENTS: boolean }> {
  await inTransaction(db, async (trx) => {
    const before = await blocksOnMissingDocuments(trx, auth.orgId);
    await saveModuleSettings(trx, auth.orgId, { block_on_expired_documents: block });
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
  await events.prepare();
  return inTransaction(db, async (trx) => {
    const rows = await repo.lockExpiringDocuments(trx, documentReminderDays[0], today);
    let sent = 0;
    for (const d of rows) {
      const threshold = [...documentReminderDays].reverse().find((t) => d.days_left <= t)!;
      if (d.reminded_days !== null && d.reminded_days <= threshold) continue;
      await repo.setRemindedDays(trx, d.id, threshold);
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
