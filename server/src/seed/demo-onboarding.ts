import { sql } from 'kysely';
import type { Db } from '../platform/db.ts';

/** The demo organisations' compliance document types (issue #34): code, name, English name, mandatory. */
export const demoDocumentTypes: [string, string, string, boolean][] = [
  ['BL', '营业执照', 'Business licence', true],
  ['ISO9001', 'ISO 9001 质量管理体系证书', 'ISO 9001 certificate', true],
  ['IATF16949', 'IATF 16949 汽车质量管理体系证书', 'IATF 16949 certificate', false],
  ['ROHS', 'RoHS 合规声明', 'RoHS declaration', false],
  ['REACH', 'REACH 合规声明', 'REACH declaration', false],
];

/**
 * Onboarding in the demo (issue #34): the document types of every organisation; in `orgId` V001's master data
 * filled in, its business licence approved and ending in 45 days (so its reminder and the warning show) and its
 * ISO 9001 certificate approved for a year; V002 has only its licence (an ISO 9001 missing: a warning, not a block).
 * No file is attached to the demo documents.
 */
export async function loadDemoOnboarding(db: Db, orgIds: number[], orgId: number): Promise<void> {
  for (const org of orgIds)
    await db
      .insertInto('document_type')
      .values(
        demoDocumentTypes.map(([code, name, name_en, mandatory]) => ({
          org_id: org,
          code,
          name,
          name_en,
          mandatory,
        })),
      )
      .execute();
  await sql`
    update vendor set legal_name = vendor_name, tax_id = '91310000MA1FL0' || lpad(id::text, 4, '0'),
           address = '上海市嘉定区安亭镇墨玉路 ' || (100 + id) || ' 号',
           bank_name = '招商银行上海分行', bank_account_name = vendor_name,
           bank_account_no = '6214 8301 ' || lpad((2000 + id)::text, 4, '0') || ' 7788',
           categories = array['冲压件', '机加工']
     where org_id = ${orgId}`.execute(db);
  const typeId = async (code: string) =>
    (
      await db
        .selectFrom('document_type')
        .select('id')
        .where('org_id', '=', orgId)
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;
  const docs: [string, string, string, string][] = [
    ['V001', 'BL', '-320', '45'],
    ['V001', 'ISO9001', '-30', '365'],
    ['V002', 'BL', '-200', '500'],
  ];
  for (const [vendorCode, code, from, to] of docs)
    await sql`
      insert into vendor_document (org_id, vendor_code, document_type_id, valid_from, valid_to, state, reviewed_by,
                                   reviewed_at, uploaded_by)
      values (${orgId}, ${vendorCode}, ${await typeId(code)}, current_date + ${Number(from)}::integer,
              current_date + ${Number(to)}::integer, 'approved', 'buyer', now() - interval '10 days',
              ${vendorCode === 'V001' ? 'vendor1' : 'vendor2'})`.execute(db);
}
