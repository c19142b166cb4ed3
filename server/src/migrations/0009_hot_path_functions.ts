import { type Kysely, sql } from 'kysely';

/**
 * Statements that run on (nearly) every API call, as PL/pgSQL functions: their plans are prepared once per
 * connection instead of for every call (docs/performance.md).
 * - srm_authenticate: session, user, role, organisation, vendor and grants (platform/auth.ts). Planning its six
 *   joins and two array subqueries cost ~0.5 ms per request, four times its execution.
 * - srm_list_params: the parameter definitions of a list, read by every LoadData (platform/list/list-params.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function srm_authenticate(p_session uuid, p_user integer, p_org integer)
    returns table (
      revoked_at timestamptz, expires_at timestamptz, id integer, user_name varchar, nick_name varchar,
      role_id integer, vendor_code varchar, enabled boolean, is_locked boolean, role_type varchar,
      org_id integer, org_code varchar, parent_vendor_code varchar, menus varchar[], buttons varchar[]
    )
    language plpgsql stable as $$
    begin
      return query
        select s.revoked_at, s.expires_at, u.id, u.user_name, u.nick_name, u.role_id, u.vendor_code, u.enabled,
          u.is_locked, r.role_type, o.id, o.code, v.parent_vendor_code,
          array(select m.link_url from role_menu rm join menu m on m.id = rm.menu_id
            where rm.role_id = u.role_id and m.enabled = 'Y' and m.menu_type <> 'button' and m.link_url is not null),
          array(select m.menu_code from role_menu rm join menu m on m.id = rm.menu_id
            where rm.role_id = u.role_id and m.enabled = 'Y' and m.menu_type = 'button')
        from user_session s
        join app_user u on u.id = s.user_id
        left join role r on r.id = u.role_id
        -- The organisation asked for (the OrgId header), else the one signed in to; only one of the user's.
        left join user_organization uo on uo.user_id = u.id and uo.org_id = coalesce(p_org, s.org_id)
        left join organization o on o.id = uo.org_id and o.enabled
        left join vendor v on v.org_id = o.id and v.vendor_code = u.vendor_code
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
}
