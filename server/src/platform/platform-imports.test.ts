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

describe('test helpers', () => {
  const server = path.resolve(platform, '../..');
  const testOnly = ['smtp-server', 's3rver'];

  it('the in-process SMTP and S3 servers of the tests are no runtime dependency and live outside src/', () => {
    const pkg = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies).filter((name) => testOnly.includes(name))).toEqual([]);
    const importing = sourcesUnder(path.join(server, 'src')).filter((file) =>
      testOnly.some((name) => readFileSync(file, 'utf8').includes(`'${name}'`)),
    );
    expect(importing.map((file) => path.relative(server, file))).toEqual([]);
  });
});
