import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const platform = path.dirname(fileURLToPath(import.meta.url));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('platform/', () => {
  it('imports no module: modules build on the platform, never the other way round', () => {
    const offending = sourcesUnder(platform).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(platform, file)}:${i + 1}` }))
        .filter(({ line }) => /^\s*(import|export)\b.*from\s+'[^']*\/modules\//.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
