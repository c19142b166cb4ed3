import { z } from 'zod';
import { attachmentIds, attachmentInfo } from './attachment.ts';
import { reasonText } from './visible-text.ts';

/**
 * Dispute threads (issue #13): on a statement (about it or one of its lines) or an expense bill, purchasing and the
 * vendor exchange messages with attachments (`Attachment/Upload?KIND=dispute`). Whoever may read the document reads
 * its thread; messages are never edited or deleted, so the thread is part of the document's history. A closed or
 * voided document's thread is closed.
 */
export const disputeDocKinds = ['statement', 'expense-bill'] as const;
export type DisputeDocKind = (typeof disputeDocKinds)[number];

export const disputeListQuery = z.object({
  KIND: z.enum(disputeDocKinds),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const disputePostBody = z.object({
  KIND: z.enum(disputeDocKinds),
  ID: z.number().int().min(1).max(2_147_483_647),
  /** The statement line the message is about (statements only; none: the whole document). */
  LINE_ID: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  BODY: reasonText(2000),
  ATTACHMENT_IDS: attachmentIds.default([]),
});
export type DisputePost = z.input<typeof disputePostBody>;

export const disputeMessage = z.object({
  ID: z.number().int(),
  AUTHOR: z.string(),
  /** The vendor the author speaks for; null: the organisation's staff. */
  AUTHOR_VENDOR: z.string().nullable(),
  LINE_ID: z.number().int().nullable(),
  /** The statement line's number on the statement (null: the whole document, or a line since removed). */
  LINE_SEQ: z.number().int().nullable(),
  BODY: z.string(),
  CREATED_AT: z.union([z.date(), z.string()]),
  Attachments: z.array(attachmentInfo),
});
export type DisputeMessage = z.infer<typeof disputeMessage>;

export const disputeThread = z.object({
  KIND: z.enum(disputeDocKinds),
  ID: z.number().int(),
  /** Whether the caller may post (the document is still open). */
  OPEN: z.boolean(),
  Messages: z.array(disputeMessage),
});
export type DisputeThread = z.infer<typeof disputeThread>;
