import { apiBase } from '@srm/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * The announcement body's HTML allowlist (issue #14; STYLE "security by construction": a real parser and an
 * allowlist, never a denylist). What is not listed here does not survive: scripts, event handlers, `style` and
 * `class` attributes, SVG and MathML, forms, frames, `data:` and external images, and links to anything but http,
 * https or mailto. The stored body is this function's output only, and readers are shown only the stored body.
 */

/** Where an attachment of the portal is downloaded; the only image source an announcement may use. */
const downloadPath = `${apiBase}/Attachment/Download?id=`;
const downloadSrc = /^\/api\/Attachment\/Download\?id=([1-9][0-9]{0,9})$/;

/** The `src` of an inline image that is the attachment `id`. */
export const attachmentImageSrc = (id: number): string => `${downloadPath}${id}`;

/** The attachment an image source names, when it is exactly the portal's download path; else null. */
export function attachmentIdOfSrc(src: string | undefined): number | null {
  const match = downloadSrc.exec(src ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** Links may only lead to web pages or mail addresses, written out (no relative or obfuscated schemes). */
const safeHref = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

/** Tags that never keep their text either: their content is code or markup, not prose. */
const dropWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'svg',
  'math',
  'template',
  'iframe',
  'object',
  'embed',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

const smallInt = (v: string | undefined) => (v !== undefined && /^[1-9][0-9]?$/.test(v) ? v : undefined);

function options(imageAllowed: (id: number) => boolean, seen?: number[]): sanitizeHtml.IOptions {
  const cell = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const kept: sanitizeHtml.Attributes = {};
    for (const name of ['colspan', 'rowspan']) {
      const v = smallInt(attribs[name]);
      if (v) kept[name] = v;
    }
    return { tagName, attribs: kept };
  };
  return {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'blockquote',
      'a',
      'img',
      'code',
      'pre',
      'hr',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'title'],
      ol: ['start'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedClasses: {},
    allowedStyles: {},
    parseStyleAttributes: false,
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: dropWithContent,
    nestingLimit: 40,
    enforceHtmlBoundary: false,
    exclusiveFilter: (frame) => {
      if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
      return frame.tag === 'img' && !frame.attribs.src;
    },
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      strike: 's',
      del: 's',
      a: (_tag, attribs): sanitizeHtml.Tag => {
        const href = (attribs.href ?? '').trim();
        // Refused: no attributes, and `exclusiveFilter` drops the tag but keeps its text. (Renaming it to a tag
        // that is not allowed would leave a stray closing tag: sanitize-html keeps the rename for the next sibling.)
        if (!safeHref.test(href)) return { tagName: 'a', attribs: {} };
        return { tagName: 'a', attribs: { href, rel: 'noopener noreferrer', target: '_blank' } };
      },
      img: (_tag, attribs) => {
        const id = attachmentIdOfSrc(attribs.src?.trim());
        if (id !== null) seen?.push(id);
        if (id === null || !imageAllowed(id)) return { tagName: 'img', attribs: {} };
        const kept: sanitizeHtml.Attributes = { src: attachmentImageSrc(id) };
        for (const name of ['alt', 'title']) {
          const v = attribs[name];
          if (v) kept[name] = v.slice(0, 200);
        }
        return { tagName: 'img', attribs: kept };
      },
      ol: (_tag, attribs): sanitizeHtml.Tag => {
        const start = smallInt(attribs.start);
        const kept: sanitizeHtml.Attributes = {};
        if (start) kept.start = start;
        return { tagName: 'ol', attribs: kept };
      },
      th: cell,
      td: cell,
    },
  };
}

/**
 * The body as it is stored and shown: only allowlisted tags and attributes; an image only when its source is the
 * download path of an attachment `imageAllowed` accepts (one claimed by this announcement).
 */
export function sanitizeAnnouncementHtml(dirty: string, imageAllowed: (id: number) => boolean): string {
  return sanitizeHtml(dirty, options(imageAllowed)).trim();
}

/** The attachments a body's images name (before sanitising: the candidates to claim). */
export function imageIdsIn(html: string): number[] {
  const seen: number[] = [];
  sanitizeHtml(
    html,
    options(() => false, seen),
  );
  return [...new Set(seen)];
}

/** True when the body says nothing: no text and no image. */
export function isEmptyBody(html: string): boolean {
  return !/<img\b/.test(html) && sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === '';
}

/** The body as plain text, whitespace collapsed, cut to `max` characters (a mail's summary). */
export function plainTextOf(html: string, max: number): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote|tr)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
