import type { MessageKey, MessageParams } from './messages.ts';

/**
 * A refusal the user should read: HTTP status (also the envelope's `code`), a message key translated into the
 * caller's language, and optional data (e.g. `errorCount` of a failed sign-in).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly data?: unknown,
    options?: ErrorOptions,
  ) {
    super(key, options);
    this.name = 'AppError';
  }
}

export const notFound = (key: MessageKey = 'http.404', params: MessageParams = {}) =>
  new AppError(404, key, params);
export const conflict = (key: MessageKey, params: MessageParams = {}) => new AppError(409, key, params);
export const badRequest = (key: MessageKey, params: MessageParams = {}) => new AppError(400, key, params);
export const forbidden = (key: MessageKey = 'http.403') => new AppError(403, key);
export const unauthorized = (key: MessageKey = 'http.401') => new AppError(401, key);

/**
 * A bulk action refused as a whole (nothing changed): its message, then each item that could not be taken with its
 * own refusal, translated into the caller's language by the error handler (`data.REFUSED`: `{ LABEL, MSG }`).
 */
export class BulkRefusal extends AppError {
  constructor(
    key: MessageKey,
    params: MessageParams,
    readonly causes: readonly { label: string; error: AppError }[],
  ) {
    super(409, key, params);
    this.name = 'BulkRefusal';
  }
}
