import type { MailCategory, MailChoiceCategory } from '@srm/contract';
import type { CataloguedEvent, EventName } from '../../../platform/events/event-catalogue.ts';
import { findNoteFacts, type NoteFacts } from '../../delivery-note/index.ts';
import { findStatementFacts, type StatementFacts } from '../../statement/index.ts';
import type { Recipient } from '../mail-notify.repository.ts';
import {
  type MailContext,
  type Notification,
  noteKind,
  nothingQueued,
  notification,
  type Texts,
  withFooter,
} from './notification.ts';

/**
 * A notification about one document, declared by whom it mails and what it says from the facts the document's owner
 * answers (and what the texts call the document); what it says may ask more of `ctx`, and null says nothing.
 */
type AboutDocument<N extends EventName, F, A> = {
  events: readonly N[];
  to: (ctx: MailContext, facts: F) => Promise<Recipient[]>;
  texts: (facts: F, about: A, ctx: MailContext) => Texts | null | Promise<Texts | null>;
};

/**
 * Declares a notification about one document: its facts are found for the event (none, the document is gone:
 * nothing is sent), and what `n` says of them is mailed with the organisation's footer.
 */
function aboutDocument<N extends EventName, F, A>(
  category: MailCategory & MailChoiceCategory,
  find: (ctx: MailContext, event: CataloguedEvent<N>) => Promise<F | undefined>,
  about: (facts: F) => A,
  n: AboutDocument<N, F, A>,
): Notification<N> {
  return notification({
    events: n.events,
    category,
    choice: category,
    async mail(ctx, event) {
      const facts = await find(ctx, event);
      if (!facts) return nothingQueued();
      const texts = await n.texts(facts, about(facts), ctx);
      return texts ? ctx.send(await n.to(ctx, facts), withFooter(texts, ctx.org)) : nothingQueued();
    },
  });
}

type NoteKindNames = (typeof noteKind)[keyof typeof noteKind];

/** A notification about a delivery note; its texts get the note's kind in both languages. */
export const noteNotification = <N extends 'note.audited' | 'note.shipped' | 'note.received'>(
  n: AboutDocument<N, NoteFacts, NoteKindNames>,
) =>
  aboutDocument(
    'note',
    (ctx, event: CataloguedEvent<N>) => findNoteFacts(ctx.trx, ctx.orgId, event.payload.noteId),
    (note) => noteKind[note.note_kind],
    n,
  );

/** A notification about a statement; its texts get the statement's number (`#id` before it has one). */
export const statementNotification = <N extends 'statement.sent' | 'statement.rejected'>(
  n: AboutDocument<N, StatementFacts, string>,
) =>
  aboutDocument(
    'statement',
    (ctx, event: CataloguedEvent<N>) => findStatementFacts(ctx.trx, ctx.orgId, event.payload.statementId),
    (s) => s.statement_no ?? `#${s.id}`,
    n,
  );
