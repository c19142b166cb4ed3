import { languages } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { type MessageKey, messages, translate } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(messages) as MessageKey[];

describe('server messages', () => {
  it.each(keys)('%s has a text in every language with the same placeholders', (key) => {
    const texts: Record<string, string> = messages[key];
    const expected = placeholders(texts['zh-chs'] ?? '');
    for (const lang of languages) {
      const text = texts[lang];
      expect(text, `${key} [${lang}]`).toBeTruthy();
      expect(text?.trim(), `${key} [${lang}]`).not.toBe('');
      expect(placeholders(text ?? ''), `${key} [${lang}] placeholders`).toEqual(expected);
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'http.404', { path: '/api/x' })).toBe('Request address error /api/x');
    expect(translate('zh-chs', 'validation.field', { field: 'userName', reason: '必填' })).toBe(
      '字段 userName：必填',
    );
    expect(translate('en', 'http.404')).toBe('Request address error {path}');
  });
});
