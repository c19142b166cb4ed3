import { loadModule, parseSync, scanSync } from 'libpg-query';
import { AppError } from '../errors.ts';
import type { MessageKey, MessageParams } from '../messages.ts';
import {
  allowedFunctions,
  allowedOperators,
  allowedTypes,
  reportViews,
  type SessionParam,
  sessionParams,
  sessionParamTypes,
} from './catalogue.ts';

/*
 * Admin-configured SQL (dropdown SQL, sub-query SQL) checked by PostgreSQL's own parser (libpg_query, WASM) against
 * an allowlist (PRODUCT §9, docs/security.md): exactly one SELECT whose every node is of a kind listed below, that
 * reads only report views (or its own CTEs), calls only allowlisted functions and operators and casts only to
 * allowlisted types. Nothing is judged by words: a comment, a string or a quoted name is whatever the parser says it
 * is. What runs is the very text that was parsed: a `:NAME` placeholder is replaced by `(cast($k as type))` before
 * parsing, so a placeholder written next to a name cannot turn that name into a call the checker never saw
 * (`ts_stat:PARAM_VALUE` is checked, and refused, as the call `ts_stat(cast($1 as varchar))`).
 */

let ready: Promise<void> | undefined;
/** The parser's WASM module, loaded once per process. */
export const sqlParserReady = (): Promise<void> => {
  ready ??= loadModule();
  return ready;
};

/** Longest configured SQL accepted (characters). */
export const maxSqlLength = 20_000;

/**
 * A checked statement: the text that was parsed and checked, which is also the text that runs. Each `:NAME` stood
 * where `(cast($k as type))` stands now (k counts the placeholders from 1, in order), and `params[k - 1]` is the
 * session value bound there. `parts` is the same text cut at the placeholders, for binding.
 */
export type CheckedSql = {
  text: string;
  params: SessionParam[];
  parts: (string | { param: SessionParam })[];
};

/** What stands where `:NAME` was written: a parenthesised cast of a bound value, so it can only be a value. */
const placeholderText = (param: SessionParam, number: number) =>
  `(cast($${number} as ${sessionParamTypes[param]}))`;

const refuse = (key: MessageKey, params: MessageParams = {}) => new AppError(400, key, params);

// ---- the parse tree -------------------------------------------------------------------------------------------

type Fields = Record<string, unknown>;
/** CTE names visible where a relation is named. */
type Scope = ReadonlySet<string>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{ NodeType: fields }` → [NodeType, fields]. */
function unwrap(node: unknown): [string, Fields] {
  if (!isObject(node)) throw refuse('safeSql.notAllowed', { what: String(node).slice(0, 40) });
  const keys = Object.keys(node);
  const type = keys[0]!;
  if (keys.length !== 1 || !isObject(node[type])) throw refuse('safeSql.notAllowed', { what: type });
  return [type, node[type]];
}

/** Fields a node may carry besides its children: positions and plain flags. */
const scalarKeys = new Set(['location', 'list_start', 'list_end', 'rexpr_list_start', 'rexpr_list_end']);

/** Refuses a node that carries a field the rule does not expect (a construct nobody reviewed). */
function only(type: string, fields: Fields, allowed: string[]): void {
  for (const key of Object.keys(fields)) {
    if (!allowed.includes(key) && !scalarKeys.has(key)) {
      throw refuse('safeSql.notAllowed', { what: `${type}.${key}` });
    }
  }
}

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** The plain names of a `[{String: {sval}}]` list. */
function names(value: unknown): string[] {
  return list(value).map((item) => {
    const [type, fields] = unwrap(item);
    if (type !== 'String') throw refuse('safeSql.notAllowed', { what: type });
    return String(fields.sval ?? '');
  });
}

/** A function or type name, with an explicit `pg_catalog.` (as the parser writes SQL-syntax functions) dropped. */
function catalogName(value: unknown, kind: 'safeSql.function' | 'safeSql.type'): string {
  const parts = names(value);
  if (parts.length === 2 && parts[0] === 'pg_catalog') return parts[1]!;
  if (parts.length !== 1) throw refuse(kind, { name: parts.join('.').slice(0, 64) });
  return parts[0]!;
}

const visitAll = (nodes: unknown, scope: Scope) => {
  for (const node of list(nodes)) visit(node, scope);
};

const aExprKinds = new Set([
  'AEXPR_OP',
  'AEXPR_OP_ANY',
  'AEXPR_OP_ALL',
  'AEXPR_DISTINCT',
  'AEXPR_NOT_DISTINCT',
  'AEXPR_NULLIF',
  'AEXPR_IN',
  'AEXPR_LIKE',
  'AEXPR_ILIKE',
  'AEXPR_BETWEEN',
  'AEXPR_NOT_BETWEEN',
  'AEXPR_BETWEEN_SYM',
  'AEXPR_NOT_BETWEEN_SYM',
]);
const betweenKinds = new Set([
  'AEXPR_BETWEEN',
  'AEXPR_NOT_BETWEEN',
  'AEXPR_BETWEEN_SYM',
  'AEXPR_NOT_BETWEEN_SYM',
]);
const subLinkKinds = new Set([
  'EXISTS_SUBLINK',
  'ALL_SUBLINK',
  'ANY_SUBLINK',
  'EXPR_SUBLINK',
  'ARRAY_SUBLINK',
]);
const clockFunctions = new Set([
  'SVFOP_CURRENT_DATE',
  'SVFOP_CURRENT_TIME',
  'SVFOP_CURRENT_TIME_N',
  'SVFOP_CURRENT_TIMESTAMP',
  'SVFOP_CURRENT_TIMESTAMP_N',
  'SVFOP_LOCALTIME',
  'SVFOP_LOCALTIME_N',
  'SVFOP_LOCALTIMESTAMP',
  'SVFOP_LOCALTIMESTAMP_N',
]);
const views: ReadonlySet<string> = new Set(reportViews);

function checkOperator(name: unknown): void {
  const parts = names(name);
  if (parts.length !== 1 || !allowedOperators.has(parts[0]!)) {
    throw refuse('safeSql.operator', { name: parts.join('.').slice(0, 32) });
  }
}

function visitTypeName(fields: Fields): void {
  only('TypeName', fields, ['names', 'typemod', 'typmods', 'arrayBounds']);
  const name = catalogName(fields.names, 'safeSql.type');
  if (!allowedTypes.has(name)) throw refuse('safeSql.type', { name: name.slice(0, 64) });
  for (const typmod of list(fields.typmods)) {
    const [type] = unwrap(typmod);
    if (type !== 'A_Const') throw refuse('safeSql.notAllowed', { what: type });
  }
}

function visitWindow(fields: Fields, scope: Scope): void {
  only('WindowDef', fields, [
    'name',
    'refname',
    'partitionClause',
    'orderClause',
    'frameOptions',
    'startOffset',
    'endOffset',
  ]);
  visitAll(fields.partitionClause, scope);
  visitAll(fields.orderClause, scope);
  visitAll(fields.startOffset, scope);
  visitAll(fields.endOffset, scope);
}

/** One SELECT (or a set operation of SELECTs), its CTEs and clauses. */
function visitSelect(fields: Fields, outer: Scope): void {
  if (fields.intoClause) throw refuse('safeSql.into');
  if (fields.lockingClause) throw refuse('safeSql.lockingClause');
  only('SelectStmt', fields, [
    'distinctClause',
    'targetList',
    'fromClause',
    'whereClause',
    'groupClause',
    'groupDistinct',
    'havingClause',
    'windowClause',
    'valuesLists',
    'sortClause',
    'limitOffset',
    'limitCount',
    'limitOption',
    'withClause',
    'op',
    'all',
    'larg',
    'rarg',
  ]);
  let scope = outer;
  if (fields.withClause) {
    const withClause = fields.withClause as Fields;
    if (withClause.recursive) throw refuse('safeSql.recursive');
    only('WithClause', withClause, ['ctes']);
    for (const cte of list(withClause.ctes)) {
      const [type, c] = unwrap(cte);
      if (type !== 'CommonTableExpr') throw refuse('safeSql.notAllowed', { what: type });
      only('CommonTableExpr', c, ['ctename', 'aliascolnames', 'ctematerialized', 'ctequery']);
      const [queryType, query] = unwrap(c.ctequery);
      if (queryType !== 'SelectStmt') throw refuse('safeSql.selectOnly', { what: statementName(queryType) });
      // A CTE sees the CTEs written before it (no recursion).
      visitSelect(query, scope);
      scope = new Set([...scope, String(c.ctename)]);
    }
  }
  for (const item of list(fields.distinctClause)) {
    if (isObject(item) && Object.keys(item).length === 0) continue; // plain DISTINCT
    visit(item, scope);
  }
  for (const row of list(fields.valuesLists)) visit(row, scope);
  for (const clause of [
    'targetList',
    'fromClause',
    'whereClause',
    'groupClause',
    'havingClause',
    'windowClause',
    'sortClause',
    'limitOffset',
    'limitCount',
  ] as const) {
    visitAll(fields[clause], scope);
  }
  if (fields.larg) visitSelect(fields.larg as Fields, scope);
  if (fields.rarg) visitSelect(fields.rarg as Fields, scope);
}

/** Visits one expression or clause node; anything no group below handles is refused. */
function visit(node: unknown, scope: Scope): void {
  const [type, f] = unwrap(node);
  if (visitQuery(type, f, scope) || visitExpression(type, f, scope) || visitCall(type, f, scope)) return;
  throw refuse('safeSql.notAllowed', { what: readable(type) });
}

/** Queries and what they read: a SELECT, a sub-query, a relation (only a report view or a CTE in scope), a join. */
function visitQuery(type: string, f: Fields, scope: Scope): boolean {
  switch (type) {
    case 'SelectStmt':
      visitSelect(f, scope);
      return true;
    case 'SubLink': {
      only(type, f, ['subLinkType', 'testexpr', 'operName', 'subselect']);
      if (!subLinkKinds.has(String(f.subLinkType)))
        throw refuse('safeSql.notAllowed', { what: String(f.subLinkType) });
      if (f.operName !== undefined) checkOperator(f.operName);
      visitAll(f.testexpr, scope);
      const [subType, sub] = unwrap(f.subselect);
      if (subType !== 'SelectStmt') throw refuse('safeSql.selectOnly', { what: statementName(subType) });
      visitSelect(sub, scope);
      return true;
    }
    case 'RangeVar': {
      only(type, f, ['relname', 'schemaname', 'catalogname', 'inh', 'relpersistence', 'alias']);
      const relation = String(f.relname);
      if (f.schemaname || f.catalogname) {
        const qualified = [f.catalogname, f.schemaname, relation].filter(Boolean).join('.');
        throw refuse('safeSql.qualified', { name: qualified.slice(0, 128) });
      }
      if (f.relpersistence !== 'p') throw refuse('safeSql.notAllowed', { what: relation.slice(0, 64) });
      if (!scope.has(relation) && !views.has(relation)) {
        throw refuse('safeSql.relation', { name: relation.slice(0, 64), views: reportViews.join(', ') });
      }
      visitAlias(f.alias);
      return true;
    }
    case 'RangeSubselect': {
      only(type, f, ['lateral', 'subquery', 'alias']);
      const [subType, sub] = unwrap(f.subquery);
      if (subType !== 'SelectStmt') throw refuse('safeSql.selectOnly', { what: statementName(subType) });
      visitSelect(sub, scope);
      visitAlias(f.alias);
      return true;
    }
    case 'JoinExpr':
      only(type, f, [
        'jointype',
        'isNatural',
        'larg',
        'rarg',
        'usingClause',
        'join_using_alias',
        'quals',
        'alias',
      ]);
      visitAll(f.larg, scope);
      visitAll(f.rarg, scope);
      names(f.usingClause);
      visitAll(f.quals, scope);
      visitAlias(f.alias);
      return true;
    default:
      return false;
  }
}

/** Values and the operators, tests and conditionals over them. */
function visitExpression(type: string, f: Fields, scope: Scope): boolean {
  switch (type) {
    case 'ResTarget':
      only(type, f, ['name', 'val']);
      visitAll(f.val, scope);
      return true;
    case 'ColumnRef':
      only(type, f, ['fields']);
      for (const part of list(f.fields)) {
        const [partType] = unwrap(part);
        if (partType !== 'String' && partType !== 'A_Star')
          throw refuse('safeSql.notAllowed', { what: partType });
      }
      return true;
    case 'A_Const':
      only(type, f, ['ival', 'fval', 'sval', 'bsval', 'boolval', 'isnull']);
      return true;
    case 'ParamRef':
      // Only the session values put in by prepare() reach the parser (a written `$1` is refused before), and only
      // as the argument of their own cast (below): nowhere else.
      throw refuse('safeSql.notAllowed', { what: 'parameter' });
    case 'A_Expr': {
      only(type, f, ['kind', 'name', 'lexpr', 'rexpr']);
      const kind = String(f.kind);
      if (!aExprKinds.has(kind)) throw refuse('safeSql.notAllowed', { what: kind.replace('AEXPR_', '') });
      if (!betweenKinds.has(kind)) checkOperator(f.name);
      visitAll(f.lexpr, scope);
      visitAll(f.rexpr, scope);
      return true;
    }
    case 'List':
      only(type, f, ['items']);
      visitAll(f.items, scope);
      return true;
    case 'BoolExpr':
      only(type, f, ['boolop', 'args']);
      visitAll(f.args, scope);
      return true;
    case 'NullTest':
      only(type, f, ['arg', 'nulltesttype', 'argisrow']);
      visitAll(f.arg, scope);
      return true;
    case 'BooleanTest':
      only(type, f, ['arg', 'booltesttype']);
      visitAll(f.arg, scope);
      return true;
    case 'CaseExpr':
      only(type, f, ['arg', 'args', 'defresult']);
      visitAll(f.arg, scope);
      visitAll(f.args, scope);
      visitAll(f.defresult, scope);
      return true;
    case 'CaseWhen':
      only(type, f, ['expr', 'result']);
      visitAll(f.expr, scope);
      visitAll(f.result, scope);
      return true;
    case 'CoalesceExpr':
    case 'MinMaxExpr':
      only(type, f, ['args', 'op']);
      visitAll(f.args, scope);
      return true;
    case 'A_ArrayExpr':
      only(type, f, ['elements']);
      visitAll(f.elements, scope);
      return true;
    default:
      return false;
  }
}

/**
 * Casts (only to allowlisted types), calls (only allowlisted functions, with bounded arguments), the clock, and the
 * sort, window and grouping clauses.
 */
function visitCall(type: string, f: Fields, scope: Scope): boolean {
  switch (type) {
    case 'TypeCast': {
      only(type, f, ['arg', 'typeName']);
      visitTypeName(f.typeName as Fields);
      const [argType, arg] = unwrap(f.arg);
      if (argType === 'ParamRef') {
        only(argType, arg, ['number']);
        return true;
      }
      visit(f.arg, scope);
      return true;
    }
    case 'FuncCall': {
      only(type, f, [
        'funcname',
        'args',
        'agg_order',
        'agg_filter',
        'over',
        'agg_within_group',
        'agg_star',
        'agg_distinct',
        'funcformat',
      ]);
      const name = catalogName(f.funcname, 'safeSql.function');
      if (!allowedFunctions.has(name)) throw refuse('safeSql.function', { name: name.slice(0, 64) });
      checkArguments(name, list(f.args));
      visitAll(f.args, scope);
      visitAll(f.agg_order, scope);
      visitAll(f.agg_filter, scope);
      if (f.over) visitWindow(f.over as Fields, scope);
      return true;
    }
    case 'SQLValueFunction':
      only(type, f, ['op', 'typmod']);
      if (!clockFunctions.has(String(f.op))) {
        throw refuse('safeSql.notAllowed', { what: String(f.op).replace('SVFOP_', '') });
      }
      return true;
    case 'SortBy':
      only(type, f, ['node', 'sortby_dir', 'sortby_nulls']);
      visitAll(f.node, scope);
      return true;
    case 'WindowDef':
      visitWindow(f, scope);
      return true;
    case 'GroupingSet':
      only(type, f, ['kind', 'content']);
      visitAll(f.content, scope);
      return true;
    default:
      return false;
  }
}

// ---- what a call may produce -------------------------------------------------------------------------------------

/** A constant written in the SQL: its value, or undefined when the node is anything else. */
function constantOf(node: unknown): string | number | undefined {
  if (!isObject(node) || !isObject(node.A_Const)) return undefined;
  const c = node.A_Const;
  if (isObject(c.ival)) return Number(c.ival.ival ?? 0);
  if (isObject(c.sval)) return String(c.sval.sval ?? '');
  return undefined;
}

/** Longest text a pad may produce; longest format picture; most arguments of a concatenation. */
export const argumentLimits = { padLength: 255, format: 64, concatArguments: 32 } as const;

/**
 * A function whose output grows with an argument (a pad's length, a format picture, a replacement) takes it as a
 * constant within a bound: the planner's cost counts rows and calls, not the bytes a call makes, so one `lpad(x,
 * 1000000)` over a cross join would cost little on paper and freeze the embedded database (which has no timer).
 */
function checkArguments(name: string, args: unknown[]): void {
  switch (name) {
    case 'lpad':
    case 'rpad': {
      const length = constantOf(args[1]);
      if (typeof length !== 'number' || length > argumentLimits.padLength)
        throw refuse('safeSql.argLength', { name, max: argumentLimits.padLength });
      return;
    }
    case 'to_char':
    case 'to_date':
    case 'to_timestamp':
    case 'to_number': {
      if (args.length < 2) return;
      const format = constantOf(args[1]);
      if (typeof format !== 'string' || format.length > argumentLimits.format)
        throw refuse('safeSql.argFormat', { name, max: argumentLimits.format });
      return;
    }
    case 'replace': {
      const search = constantOf(args[1]);
      const replacement = constantOf(args[2]);
      if (typeof search !== 'string' || typeof replacement !== 'string' || replacement.length > search.length)
        throw refuse('safeSql.argNoGrowth');
      return;
    }
    case 'concat':
    case 'concat_ws':
      if (args.length > argumentLimits.concatArguments)
        throw refuse('safeSql.argCount', { name, max: argumentLimits.concatArguments });
      return;
  }
}

function visitAlias(alias: unknown): void {
  if (alias === undefined) return;
  if (!isObject(alias)) throw refuse('safeSql.notAllowed', { what: 'alias' });
  only('Alias', alias, ['aliasname', 'colnames']);
  names(alias.colnames);
}

/** `DeleteStmt` → `DELETE`, for the person reading the refusal. */
function statementName(type: string): string {
  const known: Record<string, string> = {
    InsertStmt: 'INSERT',
    UpdateStmt: 'UPDATE',
    DeleteStmt: 'DELETE',
    MergeStmt: 'MERGE',
    VariableSetStmt: 'SET',
    CopyStmt: 'COPY',
    TransactionStmt: 'BEGIN / COMMIT',
    DoStmt: 'DO',
    CallStmt: 'CALL',
    ExplainStmt: 'EXPLAIN',
    LockStmt: 'LOCK',
  };
  return known[type] ?? readable(type);
}

/** `RangeFunction` → `range function`. */
const readable = (type: string) =>
  type
    .replace(/Stmt$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .slice(0, 64);

// ---- session values -------------------------------------------------------------------------------------------

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Finds the `:NAME` placeholders with PostgreSQL's own lexer (so one inside a string or a comment is left alone) and
 * answers the statement as it will run: each placeholder replaced by `placeholderText` (its own number, counting
 * from 1), with the chunks around them for binding.
 */
function prepare(text: string, allowParamValue: boolean): CheckedSql {
  const allowed = new Set<string>(sessionParams.filter((p) => allowParamValue || p !== 'PARAM_VALUE'));
  const bytes = Buffer.from(text, 'utf8');
  let tokens: ReturnType<typeof scanSync>['tokens'];
  try {
    tokens = scanSync(text).tokens;
  } catch {
    // The scanner does not say why: the parser does.
    let reason = 'syntax error';
    try {
      parseSync(text);
    } catch (error) {
      reason = parserMessage(error);
    }
    throw refuse('safeSql.syntax', { reason });
  }
  const parts: CheckedSql['parts'] = [];
  const params: SessionParam[] = [];
  let from = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.tokenName === 'PARAM') throw refuse('safeSql.positional', { param: token.text.slice(0, 16) });
    const next = tokens[i + 1];
    if (token.text !== ':' || !next || next.start !== token.end || !identifier.test(next.text)) continue;
    const name = next.text.toUpperCase();
    if (!allowed.has(name)) throw refuse('safeSql.unknownParam', { name: next.text.slice(0, 64) });
    parts.push(bytes.subarray(from, token.start).toString('utf8'), { param: name as SessionParam });
    params.push(name as SessionParam);
    from = next.end;
    i++;
  }
  parts.push(bytes.subarray(from).toString('utf8'));
  const kept = parts.filter((p) => p !== '');
  return { text: renderParts(kept), params, parts: kept };
}

/** The text of `parts` as it runs, placeholders numbered from 1. */
function renderParts(parts: CheckedSql['parts']): string {
  let number = 0;
  return parts.map((p) => (typeof p === 'string' ? p : placeholderText(p.param, ++number))).join('');
}

function parserMessage(error: unknown): string {
  return String((error as { message?: unknown }).message ?? error)
    .split('\n')[0]!
    .slice(0, 200);
}

/**
 * Checks admin SQL without running it: one SELECT over report views with allowlisted functions, operators and
 * types, and only the session values `:ORG_ID`, `:VENDOR_CODE`, `:USER_NAME` (and `:PARAM_VALUE` in a sub-query).
 * Throws a 400 naming what is not allowed.
 */
export async function checkAdminSql(
  text: string,
  options: { allowParamValue?: boolean } = {},
): Promise<CheckedSql> {
  await sqlParserReady();
  if (!text.trim()) throw refuse('safeSql.empty');
  if (text.length > maxSqlLength) throw refuse('safeSql.tooLong', { max: maxSqlLength });
  if (text.includes('\0')) throw refuse('safeSql.syntax', { reason: 'NUL' });
  const prepared = prepare(text, options.allowParamValue ?? false);
  let tree: ReturnType<typeof parseSync>;
  try {
    tree = parseSync(prepared.text);
  } catch (error) {
    throw refuse('safeSql.syntax', { reason: parserMessage(error) });
  }
  const statements = tree.stmts ?? [];
  if (statements.length === 0) throw refuse('safeSql.empty');
  if (statements.length > 1) throw refuse('safeSql.multipleStatements');
  const [type, select] = unwrap(statements[0]!.stmt);
  if (type !== 'SelectStmt') throw refuse('safeSql.selectOnly', { what: statementName(type) });
  visitSelect(select, new Set());
  return prepared;
}

/**
 * The statements of a script as the parser splits them (pg-boss sends several in one text; PGlite's extended
 * protocol runs one per call).
 */
export async function splitStatements(script: string): Promise<string[]> {
  await sqlParserReady();
  const bytes = Buffer.from(script, 'utf8');
  return (parseSync(script).stmts ?? []).map((s) => {
    const start = s.stmt_location ?? 0;
    const end = s.stmt_len ? start + s.stmt_len : bytes.length;
    return bytes.subarray(start, end).toString('utf8').trim();
  });
}
