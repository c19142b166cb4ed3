import { type Kysely, sql } from 'kysely';

/**
 * One counter that changes with everything authentication reads (platform/auth.ts, docs/decisions.md "Checked
 * authentication"): sessions, users, roles, their menus, organisations, memberships, vendors and the list
 * configuration version. A process that keeps a caller's authentication answers list pages from it and reads the
 * counter in the page's own statement; the page is used only when the counter is the one the authentication was read
 * at, so what it shows was read under exactly the authentication that allowed it.
 *
 * The triggers are deferred constraint triggers: the counter is raised at commit, after the transaction's other work,
 * in the same transaction as the change (a reader sees both or neither), and its row lock is held only while
 * committing. Updates that change nothing (e.g. clearing a lock that is not set at sign-in) leave it alone, and so do
 * new sessions: no process can hold one it has not read.
 */
const watched = [
  'user_session',
  'app_user',
  'role',
  'role_menu',
  'menu',
  'organization',
  'user_organization',
  'vendor',
  'config_version',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table auth_state (
      id      smallint primary key check (id = 1),
      version bigint   not null
    )`.execute(db);
  await sql`insert into auth_state (id, version) values (1, 1)`.execute(db);
  await sql`
    create function srm_bump_auth() returns trigger language plpgsql as $$
    begin
      update auth_state set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of watched) {
    await sql`
      create constraint trigger ${sql.raw(`${table}_auth_update`)} after update on ${sql.table(table)}
      deferrable initially deferred for each row when (old.* is distinct from new.*)
      execute function srm_bump_auth()`.execute(db);
    const events = table === 'user_session' ? 'delete' : 'insert or delete';
    await sql`
      create constraint trigger ${sql.raw(`${table}_auth_change`)} after ${sql.raw(events)} on ${sql.table(table)}
      deferrable initially deferred for each row execute function srm_bump_auth()`.execute(db);
  }
  // srm_authenticate also answers the counter, read in the same statement as what it describes.
  await sql`drop function srm_authenticate(uuid, integer, integer)`.execute(db);
  await createAuthenticate(db, true);
}

async function createAuthenticate(db: Kysely<unknown>, withVersion: boolean): Promise<void> {
  await sql`
    create function srm_authenticate(p_session uuid, p_user integer, p_org integer)
    returns table (
      revoked_at timestamptz, expires_at timestamptz, id integer, user_name varchar, nick_name varchar,
      role_id integer, vendor_code varchar, enabled boolean, is_locked boolean, role_type varchar,
      org_id integer, org_code varchar, parent_vendor_code varchar, menus varchar[], buttons varchar[],
      list_params_version bigint${sql.raw(withVersion ? ', auth_version bigint' : '')}
    )
    language plpgsql stable as $$
    begin
      return query
        select s.revoked_at, s.expires_at, u.id, u.user_name, u.nick_name, u.role_id, u.vendor_code, u.enabled,
          u.is_locked, r.role_type, o.id, o.code, v.parent_vendor_code, g.menus, g.buttons,
          coalesce((select cv.list_params from config_version cv where cv.org_id = o.id), 0::bigint)
          ${sql.raw(withVersion ? ', (select a.version from auth_state a where a.id = 1)' : '')}
        from user_session s
        join app_user u on u.id = s.user_id
        left join role r on r.id = u.role_id
        -- The organisation asked for (the OrgId header), else the one signed in to; only one of the user's.
        left join user_organization uo on uo.user_id = u.id and uo.org_id = coalesce(p_org, s.org_id)
        left join organization o on o.id = uo.org_id and o.enabled
        left join vendor v on v.org_id = o.id and v.vendor_code = u.vendor_code
        cross join lateral srm_role_grants(u.role_id) g
        where s.id = p_session and s.user_id = p_user;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function srm_authenticate(uuid, integer, integer)`.execute(db);
  await createAuthenticate(db, false);
  for (const table of watched) {
    await sql`drop trigger ${sql.raw(`${table}_auth_update`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger ${sql.raw(`${table}_auth_change`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function srm_bump_auth()`.execute(db);
  await sql`drop table auth_state`.execute(db);
}
