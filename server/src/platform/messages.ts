import type { Language } from '@srm/contract';

/** Messages by key, each in every language; `{name}` in a text is replaced by the matching parameter. */
export type MessageTable = Readonly<Record<string, Readonly<Record<Language, string>>>>;

/**
 * The platform's own messages: transport errors, validation, sign-in and sessions, the list engine, the admin-SQL
 * sandbox, files, the common refusals, and the few keys of a module's prefix that platform code itself names (the
 * API-key check, staff-only routes, a list parameter's sub-query). Each module keeps its messages beside its code
 * (`modules/<m>/<m>.messages.ts`, under its own prefix); `server/src/messages.ts` joins every table into the
 * catalogue and installs it. `messages.test.ts` checks that both languages have every key and that no key is
 * defined twice.
 */
export const platformMessages = {
  'http.400': { 'zh-chs': '请求错误', en: 'Bad request' },
  'http.401': { 'zh-chs': '未授权，请登录', en: 'Unauthorized, please sign in' },
  'http.403': { 'zh-chs': '拒绝访问', en: 'Access denied' },
  'http.404': { 'zh-chs': '请求地址出错 {path}', en: 'Request address error {path}' },
  'http.405': { 'zh-chs': '请求方法不被允许', en: 'Method not allowed' },
  'http.408': { 'zh-chs': '请求超时', en: 'Request timeout' },
  'http.409': { 'zh-chs': '状态冲突', en: 'State conflict' },
  'http.413': { 'zh-chs': '请求内容过大', en: 'Request body too large' },
  'http.415': { 'zh-chs': '不支持的内容类型', en: 'Unsupported content type' },
  'http.429': { 'zh-chs': '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  'http.500': { 'zh-chs': '服务器内部错误', en: 'Internal server error' },
  'http.503': { 'zh-chs': '服务不可用', en: 'Service unavailable' },
  'validation.field': { 'zh-chs': '字段 {field}：{reason}', en: 'Field {field}: {reason}' },
  'validation.body': { 'zh-chs': '请求体：{reason}', en: 'Request body: {reason}' },
  'validation.required': { 'zh-chs': '必填', en: 'is required' },
  'validation.invalidType': { 'zh-chs': '应为 {expected} 类型', en: 'must be of type {expected}' },
  'validation.tooSmall': { 'zh-chs': '不能小于 {minimum}', en: 'must be at least {minimum}' },
  'validation.tooBig': { 'zh-chs': '不能大于 {maximum}', en: 'must be at most {maximum}' },
  'validation.tooShort': {
    'zh-chs': '长度不能少于 {minimum} 个字符',
    en: 'must have at least {minimum} characters',
  },
  'validation.tooLong': {
    'zh-chs': '长度不能超过 {maximum} 个字符',
    en: 'must have at most {maximum} characters',
  },
  'validation.invalidFormat': { 'zh-chs': '格式不正确', en: 'has an invalid format' },
  'validation.noVisibleText': {
    'zh-chs': '须包含可见的文字（仅有空格或不可见字符不算）',
    en: 'must contain visible text (spaces or invisible characters alone do not count)',
  },
  'validation.invalidValue': { 'zh-chs': '取值无效', en: 'has an invalid value' },
  'validation.unknownKeys': { 'zh-chs': '包含未知字段 {keys}', en: 'contains unknown fields {keys}' },
  'validation.invalidJson': { 'zh-chs': 'JSON 格式错误', en: 'is not valid JSON' },
  'validation.nulCharacter': {
    'zh-chs': '不能包含空字符（U+0000）',
    en: 'must not contain the NUL character (U+0000)',
  },
  'validation.tooDeep': {
    'zh-chs': 'JSON 嵌套不能超过 {max} 层',
    en: 'JSON must not be nested more than {max} levels deep',
  },
  'validation.bodyTooLarge': {
    'zh-chs': '请求内容过大（最多 {limit}）',
    en: 'The request body is too large (at most {limit})',
  },
  'auth.tokenInvalid': {
    'zh-chs': '登录已失效，请重新登录',
    en: 'Your sign-in has expired, please sign in again',
  },
  'auth.sessionEnded': {
    'zh-chs': '会话已结束，请重新登录',
    en: 'Your session has ended, please sign in again',
  },
  'auth.orgHeaderInvalid': { 'zh-chs': '组织标识无效', en: 'Invalid organisation header' },
  'auth.notInOrganization': { 'zh-chs': '您不属于该组织', en: 'You do not belong to this organisation' },
  'auth.badCredentials': { 'zh-chs': '用户名或密码错误', en: 'Wrong user name or password' },
  'auth.captchaWrong': { 'zh-chs': '验证码错误', en: 'Wrong verification code' },
  'auth.captchaExpired': {
    'zh-chs': '验证码已过期或已使用，请刷新后重试',
    en: 'The verification code has expired or was already used, please refresh it',
  },
  'auth.passwordNotEncrypted': {
    'zh-chs': '密码必须加密传输，请刷新页面后重试',
    en: 'The password must be sent encrypted; reload the page and try again',
  },
  'auth.passwordNonceInvalid': {
    'zh-chs': '加密的密码已过期或已被使用，请重新提交',
    en: 'The encrypted password has expired or was already used; please submit again',
  },
  'auth.locked': {
    'zh-chs': '账号已锁定，请 {minutes} 分钟后再试或联系管理员',
    en: 'The account is locked; try again in {minutes} minutes or contact an administrator',
  },
  'auth.lockedByAdmin': { 'zh-chs': '账号已被管理员锁定', en: 'The account was locked by an administrator' },
  'auth.disabled': { 'zh-chs': '账号已停用', en: 'The account is disabled' },
  'auth.noMenus': {
    'zh-chs': '该账号没有分配菜单或权限',
    en: 'This account has no menus or permissions assigned',
  },
  'auth.tooManyAttempts': {
    'zh-chs': '登录尝试过于频繁，请稍后再试',
    en: 'Too many sign-in attempts, please try again later',
  },
  'list.unknownField': { 'zh-chs': '未知的查询字段 {field}', en: 'Unknown query field {field}' },
  'list.invalidValue': {
    'zh-chs': '字段 {field} 的查询值格式不正确',
    en: 'The query value of {field} has a wrong format',
  },
  'list.printNothing': { 'zh-chs': '没有可打印的数据', en: 'Nothing to print: no row matches' },
  'integration.keyMissing': {
    'zh-chs': '缺少 API 密钥（X-Api-Key）',
    en: 'The API key (X-Api-Key) is missing',
  },
  'integration.keyInvalid': { 'zh-chs': 'API 密钥无效或已吊销', en: 'The API key is invalid or revoked' },
  'integration.scopeMissing': {
    'zh-chs': 'API 密钥没有 {scope} 权限',
    en: 'The API key has no {scope} scope',
  },
  'common.inUse': {
    'zh-chs': '记录已被使用，无法删除',
    en: 'The record is in use and cannot be deleted',
  },
  'common.notAllDeleted': {
    'zh-chs': '所选 {total} 条记录中有 {count} 条不能删除，全部未删除：',
    en: '{count} of the {total} selected records cannot be deleted, so none was deleted:',
  },
  'common.notFound': { 'zh-chs': '记录不存在或无权访问', en: 'The record does not exist or is not yours' },
  'user.staffOnly': {
    'zh-chs': '供应商账号不能使用该功能',
    en: 'Vendor accounts cannot use this function',
  },
  'safeSql.empty': { 'zh-chs': 'SQL 不能为空', en: 'The SQL is empty' },
  'safeSql.tooLong': {
    'zh-chs': 'SQL 过长（最多 {max} 个字符）',
    en: 'The SQL is too long (at most {max} characters)',
  },
  'safeSql.syntax': {
    'zh-chs': 'SQL 语法错误：{reason}',
    en: 'The SQL has a syntax error: {reason}',
  },
  'safeSql.multipleStatements': {
    'zh-chs': '只能配置一条 SQL 语句（分号只能出现在字符串中）',
    en: 'Only one SQL statement is allowed (a ; may only appear inside a string)',
  },
  'safeSql.selectOnly': {
    'zh-chs': '只能配置查询语句（SELECT 或 WITH … SELECT），不允许 {what}',
    en: 'Only a query is allowed (SELECT or WITH … SELECT), not {what}',
  },
  'safeSql.notAllowed': {
    'zh-chs': 'SQL 中不允许使用 {what}',
    en: 'The SQL may not use {what}',
  },
  'safeSql.function': {
    'zh-chs': 'SQL 中不允许调用函数 {name}（允许的函数见安全说明：文本、数字、日期、聚合与排名函数）',
    en: 'The SQL may not call the function {name} (allowed: text, number, date, aggregate and ranking functions)',
  },
  'safeSql.argLength': {
    'zh-chs': 'SQL 中 {name} 的长度须写成不超过 {max} 的数字常量',
    en: 'The SQL must give {name} its length as a number written in the SQL, at most {max}',
  },
  'safeSql.argFormat': {
    'zh-chs': 'SQL 中 {name} 的格式须写成不超过 {max} 个字符的文本常量',
    en: 'The SQL must give {name} its format as a text written in the SQL, at most {max} characters',
  },
  'safeSql.argNoGrowth': {
    'zh-chs': 'SQL 中 replace 的查找与替换文本须写成常量，且替换文本不长于查找文本',
    en: 'The SQL must give replace its search and replacement as texts written in the SQL, the replacement no longer than the search',
  },
  'safeSql.argCount': {
    'zh-chs': 'SQL 中 {name} 的参数不能超过 {max} 个',
    en: 'The SQL may give {name} at most {max} arguments',
  },
  'safeSql.operator': {
    'zh-chs': 'SQL 中不允许使用运算符 {name}',
    en: 'The SQL may not use the operator {name}',
  },
  'safeSql.type': {
    'zh-chs': 'SQL 中不允许转换为类型 {name}',
    en: 'The SQL may not cast to the type {name}',
  },
  'safeSql.relation': {
    'zh-chs': '{name} 不是报表视图；配置的 SQL 只能读取：{views}',
    en: '{name} is not a report view; configured SQL may read only: {views}',
  },
  'safeSql.qualified': {
    'zh-chs': 'SQL 不能指定模式名（{name}），请直接写报表视图名',
    en: 'The SQL may not name a schema ({name}); write the report view name alone',
  },
  'safeSql.lockingClause': {
    'zh-chs': 'SQL 不允许锁定数据行（FOR UPDATE / FOR SHARE）',
    en: 'The SQL may not lock rows (FOR UPDATE / FOR SHARE)',
  },
  'safeSql.into': {
    'zh-chs': 'SQL 不允许使用 SELECT … INTO',
    en: 'The SQL may not use SELECT … INTO',
  },
  'safeSql.recursive': {
    'zh-chs': 'SQL 不允许使用递归查询（WITH RECURSIVE）',
    en: 'The SQL may not use a recursive query (WITH RECURSIVE)',
  },
  'safeSql.unknownParam': {
    'zh-chs': '未知的参数 :{name}，只能使用 :ORG_ID、:VENDOR_CODE、:USER_NAME（子查询还可用 :PARAM_VALUE）',
    en: 'Unknown parameter :{name}; only :ORG_ID, :VENDOR_CODE, :USER_NAME (and :PARAM_VALUE in a sub-query) can be used',
  },
  'safeSql.positional': {
    'zh-chs': 'SQL 不能使用 {param} 形式的参数，请使用 :ORG_ID、:VENDOR_CODE、:USER_NAME',
    en: 'The SQL may not use parameters like {param}; use :ORG_ID, :VENDOR_CODE or :USER_NAME',
  },
  'safeSql.tooCostly': {
    'zh-chs': 'SQL 预计开销过大（{cost}，上限 {cap}），请缩小范围或增加条件',
    en: 'The SQL is estimated too costly ({cost}, at most {cap}); narrow it or add conditions',
  },
  'safeSql.tooManyPairs': {
    'zh-chs':
      'SQL 的连接在内置数据库上最多可能产生 {rows} 行（上限 {cap}）：请用普通列的等值条件连接，或缩小范围',
    en: 'The SQL could make up to {rows} rows in a join on the embedded database (limit {cap}): join on equal plain columns, or narrow it down',
  },
  'safeSql.busy': {
    'zh-chs': '您同时运行的配置 SQL 过多，请稍后再试',
    en: 'You are running too many configured SQL queries at once; try again shortly',
  },
  'safeSql.timeout': {
    'zh-chs': 'SQL 执行超过 {seconds} 秒，已被取消',
    en: 'The SQL ran longer than {seconds} s and was cancelled',
  },
  'safeSql.readOnly': {
    'zh-chs': 'SQL 试图修改数据，已被拒绝',
    en: 'The SQL tried to change data and was refused',
  },
  'safeSql.failed': { 'zh-chs': 'SQL 执行出错：{reason}', en: 'The SQL failed: {reason}' },
  'safeSql.tooManyRows': {
    'zh-chs': 'SQL 返回超过 {cap} 行，请缩小范围或为下拉框开启分页',
    en: 'The SQL returns more than {cap} rows; narrow it or turn on paging for the dropdown',
  },
  'safeSql.codeName': {
    'zh-chs': '下拉 SQL 必须返回 CODE 和 NAME 两列',
    en: 'The dropdown SQL must return the columns CODE and NAME',
  },
  'safeSql.subQueryValue': {
    'zh-chs': '参数 {param} 的子查询返回的值 {value} 不符合字段 {field} 的类型',
    en: 'The sub-query of parameter {param} returns {value}, which does not fit field {field}',
  },
  'listParam.sqlRefused': {
    'zh-chs': '参数 {param} 的{kind}：{reason}',
    en: '{kind} of parameter {param}: {reason}',
  },
  'listParam.kind.reference': { 'zh-chs': '下拉SQL', en: 'Dropdown SQL' },
  'listParam.kind.sub': { 'zh-chs': '子查询SQL', en: 'Sub-query SQL' },
  'files.notFound': { 'zh-chs': '文件不存在或已被删除', en: 'The file does not exist or was removed' },
  'workbook.unknownPart': {
    'zh-chs': '文件含有 Excel 工作簿以外的内容（{part}），请另存为标准的 .xlsx 后再上传',
    en: 'The file holds a part that is not an Excel workbook’s ({part}); save it as a plain .xlsx and upload it again',
  },
  'workbook.partTooLarge': {
    'zh-chs': '工作簿中的 {part} 解压后超过 {limit} MB，请删除多余的内容（图片、空行、格式）后再上传',
    en: 'The workbook’s {part} unpacks to more than {limit} MB; remove what is not needed (pictures, empty rows, formatting) and upload it again',
  },
  'workbook.tooLarge': {
    'zh-chs': '工作簿解压后超过 {limit} MB，请拆分后再上传',
    en: 'The workbook unpacks to more than {limit} MB; split it and upload the parts',
  },
  'workbook.tooComplex': {
    'zh-chs': '工作簿过于复杂，无法在限定的时间和内存内读取，请删除多余的内容或拆分后再上传',
    en: 'The workbook is too complex to read within the time and memory allowed; remove what is not needed or split it',
  },
  'workbook.busy': {
    'zh-chs': '正在读取其他文件，请稍后再试',
    en: 'Other files are being read; please try again in a moment',
  },
} as const satisfies MessageTable;

/**
 * Every message the server has, by key. The platform imports no module, so it declares its own table here and
 * `server/src/messages.ts` adds the modules' tables to this interface (declaration merging): `MessageKey` is the
 * exact union of all keys, everywhere, and a misspelt key does not compile.
 */
export interface Messages extends PlatformMessages {}
type PlatformMessages = typeof platformMessages;

export type MessageKey = keyof Messages;
export type MessageParams = Record<string, string | number>;

let catalogue: MessageTable = platformMessages;

/** Makes every key translatable: `server/src/messages.ts` calls it with the full catalogue when it is imported. */
export function installMessages(
  all: { readonly [K in MessageKey]: Readonly<Record<Language, string>> },
): void {
  catalogue = all;
}

/** Whether a text (a contract refinement's message, a parameter) is a message key. */
export const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(catalogue, text);

/**
 * The text of a key in a language, its `{name}` placeholders filled. Platform code runs inside the app, which has
 * installed the catalogue; code outside the platform imports this from `server/src/messages.ts`, which installs it.
 */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const texts = catalogue[key];
  if (!texts)
    throw new Error(
      `No message ${key}: import translate from server/src/messages.ts, which installs them all`,
    );
  // A parameter that is itself a message key (a status, an action) is translated too.
  return texts[lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return isMessageKey(value) ? catalogue[value]![lang] : value;
  });
}
