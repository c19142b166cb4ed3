import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { type MessageKey, messages, messageTables, translate } from '../messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(messages) as MessageKey[];
const modulesDir = path.resolve(import.meta.dirname, '../modules');

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

  it('defines each key in one table only', () => {
    const owners = new Map<string, string[]>();
    for (const [owner, table] of Object.entries(messageTables))
      for (const key of Object.keys(table)) owners.set(key, [...(owners.get(key) ?? []), owner]);
    const twice = [...owners]
      .filter(([, of]) => of.length > 1)
      .map(([key, of]) => `${key}: ${of.join(', ')}`);
    expect(twice, 'a key belongs to one table: keep it where its concept lives').toEqual([]);
    expect(keys.length).toBe(owners.size);
  });

  it('joins the table of every module that has one (server/src/messages.ts)', () => {
    const withTable = readdirSync(modulesDir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(path.join(modulesDir, e.name, `${e.name}.messages.ts`)))
      .map((e) => e.name)
      .sort();
    expect(withTable.length).toBeGreaterThan(15);
    expect(Object.keys(messageTables).sort()).toEqual(['platform', ...withTable].sort());
  });

  it('is translated outside the platform through server/src/messages.ts, which installs every table', () => {
    const serverDir = path.resolve(modulesDir, '..');
    const fromPlatform = /import\s*\{([^}]*)\}\s*from\s*'[^']*platform\/messages\.ts'/g;
    const offending = (readdirSync(serverDir, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(`platform${path.sep}`))
      .filter((f) =>
        [...readFileSync(path.join(serverDir, f), 'utf8').matchAll(fromPlatform)].some((m) =>
          /(?<!type\s+)\btranslate\b/.test(m[1]!),
        ),
      );
    expect(offending, "import { translate } from 'server/src/messages.ts'").toEqual([]);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'http.404', { path: '/api/x' })).toBe('Request address error /api/x');
    expect(translate('zh-chs', 'validation.field', { field: 'userName', reason: '必填' })).toBe(
      '字段 userName：必填',
    );
    expect(translate('en', 'http.404')).toBe('Request address error {path}');
  });

  it("translates a module's key, and a parameter that is a key of another table", () => {
    expect(translate('en', 'deliveryNote.badTransition', { status: 'status.2', action: 'action.ship' })).toBe(
      'Cannot ship a delivery note that is audited',
    );
    expect(translate('en', 'statement.notFound')).toBe('The statement does not exist');
    expect(translate('en', 'validation.field', { field: 'x', reason: 'constructor' })).toBe(
      'Field x: constructor',
    );
  });
});
