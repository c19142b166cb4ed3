import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No second copy of a transition table (contract/src/state-machine.ts): a rule literal (`actors: [`, `from: [`, or an
 * actor paired with its states, `['buyer', [draft]]`) appears in the contract's module files only, never in the
 * server's or the web's sources.
 */
describe('one copy of each transition table', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const sources = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => path.join(dir, f));
  const ruleLiteral = /\b(actors|from)\s*:\s*\[|\[\s*'(buyer|vendor|finance|manager)'\s*,\s*\[/;
  const homes = [
    'announcement',
    'delivery-note',
    'domain-event',
    'expense-bill',
    'invoice',
    'label',
    'onboarding',
    'order-confirmation',
    'quality',
    'statement',
    'webhook',
  ].map((m) => `contract/src/${m}.ts`);

  it('knows the shapes the old copies had', () => {
    expect(ruleLiteral.test("void: { from: [draft, rejected], actors: ['buyer'], to: voided },")).toBe(true);
    expect(ruleLiteral.test("void: ['buyer', [draft]],")).toBe(true);
  });

  it('the server and the web declare no rules of their own', () => {
    const copies = [...sources('server/src'), ...sources('web/src'), ...sources('contract/src')]
      .filter((file) => !homes.includes(file))
      .filter((file) => ruleLiteral.test(readFileSync(path.join(root, file), 'utf8')));
    expect(copies).toEqual([]);
  });
});
