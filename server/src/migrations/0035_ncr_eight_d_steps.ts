import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * An NCR's 8D answer covers all eight disciplines (issue #45 item 7): besides containment (D3), root cause (D4),
 * corrective (D5) and preventive action (D7), the team (D1), the problem as the vendor describes it (D2), how the
 * correction was implemented and verified (D6) and the closure (D8). Answers given before stay as they are (the new
 * steps empty); the next answer needs all eight.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table ncr add column team varchar(4000);
    alter table ncr add column problem varchar(4000);
    alter table ncr add column verification varchar(4000);
    alter table ncr add column closure varchar(4000);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table ncr drop column closure;
    alter table ncr drop column verification;
    alter table ncr drop column problem;
    alter table ncr drop column team;
  `,
  );
}
