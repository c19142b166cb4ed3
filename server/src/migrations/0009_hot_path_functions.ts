import { type Kysely, sql } from 'kysely';

/**
 * Statements that run on (nearly) every API call, as PL/pgSQL functions: their plans are prepared once per
 * connection instead of for every call (docs/performance.md).
 * - srm_role_grants: the menu addresses and button keys a role grants; the one definition of grants, used by
 *   srm_authenticate and by sign-in (platform/auth.ts `loadGrants`).
 * - srm_authenticate: session, user, role, organisation, vendor and grants (platform/auth.ts). Planning its six
 *   joins and two array subqueries cost ~0.5 ms per request, four times its execution.
 * - srm_list_params: the parameter definitions of a list, read by LoadData when its process has none cached.
 * - config_version: a counter per organisation that every change of `list_param` bumps (a trigger, so no writer
 *   can forget it); srm_authenticate returns it, so each process knows at once when its cached parameter
 *   definitions are out of date, without asking (platform/list/list-params.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table config_version (
      org_id      integer primary key references organization(id),
      list_params bigint  not null default 0
    )`.execute(db);
  await sql`
    create function srm_bump_list_params() returns trigger language plpgsql as $$
    begin
      insert into config_version (org_id, list_params)
        values (coalesce(new.org_id, old.org_id), 1)
        on conflict (org_id) do update set list_params = config_version.list_params + 1;
      if tg_op = 'UPDATE' and new.org_id <> old.org_id then
        insert into config_version (org_id, list_params) values (old.org_id, 1)
          on conflict (org_id) do update set list_params = config_version.list_params + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger list_param_version after insert or update or delete on list_param
    for each row execute function srm_bump_list_params()`.execute(db);
  await sql`
    create function srm_role_grants(p_role integer) returns table (menus varchar[], buttons varchar[])
    language sql stable as $$
      select
        array(select m.link_url from role_menu rm join menu m on m.id = rm.menu_id
          where rm.role_id = p_role and m.enabled = 'Y' and m.menu_type <> 'button' and m.link_url is not null),
        array(select m.menu_code from role_menu rm join menu m on m.id = rm.menu_id
          where rm.role_id = p_role and m.enabled = 'Y' and m.menu_type = 'button')
    $$`.execute(db);
  await sql`
    create function srm_authenticate(p_session uuid, p_user integer, p_org integer)
    returns table (
      revoked_at timestamptz, expires_at timestamptz, id integer, user_name varchar, nick_name varchar,
      role_id integer, vendor_code varchar, enabled boolean, is_locked boolean, role_type varchar,
      org_id integer, org_code varchar, parent_vendor_code varchar, menus varchar[], buttons varchar[],
      list_params_version bigint
    )
    language plpgsql stable as $$
    begin
      return query
        select s.revoked_at, s.expires_at, u.id, u.user_name, u.nick_name, u.role_id, u.vendor_code, u.enabled,
          u.is_locked, r.role_type, o.id, o.code, v.parent_vendor_code, g.menus, g.buttons,
          coalesce((select cv.list_params from config_version cv where cv.org_id = o.id), 0::bigint)
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
  await sql`
    create function srm_list_params(p_org integer, p_route varchar) returns setof list_param
    language plpgsql stable as $$
    begin
      return query select * from list_param where org_id = p_org and list_route = p_route order by ord_idx, id;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function srm_list_params(integer, varchar)`.execute(db);
  await sql`drop function srm_authenticate(uuid, integer, integer)`.execute(db);
  await sql`drop function srm_role_grants(integer)`.execute(db);
  await sql`drop trigger list_param_version on list_param`.execute(db);
  await sql`drop function srm_bump_list_params()`.execute(db);
  await sql`drop table config_version`.execute(db);
}
