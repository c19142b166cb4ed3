import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dependencies run one way (docs/architecture.md "Module graph"): a module is a folder of `server/src/modules/` or
 * of `web/src/pages/`, and a file of one that imports a file of another (`import … from`, `export … from`, a bare
 * `import '…'` or `import('…')`) is an arrow between them. No module may reach itself again through arrows. Test
 * files are not read: a test may set a scene through any module.
 */
const root = path.resolve(import.meta.dirname, '../../..');

type Edge = { from: string; to: string; file: string; specifier: string };

/** Relative specifiers a source imports: static, re-exported, bare and dynamic; comments are not code. */
function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((p) => [...code.matchAll(p)].map((m) => m[1]!)).filter((s) => s.startsWith('.'));
}

/** The arrows between the folders of `dir` (relative to the repository), from the files' imports. */
function edgesUnder(dir: string): { modules: string[]; edges: Edge[] } {
  const base = path.join(root, dir);
  const modules = readdirSync(base, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const edges = modules.flatMap((module) =>
    (readdirSync(path.join(base, module), { recursive: true }) as string[])
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
      .flatMap((f) => {
        const file = path.join(base, module, f);
        return importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
          const [top, to] = path.relative(base, path.resolve(path.dirname(file), specifier)).split(path.sep);
          if (top === '..' || to === undefined || top === module || !modules.includes(top!)) return [];
          return [{ from: module, to: top!, file: path.relative(root, file), specifier }];
        });
      }),
  );
  return { modules, edges };
}

/** Every circle (a strongly connected set of two modules or more, or one importing itself), one path each. */
function circlesOf(edges: readonly Edge[]): string[] {
  const next = new Map<string, Edge[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e]);
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const { to } of next.get(v) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(v, Math.min(low.get(v)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(v, Math.min(low.get(v)!, index.get(to)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      components.push(component);
    }
  };
  for (const v of [...new Set(edges.map((e) => e.from))].sort()) if (!index.has(v)) visit(v);
  return components
    .filter((c) => c.length > 1 || edges.some((e) => e.from === c[0] && e.to === c[0]))
    .map((component) => {
      // One way round the component from its first name, through the shortest path back (breadth first).
      const inside = new Set(component);
      const start = [...component].sort()[0]!;
      const via = new Map<string, Edge>();
      const queue = [start];
      let back: Edge | undefined;
      while (queue.length > 0 && !back) {
        const v = queue.shift()!;
        for (const e of next.get(v) ?? []) {
          if (!inside.has(e.to)) continue;
          if (e.to === start) {
            back = e;
            break;
          }
          if (!via.has(e.to)) {
            via.set(e.to, e);
            queue.push(e.to);
          }
        }
      }
      const route: Edge[] = [back!];
      while (route[0]!.from !== start) route.unshift(via.get(route[0]!.from)!);
      return `${[start, ...route.map((e) => e.to)].join(' → ')}\n${route
        .map((e) => `    ${e.from} → ${e.to}: ${e.file} imports '${e.specifier}'`)
        .join('\n')}`;
    });
}

/** Floors: a module stands above every module it imports; the ground floor imports none. */
function floorsOf(modules: readonly string[], edges: readonly Edge[]): Map<string, number> {
  const floor = new Map<string, number>();
  const of = (m: string): number => {
    if (!floor.has(m)) {
      floor.set(m, 0); // a circle (which the test above names) ends here instead of recursing forever
      floor.set(m, 1 + Math.max(0, ...edges.filter((e) => e.from === m).map((e) => of(e.to))));
    }
    return floor.get(m)!;
  };
  for (const m of modules) of(m);
  return floor;
}

/** The graph as docs/architecture.md writes it: one line a module, lowest floor first, `name → what it imports`. */
function graphText(modules: readonly string[], edges: readonly Edge[]): string[] {
  const floor = floorsOf(modules, edges);
  return [...modules]
    .sort((a, b) => floor.get(a)! - floor.get(b)! || a.localeCompare(b))
    .map((m) => {
      const to = [...new Set(edges.filter((e) => e.from === m).map((e) => e.to))].sort();
      return `${m} → ${to.length > 0 ? to.join(', ') : '(none)'}`;
    });
}

const edge = (from: string, to: string): Edge => ({
  from,
  to,
  file: `${from}/x.ts`,
  specifier: `../${to}/y.ts`,
});

describe('the module graph', () => {
  it('reads every kind of import, and no comment', () => {
    const source = [
      "import { a } from '../a/a.service.ts';",
      'import {',
      '  type B,',
      '  b,',
      "} from '../b/b.repository.ts';",
      "import type { C } from '../c/c.ts';",
      "export { d } from '../d/d.ts';",
      "export * from '../e/e.ts';",
      "import '../f/f.css';",
      "const g = lazy(() => import('../g/G.tsx'));",
      "import { z } from 'zod';",
      "// import { h } from '../h/h.ts';",
      "/* import('../i/i.ts') */",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual([
      '../a/a.service.ts',
      '../b/b.repository.ts',
      '../c/c.ts',
      '../d/d.ts',
      '../e/e.ts',
      '../f/f.css',
      '../g/G.tsx',
    ]);
  });

  it('names a circle, direct or through others, with the imports that make it', () => {
    expect(circlesOf([edge('a', 'b'), edge('b', 'c')])).toEqual([]);
    expect(circlesOf([edge('a', 'b'), edge('b', 'a')])).toEqual([
      "a → b → a\n    a → b: a/x.ts imports '../b/y.ts'\n    b → a: b/x.ts imports '../a/y.ts'",
    ]);
    const [circle] = circlesOf([edge('mail', 'bill'), edge('bill', 'statement'), edge('statement', 'mail')]);
    expect(circle?.split('\n')[0]).toBe('bill → statement → mail → bill');
  });

  it.each(['server/src/modules', 'web/src/pages'])('%s: no module reaches itself again', (dir) => {
    const { modules, edges } = edgesUnder(dir);
    expect(modules.length).toBeGreaterThan(15);
    expect(edges.length).toBeGreaterThan(5);
    const circles = circlesOf(edges);
    expect(
      circles,
      `dependencies run one way (docs/architecture.md "Module graph"); break each circle:\n${circles.join('\n')}\n`,
    ).toEqual([]);
  });

  it('docs/architecture.md shows the server modules as the code has them', () => {
    const { modules, edges } = edgesUnder('server/src/modules');
    const docs = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const block = /## Module graph[\s\S]*?```text\n([\s\S]*?)```/.exec(docs)?.[1] ?? '';
    expect(block.trim().split('\n'), 'rewrite the block in docs/architecture.md "Module graph"').toEqual(
      graphText(modules, edges),
    );
  });
});
