/**
 * The `Content-Disposition` of a file the portal sends (RFC 6266): the name as UTF-8 (`filename*`, RFC 5987) for
 * Chinese names, and an ASCII `filename` for clients that read only that one — by default the name with every other
 * character (and `"`, `\`) as `_`, or `asciiName` when the caller has a better one. `inline` lets the browser show
 * it (a PDF to print, an image); else it is downloaded.
 */
export function contentDisposition(
  fileName: string,
  options: { inline?: boolean; asciiName?: string } = {},
): string {
  const ascii = (options.asciiName ?? fileName).replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${options.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/** RFC 5987 `ext-value` text: encodeURIComponent leaves `'()*` as they are, which the grammar does not allow. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
