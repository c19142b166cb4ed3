import {
  type DisputeDocKind,
  type DisputeMessage,
  type DisputeThread,
  type disputePostBody,
  statementState,
} from '@srm/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { attachmentsByOwner, claimAttachments, registerAttachmentOwner } from '../attachment/index.ts';
import { writeAudit } from '../audit/index.ts';
import { findBill } from '../expense-bill/index.ts';
import { findStatement, isLineOf, lineNumbersOf } from '../statement/index.ts';
import { findMessageDoc, findMessages, insertMessage } from './dispute.repository.ts';

/** The kind of attachments a message owns. */
export const disputeAttachmentKind = 'dispute';

/**
 * The document as the caller may see it (a vendor: its own, once sent), and whether its thread is still open (a
 * closed or voided statement, a closed bill: read only). Undefined: not the caller's to see.
 */
async function documentOf(
  db: Db,
  auth: AuthContext,
  kind: DisputeDocKind,
  id: number,
  lock = false,
): Promise<{ open: boolean } | undefined> {
  if (kind === 'statement') {
    const s = await findStatement(db, auth.orgId, auth.vendorCode, id, lock);
    return s && { open: s.state !== statementState.closed && s.state !== statementState.voided };
  }
  const b = await findBill(db, auth.orgId, auth.vendorCode, id, lock);
  return b && { open: b.state !== 'closed' };
}

registerAttachmentOwner(disputeAttachmentKind, {
  types: ['jpeg', 'png', 'pdf', 'xlsx'],
  // A message's files are read by whoever may read its document.
  canRead: async (db, auth, messageId) => {
    const doc = await findMessageDoc(db, auth.orgId, messageId);
    return !!doc && (await documentOf(db, auth, doc.doc_kind, doc.doc_id)) !== undefined;
  },
});

const notFound = (kind: DisputeDocKind) =>
  new AppError(404, kind === 'statement' ? 'statement.notFound' : 'expenseBill.notFound');

/** The thread of a document the caller may read (404 otherwise, as the document's own Get). */
export async function getThread(
  db: Db,
  auth: AuthContext,
  kind: DisputeDocKind,
  id: number,
): Promise<DisputeThread> {
  const doc = await documentOf(db, auth, kind, id);
  if (!doc) throw notFound(kind);
  const thread = await findMessages(db, auth.orgId, kind, id);
  const numbers = await lineNumbersOf(
    db,
    thread.flatMap((m) => (m.line_id === null ? [] : [m.line_id])),
  );
  const rows = thread.map((m) => ({
    ...m,
    line_seq: m.line_id === null ? null : (numbers.get(m.line_id) ?? null),
  }));
  const files = await attachmentsByOwner(
    db,
    disputeAttachmentKind,
    rows.map((r) => r.id),
  );
  const messages: DisputeMessage[] = rows.map((r) => ({
    ID: r.id,
    AUTHOR: r.author,
    AUTHOR_VENDOR: r.author_vendor,
    LINE_ID: r.line_id,
    LINE_SEQ: r.line_seq,
    BODY: r.body,
    CREATED_AT: r.created_at,
    Attachments: files.get(r.id) ?? [],
  }));
  return { KIND: kind, ID: id, OPEN: doc.open, Messages: messages };
}

/**
 * Posts a message (with attachments the caller uploaded) to a document the caller may read, while it is open;
 * audited on the document. Answers the whole thread.
 */
export async function postMessage(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof disputePostBody>,
): Promise<DisputeThread> {
  const kind = input.KIND;
  await inTransaction(db, async (trx) => {
    const doc = await documentOf(trx, auth, kind, input.ID, true);
    if (!doc) throw notFound(kind);
    if (!doc.open) throw new AppError(409, 'dispute.closed');
    const lineId = input.LINE_ID ?? null;
    if (lineId !== null && (kind !== 'statement' || !(await isLineOf(trx, input.ID, lineId))))
      throw new AppError(400, 'dispute.unknownLine', { line: lineId });
    const id = await insertMessage(trx, {
      org_id: auth.orgId,
      doc_kind: kind,
      doc_id: input.ID,
      line_id: lineId,
      author: auth.userName,
      author_vendor: auth.vendorCode,
      body: input.BODY,
    });
    await claimAttachments(trx, auth, disputeAttachmentKind, id, input.ATTACHMENT_IDS);
    await writeAudit(trx, auth, {
      action: 'message',
      entity: kind === 'statement' ? 'statement' : 'expenseBill',
      entityId: input.ID,
      after: { MESSAGE_ID: id, LINE_ID: lineId, BODY: input.BODY, ATTACHMENT_IDS: input.ATTACHMENT_IDS },
    });
  });
  return getThread(db, auth, kind, input.ID);
}
