import type { Db } from './db.ts';

/**
 * A temporary password to mail in the caller's transaction: answers the address it goes to, or null when it cannot
 * be mailed (mail off, no address), and the caller then shows it. Not a domain event: a password must not wait in
 * the outbox in plain text, and the caller must know at once whether it went (docs/decisions.md "Domain events").
 */
export type TemporaryPasswordMailer = (
  trx: Db,
  reset: { orgId: number; userId: number; password: string; by: string },
) => Promise<string | null>;

/**
 * A supplier invitation to mail in the caller's transaction (issue #34): its link is a credential, so it is sealed
 * in the outbox like a password. Answers the address, or null when the organisation's mail is off.
 */
export type InvitationMailer = (
  trx: Db,
  invitation: {
    orgId: number;
    email: string;
    companyName: string;
    link: string;
    expiresAt: string;
    by: string;
  },
) => Promise<string | null>;

/** What the mail module offers other modules through the app (platform/ imports no module; mail provides it). */
export class MailPort {
  #temporaryPassword: TemporaryPasswordMailer | undefined;
  #invitation: InvitationMailer | undefined;

  /** Called once by the mail module as the app is built. */
  provideTemporaryPassword(mailer: TemporaryPasswordMailer): void {
    this.#temporaryPassword = mailer;
  }

  provideInvitation(mailer: InvitationMailer): void {
    this.#invitation = mailer;
  }

  get invitation(): InvitationMailer {
    if (!this.#invitation) throw new Error('No mail module registered: an invitation cannot be mailed');
    return this.#invitation;
  }

  get temporaryPassword(): TemporaryPasswordMailer {
    if (!this.#temporaryPassword) throw new Error('No mail module registered: a password cannot be mailed');
    return this.#temporaryPassword;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mailPort: MailPort;
  }
}
