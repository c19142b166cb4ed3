import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';

/**
 * Reading an EDIFACT interchange back with code and tables written by others, never ours:
 * - the `edifact` package (npm, Apache-2.0) parses it (UNA, release characters, the UNOC and UNOY character sets)
 *   and checks each segment it has a definition of against its segment and element tables (element and component
 *   counts, mandatory elements, formats and lengths); any error throws;
 * - each message's segment order is walked against a message structure table of php-edifact/edifact-mapping
 *   (`test/fixtures/edifact/`, see its README): every segment must stand where the table allows it, no segment or
 *   group may repeat more than its `maxrepeat`, and no required one may be missing.
 */

const require = createRequire(import.meta.url);
const edifact = require('edifact') as {
  Parser: new (validator: unknown) => EdifactParser;
  Validator: new () => { define: (d: unknown) => void };
};
type EdifactParser = {
  onopensegment: (segment: string) => void;
  onelement: () => void;
  oncomponent: (this: EdifactParser, value: string) => void;
  encoding: (level: string) => void;
  write: (chunk: string) => void;
  end: () => void;
};

/** A segment as read: its tag and each element's components, released characters restored. */
export type Segment = { name: string; elements: string[][] };

/** Parses and validates with `edifact`; throws on the first error. */
export function readInterchange(doc: string): Segment[] {
  const validator = new edifact.Validator();
  validator.define(require('edifact/segments.js'));
  validator.define(require('edifact/elements.js'));
  const parser = new edifact.Parser(validator);
  const segments: Segment[] = [];
  let elements: string[][] = [];
  let components: string[] = [];
  let syntaxIdentifier = false;
  parser.onopensegment = (name) => {
    elements = [];
    segments.push({ name, elements });
    syntaxIdentifier = name === 'UNB';
  };
  parser.onelement = () => {
    components = [];
    elements.push(components);
  };
  parser.oncomponent = function (value) {
    // UNB's first component names the character set the rest is read in.
    if (syntaxIdentifier) {
      this.encoding(value);
      syntaxIdentifier = false;
    }
    components.push(value);
  };
  parser.write(doc);
  parser.end();
  return segments;
}

/** A segment or a segment group of a message structure table; a group is entered by its first segment. */
export type StructureEntry = {
  kind: 'segment' | 'group';
  id: string;
  /** The segment's tag, or the group's first segment's. */
  tag: string;
  max: number;
  required: boolean;
  children: StructureEntry[];
};

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

function entriesOf(nodes: XmlNode[]): StructureEntry[] {
  const entries: StructureEntry[] = [];
  for (const node of nodes) {
    const kind = 'segment' in node ? 'segment' : 'group' in node ? 'group' : null;
    if (!kind) continue;
    const attributes = node[':@'] ?? {};
    const children = kind === 'group' ? entriesOf(node.group as XmlNode[]) : [];
    const id = attributes['@_id']!;
    entries.push({
      kind,
      id,
      tag: kind === 'segment' ? id : children[0]!.tag,
      max: Number(attributes['@_maxrepeat'] ?? '1'),
      // A group's trigger segment is required within it; the group itself is required only when it says so.
      required: attributes['@_required'] === 'true',
      children,
    });
  }
  return entries;
}

/** A message structure table of php-edifact/edifact-mapping (`<message>` of `<segment>` and `<group>`). */
export function loadStructure(file: string): StructureEntry[] {
  const xml = readFileSync(path.resolve(import.meta.dirname, 'fixtures/edifact', file), 'utf8');
  const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '@_' });
  const root = (parser.parse(xml) as XmlNode[]).find((n) => 'message' in n);
  if (!root) throw new Error(`${file}: no <message>`);
  return entriesOf(root.message as XmlNode[]);
}

type Frame = { entries: StructureEntry[]; pos: number; counts: number[]; path: string };

/**
 * Walks one message's tags (UNH … UNT) through the structure: where each segment stands (`SG4/SG8/SG12/QTY`), and
 * every break of the table — a segment allowed nowhere from where the walk is, a required segment or group left out,
 * a repeat beyond `maxrepeat` (that too leaves the segment allowed nowhere).
 */
export function walkMessage(
  structure: StructureEntry[],
  tags: readonly string[],
): { paths: string[]; errors: string[] } {
  const errors: string[] = [];
  const paths: string[] = [];
  const stack: Frame[] = [{ entries: structure, pos: 0, counts: structure.map(() => 0), path: '' }];
  /** The required entries of a frame from `from` to before `to` that were never seen. */
  const missing = (frame: Frame, from: number, to: number, at: string) => {
    for (let p = from; p < to; p++) {
      const e = frame.entries[p]!;
      if (e.required && frame.counts[p] === 0) errors.push(`${at}: required ${frame.path}${e.id} missing`);
    }
  };
  for (const [index, tag] of tags.entries()) {
    const at = `#${index + 1} ${tag}`;
    let placed = false;
    for (let d = stack.length - 1; d >= 0 && !placed; d--) {
      const frame = stack[d]!;
      for (let p = frame.pos; p < frame.entries.length; p++) {
        const e = frame.entries[p]!;
        if (e.tag !== tag || frame.counts[p]! >= e.max) continue;
        // Leaving the groups above: each must have had its required segments.
        for (const inner of stack.slice(d + 1).reverse()) missing(inner, inner.pos, inner.entries.length, at);
        stack.length = d + 1;
        missing(frame, frame.pos, p, at);
        frame.pos = p;
        frame.counts[p]! += 1;
        if (e.kind === 'group') {
          const counts = e.children.map(() => 0);
          counts[0] = 1;
          stack.push({ entries: e.children, pos: 0, counts, path: `${frame.path}${e.id}/` });
          paths.push(`${frame.path}${e.id}/${tag}`);
        } else paths.push(`${frame.path}${tag}`);
        placed = true;
        break;
      }
    }
    if (!placed) {
      errors.push(`${at}: not allowed after ${paths.at(-1) ?? 'the start'}`);
      paths.push('?');
    }
  }
  for (const frame of stack.reverse()) missing(frame, frame.pos, frame.entries.length, 'end');
  return { paths, errors };
}

/** The messages of an interchange (UNH … UNT each), as read. */
export function messagesOf(segments: readonly Segment[]): Segment[][] {
  const messages: Segment[][] = [];
  let current: Segment[] | null = null;
  for (const s of segments) {
    if (s.name === 'UNH') current = [];
    current?.push(s);
    if (s.name === 'UNT' && current) {
      messages.push(current);
      current = null;
    }
  }
  return messages;
}
