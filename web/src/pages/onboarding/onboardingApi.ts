import {
  apiPaths,
  type InvitationState,
  invitationStates,
  type RegistrationState,
  registrationStates,
  type VendorChangeKind,
  type VendorChangeState,
  type VendorDocumentState,
  vendorChangeFields,
  vendorChangeKinds,
  vendorChangeStates,
  vendorDocumentStates,
} from '@srm/contract';
import { type ApiBody, type ApiData, api } from '../../platform/api.ts';
import { encryptPassword } from '../../platform/password.ts';

/**
 * Supplier onboarding's calls (server/src/modules/onboarding/onboarding.routes.ts). The public ones (the invitation
 * and the registration) and a dialog's are silent: the page shows the server's message where the user acted; the
 * rest let the shell toast it.
 */
const p = apiPaths.onboarding;

export type RegisterBody = ApiBody<'post', typeof p.register>;
/** The registration form's values: the password in clear until `register` encrypts it. */
export type RegisterValues = Omit<RegisterBody, 'TOKEN' | 'ADMIN_PASSWORD'> & { ADMIN_PASSWORD: string };
export type Registration = ApiData<'get', typeof p.registration>;
export type Profile = ApiData<'get', typeof p.profile>;
export type Change = ApiData<'get', typeof p.change>;
export type ChangeRequest = ApiBody<'post', typeof p.requestChange>;
export type DocumentTypeOption = ApiData<'get', typeof p.documentTypeOptions>[number];
export type DocumentTypeValues = ApiBody<'post', typeof p.saveDocumentType>;
export type DocumentUpload = ApiBody<'post', typeof p.uploadDocument>;
export type RoleOption = { ID: number; ROLE_NAME: string; ROLE_TYPE: string };

export const onboardingApi = {
  invite: async (EMAIL: string, COMPANY_NAME: string) =>
    (await api.post(p.invite, { EMAIL, COMPANY_NAME }, { silent: true })).data,
  revokeInvitation: async (id: number) => (await api.post(p.revokeInvitation, { ID: id })).data,
  /** A fresh link for an unused invitation (the old one stops working), mailed when the mail is on. */
  resendInvitation: async (id: number) =>
    (await api.post(p.resendInvitation, { ID: id }, { silent: true })).data,

  invitation: async (token: string, signal?: AbortSignal) =>
    (await api.get(p.invitation, { query: { token }, signal, silent: true })).data,
  /** The company registers: the administrator's password is RSA-encrypted as the sign-in page encrypts it. */
  register: async (token: string, values: RegisterValues) => {
    const ADMIN_PASSWORD = await encryptPassword(values.ADMIN_PASSWORD, { silent: true });
    return (await api.post(p.register, { ...values, TOKEN: token, ADMIN_PASSWORD }, { silent: true })).data;
  },

  registration: async (id: number, signal?: AbortSignal) =>
    (await api.get(p.registration, { query: { id }, signal })).data,
  review: async (body: ApiBody<'post', typeof p.review>) =>
    (await api.post(p.review, body, { silent: true })).data,
  approve: async (ID: number, VERSION: number) =>
    (await api.post(p.approve, { ID, VERSION }, { silent: true })).data,
  refuse: async (ID: number, VERSION: number, REASON: string) =>
    (await api.post(p.refuse, { ID, VERSION, REASON }, { silent: true })).data,
  /** The vendor roles a reviewer may give the administrator account (`Onboarding/RoleOptions`, VendorReview). */
  roles: async (signal?: AbortSignal): Promise<RoleOption[]> =>
    (await api.get(p.roleOptions, { signal, silent: true })).data.map((r) => ({
      ID: r.ID,
      ROLE_NAME: r.ROLE_NAME,
      ROLE_TYPE: 'normal',
    })),

  /** The next free vendor code of the organisation's sequence (a suggestion; silent: the field stays empty). */
  suggestVendorCode: async (signal?: AbortSignal) =>
    (await api.get(p.suggestVendorCode, { signal, silent: true })).data.VENDOR_CODE,

  profile: async (signal?: AbortSignal) => (await api.get(p.profile, { signal, silent: true })).data,
  requestChange: async (body: ChangeRequest) =>
    (await api.post(p.requestChange, body, { silent: true })).data,
  change: async (id: number, signal?: AbortSignal) =>
    (await api.get(p.change, { query: { id }, signal })).data,
  approveChange: async (id: number, options: { silent?: boolean } = {}) =>
    (await api.post(p.approveChange, { ID: id }, options)).data,
  /** Several changes in one call, all or none (silent: the page names each refused change). */
  approveChanges: async (IDS: number[]) => (await api.post(p.approveChanges, { IDS }, { silent: true })).data,
  refuseChange: async (id: number, REASON: string) =>
    (await api.post(p.refuseChange, { ID: id, REASON }, { silent: true })).data,

  documentTypes: async (signal?: AbortSignal) => (await api.get(p.documentTypeOptions, { signal })).data,
  saveDocumentType: async (body: DocumentTypeValues) =>
    (await api.post(p.saveDocumentType, body, { silent: true })).data,
  documentRule: async (signal?: AbortSignal) => (await api.get(p.documentRule, { signal })).data,
  saveDocumentRule: async (block: boolean) =>
    (await api.post(p.saveDocumentRule, { BLOCK_ON_EXPIRED_DOCUMENTS: block })).data,
  uploadDocument: async (body: DocumentUpload) =>
    (await api.post(p.uploadDocument, body, { silent: true })).data,
  document: async (id: number, signal?: AbortSignal) =>
    (await api.get(p.document, { query: { id }, signal })).data,
  approveDocument: async (id: number) => (await api.post(p.approveDocument, { ID: id })).data,
  /** Several documents in one call, all or none (silent: the page names each refused document). */
  approveDocuments: async (IDS: number[]) =>
    (await api.post(p.approveDocuments, { IDS }, { silent: true })).data,
  rejectDocument: async (id: number, REASON: string) =>
    (await api.post(p.rejectDocument, { ID: id, REASON }, { silent: true })).data,
};

export const onboardingKeys = {
  invitation: (token: string) => ['onboarding', 'invitation', token] as const,
  registration: (id: number) => ['onboarding', 'registration', id] as const,
  roles: ['onboarding', 'roles'] as const,
  vendorCode: ['onboarding', 'vendorCode'] as const,
  change: (id: number) => ['onboarding', 'change', id] as const,
  profile: ['onboarding', 'profile'] as const,
  documentTypes: ['onboarding', 'documentTypes'] as const,
  documentRule: ['onboarding', 'documentRule'] as const,
  document: (id: number) => ['onboarding', 'document', id] as const,
};

/** The name of the role a new vendor's administrator gets by default (the demo data's and the product's). */
export const vendorAdminRoleName = '供应商管理员';

/** A guard of one of the contract's value lists (a list's column of it is typed text by the server's schema). */
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): v is T =>
    typeof v === 'string' && (values as readonly string[]).includes(v);

export const isInvitationState = oneOf<InvitationState>(invitationStates);
export const isRegistrationState = oneOf<RegistrationState>(registrationStates);
export const isVendorChangeState = oneOf<VendorChangeState>(vendorChangeStates);
export const isVendorChangeKind = oneOf<VendorChangeKind>(vendorChangeKinds);
export const isVendorDocumentState = oneOf<VendorDocumentState>(vendorDocumentStates);

/** The fields a change of `kind` carries, in their order (contract `vendorChangeFields`). */
export const changeFieldsOf = (kind: VendorChangeKind) => vendorChangeFields[kind];

/**
 * A change's BEFORE or AFTER as the list sends it (JSON text of field → value) as `[field, value]` pairs; text that
 * is not such JSON is one pair without a field.
 */
export function changeEntries(text: string | null): [string, string][] {
  const raw = (text ?? '').trim();
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return Object.entries(parsed as Record<string, unknown>).map(([k, v]) => [
        k,
        v === null || v === undefined ? '' : String(v),
      ]);
  } catch {
    // Not JSON: shown as it is.
  }
  return [['', raw]];
}
