import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Mails of order collaboration (issue #32, PRODUCT §8, §10).
 * - `order_line.reminded_at`: when the vendor was last reminded of the line while it waited for its answer (new,
 *   changed, countered). The hourly sweep (order-confirmation.service.ts `remindUnansweredLines`) reminds a line
 *   waiting longer than `organization.confirmation_reminder_hours` once a day, and sets this in the transaction that
 *   publishes the reminder (`order.line.unanswered`), so two processes sweeping at once remind it once.
 * - Mail category `order` (proposals to the buyer; counters, ERP changes and reminders to the vendor): in the mail
 *   log and as a choice users may turn off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table order_line add column reminded_at timestamptz;

    alter table mail_log drop constraint mail_log_category_check;
    alter table mail_log add constraint mail_log_category_check
      check (category in ('note', 'statement', 'order', 'announcement', 'password', 'test'));
    alter table mail_preference drop constraint mail_preference_category_check;
    alter table mail_preference add constraint mail_preference_category_check
      check (category in ('note', 'statement', 'order', 'announcement'));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from mail_preference where category = 'order';
    delete from mail_log where category = 'order';
    alter table mail_preference drop constraint mail_preference_category_check;
    alter table mail_preference add constraint mail_preference_category_check
      check (category in ('note', 'statement', 'announcement'));
    alter table mail_log drop constraint mail_log_category_check;
    alter table mail_log add constraint mail_log_category_check
      check (category in ('note', 'statement', 'announcement', 'password', 'test'));
    alter table order_line drop column reminded_at;
  `,
  );
}
