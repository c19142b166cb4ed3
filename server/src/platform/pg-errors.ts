/** PostgreSQL error codes (both drivers and PGlite expose `code`): a race the checks before a write lost. */
const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : '';

export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';
/** A lock not had within the statement's `lock_timeout`. */
export const isLockNotAvailable = (error: unknown) => codeOf(error) === '55P03';

/** PostgreSQL codes of a connection ended or refused by the server: class 08, shutdowns, too many connections. */
const unavailableCodes = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node's socket errors and node-postgres's messages for a connection that is gone or cannot be made. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const lostMessages =
  /^(Connection terminated( unexpectedly)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect)$/;

/**
 * The database could not be reached for this statement (restart, failover, `pg_terminate_backend`, pool timeout):
 * the request is answered 503, not 500 (issue #16); the pool opens new connections by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (unavailableCodes.has(code) || code.startsWith('08') || socketCodes.has(code)) return true;
  return error instanceof Error && lostMessages.test(error.message);
}
