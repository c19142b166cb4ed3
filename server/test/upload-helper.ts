import { randomBytes } from 'node:crypto';
import { type AttachmentInfo, apiPaths } from '@srm/contract';
import type { App } from '../src/app.ts';
import type { Envelope, Session } from './auth-helper.ts';

/** Smallest files of each type the attachment module recognises by content (magic bytes). */
export const sampleFiles = {
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF'),
    randomBytes(300),
  ]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

/** A multipart/form-data body carrying one file in `field`. */
export function multipart(fileName: string, bytes: Buffer, field = 'file') {
  const boundary = `----srm${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** `Attachment/Upload?KIND=kind` of one file as `as`. */
export async function uploadFile(
  app: App,
  as: Session,
  kind: string,
  fileName: string,
  bytes: Buffer,
  options: { lang?: string; field?: string } = {},
): Promise<{ status: number; body: Envelope<AttachmentInfo> }> {
  const body = multipart(fileName, bytes, options.field);
  const res = await app.inject({
    method: 'POST',
    url: `/api/${apiPaths.attachment.upload}`,
    query: { KIND: kind },
    headers: {
      ...as.headers,
      'content-type': body.contentType,
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** `Attachment/Download?id=` as `as`: the raw response. */
export const downloadFile = (app: App, as: Session, id: number | string, inline = false) =>
  app.inject({
    method: 'GET',
    url: `/api/${apiPaths.attachment.download}`,
    query: { id: String(id), ...(inline ? { inline: '1' } : {}) },
    headers: as.headers,
  });
