import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue #46 item 5: operations you can find. No production function (a React component included) is 150 lines or
 * more unless it is named below with its reason; a named one that shrank below the limit must leave the list, so
 * the list only shrinks.
 */
const limit = 150;

/** `file: function` → why it may stay long. */
const exceptions: Record<string, string> = {};

const root = path.resolve(import.meta.dirname, '../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(name) &&
      !/\.(test|spec)\.tsx?$/.test(name) &&
      !name.includes('.generated.') &&
      !name.startsWith('test-utils')
      ? [file]
      : [];
  });

/** The name a function is known by: its own, its variable's, or the call it is passed to. */
function nameOf(node: ts.Node): string {
  const own = (node as { name?: ts.Node }).name;
  if (own) return own.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

/** Functions of `limit` lines or more in a source text, as `name` → lines. */
export function longFunctions(file: string, text: string): [string, number][] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: [string, number][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 >= limit) found.push([nameOf(node), end - start + 1]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('functions you can read (#46 item 5)', () => {
  const long = ['server/src', 'web/src', 'contract/src']
    .flatMap((dir) => sources(path.join(root, dir)))
    .flatMap((file) =>
      longFunctions(file, readFileSync(file, 'utf8')).map(
        ([name, lines]) => [`${path.relative(root, file)}: ${name}`, lines] as const,
      ),
    );

  it(`no production function is ${limit} lines or more without a named reason`, () => {
    expect(
      long.filter(([key]) => !(key in exceptions)).map(([key, lines]) => `${key} (${lines} lines)`),
    ).toEqual([]);
  });

  it('every named exception is still long (the list only shrinks)', () => {
    const stillLong = new Set<string>(long.map(([key]) => key));
    expect(Object.keys(exceptions).filter((key) => !stillLong.has(key))).toEqual([]);
  });

  it('would find one', () => {
    const body = Array.from({ length: limit }, (_, i) => `  const a${i} = ${i};`).join('\n');
    expect(longFunctions('probe.ts', `export function probe() {\n${body}\n}`)).toEqual([
      ['probe', limit + 2],
    ]);
    expect(longFunctions('probe.tsx', `export const Page = () => {\n${body}\n};`)).toEqual([
      ['Page', limit + 2],
    ]);
  });
});
