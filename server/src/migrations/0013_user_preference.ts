import { type Kysely, sql } from 'kysely';

/*
 * A user's screen preferences (theme, open tabs, …) move off `app_user` into a table of their own. `app_user` is
 * watched by the authentication counter (migration 0010): with the preferences on it, every tab click of one user
 * made every other user's next list page authenticate again (docs/decisions.md "Checked authentication").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_preference (
      user_id     integer     primary key references app_user(id) on delete cascade,
      preferences jsonb       not null default '{}'::jsonb,
      updated_at  timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into user_preference (user_id, preferences)
    select id, preferences from app_user where preferences <> '{}'::jsonb`.execute(db);
  await sql`alter table app_user drop column preferences`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_user add column preferences jsonb not null default '{}'::jsonb`.execute(db);
  await sql`
    update app_user u set preferences = p.preferences from user_preference p where p.user_id = u.id`.execute(
    db,
  );
  await sql`drop table user_preference`.execute(db);
}
