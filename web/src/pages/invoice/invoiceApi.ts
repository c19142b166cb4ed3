import { apiPaths, type InvoiceMatch, type InvoiceState, invoiceMatch } from '@srm/contract';
import { type ApiBody, type ApiData, ApiError, type ApiPath, api } from '../../platform/api.ts';

/**
 * The invoice and payment calls (server/src/modules/invoice/invoice.routes.ts). Every call is silent: a refusal
 * (400/403/404/409, the server's message in the user's language) is shown where the user acted.
 */
const p = apiPaths.invoice;
const post = async <P extends ApiPath<'post'>>(path: P, body: ApiBody<'post', P>) =>
  (await api.post(path, body, { silent: true })).data;

export type MatchBody = ApiBody<'post', typeof p.match>;
export type SubmitBody = ApiBody<'post', typeof p.submit>;
export type ResubmitBody = ApiBody<'post', typeof p.resubmit>;
/** One invoice as the hand-in sends it. */
export type InvoiceBody = MatchBody['Invoices'][number];
/** What the tax authority's QR code on an invoice says (`Invoice/ReadQr`). */
export type QrAnswer = ApiData<'post', typeof p.readQr>;

export const invoiceApi = {
  get: async (id: number, signal?: AbortSignal) =>
    (await api.get(p.get, { query: { id }, signal, silent: true })).data,
  ofStatement: async (id: number, signal?: AbortSignal) =>
    (await api.get(p.ofStatement, { query: { id }, signal, silent: true })).data,
  payment: async (id: number, signal?: AbortSignal) =>
    (await api.get(p.payment, { query: { id }, signal, silent: true })).data,
  match: (body: MatchBody) => post(p.match, body),
  submit: (body: SubmitBody) => post(p.submit, body),
  resubmit: (body: ResubmitBody) => post(p.resubmit, body),
  withdraw: (ID: number) => post(p.withdraw, { ID }),
  approve: (ID: number) => post(p.approve, { ID }),
  reject: (ID: number, REASON: string) => post(p.reject, { ID, REASON }),
  /** The QR code of an invoice's PDF or photo (base64): 400 with the server's message when there is none. */
  readQr: (ContentBase64: string) => post(p.readQr, { ContentBase64 }),
  /** The statement a rejected invoice is corrected against (the statement page sits above this one: no import). */
  statement: async (id: number, signal?: AbortSignal) =>
    (await api.get(apiPaths.statement.get, { query: { id }, signal, silent: true })).data,
};

export const invoiceQueryKey = (id: number) => ['invoice', id] as const;
/** The statement page's own key for a statement (`statementQueryKey`), so both pages share the cache. */
export const statementKey = (id: number) => ['statement', id] as const;
export const paymentQueryKey = (id: number) => ['invoice', 'payment', id] as const;
export const statementInvoicesKey = (statementId: number) => ['invoice', 'ofStatement', statementId] as const;

/**
 * The match a refusal carries: a submission outside tolerance without a reason is refused (409) with the match in
 * its data, so the dialog shows what is off without asking again.
 */
export function matchOfRefusal(error: unknown): InvoiceMatch | null {
  if (!(error instanceof ApiError) || error.code !== 409) return null;
  const parsed = invoiceMatch.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

export const invoiceStateColor: Record<InvoiceState, string> = {
  submitted: 'blue',
  rejected: 'red',
  approved: 'cyan',
  scheduled: 'geekblue',
  partlyPaid: 'gold',
  paid: 'green',
};
