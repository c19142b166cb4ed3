import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * A rotated webhook secret keeps signing beside the new one until `previous_secret_until` (issue #35): each message
 * then carries two signatures (Standard Webhooks lists several, space-separated), so a receiver switches to the new
 * secret without refusing a message. Rotating "at once" (a leaked secret) leaves these empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table webhook_endpoint add column previous_secret_sealed varchar(500);
    alter table webhook_endpoint add column previous_secret_until timestamptz;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table webhook_endpoint drop column previous_secret_until;
    alter table webhook_endpoint drop column previous_secret_sealed;
  `,
  );
}
