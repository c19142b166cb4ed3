import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buttonKeys } from '@srm/contract';
import { describe, expect, it } from 'vitest';

/**
 * Issue #46 item 3: every API path is written once, in contract/src (api-paths.ts, the list declarations of
 * screens.ts); the server's routes and the web's calls name it from there, so a renamed path breaks the build on both
 * sides. This reads every production source of the server and the web for a path written as text: a literal that is
 * one of the OpenAPI document's paths, or a template that glues an operation's name onto a prefix.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.includes('.generated.')
      ? [file]
      : [];
  });
/** Code only: comments may name a path. */
const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const documented = [
  ...readFileSync(path.join(root, 'web/src/platform/api-types.generated.ts'), 'utf8').matchAll(
    /^ {4}"\/api\/([^"]+)": \{$/gm,
  ),
].map((m) => m[1]!);
/** Button keys named after the call they permit (`ListParam/DeleteOne`) are keys, not paths. */
const buttonCodes = new Set<string>(buttonKeys.map((b) => b.code));
const operationNames = new Set(documented.map((p) => p.split('/').at(-1)!));

/** Paths as text in a file: quoted literals that are documented paths, and `${…}/Operation` templates. */
function pathsWrittenIn(file: string): string[] {
  const code = codeOf(file);
  const literal = documented.filter(
    (p) =>
      p.includes('/') &&
      !buttonCodes.has(p) &&
      [`'${p}'`, `"${p}"`, `\`${p}\``, `'/${p}'`, `\`/${p}\``].some((q) => code.includes(q)),
  );
  const glued = [...code.matchAll(/\$\{[^}]+\}\/([A-Z][A-Za-z]+)(?=[`/?])/g)]
    .map((m) => m[1]!)
    .filter((name) => operationNames.has(name));
  return [...literal, ...glued.map((name) => `…/${name}`)];
}

describe('API paths are written once, in the contract', () => {
  it('reads a documented path list of the size the server serves', () => {
    expect(documented.length).toBeGreaterThan(300);
  });

  it('no production source of the server or the web writes an API path as text', () => {
    const files = ['server/src', 'web/src'].flatMap((dir) => sources(path.join(root, dir)));
    const found = files.flatMap((file) =>
      pathsWrittenIn(file).map((p) => `${path.relative(root, file)}: ${p}`),
    );
    expect(found).toEqual([]);
  });

  it('would find one: a literal path and a glued one', () => {
    const probe = path.join(root, 'server/src/platform/api-paths-text.test.ts');
    const text = codeOf(probe);
    expect(text).toContain('documented');
    const sample = ["post('User/LoadData')", 'get(`${prefix}/Get`)'].join('\n');
    const matches = [
      ...documented.filter((p) => sample.includes(`'${p}'`)),
      ...[...sample.matchAll(/\$\{[^}]+\}\/([A-Z][A-Za-z]+)(?=[`/?])/g)].map((m) => m[1]),
    ];
    expect(matches).toEqual(['User/LoadData', 'Get']);
  });
});
