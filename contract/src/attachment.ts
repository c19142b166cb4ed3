import { z } from 'zod';

/**
 * Attachments (issue #16): files uploaded to belong to a document (an expense bill, a statement dispute message, an
 * announcement). A file is uploaded first (`Attachment/Upload?KIND=<owner kind>`, multipart, field `file`) and
 * answered with its ID; the document's own save then names the IDs it keeps (e.g. `ATTACHMENT_IDS`), and the
 * document's details list them (`AttachmentInfo[]`). `Attachment/Download?id=` serves a file to whoever may read its
 * document (before that, only to its uploader).
 *
 * The kinds of file an owner kind accepts are checked by content (magic bytes), and the extension must agree.
 */
export const attachmentFileTypes = ['jpeg', 'png', 'pdf', 'xlsx'] as const;
export type AttachmentFileType = (typeof attachmentFileTypes)[number];

export const attachmentContentTypes = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<AttachmentFileType, string>;

/** The file name extensions (lower case, without the dot) each type may carry. */
export const attachmentExtensions = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  pdf: ['pdf'],
  xlsx: ['xlsx'],
} as const satisfies Record<AttachmentFileType, readonly string[]>;

/** The largest file any owner kind accepts (an owner kind may accept less). */
export const attachmentMaxBytes = 20 * 1024 * 1024;

/** An owner kind's name, as `?KIND=` and as the owning module registers it (`expense-bill`, `announcement`). */
export const attachmentKind = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);

export const attachmentUploadQuery = z.object({ KIND: attachmentKind });

export const attachmentDownloadQuery = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  /** `1`: show an image or PDF in the browser (`Content-Disposition: inline`); anything else downloads. */
  inline: z.enum(['0', '1']).optional(),
});

/** An uploaded file as the upload answers it and a document's details list it. */
export const attachmentInfo = z.object({
  ID: z.number().int(),
  FILE_NAME: z.string(),
  CONTENT_TYPE: z.string(),
  SIZE: z.number().int(),
  CREATED_AT: z.union([z.date(), z.string()]),
});
export type AttachmentInfo = z.infer<typeof attachmentInfo>;

/** The attachment IDs a document's save keeps (new uploads and the ones it had); a document holds at most 20. */
export const attachmentIds = z.array(z.number().int().min(1).max(2_147_483_647)).max(20);

/** `Attachment/Download?id=12` (relative to `/api`, needs the bearer token), `&inline=1` to view. */
export const attachmentDownloadUrl = (id: number, inline = false) =>
  `Attachment/Download?id=${id}${inline ? '&inline=1' : ''}`;
