import { z } from 'zod';
import { attachmentIds, attachmentInfo } from './attachment.ts';
import type { StateMachine, StateTable } from './state-machine.ts';
import { reasonText } from './visible-text.ts';

/**
 * Supplier onboarding (issue #34, PRODUCT §13): a buyer invites a company by mail (a single-use link that expires),
 * the company registers, a buyer reviews the company and finance the bank account; approval creates the vendor and
 * its first administrator account. A vendor changes its contact, address or bank account only by a request that
 * takes effect when approved (a bank account: by finance). Compliance documents with their validity are uploaded by
 * the vendor, reviewed by a buyer and reminded before they expire.
 */

type Label = { 'zh-chs': string; en: string };
const moment = z.union([z.date(), z.string()]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = (max: number) => z.string().trim().min(1).max(max);

/** Days an invitation link stays valid. */
export const invitationDays = 14;

/**
 * A bank account number as everyone but finance sees it (issue #45): its last four letters or digits, e.g.
 * `•••• 5678`. The server masks before it answers; only a holder of VendorBankApproval reads the number in full.
 */
export function maskAccountNo(accountNo: string): string;
export function maskAccountNo(accountNo: string | null): string | null;
export function maskAccountNo(accountNo: string | null): string | null {
  if (accountNo === null) return null;
  const plain = accountNo.replace(/[^0-9A-Za-z]/g, '');
  return `•••• ${plain.slice(-4)}`;
}

export const registrationStates = ['submitted', 'reviewed', 'approved', 'refused'] as const;
export type RegistrationState = (typeof registrationStates)[number];
export type RegistrationAction = 'review' | 'approve' | 'refuse';
/** A buyer checks the company; finance checks the bank account (button keys `VendorReview`, `VendorBankApproval`). */
export type OnboardingActor = 'buyer' | 'finance';

export const registrationTransitions: StateMachine<RegistrationAction, RegistrationState, OnboardingActor> = {
  review: { from: ['submitted'], actors: ['buyer'], to: 'reviewed' },
  approve: { from: ['reviewed'], actors: ['finance'], to: 'approved' },
  refuse: [
    { from: ['submitted'], actors: ['buyer'], to: 'refused' },
    { from: ['reviewed'], actors: ['finance'], to: 'refused' },
  ],
};

export const registrationStateLabels = {
  submitted: { 'zh-chs': '待采购审核', en: 'Submitted' },
  reviewed: { 'zh-chs': '待财务审核银行账户', en: 'Bank account to check' },
  approved: { 'zh-chs': '已批准', en: 'Approved' },
  refused: { 'zh-chs': '已拒绝', en: 'Refused' },
} as const satisfies Record<RegistrationState, Label>;

/**
 * An invitation's state follows from its dates (none is stored): used once its company registered, revoked once a
 * buyer revoked it, expired `invitationDays` after it was made or last sent, else pending (waiting for the company).
 */
export const invitationStates = ['pending', 'used', 'expired', 'revoked'] as const;
export type InvitationState = (typeof invitationStates)[number];
export type InvitationAction = 'invite' | 'resend' | 'revoke' | 'register';
/**
 * `buyer`: the organisation's staff holding the invitations' screen (a vendor user has no part in invitations);
 * `company`: the invited company, by its link (public).
 */
export type InvitationActor = 'buyer' | 'company';

/**
 * Who does what with an invitation (PRODUCT §13, docs/decisions.md "Invitation again"): a buyer invites; an
 * invitation not used nor revoked (waiting or expired) is sent again — a fresh link, pending for another
 * `invitationDays` — or revoked; the company registers once, by a pending link.
 */
export const invitationTransitions: StateTable<InvitationAction, InvitationState, InvitationActor> = {
  invite: { from: [], actors: ['buyer'], to: 'pending' },
  resend: { from: ['pending', 'expired'], actors: ['buyer'], to: 'pending' },
  revoke: { from: ['pending', 'expired'], actors: ['buyer'], to: 'revoked' },
  register: { from: ['pending'], actors: ['company'], to: 'used' },
};

export const invitationStateLabels = {
  pending: { 'zh-chs': '待注册', en: 'Waiting' },
  used: { 'zh-chs': '已注册', en: 'Registered' },
  expired: { 'zh-chs': '已过期', en: 'Expired' },
  revoked: { 'zh-chs': '已撤销', en: 'Revoked' },
} as const satisfies Record<InvitationState, Label>;

export const vendorInvite = z.object({
  EMAIL: z.string().trim().toLowerCase().email().max(128),
  COMPANY_NAME: z.string().trim().max(200).default(''),
});
export type VendorInvite = z.input<typeof vendorInvite>;
/** The invitation made: its link (also mailed when the organisation's mail is on). */
export const vendorInvited = z.object({
  ID: z.number().int(),
  LINK: z.string(),
  MAILED_TO: z.string().nullable(),
});
export type VendorInvited = z.infer<typeof vendorInvited>;

export const invitationTokenQuery = z.object({ token: z.string().trim().min(20).max(100) });
/** What the registration page shows of its invitation. */
export const invitationInfo = z.object({
  ORG_NAME: z.string(),
  ORG_NAME_EN: z.string(),
  EMAIL: z.string(),
  COMPANY_NAME: z.string(),
  EXPIRES_AT: moment,
});
export type InvitationInfo = z.infer<typeof invitationInfo>;

/** The company's data as it registers it, and as a vendor's master data holds it. */
export const companyData = {
  LEGAL_NAME: text(200),
  TAX_ID: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{6,64}$/),
  ADDRESS: text(500),
  CONTACT_NAME: text(64),
  CONTACT_PHONE: z
    .string()
    .trim()
    .regex(/^[0-9+() -]{5,32}$/),
  CONTACT_EMAIL: z.string().trim().toLowerCase().email().max(128),
  BANK_NAME: text(128),
  BANK_ACCOUNT_NAME: text(128),
  BANK_ACCOUNT_NO: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{6,64}$/),
  CATEGORIES: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
};

/** `Onboarding/Register` (public, with the invitation's token): the company and its first administrator. */
export const vendorRegister = z.object({
  TOKEN: z.string().trim().min(20).max(100),
  ...companyData,
  ADMIN_USER_NAME: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,64}$/),
  /** RSA-encrypted as at sign-in (`Auth/PublicKey`). */
  ADMIN_PASSWORD: z.string().min(1).max(1024),
});
export type VendorRegister = z.input<typeof vendorRegister>;

export const registrationDetail = z.object({
  ID: z.number().int(),
  STATE: z.enum(registrationStates),
  VERSION: z.number().int(),
  EMAIL: z.string(),
  LEGAL_NAME: z.string(),
  TAX_ID: z.string(),
  ADDRESS: z.string(),
  CONTACT_NAME: z.string(),
  CONTACT_PHONE: z.string(),
  CONTACT_EMAIL: z.string(),
  BANK_NAME: z.string(),
  BANK_ACCOUNT_NAME: z.string(),
  /** In full for finance (VendorBankApproval), else masked (`maskAccountNo`). */
  BANK_ACCOUNT_NO: z.string(),
  CATEGORIES: z.array(z.string()),
  ADMIN_USER_NAME: z.string(),
  VENDOR_CODE: z.string().nullable(),
  ROLE_ID: z.number().int().nullable(),
  /** The reviewed role's name (whoever reads the registration reads it here, not from `RoleOptions`). */
  ROLE_NAME: z.string().nullable(),
  REVIEWED_BY: z.string().nullable(),
  APPROVED_BY: z.string().nullable(),
  REFUSED_BY: z.string().nullable(),
  REFUSE_REASON: z.string().nullable(),
  CREATETIME: moment,
  ACTIONS: z.array(z.enum(['review', 'approve', 'refuse'])),
});
export type RegistrationDetail = z.infer<typeof registrationDetail>;

/** A role a new vendor's administrator may get (normal roles only). */
export const onboardingRoleOption = z.object({ ID: z.number().int(), ROLE_NAME: z.string() });
export type OnboardingRoleOption = z.infer<typeof onboardingRoleOption>;

export const registrationIdQuery = z.object({ id: z.coerce.number().int().positive() });

/** `Onboarding/SuggestVendorCode`: the next free code of the organisation's sequence, for the review dialog. */
export const vendorCodeSuggestion = z.object({ VENDOR_CODE: z.string() });
export type VendorCodeSuggestion = z.infer<typeof vendorCodeSuggestion>;

/** A buyer's review: the vendor code the company gets and the role of its administrator account. */
export const registrationReview = z.object({
  ID: z.coerce.number().int().positive(),
  VERSION: z.coerce.number().int().positive(),
  VENDOR_CODE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/),
  ROLE_ID: z.coerce.number().int().positive(),
});
export const registrationDecision = z.object({
  ID: z.coerce.number().int().positive(),
  VERSION: z.coerce.number().int().positive(),
});
export const registrationRefusal = registrationDecision.extend({ REASON: reasonText(500) });

// ---- master data changes

export const vendorChangeKinds = ['contact', 'address', 'bank'] as const;
export type VendorChangeKind = (typeof vendorChangeKinds)[number];
export const vendorChangeStates = ['pending', 'approved', 'refused'] as const;
export type VendorChangeState = (typeof vendorChangeStates)[number];

export type VendorChangeAction = 'approve' | 'refuse';

/**
 * Who decides a change, by its kind: a buyer (VendorReview) the contact and the address, finance
 * (VendorBankApproval) a bank account (PRODUCT §13). A decided change is final.
 */
export const vendorChangeTransitions = {
  contact: {
    approve: { from: ['pending'], actors: ['buyer'], to: 'approved' },
    refuse: { from: ['pending'], actors: ['buyer'], to: 'refused' },
  },
  address: {
    approve: { from: ['pending'], actors: ['buyer'], to: 'approved' },
    refuse: { from: ['pending'], actors: ['buyer'], to: 'refused' },
  },
  bank: {
    approve: { from: ['pending'], actors: ['finance'], to: 'approved' },
    refuse: { from: ['pending'], actors: ['finance'], to: 'refused' },
  },
} as const satisfies Record<
  VendorChangeKind,
  StateTable<VendorChangeAction, VendorChangeState, OnboardingActor>
>;

/** Whom a pending change of the kind waits on (the actor its approval names). */
export const changeDeciderOf = (kind: VendorChangeKind): OnboardingActor =>
  vendorChangeTransitions[kind].approve.actors[0];

export const vendorChangeKindLabels = {
  contact: { 'zh-chs': '联系人', en: 'Contact' },
  address: { 'zh-chs': '地址', en: 'Address' },
  bank: { 'zh-chs': '银行账户', en: 'Bank account' },
} as const satisfies Record<VendorChangeKind, Label>;
export const vendorChangeStateLabels = {
  pending: { 'zh-chs': '待审批', en: 'Pending' },
  approved: { 'zh-chs': '已生效', en: 'Approved' },
  refused: { 'zh-chs': '已拒绝', en: 'Refused' },
} as const satisfies Record<VendorChangeState, Label>;

/** The fields of each kind of change. */
export const vendorChangeFields = {
  contact: ['CONTACT_NAME', 'CONTACT_PHONE', 'CONTACT_EMAIL'],
  address: ['ADDRESS'],
  bank: ['BANK_NAME', 'BANK_ACCOUNT_NAME', 'BANK_ACCOUNT_NO'],
} as const satisfies Record<VendorChangeKind, readonly (keyof typeof companyData)[]>;

export const vendorChangeRequest = z.discriminatedUnion('KIND', [
  z.object({
    KIND: z.literal('contact'),
    CONTACT_NAME: companyData.CONTACT_NAME,
    CONTACT_PHONE: companyData.CONTACT_PHONE,
    CONTACT_EMAIL: companyData.CONTACT_EMAIL,
  }),
  z.object({ KIND: z.literal('address'), ADDRESS: companyData.ADDRESS }),
  z.object({
    KIND: z.literal('bank'),
    BANK_NAME: companyData.BANK_NAME,
    BANK_ACCOUNT_NAME: companyData.BANK_ACCOUNT_NAME,
    BANK_ACCOUNT_NO: companyData.BANK_ACCOUNT_NO,
    /** The bank's letter confirming the account (at least one file: the server refuses a bank change without). */
    ATTACHMENT_IDS: attachmentIds.default([]),
  }),
]);
export type VendorChangeRequest = z.input<typeof vendorChangeRequest>;

/** A vendor's master data as its own users and the organisation's staff see it, with its pending changes. */
export const vendorProfile = z.object({
  VENDOR_CODE: z.string(),
  VENDOR_NAME: z.string(),
  LEGAL_NAME: z.string().nullable(),
  TAX_ID: z.string().nullable(),
  ADDRESS: z.string().nullable(),
  CONTACT_NAME: z.string().nullable(),
  CONTACT_PHONE: z.string().nullable(),
  CONTACT_EMAIL: z.string().nullable(),
  BANK_NAME: z.string().nullable(),
  BANK_ACCOUNT_NAME: z.string().nullable(),
  /** In full for finance, else masked (`maskAccountNo`), the vendor's own users included. */
  BANK_ACCOUNT_NO: z.string().nullable(),
  CATEGORIES: z.array(z.string()),
  PENDING: z.array(
    z.object({
      ID: z.number().int(),
      KIND: z.enum(vendorChangeKinds),
      AFTER: z.record(z.string(), z.string()),
      REQUESTED_BY: z.string(),
      REQUESTED_AT: moment,
    }),
  ),
  /** Mandatory document types without an approved document valid today (a warning, or a block on new notes). */
  MISSING_DOCUMENTS: z.array(z.string()),
});
export type VendorProfile = z.infer<typeof vendorProfile>;

export const vendorChangeDecision = z.object({ ID: z.coerce.number().int().positive() });
export const vendorChangeRefusal = vendorChangeDecision.extend({ REASON: reasonText(500) });

/**
 * `VendorChange/Get`: a change request with the data before and after (a bank account number in full for finance
 * only), the bank's letter of a bank change, and what the caller may decide (`ACTIONS`, from
 * `vendorChangeTransitions` and the caller's buttons). A vendor reads only its own.
 */
export const vendorChangeDetail = z.object({
  ID: z.number().int(),
  VENDOR_CODE: z.string(),
  VENDOR_NAME: z.string(),
  KIND: z.enum(vendorChangeKinds),
  STATE: z.enum(vendorChangeStates),
  BEFORE: z.record(z.string(), z.string()),
  AFTER: z.record(z.string(), z.string()),
  REQUESTED_BY: z.string(),
  REQUESTED_AT: moment,
  REVIEWED_BY: z.string().nullable(),
  REVIEWED_AT: moment.nullable(),
  REFUSE_REASON: z.string().nullable(),
  Attachments: z.array(attachmentInfo),
  ACTIONS: z.array(z.enum(['approve', 'refuse'])),
});
export type VendorChangeDetail = z.infer<typeof vendorChangeDetail>;

// ---- compliance documents

export const vendorDocumentStates = ['submitted', 'approved', 'rejected'] as const;
export type VendorDocumentState = (typeof vendorDocumentStates)[number];
export type VendorDocumentAction = 'approve' | 'reject';
/** A buyer (VendorReview) approves or rejects a submitted document; the vendor uploads a new one after a rejection. */
export const vendorDocumentTransitions: StateTable<
  VendorDocumentAction,
  VendorDocumentState,
  OnboardingActor
> = {
  approve: { from: ['submitted'], actors: ['buyer'], to: 'approved' },
  reject: { from: ['submitted'], actors: ['buyer'], to: 'rejected' },
};

export const vendorDocumentStateLabels = {
  submitted: { 'zh-chs': '待审核', en: 'To review' },
  approved: { 'zh-chs': '已审核', en: 'Approved' },
  rejected: { 'zh-chs': '已驳回', en: 'Rejected' },
} as const satisfies Record<VendorDocumentState, Label>;

/** The reminders before a document's expiry, in days. */
export const documentReminderDays = [60, 30, 7, 0] as const;

export const documentTypeSave = z.object({
  ID: z.coerce.number().int().positive().optional(),
  CODE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/),
  NAME: text(100),
  NAME_EN: z.string().trim().max(100).default(''),
  MANDATORY: z.boolean().default(false),
  ENABLED: z.boolean().default(true),
});
export type DocumentTypeSave = z.input<typeof documentTypeSave>;
export const documentTypeOption = z.object({
  ID: z.number().int(),
  CODE: z.string(),
  NAME: z.string(),
  NAME_EN: z.string(),
  MANDATORY: z.boolean(),
});
export type DocumentTypeOption = z.infer<typeof documentTypeOption>;

/** Off: a vendor missing a valid mandatory document is warned; on: it cannot create delivery notes. */
export const documentRule = z.object({ BLOCK_ON_EXPIRED_DOCUMENTS: z.boolean() });
export type DocumentRule = z.infer<typeof documentRule>;

export const vendorDocumentUpload = z
  .object({
    DOCUMENT_TYPE_ID: z.coerce.number().int().positive(),
    VALID_FROM: isoDate,
    VALID_TO: isoDate,
    REMARK: z.string().trim().max(500).nullish(),
    ATTACHMENT_IDS: attachmentIds.min(1),
  })
  .refine((b) => b.VALID_FROM <= b.VALID_TO, { message: 'onboarding.validityOrder', path: ['VALID_TO'] });
export type VendorDocumentUpload = z.input<typeof vendorDocumentUpload>;
export const vendorDocumentDecision = z.object({ ID: z.coerce.number().int().positive() });
export const vendorDocumentRejection = vendorDocumentDecision.extend({ REASON: reasonText(500) });
export const vendorDocumentDetail = z.object({
  ID: z.number().int(),
  VENDOR_CODE: z.string(),
  DOCUMENT_TYPE: z.string(),
  STATE: z.enum(vendorDocumentStates),
  VALID_FROM: z.string(),
  VALID_TO: z.string(),
  /** The vendor's remark on its upload (what the reviewer should know). */
  REMARK: z.string().nullable(),
  UPLOADED_BY: z.string(),
  /** Who approved or rejected it (null while submitted). */
  REVIEWED_BY: z.string().nullable(),
  /** Why it was rejected: what the vendor must put right before uploading again. */
  REJECT_REASON: z.string().nullable(),
  Attachments: z.array(
    z.object({
      ID: z.number().int(),
      FILE_NAME: z.string(),
      CONTENT_TYPE: z.string(),
      SIZE: z.number().int(),
      CREATED_AT: moment,
    }),
  ),
  /** What the caller may decide now (`vendorDocumentTransitions` for its part). */
  ACTIONS: z.array(z.enum(['approve', 'reject'])),
});
export type VendorDocumentDetail = z.infer<typeof vendorDocumentDetail>;
