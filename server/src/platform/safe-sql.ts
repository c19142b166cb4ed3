import { type RawBuilder, sql } from 'kysely';
import type { Db } from './db.ts';
import { AppError } from './errors.ts';
import type { MessageKey, MessageParams } from './messages.ts';

/*
 * Admin-configured SQL (dropdown SQL, sub-query SQL; PRODUCT §9): one read-only statement, checked on its tokens,
 * session values bound by the server, run in a read-only transaction with a statement time-out and a row cap.
 *
 * The lexer below is enough to tell code from string literals, quoted identifiers, dollar-quoted bodies and
 * comments. It errs towards "this is code": a construct it does not understand is returned as a symbol, never
 * swallowed into a literal, so a `;` or a keyword cannot hide from the checks inside something the lexer took for a
 * string. The job queue also splits its library's multi-statement scripts with it (PGlite runs one per call).
 */
export type SqlToken =
  | { kind: 'space' | 'comment' | 'symbol' | 'number'; text: string }
  /** Unquoted word: keyword or identifier; `value` is lower-cased as PostgreSQL folds it. */
  | { kind: 'word'; text: string; value: string }
  /** `"quoted identifier"`; `value` is its content. */
  | { kind: 'quoted'; text: string; value: string }
  /** `'…'`, `E'…'`, `$tag$…$tag$` (prefix letters such as E, B, X are part of the token). */
  | { kind: 'string'; text: string }
  /** `:NAME` placeholder (not `::` casts). */
  | { kind: 'param'; text: string; name: string }
  /** `$1` positional parameter. */
  | { kind: 'positional'; text: string }
  /** `U&'…'` / `U&"…"`: escapes that could spell any word, refused by the checks. */
  | { kind: 'unicode'; text: string }
  | { kind: 'semicolon'; text: ';' };

export class SqlScanError extends Error {
  constructor(readonly reason: 'unterminatedString' | 'unterminatedComment' | 'unterminatedIdentifier') {
    super(reason);
  }
}

const wordStart = /[A-Za-z_\u0080-\uffff]/;
const wordPart = /[A-Za-z0-9_$\u0080-\uffff]/;
const dollarTag = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/** The end (exclusive) of a standard string starting at `start` (the opening quote); `''` is an escaped quote. */
function endOfString(text: string, start: number, backslashEscapes: boolean): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text[i];
    if (backslashEscapes && c === '\\') {
      i += 2;
      continue;
    }
    if (c === "'") {
      if (text[i + 1] === "'") {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  throw new SqlScanError('unterminatedString');
}

/** The end (exclusive) of a quoted identifier starting at `start`; `""` is an escaped quote. */
function endOfIdentifier(text: string, start: number): number {
  let j = start + 1;
  for (;;) {
    const close = text.indexOf('"', j);
    if (close === -1) throw new SqlScanError('unterminatedIdentifier');
    if (text[close + 1] !== '"') return close + 1;
    j = close + 2;
  }
}

export function scanSql(text: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  let i = 0;
  const push = (token: SqlToken) => {
    tokens.push(token);
    i += token.text.length;
  };
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (/\s/.test(c)) {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      push({ kind: 'space', text: text.slice(i, j) });
    } else if (c === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      push({ kind: 'comment', text: text.slice(i, end === -1 ? text.length : end) });
    } else if (c === '/' && next === '*') {
      // Block comments nest in PostgreSQL.
      let depth = 0;
      let j = i;
      while (j < text.length) {
        if (text[j] === '/' && text[j + 1] === '*') {
          depth++;
          j += 2;
        } else if (text[j] === '*' && text[j + 1] === '/') {
          depth--;
          j += 2;
          if (depth === 0) break;
        } else j++;
      }
      if (depth !== 0) throw new SqlScanError('unterminatedComment');
      push({ kind: 'comment', text: text.slice(i, j) });
    } else if (c === "'") {
      push({ kind: 'string', text: text.slice(i, endOfString(text, i, false)) });
    } else if (c === '"') {
      const raw = text.slice(i, endOfIdentifier(text, i));
      push({ kind: 'quoted', text: raw, value: raw.slice(1, -1).replaceAll('""', '"') });
    } else if ((c === 'U' || c === 'u') && next === '&' && (text[i + 2] === "'" || text[i + 2] === '"')) {
      const end = text[i + 2] === "'" ? endOfString(text, i + 2, false) : endOfIdentifier(text, i + 2);
      push({ kind: 'unicode', text: text.slice(i, end) });
    } else if (wordStart.test(c)) {
      let j = i + 1;
      while (j < text.length && wordPart.test(text[j]!)) j++;
      const word = text.slice(i, j);
      if (text[j] === "'" && /^[EeBbXxNn]$/.test(word)) {
        // E'…' takes backslash escapes; B'…', X'…', N'…' are plain strings with a prefix.
        const end = endOfString(text, j, word === 'E' || word === 'e');
        push({ kind: 'string', text: text.slice(i, end) });
      } else {
        push({ kind: 'word', text: word, value: word.toLowerCase() });
      }
    } else if (c === '$') {
      const tag = dollarTag.exec(text.slice(i, i + 130));
      if (tag) {
        const close = text.indexOf(tag[0], i + tag[0].length);
        if (close === -1) throw new SqlScanError('unterminatedString');
        push({ kind: 'string', text: text.slice(i, close + tag[0].length) });
      } else if (next !== undefined && /\d/.test(next)) {
        let j = i + 1;
        while (j < text.length && /\d/.test(text[j]!)) j++;
        push({ kind: 'positional', text: text.slice(i, j) });
      } else {
        push({ kind: 'symbol', text: c });
      }
    } else if (c === ':') {
      if (next === ':') push({ kind: 'symbol', text: '::' });
      else if (next !== undefined && /[A-Za-z_]/.test(next)) {
        let j = i + 1;
        while (j < text.length && /[A-Za-z0-9_]/.test(text[j]!)) j++;
        push({ kind: 'param', text: text.slice(i, j), name: text.slice(i + 1, j) });
      } else push({ kind: 'symbol', text: c });
    } else if (c === ';') {
      push({ kind: 'semicolon', text: ';' });
    } else if (/\d/.test(c) || (c === '.' && next !== undefined && /\d/.test(next))) {
      let j = i + 1;
      while (j < text.length && /[0-9.eE_]/.test(text[j]!)) j++;
      push({ kind: 'number', text: text.slice(i, j) });
    } else {
      push({ kind: 'symbol', text: c });
    }
  }
  return tokens;
}

/** Splits a script into its statements at `;` outside literals and comments (empty statements dropped). */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (const token of scanSql(script)) {
    if (token.kind === 'semicolon') {
      if (current.trim()) statements.push(current.trim());
      current = '';
    } else current += token.text;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/**
 * The values the server binds into admin SQL: the caller's session (never taken from the request), and for a
 * sub-query the value the user typed for its parameter (`:PARAM_VALUE`), bound like any user input.
 */
export type SessionValues = {
  orgId: number;
  vendorCode: string | null;
  userName: string;
  paramValue?: string;
};

const sessionParams = {
  ORG_ID: (s: SessionValues) => sql`(cast(${s.orgId} as integer))`,
  VENDOR_CODE: (s: SessionValues) => sql`(cast(${s.vendorCode} as varchar))`,
  USER_NAME: (s: SessionValues) => sql`(cast(${s.userName} as varchar))`,
  PARAM_VALUE: (s: SessionValues) => sql`(cast(${s.paramValue ?? ''} as varchar))`,
} as const;
type SessionParam = keyof typeof sessionParams;

/** Statements and clauses that have no place in a query: named in the refusal. */
const forbiddenWords = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'upsert',
  'truncate',
  'drop',
  'alter',
  'create',
  'grant',
  'revoke',
  'copy',
  'into',
  'lock',
  'call',
  'do',
  'execute',
  'prepare',
  'deallocate',
  'vacuum',
  'analyze',
  'cluster',
  'reindex',
  'refresh',
  'discard',
  'notify',
  'listen',
  'unlisten',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'checkpoint',
  'reset',
  'set_config',
  'current_setting',
  'nextval',
  'setval',
  'dblink',
  // Tables that hold secrets: no dropdown needs them.
  'server_secret',
  'user_session',
  'captcha',
  'login_attempt',
  'password_hash',
  'information_schema',
  'pgboss',
]);
/** Functions that read files, run SQL given as text, or act on other sessions, by prefix. */
const forbiddenPrefixes = ['pg_', 'lo_', 'dblink', 'txid_'];
const forbiddenFragments = ['_to_xml', 'to_xmlschema'];
/** pg_sleep is left to the statement time-out, which is what stops it (and any other slow query). */
const allowedWords = new Set(['pg_sleep']);

const refuse = (key: MessageKey, params: MessageParams = {}) => new AppError(400, key, params);

function isForbidden(word: string): boolean {
  if (allowedWords.has(word)) return false;
  return (
    forbiddenWords.has(word) ||
    forbiddenPrefixes.some((p) => word.startsWith(p)) ||
    forbiddenFragments.some((f) => word.includes(f))
  );
}

/** A checked statement: code chunks (comments removed) and the session values it uses, in order. */
export type CheckedSql = { parts: (string | { param: SessionParam })[] };

/**
 * Checks admin SQL without running it: one statement, a query, no writing or locking clause, no forbidden function
 * or secret table, balanced parentheses (so it cannot close the wrapper it runs in), only the session values
 * `:ORG_ID`, `:VENDOR_CODE`, `:USER_NAME` (and `:PARAM_VALUE` in a sub-query). Throws a 400 naming what is wrong.
 */
export function checkAdminSql(text: string, options: { allowParamValue?: boolean } = {}): CheckedSql {
  const allowed = new Set<string>(['ORG_ID', 'VENDOR_CODE', 'USER_NAME']);
  if (options.allowParamValue) allowed.add('PARAM_VALUE');
  let tokens: SqlToken[];
  try {
    tokens = scanSql(text);
  } catch (error) {
    if (error instanceof SqlScanError) throw refuse('safeSql.syntax');
    throw error;
  }
  // Comments go: what runs is exactly what was checked. A trailing `;` is forgiven, any other is a second statement.
  const code = tokens.filter((t) => t.kind !== 'comment');
  while (code.length && (code.at(-1)!.kind === 'space' || code.at(-1)!.kind === 'semicolon')) code.pop();
  const significant = code.filter((t) => t.kind !== 'space');
  if (significant.length === 0) throw refuse('safeSql.empty');
  if (significant.some((t) => t.kind === 'semicolon')) throw refuse('safeSql.multipleStatements');
  const unicode = significant.find((t) => t.kind === 'unicode');
  if (unicode) throw refuse('safeSql.unicodeEscape');
  const first = significant.find((t) => !(t.kind === 'symbol' && t.text === '('));
  if (first?.kind !== 'word' || (first.value !== 'select' && first.value !== 'with')) {
    throw refuse('safeSql.selectOnly');
  }
  let depth = 0;
  for (const [i, t] of significant.entries()) {
    if (t.kind === 'symbol' && t.text === '(') depth++;
    if (t.kind === 'symbol' && t.text === ')' && --depth < 0) throw refuse('safeSql.unbalanced');
    if (t.kind === 'positional') throw refuse('safeSql.positional', { param: t.text });
    if (t.kind === 'param' && !allowed.has(t.name.toUpperCase())) {
      throw refuse('safeSql.unknownParam', { name: t.name.slice(0, 64) });
    }
    if (t.kind === 'word' || t.kind === 'quoted') {
      const word = t.kind === 'word' ? t.value : t.value.toLowerCase();
      if (isForbidden(word)) throw refuse('safeSql.forbiddenWord', { word: word.toUpperCase().slice(0, 64) });
      const after = significant[i + 1];
      if (
        word === 'for' &&
        after?.kind === 'word' &&
        ['update', 'share', 'no', 'key'].includes(after.value)
      ) {
        throw refuse('safeSql.lockingClause');
      }
    }
  }
  if (depth !== 0) throw refuse('safeSql.unbalanced');

  const parts: CheckedSql['parts'] = [];
  for (const t of code) {
    if (t.kind === 'param') parts.push({ param: t.name.toUpperCase() as SessionParam });
    else if (typeof parts.at(-1) === 'string') parts[parts.length - 1] += t.text;
    else parts.push(t.text);
  }
  return { parts };
}

/** The checked statement with the session values bound as parameters (never spliced into the text). */
export function bindAdminSql(checked: CheckedSql, session: SessionValues): RawBuilder<unknown> {
  return sql.join(
    checked.parts.map((p) => (typeof p === 'string' ? sql.raw(p) : sessionParams[p.param](session))),
    sql``,
  );
}

export const adminSqlTimeoutMs = 2000;
/** Rows a dropdown may list at once; more needs the paged dropdown (IS_PAGING = 'Y'). */
export const dropdownRowCap = 1000;
/** Keys a sub-query may return. */
export const subQueryRowCap = 10_000;

type DbError = { code?: string; message?: string };
const isDbError = (e: unknown): e is DbError =>
  typeof e === 'object' && e !== null && typeof (e as DbError).code === 'string' && 'message' in e;

/** A database error of admin SQL → a message for the person who configured or uses it; never a 500. */
function refusalOf(error: DbError): AppError {
  if (error.code === '57014') {
    return new AppError(400, 'safeSql.timeout', { seconds: adminSqlTimeoutMs / 1000 });
  }
  if (error.code === '25006') return new AppError(400, 'safeSql.readOnly');
  const reason = String(error.message ?? '')
    .split('\n')[0]!
    .slice(0, 200);
  return new AppError(400, 'safeSql.failed', { reason });
}

/**
 * Runs a query that embeds admin SQL in a read-only transaction with the statement time-out. PGlite accepts but
 * does not enforce `statement_timeout` (single-threaded WASM): there only the read-only rule and row caps hold.
 */
export async function runReadOnly<Row>(db: Db, query: RawBuilder<Row>): Promise<Row[]> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      await sql.raw(`set local statement_timeout = ${adminSqlTimeoutMs}`).execute(trx);
      return (await query.execute(trx)).rows;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isDbError(error)) throw refusalOf(error);
    throw error;
  }
}

/** Rows of admin SQL, at most `cap`; more is refused with a message (truncating would show a wrong list). */
export async function selectAdminRows(
  db: Db,
  text: string,
  session: SessionValues,
  cap: number,
  options: { allowParamValue?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const inner = bindAdminSql(checkAdminSql(text, options), session);
  const rows = await runReadOnly<Record<string, unknown>>(
    db,
    sql<Record<string, unknown>>`select * from (${inner}) q limit ${cap + 1}`,
  );
  if (rows.length > cap) throw new AppError(400, 'safeSql.tooManyRows', { cap });
  return rows;
}
