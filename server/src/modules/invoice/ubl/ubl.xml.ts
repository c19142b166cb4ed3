import { type EntityDecoderOptions, XMLParser, XMLValidator } from 'fast-xml-parser';
import type { UblProblem } from './ubl.messages.ts';

/**
 * The XML layer of the UBL reader: bytes → text → one element tree, refusing on the way whatever is not a plain,
 * self-contained XML document. Nothing here reaches the network or the file system: a DOCTYPE (and with it every
 * entity declaration, internal or external, hence XXE and "billion laughs") is refused before any parsing, and the
 * only references decoded are the five predefined entities and character references (our own decoder, not the
 * library's, so its entity rules never matter).
 */

/** The largest document read: 10 MiB (as bytes, UTF-8 for a string). */
export const maxDocumentBytes = 10 * 1024 * 1024;

/** Elements nested deeper than this are refused (a UBL invoice nests about 8 deep). */
const maxDepth = 64;

/** An element with its children in document order; `text` is its own character data joined, untrimmed. */
export type XmlElement = {
  readonly prefix: string;
  readonly local: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  readonly text: string;
};

export type XmlRead = { ok: true; root: XmlElement } | { ok: false; problems: UblProblem[] };

const refuse = (key: UblProblem['key'], params?: Record<string, string>): XmlRead => ({
  ok: false,
  problems: [params ? { key, params } : { key }],
});

/** A reference the decoder refuses: an undeclared entity (there is no DTD) or a character XML does not allow. */
class BadReference extends Error {
  constructor(readonly reference: string) {
    super(`bad reference ${reference}`);
  }
}

const predefined: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Whether a code point is a `Char` of XML 1.0 (§2.2). */
const isXmlChar = (c: number) =>
  c === 0x9 ||
  c === 0xa ||
  c === 0xd ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0x10ffff);

function resolveReference(name: string): string {
  const fixed = predefined[name];
  if (fixed !== undefined) return fixed;
  const numeric = /^#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}))$/.exec(name);
  if (!numeric) throw new BadReference(`&${name};`);
  const code = numeric[1] !== undefined ? Number.parseInt(numeric[1], 16) : Number(numeric[2]);
  if (!isXmlChar(code)) throw new BadReference(`&${name};`);
  return String.fromCodePoint(code);
}

/** Replaces entity and character references in character data or an attribute value. */
export function decodeReferences(text: string): string {
  let at = text.indexOf('&');
  if (at < 0) return text;
  let out = '';
  let from = 0;
  while (at >= 0) {
    const end = text.indexOf(';', at);
    if (end < 0 || end - at > 12) throw new BadReference(text.slice(at, at + 12));
    out += text.slice(from, at) + resolveReference(text.slice(at + 1, end));
    from = end + 1;
    at = text.indexOf('&', from);
  }
  return out + text.slice(from);
}

/** The parser's entity hook: our decoder, and any entity a document would declare refused (none can: no DTD). */
const entityDecoder: EntityDecoderOptions = {
  setExternalEntities: () => {},
  addInputEntities: (entities) => {
    if (Object.keys(entities).length > 0) throw new BadReference('<!ENTITY');
  },
  reset: () => {},
  setXmlVersion: () => {},
  decode: decodeReferences,
};

const parserOptions = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  entityDecoder,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
  cdataPropName: false,
  maxNestedTags: maxDepth,
} as const;

/** The declared encoding of a byte document, from its XML declaration (read as Latin-1: ASCII is all it needs). */
function declaredEncoding(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 256)).toString('latin1');
  const match = /^<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z][A-Za-z0-9._-]*)["']/.exec(head);
  return match?.[1] ?? 'UTF-8';
}

/** Bytes → text: a byte-order mark wins, then the declaration, then UTF-8; bytes that do not decode are refused. */
function decodeBytes(bytes: Uint8Array): { text: string } | { encoding: string } {
  let encoding: string;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) encoding = 'utf-8';
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  else encoding = declaredEncoding(bytes);
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes) };
  } catch {
    return { encoding };
  }
}

/** The document as text, or the problem that stops it before parsing (size, encoding). */
export function documentText(xml: string | Buffer): { text: string } | { problem: UblProblem } {
  const tooLarge = { problem: { key: 'invoice.ubl.tooLarge', params: { limit: '10 MB' } } } as const;
  if (typeof xml === 'string') {
    if (xml.length > maxDocumentBytes || Buffer.byteLength(xml, 'utf8') > maxDocumentBytes) return tooLarge;
    return { text: xml.startsWith('\uFEFF') ? xml.slice(1) : xml };
  }
  if (xml.length > maxDocumentBytes) return tooLarge;
  const decoded = decodeBytes(xml);
  if ('encoding' in decoded)
    return { problem: { key: 'invoice.ubl.encoding', params: { encoding: decoded.encoding } } };
  return decoded;
}

type Ordered = Record<string, unknown>;

/** fast-xml-parser's ordered output (`preserveOrder`) → our element. */
function toElement(name: string, node: Ordered): XmlElement {
  const colon = name.indexOf(':');
  const attrs: Record<string, string> = {};
  const given = node[':@'];
  if (given && typeof given === 'object')
    for (const [k, v] of Object.entries(given)) if (typeof v === 'string') attrs[k] = v;
  const children: XmlElement[] = [];
  let text = '';
  const items = node[name];
  for (const item of Array.isArray(items) ? (items as Ordered[]) : []) {
    const tag = Object.keys(item).find((k) => k !== ':@');
    if (tag === undefined) continue;
    if (tag === '#text') text += String(item[tag]);
    else children.push(toElement(tag, item));
  }
  return {
    prefix: colon < 0 ? '' : name.slice(0, colon),
    local: colon < 0 ? name : name.slice(colon + 1),
    attrs,
    children,
    text,
  };
}

/**
 * Text → the root element. Refused: no markup at all, a DOCTYPE or entity declaration anywhere (even in a
 * comment: nothing legitimate needs one), a document that is not well-formed, a reference to an undeclared entity,
 * nesting deeper than 64, or anything but exactly one root element.
 */
export function parseXml(text: string): XmlRead {
  if (!text.trimStart().startsWith('<')) return refuse('invoice.ubl.notXml');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return refuse('invoice.ubl.doctype');
  let valid: ReturnType<typeof XMLValidator.validate>;
  try {
    valid = XMLValidator.validate(text);
  } catch {
    return refuse('invoice.ubl.unreadable');
  }
  if (valid !== true)
    return refuse('invoice.ubl.notWellFormed', {
      line: String(valid.err.line ?? ''),
      column: String(valid.err.col ?? ''),
    });
  let top: unknown;
  try {
    top = new XMLParser(parserOptions).parse(text);
  } catch (error) {
    if (error instanceof BadReference)
      return refuse('invoice.ubl.badReference', { reference: error.reference });
    return refuse('invoice.ubl.unreadable');
  }
  const elements = (Array.isArray(top) ? (top as Ordered[]) : []).flatMap((node) => {
    const tag = Object.keys(node).find((k) => k !== ':@');
    return tag === undefined || tag === '#text' ? [] : [toElement(tag, node)];
  });
  const [root] = elements;
  if (elements.length !== 1 || !root) return refuse('invoice.ubl.unreadable');
  return { ok: true, root };
}

/** The children of `el` with a local name (namespace prefixes vary between documents and are not looked at). */
export const childrenNamed = (el: XmlElement, local: string) => el.children.filter((c) => c.local === local);

/** The first element down a path of local names (`['LegalMonetaryTotal', 'PayableAmount']`), if any. */
export function descend(el: XmlElement, path: readonly string[]): XmlElement | undefined {
  let at: XmlElement | undefined = el;
  for (const local of path) {
    at = at?.children.find((c) => c.local === local);
    if (!at) return undefined;
  }
  return at;
}

/** An attribute by its local name (`currencyID`, `unitCode`), whatever prefix it was written with. */
export function attribute(el: XmlElement, local: string): string | undefined {
  for (const [name, value] of Object.entries(el.attrs))
    if (name === local || (name.endsWith(`:${local}`) && !name.startsWith('xmlns:'))) return value;
  return undefined;
}

/** The namespace a prefix ('' for the default one) is bound to on the root element. */
export const rootNamespace = (root: XmlElement) =>
  root.attrs[root.prefix ? `xmlns:${root.prefix}` : 'xmlns'] ?? '';
