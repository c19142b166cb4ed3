import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { translate } from './messages.ts';

/**
 * Checks every request's input once, before any route sees it (PRODUCT §9): no NUL character in any string (the
 * databases refuse it in text and jsonb, which used to surface as a 500), and no JSON body nested deeper than
 * {@link maxJsonDepth} (a 10,000-deep array overflowed the stack of the validators) or larger than the body limit.
 */

/** Nesting of arrays and objects a JSON body may have; the deepest real body (list queries) has 4. */
export const maxJsonDepth = 64;
/** Body limit of every route that declares none; the uploads and integration batches declare their own. */
export const defaultBodyLimit = 1024 * 1024;

/**
 * True when `text` (JSON) nests arrays and objects deeper than `max`. A linear scan over the characters that skips
 * string contents, run before JSON.parse so a hostile body costs one pass and no recursion.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** Shows a NUL in a field name the way JSON writes it, so the message stays readable text. */
const visible = (key: string) => key.replaceAll('\u0000', '\\u0000');

/** A child's dotted path under `path` (the root's children have no prefix). */
const childPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

type Pending = [unknown, string][];

/** Queues an array's items, the last first so they are checked in order. */
function queueItems(pending: Pending, items: unknown[], path: string): void {
  for (let i = items.length - 1; i >= 0; i--) pending.push([items[i], childPath(path, String(i))]);
}

/** Queues an object's values, the last first; the path of a key that holds a NUL (the last such key), or null. */
function queueEntries(pending: Pending, object: object, path: string): string | null {
  const entries = Object.entries(object);
  for (let i = entries.length - 1; i >= 0; i--) {
    const [key, child] = entries[i]!;
    const keyPath = childPath(path, visible(key));
    if (key.includes('\u0000')) return keyPath;
    pending.push([child, keyPath]);
  }
  return null;
}

/**
 * The dotted path (`Params.0.PARAM_VALUE`) of the first string or object key under `value` that holds a NUL
 * character, or null. Iterative: the depth of parsed bodies is bounded, but query strings and headers need no stack.
 */
export function findNul(value: unknown, prefix = ''): string | null {
  const pending: Pending = [[value, prefix]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      queueItems(pending, current, path);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const keyPath = queueEntries(pending, current, path);
      if (keyPath !== null) return keyPath;
    }
  }
  return null;
}

const nulRefusal = (request: FastifyRequest, field: string) =>
  new AppError(
    400,
    'validation.field',
    { field, reason: translate(request.lang, 'validation.nulCharacter') },
    { fields: [field] },
  );

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 102.4) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The message of a body over its route's limit (Fastify answers 413 before reading it all). */
export function bodyTooLarge(request: FastifyRequest): AppError {
  const limit = request.routeOptions.bodyLimit ?? defaultBodyLimit;
  return new AppError(413, 'validation.bodyTooLarge', { limit: sizeText(limit) });
}

/** Installs the JSON parser with its depth check and the NUL check of query, URL parameters, headers and body. */
export function registerInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestsDeeperThan(text, maxJsonDepth)) {
      const reason = translate(request.lang, 'validation.tooDeep', { max: maxJsonDepth });
      done(new AppError(400, 'validation.body', { reason }), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    const sources: [unknown, string][] = [
      [request.params, ''],
      [request.query, ''],
      [request.body, ''],
      [request.headers, 'headers'],
    ];
    for (const [value, prefix] of sources) {
      const field = findNul(value, prefix);
      if (field !== null) throw nulRefusal(request, field || 'body');
    }
  });
}
