import type { DisputeDocKind } from '@srm/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

export type MessageRow = {
  id: number;
  author: string;
  author_vendor: string | null;
  line_id: number | null;
  line_seq: number | null;
  body: string;
  created_at: Date;
};

/** The thread of one document, oldest first (the statement module numbers the lines messages name). */
export async function findMessages(
  db: Db,
  orgId: number,
  kind: DisputeDocKind,
  docId: number,
): Promise<MessageRow[]> {
  const { rows } = await sql<MessageRow>`
    select m.id, m.author, m.author_vendor, m.line_id, null::integer as line_seq, m.body, m.created_at
      from dispute_message m
     where m.org_id = ${orgId} and m.doc_kind = ${kind} and m.doc_id = ${docId}
     order by m.id`.execute(db);
  return rows;
}

export async function insertMessage(
  db: Db,
  row: {
    org_id: number;
    doc_kind: DisputeDocKind;
    doc_id: number;
    line_id: number | null;
    author: string;
    author_vendor: string | null;
    body: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('dispute_message').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The document a message belongs to (for its attachments' readers). */
export async function findMessageDoc(
  db: Db,
  orgId: number,
  id: number,
): Promise<{ doc_kind: DisputeDocKind; doc_id: number } | undefined> {
  return db
    .selectFrom('dispute_message')
    .select(['doc_kind', 'doc_id'])
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst() as Promise<{ doc_kind: DisputeDocKind; doc_id: number } | undefined>;
}
