import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each server module shows one public face, its `index.ts` (docs/architecture.md "Module shape", issue #46): its
 * routes for the app that composes them, and the service functions, types and names other modules use. Nothing
 * outside a module's folder — another module, the app, the seed, a test of another module — imports any other file
 * of it; a migration imports no module at all (it must run the same way whatever the code becomes).
 * One exception, by its nature: the message catalogue (`src/messages.ts`) joins each module's `<name>.messages.ts`
 * table; modules translate through the catalogue, so it must not load their faces (that would be a circle).
 */
const serverRoot = path.resolve(import.meta.dirname, '../..');
const modulesDir = path.join(serverRoot, 'src/modules');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return /\.(ts|mts|mjs)$/.test(e.name) ? [file] : [];
  });

/** The relative specifiers a file imports or re-exports, statically or with `import()`. */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s+['"](\.[^'"]+)['"]/gm,
  ))
    found.push((m[1] ?? m[2] ?? m[3])!);
  return found;
}

/** The module a file belongs to, or null outside `src/modules/<name>/`. */
const moduleOf = (file: string) => {
  const rel = path.relative(modulesDir, file);
  return rel.startsWith('..') || !rel.includes(path.sep) ? null : rel.split(path.sep)[0]!;
};

/** Every import that crosses into a module other than through its face: `importer → imported`. */
export function faceViolations(files: readonly { file: string; text: string }[]): string[] {
  const bad: string[] = [];
  for (const { file, text } of files) {
    const from = moduleOf(file);
    const isMigration = file.includes(`${path.sep}migrations${path.sep}`);
    const isCatalogue = file === path.join(serverRoot, 'src', 'messages.ts');
    for (const spec of importsOf(text)) {
      const target = path.resolve(path.dirname(file), spec);
      const to = moduleOf(target);
      if (!to || to === from) continue;
      if (isCatalogue && /^[a-z-]+\.messages\.ts$/.test(path.basename(target))) continue;
      const rel = (f: string) => path.relative(serverRoot, f);
      if (isMigration) bad.push(`${rel(file)} → ${rel(target)} (a migration imports no module)`);
      else if (path.basename(target) !== 'index.ts' || path.dirname(target) !== path.join(modulesDir, to))
        bad.push(`${rel(file)} → ${rel(target)} (only ${to}/index.ts may be imported)`);
    }
  }
  return bad;
}

describe('module faces', () => {
  const files = ['src', 'test'].flatMap((d) => sourceFiles(path.join(serverRoot, d)));
  const read = files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  it('nothing outside a module imports any file of it but its index.ts; migrations import no module', () => {
    expect(faceViolations(read)).toEqual([]);
  });

  it('every module has its face, and a face re-exports only its own files', () => {
    const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory());
    const problems: string[] = [];
    for (const { name } of modules) {
      const face = path.join(modulesDir, name, 'index.ts');
      const text = read.find((r) => r.file === face)?.text;
      if (text === undefined) {
        problems.push(`${name}: no index.ts`);
        continue;
      }
      for (const spec of importsOf(text))
        if (!/^\.\/[^/]+\.ts$/.test(spec)) problems.push(`${name}/index.ts re-exports ${spec}`);
    }
    expect(problems).toEqual([]);
  });

  it('sees a deliberate violation: another module’s repository, a deep path, a migration importing a face', () => {
    const at = (...p: string[]) => path.join(modulesDir, ...p);
    const violations = faceViolations([
      {
        file: at('dispute', 'dispute.service.ts'),
        text: "import { findStatement } from '../statement/statement.repository.ts';",
      },
      { file: at('mail', 'mail.job.ts'), text: "const m = await import('../webhook/webhook.service.ts');" },
      {
        file: path.join(serverRoot, 'src/app.ts'),
        text: "export { x } from './modules/label/label.list.ts';",
      },
      {
        file: path.join(serverRoot, 'src/migrations/0099_x.ts'),
        text: "import { y } from '../modules/label/index.ts';",
      },
      {
        file: at('dispute', 'dispute.routes.ts'),
        text: "import { a } from '../statement/index.ts';\nimport { b } from './dispute.service.ts';",
      },
    ]);
    expect(violations).toHaveLength(4);
    expect(violations[0]).toContain('src/modules/statement/statement.repository.ts');
  });
});
