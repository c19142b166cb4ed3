import type { Readable } from 'node:stream';

/**
 * Where the portal keeps the files it writes or accepts (exports, PDFs, attachments): a folder on this machine
 * (`DATA_DIR/files`, the embedded default) or an S3-compatible object store shared by every API process (issue #16).
 * Callers name a file by a relative key (`exports/1/12-….xlsx`); neither driver lets a key leave its root.
 */
export interface FileStore {
  /** `local` or `s3`: for logs and the operations page, never for behaviour. */
  readonly kind: 'local' | 's3';
  /**
   * Stores `body` under `key`, replacing what was there. Readers never see a half-written file: the local driver
   * renames a finished temporary file, S3 publishes an object only when its upload completes. A stated `size` that
   * the body does not match fails the put and leaves nothing. Answers the bytes stored.
   */
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<{ size: number }>;
  /** The file as a stream and its size; a missing key throws {@link FileNotFoundError}. */
  open(key: string): Promise<StoredFile>;
  /** Removes the file; a missing key is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The keys that start with `prefix` (which ends with `/` for a folder), in no particular order. */
  list(prefix: string): Promise<string[]>;
  /**
   * Removes what writers that died mid-put left: the local driver's temporary files older than an hour. S3 keeps
   * unfinished multipart uploads invisible; a bucket lifecycle rule (AbortIncompleteMultipartUpload) clears them.
   */
  sweepUnfinished(): Promise<number>;
  /** Releases connections (S3); the local driver holds none. */
  close(): Promise<void>;
}

export type PutOptions = { contentType?: string; size?: number };
export type StoredFile = { stream: Readable; size: number };

/** A key names no stored file. Routes answer it as a localised 404 (app.ts). */
export class FileNotFoundError extends Error {
  readonly code = 'FILE_NOT_FOUND';
  constructor(readonly key: string) {
    super(`No stored file ${key}`);
    this.name = 'FileNotFoundError';
  }
}

/** A key that is not a plain relative path: keys are built by the server, so this is a bug, never user input. */
export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`Invalid file key ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidFileKeyError';
  }
}

/** A put whose body was not the size the caller stated (a truncated stream). */
export class FileSizeMismatchError extends Error {
  constructor(key: string, expected: number, actual: number) {
    super(`File ${key}: expected ${expected} bytes, got ${actual}`);
    this.name = 'FileSizeMismatchError';
  }
}

export const maxKeyLength = 512;

/**
 * One segment of a key: letters, digits, `_`, `-` and `.`, not starting with a dot. An allowlist, so `..`, `.`,
 * hidden names (the local driver's `.partial` folder), backslashes, NUL, colons and spaces are all refused by
 * construction rather than by a list of bad characters.
 */
const segment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** True for a relative, `/`-separated key of allowed segments (no leading or trailing `/`, no empty segment). */
export function isValidKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > maxKeyLength) return false;
  return key.split('/').every((part) => segment.test(part));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidFileKeyError(key);
}

/**
 * A list prefix: a valid key, a valid key followed by `/`, or the start of a segment (`exports/1/12-`); `''` for
 * everything.
 */
export function assertValidPrefix(prefix: string): void {
  if (prefix === '') return;
  const body = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isValidKey(body)) throw new InvalidFileKeyError(prefix);
}
