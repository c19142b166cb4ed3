import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../platform/db.ts';

/** The demo organisations' defect catalogue (issue #33): code, Chinese and English name. */
export const demoDefectCodes: [string, string, string][] = [
  ['DIM', '尺寸超差', 'Dimension out of tolerance'],
  ['APP', '外观不良', 'Cosmetic defect'],
  ['FUN', '功能不良', 'Function failure'],
  ['MAT', '材料不符', 'Wrong material'],
  ['PKG', '包装破损', 'Damaged packaging'],
  ['LBL', '标识错误', 'Wrong labelling'],
];

/** A demo NCR's 8D answer (all null while the vendor has not answered). */
type DemoAnswer = {
  team: string | null;
  problem: string | null;
  containment: string | null;
  rootCause: string | null;
  correctiveAction: string | null;
  verification: string | null;
  preventiveAction: string | null;
  closure: string | null;
  answeredAt: RawBuilder<unknown> | null;
  answeredBy: string | null;
};

const unanswered: DemoAnswer = {
  team: null,
  problem: null,
  containment: null,
  rootCause: null,
  correctiveAction: null,
  verification: null,
  preventiveAction: null,
  closure: null,
  answeredAt: null,
  answeredBy: null,
};

/** A demo inspection's rejection and the NCR raised on it. */
type DemoRejection = {
  rejected: string;
  defect: string;
  remark: string;
  description: string;
  state: 'open' | 'answered';
  dueInDays: number;
  version: number;
  answer: DemoAnswer;
};

/** The demo's two rejections, in the order of the lines: the first NCR open, the second answered by the vendor. */
const demoRejections: DemoRejection[] = [
  {
    rejected: '5',
    defect: 'DIM',
    remark: '孔径偏大 0.2mm',
    description: '孔径偏大 0.2mm，5 件不合格',
    state: 'open',
    dueInDays: 3,
    version: 1,
    answer: unanswered,
  },
  {
    rejected: '2',
    defect: 'APP',
    remark: '表面划伤',
    description: '表面划伤 2 件',
    state: 'answered',
    dueInDays: 6,
    version: 2,
    answer: {
      team: '品质经理王工、包装班组长、物流专员',
      problem: '2 件外观面划伤，发生在运输途中',
      containment: '库存 200 件全检，隔离不良 3 件',
      rootCause: '包装隔板缺失，运输中摩擦',
      correctiveAction: '增加隔板并更换包装方式',
      verification: '新包装连续 3 批发货，抽检无划伤',
      preventiveAction: '包装作业指导书更新，出货前抽检',
      closure: '经验已在班组会上分享，小组解散',
      answeredAt: sql`now() - interval '1 day'`,
      answeredBy: 'vendor1',
    },
  },
];

/**
 * Quality in the demo (issue #33): every organisation's defect codes; in `orgId`, the two newest received V001 lines
 * that no live statement bills are inspected with a rejection, each with its NCR: one open (due in three days), one
 * answered by the vendor, so the vendor's and quality's NCR screens open on real work. No events are published.
 */
export async function loadDemoQuality(db: Db, orgIds: number[], orgId: number): Promise<void> {
  for (const org of orgIds)
    await db
      .insertInto('defect_code')
      .values(demoDefectCodes.map(([code, name, name_en]) => ({ org_id: org, code, name, name_en })))
      .execute();
  const lines = await sql<{ id: number; received_qty: string }>`
    select dl.id, dl.received_qty::text as received_qty
      from delivery_line dl join delivery_note dn on dn.id = dl.note_id
     where dn.org_id = ${orgId} and dn.vendor_code = 'V001' and dn.note_kind = 'DN' and dn.status = 5
       and dl.received_qty >= 10
       and not exists (select 1 from statement_line sl where sl.delivery_line_id = dl.id and sl.live)
     order by dn.received_at desc, dl.id
     limit 2`.execute(db);
  await sql`
    insert into ncr_counter (org_id, year, last_seq)
    values (${orgId}, cast(extract(year from current_date) as integer), ${lines.rows.length})`.execute(db);
  for (const [i, line] of lines.rows.entries()) {
    const r = demoRejections[i]!;
    const a = r.answer;
    await sql`
      insert into inspection (delivery_line_id, org_id, accepted_qty, rejected_qty, defect_code, remark, inspected_by,
                              inspected_at)
      values (${line.id}, ${orgId}, ${line.received_qty}::numeric - ${r.rejected}::numeric, ${r.rejected}::numeric,
              ${r.defect}, ${r.remark}, 'buyer', now() - interval '2 days')`.execute(db);
    await sql`
      insert into ncr (org_id, ncr_no, vendor_code, delivery_line_id, defect_code, rejected_qty, description, state,
                       due_date, team, problem, containment, root_cause, corrective_action, verification,
                       preventive_action, closure, answered_at, first_answered_at, answered_by, version, created_by,
                       created_at)
      values (${orgId}, 'NCR-' || extract(year from current_date) || '-' || ${String(i + 1).padStart(5, '0')}, 'V001', ${line.id}, ${r.defect},
              ${r.rejected}::numeric, ${r.description},
              ${r.state}, current_date + ${r.dueInDays}::integer,
              ${a.team}, ${a.problem},
              ${a.containment}, ${a.rootCause},
              ${a.correctiveAction}, ${a.verification},
              ${a.preventiveAction}, ${a.closure},
              ${a.answeredAt}, ${a.answeredAt},
              ${a.answeredBy},
              ${r.version}, 'buyer', now() - interval '2 days')`.execute(db);
  }
}
