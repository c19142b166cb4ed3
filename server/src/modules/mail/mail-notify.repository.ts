import type { Language, MailChoiceCategory } from '@srm/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** The SQL of notifications: who receives a mail, and the facts of the note or statement it tells about. */

export type Recipient = { userId: number; userName: string; email: string; name: string; lang: Language };
/** Whom a mail goes to: a user, or (`userId` null) an address outside the portal, e.g. an invited company. */
export type MailRecipient = Omit<Recipient, 'userId'> & { userId: number | null };

/** Which users of the organisation: by what the event says (the repository builds the condition). */
export type RecipientSelector =
  | { vendorCode: string }
  /** Staff named by user name (order lines' buyer, a statement's creator). */
  | { staffNames: string[] }
  /** Staff whose role holds the screen (by route), super administrators left out. */
  | { staffHolding: string }
  /** Users of either kind by user name (a webhook endpoint's creator). */
  | { userNames: string[] }
  | { userIds: number[] };

function condition(selector: RecipientSelector): RawBuilder<boolean> {
  if ('vendorCode' in selector) return sql<boolean>`u.vendor_code = ${selector.vendorCode}`;
  if ('staffNames' in selector)
    return sql<boolean>`u.vendor_code is null
      and lower(u.user_name) = any(${selector.staffNames.map((n) => n.toLowerCase())}::text[])`;
  if ('staffHolding' in selector)
    return sql<boolean>`u.vendor_code is null and exists (
      select 1 from role r
        join role_menu rm on rm.role_id = r.id
        join menu m on m.id = rm.menu_id
       where r.id = u.role_id and r.role_type <> 'super' and m.link_url = ${selector.staffHolding}
         and m.enabled = 'Y')`;
  if ('userNames' in selector)
    return sql<boolean>`lower(u.user_name) = any(${selector.userNames.map((n) => n.toLowerCase())}::text[])`;
  return sql<boolean>`u.id = any(${selector.userIds}::integer[])`;
}

/**
 * Enabled users of the organisation with an address, chosen by `selector`, who have not turned `category` off
 * (`fallback` when they never chose). `category` null: a mail nobody can turn off (a temporary password). The
 * language is the one the user last chose in the portal (its screen preferences), else Chinese.
 */
export async function findRecipients(
  db: Db,
  orgId: number,
  selector: RecipientSelector,
  category: MailChoiceCategory | null,
  fallback: boolean,
): Promise<Recipient[]> {
  const { rows } = await sql<Recipient>`
    select u.id as "userId", u.user_name as "userName", trim(u.email) as email, u.nick_name as name,
           case when p.preferences->>'language' = 'en' then 'en' else 'zh-chs' end as lang
      from app_user u
      join user_organization uo on uo.user_id = u.id and uo.org_id = ${orgId}
      left join user_preference p on p.user_id = u.id
     where u.enabled and coalesce(trim(u.email), '') <> ''
       and ${condition(selector)}
       and (${category}::text is null
            or coalesce((select mp.enabled from mail_preference mp
                           where mp.user_id = u.id and mp.category = ${category}), ${fallback}::boolean))
     order by u.id`.execute(db);
  return rows;
}

/** The organisation's mail switch: settings saved and enabled. */
export async function mailEnabled(db: Db, orgId: number): Promise<boolean> {
  const row = await db
    .selectFrom('mail_setting')
    .select('enabled')
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row?.enabled === true;
}

export async function organizationNames(db: Db, orgId: number): Promise<Record<Language, string>> {
  const row = await db
    .selectFrom('organization')
    .select(['name', 'name_en'])
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  return { 'zh-chs': row.name, en: row.name_en || row.name };
}

export type NoteFacts = {
  id: number;
  org_id: number;
  note_kind: 'DN' | 'OS' | 'SUB';
  delivery_no: string;
  vendor_code: string;
  vendor_name: string;
  receiver_vendor_code: string | null;
  delivery_date: string;
  arrival_date: string | null;
  check_man: string | null;
  logistics_company: string | null;
  tracking_no: string | null;
  /** The buyers named on the note's order lines (the ERP's buyer, a portal user name). */
  buyers: string[];
};

export async function findNoteFacts(db: Db, orgId: number, noteId: number): Promise<NoteFacts | undefined> {
  const { rows } = await sql<NoteFacts>`
    select dn.id, dn.org_id, dn.note_kind, dn.delivery_no, dn.vendor_code,
           coalesce(v.vendor_name, dn.vendor_name, dn.vendor_code) as vendor_name, dn.receiver_vendor_code,
           dn.delivery_date, dn.arrival_date, dn.check_man, dn.logistics_company, dn.tracking_no,
           coalesce((select array_agg(distinct ol.buyer order by ol.buyer)
                       from delivery_line dl join order_line ol on ol.id = dl.order_line_id
                      where dl.note_id = dn.id and ol.buyer is not null and ol.buyer <> ''), '{}') as buyers
      from delivery_note dn
      left join vendor v on v.org_id = dn.org_id and v.vendor_code = dn.vendor_code
     where dn.org_id = ${orgId} and dn.id = ${noteId}`.execute(db);
  return rows[0];
}

export type ShortLine = {
  line_no: number;
  po_no: string;
  po_item: number;
  part_no: string;
  part_name: string | null;
  delivery_qty: string;
  received_qty: string;
};

/** Lines of a received note that came short (received less than delivered). */
export async function findShortLines(db: Db, noteId: number): Promise<ShortLine[]> {
  const { rows } = await sql<ShortLine>`
    select dl.line_no, ol.po_no, ol.po_item, ol.part_no, p.part_name,
           dl.delivery_qty::text as delivery_qty, dl.received_qty::text as received_qty
      from delivery_line dl
      join order_line ol on ol.id = dl.order_line_id
      left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
     where dl.note_id = ${noteId} and dl.received_qty is not null and dl.received_qty < dl.delivery_qty
     order by dl.line_no`.execute(db);
  return rows;
}

export type StatementFacts = {
  id: number;
  statement_no: string | null;
  vendor_code: string;
  vendor_name: string;
  currency: string;
  period_from: string;
  period_to: string;
  line_count: number;
  amount_with_tax: string;
  reject_reason: string | null;
  created_by: string;
  rejected_by: string | null;
  rejected_lines: { line_no: number; reason: string }[];
};

export async function findStatementFacts(
  db: Db,
  orgId: number,
  statementId: number,
): Promise<StatementFacts | undefined> {
  const { rows } = await sql<StatementFacts>`
    select s.id, s.statement_no, s.vendor_code, coalesce(v.vendor_name, s.vendor_code) as vendor_name, s.currency,
           s.period_from, s.period_to, s.line_count, s.amount_with_tax::text as amount_with_tax, s.reject_reason,
           s.created_by, s.rejected_by,
           coalesce((select json_agg(json_build_object('line_no', l.line_no, 'reason', l.reject_reason)
                                     order by l.line_no)
                       from statement_line l
                      where l.statement_id = s.id and l.line_state = 'rejected'), '[]'::json) as rejected_lines
      from statement s
      left join vendor v on v.org_id = s.org_id and v.vendor_code = s.vendor_code
     where s.org_id = ${orgId} and s.id = ${statementId}`.execute(db);
  return rows[0];
}

export type NcrFacts = {
  id: number;
  ncr_no: string;
  vendor_code: string;
  vendor_name: string;
  delivery_no: string;
  part_no: string;
  defect: string;
  rejected_qty: string;
  due_date: string;
  review_comment: string | null;
  created_by: string;
};

/** What an NCR's mails say (issue #33). */
export async function findNcrFacts(db: Db, orgId: number, ncrId: number): Promise<NcrFacts | undefined> {
  const { rows } = await sql<NcrFacts>`
    select n.id, n.ncr_no, n.vendor_code, coalesce(v.vendor_name, n.vendor_code) as vendor_name, dn.delivery_no,
           ol.part_no, coalesce(d.name, n.defect_code) as defect, n.rejected_qty::text as rejected_qty,
           to_char(n.due_date, 'YYYY-MM-DD') as due_date, n.review_comment, n.created_by
      from ncr n
      left join vendor v on v.org_id = n.org_id and v.vendor_code = n.vendor_code
      join delivery_line dl on dl.id = n.delivery_line_id
      join delivery_note dn on dn.id = dl.note_id
      join order_line ol on ol.id = dl.order_line_id
      left join defect_code d on d.org_id = n.org_id and d.code = n.defect_code
     where n.org_id = ${orgId} and n.id = ${ncrId}`.execute(db);
  return rows[0];
}

export type OrderLineFacts = {
  id: number;
  po_no: string;
  po_item: number;
  part_no: string;
  part_name: string | null;
  vendor_code: string;
  vendor_name: string;
  /** The ERP's buyer (a portal user name), null when none is named. */
  buyer: string | null;
  /** The state of the event's version (the line's, when that version has no row: a line never answered). */
  state: string;
  ordered_qty: string;
  due_date: string;
  unit_price: string;
  /** The schedule of that version: proposed, countered or agreed. */
  schedule: { DATE: string; QTY: string | number }[];
  reason: string | null;
  /** The ERP's figures of the version before (what an ERP change changed). */
  prev_qty: string | null;
  prev_due_date: string | null;
  prev_price: string | null;
};

/**
 * The order lines an event names, each as of the event's version (`order_line_version`; the line itself when the
 * version has no row), in the organisation only, by order number and item.
 */
export async function findOrderLineFacts(
  db: Db,
  orgId: number,
  lines: { orderLineId: number; version: number }[],
): Promise<OrderLineFacts[]> {
  if (lines.length === 0) return [];
  const { rows } = await sql<OrderLineFacts>`
    select ol.id, ol.po_no, ol.po_item, ol.part_no, p.part_name, ol.vendor_code,
           coalesce(v.vendor_name, ol.vendor_code) as vendor_name, nullif(trim(ol.buyer), '') as buyer,
           coalesce(lv.state, ol.confirm_state) as state,
           coalesce(lv.ordered_qty, ol.ordered_qty)::text as ordered_qty,
           to_char(coalesce(lv.due_date, ol.due_date), 'YYYY-MM-DD') as due_date,
           coalesce(lv.unit_price, ol.unit_price)::text as unit_price,
           coalesce(lv.schedule, ol.promised_schedule) as schedule, lv.reason,
           coalesce(pv.ordered_qty, ol.original_qty)::text as prev_qty,
           to_char(coalesce(pv.due_date, ol.original_due_date), 'YYYY-MM-DD') as prev_due_date,
           pv.unit_price::text as prev_price
      from unnest(${lines.map((l) => l.orderLineId)}::int[], ${lines.map((l) => l.version)}::int[])
             as e(id, version)
      join order_line ol on ol.id = e.id and ol.org_id = ${orgId}
      left join order_line_version lv on lv.order_line_id = ol.id and lv.version = e.version
      left join order_line_version pv on pv.order_line_id = ol.id and pv.version = e.version - 1
      left join part p on p.org_id = ol.org_id and p.part_no = ol.part_no
      left join vendor v on v.org_id = ol.org_id and v.vendor_code = ol.vendor_code
     order by ol.po_no, ol.po_item, ol.id`.execute(db);
  return rows;
}

/** Runs `work` under a savepoint: when it throws, only its own statements are undone, not the caller's. */
export async function underSavepoint<T>(trx: Db, work: () => Promise<T>): Promise<T> {
  await sql`savepoint srm_mail_notify`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint srm_mail_notify`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint srm_mail_notify`.execute(trx);
    await sql`release savepoint srm_mail_notify`.execute(trx);
    throw error;
  }
}
