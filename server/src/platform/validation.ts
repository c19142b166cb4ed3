import type { Language } from '@srm/contract';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { isMessageKey, type MessageKey, type MessageParams, translate } from './messages.ts';

type IssueParams = {
  expected?: string;
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  keys?: string[];
};

/** One zod issue → a reason in the caller's language ("is required", "must be at least 4 characters"). */
function reason(lang: Language, issue: FastifySchemaValidationError): string {
  const p = (issue.params ?? {}) as IssueParams;
  const say = (key: MessageKey, params?: MessageParams) => translate(lang, key, params);
  switch (issue.keyword) {
    case 'invalid_type': {
      // zod 4 leaves the input out of issues (no reportInput); its message still says what it received.
      const missing = 'input' in p ? p.input === undefined : /received undefined$/.test(issue.message ?? '');
      return missing
        ? say('validation.required')
        : say('validation.invalidType', { expected: String(p.expected) });
    }
    case 'too_small':
      return p.origin === 'string' || p.origin === 'array'
        ? Number(p.minimum) === 1
          ? say('validation.required')
          : say('validation.tooShort', { minimum: String(p.minimum) })
        : say('validation.tooSmall', { minimum: String(p.minimum) });
    case 'too_big':
      return p.origin === 'string' || p.origin === 'array'
        ? say('validation.tooLong', { maximum: String(p.maximum) })
        : say('validation.tooBig', { maximum: String(p.maximum) });
    case 'invalid_format':
      // A contract pattern may name a server message key too (`.regex(re, 'printTemplate.prefixInvalid')`).
      if (issue.message && isMessageKey(issue.message)) return say(issue.message);
      return say('validation.invalidFormat');
    case 'unrecognized_keys':
      return say('validation.unknownKeys', { keys: (p.keys ?? []).join(', ') });
    case 'custom':
      // A contract refinement names a server message key (e.g. `menu.linkInvalid`) so the reason is localised.
      if (issue.message && isMessageKey(issue.message)) return say(issue.message);
      return issue.message ?? say('validation.invalidValue');
    default:
      return say('validation.invalidValue');
  }
}

/**
 * The message of a 400 for a malformed request: names the first wrong field (dotted path) and why, e.g.
 * `字段 userName：长度不能超过 64 个字符` / `Field userName: must have at most 64 characters`.
 */
export function describeValidationError(
  lang: Language,
  issues: FastifySchemaValidationError[],
  context: string | undefined,
): { msg: string; fields: string[] } {
  const fields = issues.map((i) => i.instancePath.replace(/^\//, '').replaceAll('/', '.'));
  const first = issues[0];
  if (!first) return { msg: translate(lang, 'http.400'), fields };
  const field = fields[0] || '';
  const why = reason(lang, first);
  const msg = field
    ? translate(lang, 'validation.field', { field, reason: why })
    : translate(lang, 'validation.body', { reason: why });
  return { msg: context && !field ? `${msg} (${context})` : msg, fields };
}
