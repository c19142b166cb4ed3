import type { Envelope } from '@srm/contract';
import type { paths } from './api-types.generated.ts';
import { currentApiBase } from './environment.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { cookies } from './storage.ts';

/** A refused or failed call: `code` is the envelope code (or HTTP status), `msg` is ready to show. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Listener = (error: ApiError) => void;
const errorListeners = new Set<Listener>();
const unauthorizedListeners = new Set<() => void>();

/** The shell shows every request error as a toast and logs it (spec §7, §8). */
export function onRequestError(listener: Listener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}
/** A 401 logs the user out. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The spec's status messages (§8), used when the server sent no message of its own. */
function statusMessage(status: number, path: string): string {
  const key = `http.${status}`;
  return i18n.exists(key) ? i18n.t(key, { path }) : i18n.t('http.failed');
}

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** The caller shows the error itself (e.g. inline on the login form): no toast. */
  silent?: boolean;
};

const timeoutMs = 300_000;

/** The call's address: the chosen environment's API base (spec §4 businessHOST), read before every call. */
function urlOf(path: string, query: RequestOptions['query']): URL {
  const url = new URL(`${currentApiBase()}/${path}`, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url;
}

/** Language, session and organisation of every call; a JSON body says so (a FormData upload sets its own type). */
function headersOf(body: unknown): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = cookies.get('token');
  if (token) headers.Authorization = `Bearer ${token}`;
  const orgId = cookies.get('ORG_ID');
  if (orgId) headers.OrgId = orgId;
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  return headers;
}

const bodyOf = (body: unknown) =>
  body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);

/** The error of an answer that is not a success: the server's envelope when it sent one, else the HTTP status. */
async function answerOf<T>(response: Response, url: URL): Promise<Envelope<T> | ApiError> {
  const payload = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && payload && (typeof payload.code !== 'number' || payload.code === 200)) return payload;
  const code = typeof payload?.code === 'number' ? payload.code : response.status;
  if (response.status === 401) for (const l of unauthorizedListeners) l();
  return new ApiError(code, payload?.msg || statusMessage(response.status, url.pathname), payload?.data);
}

export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const url = urlOf(path, options.query);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let answer: Envelope<T> | ApiError;
  try {
    const response = await fetch(url, {
      method,
      headers: headersOf(options.body),
      body: bodyOf(options.body),
      signal,
    });
    answer = await answerOf<T>(response, url);
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const timedOut = timeout.aborted;
    answer = new ApiError(
      timedOut ? 408 : 0,
      timedOut ? statusMessage(408, url.pathname) : i18n.t('http.network'),
    );
  }
  if (!(answer instanceof ApiError)) return answer;
  if (!options.silent) for (const l of errorListeners) l(answer);
  throw answer;
}

/**
 * The routes of the server's OpenAPI document (api-types.generated.ts, written by `npm run api:types`), by their
 * path relative to `/api` as contract/src/api-paths.ts spells them.
 */
type Routes = { [K in keyof paths as K extends `/api/${infer P}` ? P : never]: paths[K] };
type Method = 'get' | 'post';
/** The paths that answer `method`. */
export type ApiPath<M extends Method> = {
  [P in keyof Routes]: Routes[P][M] extends { responses: unknown } ? P : never;
}[keyof Routes];
type Operation<M extends Method, P extends ApiPath<M>> = NonNullable<Routes[P][M]>;
type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never;
/** The data of the envelope an operation answers with 200, as the server's response schema declares it. */
export type ApiData<M extends Method, P extends ApiPath<M>> =
  Json<Operation<M, P>['responses'] extends { 200: infer R } ? R : never> extends { data: infer D }
    ? D
    : never;
/** That envelope. */
export type ApiResponse<M extends Method, P extends ApiPath<M>> = Envelope<ApiData<M, P>>;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type BodyOf<O> = O extends { requestBody?: infer B }
  ? [B] extends [undefined]
    ? undefined
    : Json<B>
  : undefined;
/** The JSON body an operation declares (`undefined` when it declares none). */
export type ApiBody<M extends Method, P extends ApiPath<M>> = BodyOf<Operation<M, P>>;
/** The options of a call, its query typed by the operation (`never`: the operation takes none). */
export type CallOptions<M extends Method, P extends ApiPath<M>> = Omit<RequestOptions, 'query' | 'body'> & {
  query?: QueryOf<Operation<M, P>>;
};

/**
 * The API calls, typed by the server's declarations: the path is one of the document's, the query and body are what
 * the operation declares and the answer is its 200 envelope. No call names its own response type.
 */
export const api = {
  get: <P extends ApiPath<'get'>>(path: P, options?: CallOptions<'get', P>): Promise<ApiResponse<'get', P>> =>
    request('GET', path, options),
  post: <P extends ApiPath<'post'>>(
    path: P,
    body: ApiBody<'post', P>,
    options?: CallOptions<'post', P>,
  ): Promise<ApiResponse<'post', P>> => request('POST', path, { ...options, body }),
  /** An upload: a multipart `FormData` body, which the OpenAPI document does not describe. */
  upload: <P extends ApiPath<'post'>>(
    path: P,
    form: FormData,
    options?: CallOptions<'post', P>,
  ): Promise<ApiResponse<'post', P>> => request('POST', path, { ...options, body: form }),
  /**
   * Untyped: a route whose path is only known at run time (the list table's routes, named by a list declaration).
   * Only for the list table (platform/list-table/listApi.ts); every other call uses `get` or `post`.
   */
  list: (path: string, body: unknown, options?: RequestOptions) =>
    request<unknown>('POST', path, { ...options, body }),
};
