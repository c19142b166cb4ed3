import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import type { MessageKey } from './messages.ts';

/**
 * The one file of a multipart upload in the field `file`, read whole within the route's multipart limits (its
 * plugin's `fileSize`): not multipart → 415, another field or a broken body → 400, both with the screen's own
 * message (`notMultipart`); over the size limit → 413.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  notMultipart: MessageKey,
): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart()) throw new AppError(415, notMultipart);
  let part: Awaited<ReturnType<typeof request.file>>;
  try {
    part = await request.file();
  } catch {
    throw new AppError(400, notMultipart);
  }
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError(400, notMultipart);
  }
  try {
    return { name: part.filename, content: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'http.413');
    throw new AppError(400, notMultipart);
  }
}
