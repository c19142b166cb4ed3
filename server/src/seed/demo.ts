import { hash } from '@node-rs/argon2';
import { buttonKeys, type DemoRole, screenList } from '@srm/contract';
import Decimal from 'decimal.js';
import { nextDeliveryNo, refreshOrderTotals } from '../modules/delivery-note/index.ts';
import { hashApiKey } from '../platform/auth.ts';
import { analyzeTables, type Db } from '../platform/db.ts';
import { loadDemoConfirmations } from './demo-confirmations.ts';
import { loadDemoForecast } from './demo-forecast.ts';
import { demoCompanyPrefixes, loadDemoLabels } from './demo-labels.ts';
import { loadDemoMoney } from './demo-money.ts';
import { loadDemoOnboarding } from './demo-onboarding.ts';
import { loadDemoQuality } from './demo-quality.ts';
import { installMenus } from './install-menus.ts';
import { seedPrintTemplates } from './print-templates.ts';

export const demoPassword = 'Demo@2026';
/** The demo ERP/WMS API key of HQ (orders, receipts, notes). A real key is made on the admin screen. */
export const demoApiKey = 'srm_demo_erp_wms_key_2026';

export type DemoAccount = { userName: string; role: string; vendorCode?: string; note: string };

const accounts = [
  { userName: 'admin', role: 'super', note: 'administrator, both organisations' },
  { userName: 'buyer', role: 'buyer', note: 'buyer, both organisations' },
  { userName: 'finance', role: 'finance', note: 'finance, HQ' },
  { userName: 'warehouse', role: 'warehouse', note: 'warehouse (dock receiving), HQ' },
  { userName: 'vendor1', role: 'vendor', vendorCode: 'V001', note: 'vendor V001, both organisations' },
  { userName: 'vendor2', role: 'vendor', vendorCode: 'V002', note: 'vendor V002, HQ' },
  { userName: 'vendor3', role: 'vendor', vendorCode: 'V003', note: 'vendor V003, downstream of V001, HQ' },
] as const satisfies readonly DemoAccount[];
export const demoAccounts: readonly DemoAccount[] = accounts;
/** A demo account's user name (the tests sign in by it). */
export type DemoUserName = (typeof accounts)[number]['userName'];

/** Small deterministic PRNG so every fresh start shows the same demo data. */
function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (base: Date, days: number) => new Date(base.getTime() + days * 86_400_000);

/**
 * Name, description (specification), unit and a typical unit price in CNY of the demo parts, as a Chinese plant's
 * master data and orders hold them (a flat washer costs cents, a motor hundreds: issue #36).
 */
const partNames: [string, string, string, number][] = [
  ['六角螺栓 M8×30', '8.8 级 镀锌 GB/T 5782', 'PCS', 0.35],
  ['平垫圈 Φ8', '镀锌 GB/T 97.1', 'PCS', 0.04],
  ['轴承 6204-2RS', '深沟球轴承 双面密封', 'PCS', 6.5],
  ['铝合金外壳', 'ADC12 压铸 阳极氧化', 'PCS', 38],
  ['PCB 主控板', '四层板 FR-4 1.6mm', 'PCS', 85],
  ['线束组件 A', '主机线束 含端子', 'SET', 42],
  ['密封圈 O 型 20mm', '丁腈橡胶 NBR70', 'PCS', 0.6],
  ['不锈钢板 1.5mm', 'SUS304 冷轧 2B 面', 'KG', 18],
  ['包装纸箱 40×30', '五层瓦楞 K=K', 'PCS', 3.2],
  ['注塑件 前盖', 'ABS 黑色 亚光', 'PCS', 12],
  ['弹簧 压缩型', '65Mn 线径 1.2mm', 'PCS', 0.25],
  ['电机 24V', '直流无刷 60W', 'PCS', 180],
  ['螺母 M8', '8 级 镀锌 GB/T 6170', 'PCS', 0.12],
  ['导热硅脂', '导热系数 3.0 W/m·K', 'G', 0.5],
  ['铜排 10×3', 'T2 紫铜 镀锡', 'M', 65],
];

/** A price around the part's typical one (±15 %), from one draw of the seeded generator: cents to four places. */
const priceOf = (typical: number, draw: number) => {
  const price = typical * (0.85 + (0.3 * (draw - 50)) / 49_950);
  return price.toFixed(price < 1 ? 4 : 2);
};

type VendorSeed = { code: string; name: string; contact: string; parent?: string };
const vendors: VendorSeed[] = [
  { code: 'V001', name: '华东精密五金有限公司', contact: '王建国' },
  { code: 'V002', name: '深圳鑫达电子有限公司', contact: '李敏' },
  { code: 'V003', name: '昆山协力冲压厂', contact: '陈志强', parent: 'V001' },
  { code: 'V004', name: '宁波海天塑胶有限公司', contact: '赵丽' },
  { code: 'V005', name: '苏州恒通包装材料有限公司', contact: '周涛' },
];

/** True when the database holds no organisation yet (a fresh install). */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('organization')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

export type DemoSummary = { organizations: number; users: number; orderLines: number; deliveryNotes: number };

/** Loads the demo data set into an empty database, in one transaction. */
export async function loadDemoData(db: Db, today = new Date()): Promise<DemoSummary> {
  const rnd = prng(20261122);
  const passwordHashes = await Promise.all(
    demoAccounts.map(() => hash(demoPassword, { algorithm: 2 /* Argon2id */ })),
  );

  const summary = await db.transaction().execute(async (trx) => {
    const orgs = await loadOrganizations(trx);
    const { hq, sz } = orgs;
    const roleId = await loadRoles(trx);
    const users = await loadUsers(trx, roleId, passwordHashes, orgs);
    await loadVendors(trx, orgs);
    const parts = await loadParts(trx, rnd, orgs);
    await loadIntegrationKey(trx, hq);
    await loadVendorRules(trx, hq);
    const orderLines = await loadOrders(trx, rnd, today, orgs, parts);
    const deliveryNotes = await loadDeliveryNotes(trx, rnd, today, orgs, orderLines, parts.rows);
    await refreshOrderTotals(trx);
    await loadDemoLabels(trx, hq, demoCompanyPrefixes.HQ!);
    await loadDemoMoney(trx, hq, today);
    await loadDemoConfirmations(trx, hq);
    await loadDemoQuality(trx, [hq, sz], hq);
    await loadDemoOnboarding(trx, [hq, sz], hq);
    await loadDemoForecast(trx, hq, today);
    return { organizations: orgs.count, users, orderLines: orderLines.length, deliveryNotes };
  });
  await analyzeTables(db);
  return summary;
}

type Random = ReturnType<typeof prng>;
/** The two demo organisations: HQ (every demo document) and SZ (a second plant of some accounts). */
type DemoOrgs = { hq: number; sz: number; count: number };
type DemoParts = Awaited<ReturnType<typeof loadParts>>;
type DemoOrderLines = Awaited<ReturnType<typeof loadOrders>>;

/** The organisations, each with its print templates. */
async function loadOrganizations(trx: Db): Promise<DemoOrgs> {
  const orgs = await trx
    .insertInto('organization')
    .values([
      {
        code: 'HQ',
        name: '精密制造集团总部',
        name_en: 'Precision Manufacturing HQ',
        gs1_company_prefix: demoCompanyPrefixes.HQ!,
      },
      {
        code: 'SZ',
        name: '深圳电子工厂',
        name_en: 'Shenzhen Electronics Plant',
        gs1_company_prefix: demoCompanyPrefixes.SZ!,
      },
    ])
    .returning(['id', 'code'])
    .execute();
  const hq = orgs.find((o) => o.code === 'HQ')!.id;
  const sz = orgs.find((o) => o.code === 'SZ')!.id;
  await seedPrintTemplates(trx, [hq, sz]);
  return { hq, sz, count: orgs.length };
}

/** The menus and the roles granting them; answers a role's id by its name. */
async function loadRoles(trx: Db): Promise<(name: string) => number> {
  const menuIds = await installMenus(trx);
  const roles = await trx
    .insertInto('role')
    .values([
      {
        role_name: '超级管理员',
        role_type: 'super',
        is_default: true,
        remark: '系统内置，拥有全部菜单与按钮',
      },
      { role_name: '采购员', role_type: 'normal', remark: '采购：送货单、标签、订单报表与对账' },
      { role_name: '财务', role_type: 'normal', remark: '财务：审核对账单，查看送货与订单报表' },
      { role_name: '供应商', role_type: 'normal', remark: '供应商：只处理本供应商的送货、标签与对账' },
      { role_name: '仓管员', role_type: 'normal', remark: '仓库：扫描箱标签收货' },
      {
        role_name: '供应商管理员',
        role_type: 'normal',
        remark: '供应商管理员：供应商的全部功能，并管理本公司的用户（新注册供应商的首个账号）',
      },
    ])
    .returning(['id', 'role_name'])
    .execute();
  const roleId = (name: string) => roles.find((r) => r.role_name === name)!.id;
  // By role name (the demo data is a Chinese plant's: names and remarks are Chinese in both languages of the UI).
  // The screens and buttons of each role are the registry's (contract/src/screens.ts `demo`); a role holds a
  // screen's menu group with the screen.
  const demoRoles: Record<string, DemoRole> = {
    采购员: 'buyer',
    财务: 'finance',
    供应商: 'vendor',
    仓管员: 'warehouse',
  };
  const grantsOf = (role: DemoRole) => {
    const held = screenList.filter((s) => s.demo.includes(role));
    return [
      ...new Set(held.map((s) => s.group)),
      ...held.map((s) => s.code),
      ...buttonKeys.filter((b) => (b.demo as readonly DemoRole[]).includes(role)).map((b) => b.code),
    ];
  };
  const grants: Record<string, string[]> = {
    超级管理员: [...menuIds.keys()],
    ...Object.fromEntries(Object.entries(demoRoles).map(([name, role]) => [name, grantsOf(role)])),
    // A vendor's administrator (issue #34): what a vendor holds, and its own company's accounts.
    供应商管理员: [...new Set([...grantsOf('vendor'), 'system', 'Vender'])],
  };
  await trx
    .insertInto('role_menu')
    .values(
      Object.entries(grants).flatMap(([name, codes]) =>
        codes.map((code) => ({ role_id: roleId(name), menu_id: menuIds.get(code)! })),
      ),
    )
    .execute();
  return roleId;
}

/** The demo accounts (`demoAccounts`) with their roles and organisations; answers how many. */
async function loadUsers(
  trx: Db,
  roleId: (name: string) => number,
  passwordHashes: string[],
  { hq, sz }: DemoOrgs,
): Promise<number> {
  const roleOf: Record<string, string> = {
    super: '超级管理员',
    buyer: '采购员',
    finance: '财务',
    vendor: '供应商',
    warehouse: '仓管员',
  };
  const nick: Record<string, string> = {
    admin: '系统管理员',
    buyer: '张采购',
    finance: '李财务',
    warehouse: '赵仓管',
    vendor1: '华东精密-王经理',
    vendor2: '鑫达电子-陈小姐',
    vendor3: '协力冲压-刘工',
  };
  const users = await trx
    .insertInto('app_user')
    .values(
      demoAccounts.map((a, i) => ({
        user_name: a.userName,
        nick_name: nick[a.userName] ?? a.userName,
        password_hash: passwordHashes[i]!,
        role_id: roleId(roleOf[a.role]!),
        vendor_code: a.vendorCode ?? null,
        email: `${a.userName}@demo.srm.local`,
      })),
    )
    .returning(['id', 'user_name'])
    .execute();
  const bothOrgs = new Set(['admin', 'buyer', 'vendor1']);
  await trx
    .insertInto('user_organization')
    .values(
      users.flatMap((u) =>
        (bothOrgs.has(u.user_name) ? [hq, sz] : [hq]).map((org) => ({ user_id: u.id, org_id: org })),
      ),
    )
    .execute();
  return users.length;
}

/** The vendor master rows: five at HQ, the first two also at SZ. */
async function loadVendors(trx: Db, { hq, sz }: DemoOrgs): Promise<void> {
  await trx
    .insertInto('vendor')
    .values([
      ...vendors.map((v) => ({
        org_id: hq,
        vendor_code: v.code,
        vendor_name: v.name,
        parent_vendor_code: v.parent ?? null,
        contact: v.contact,
        email: `${v.code.toLowerCase()}@vendor.demo`,
      })),
      ...vendors.slice(0, 2).map((v) => ({
        org_id: sz,
        vendor_code: v.code,
        vendor_name: v.name,
        contact: v.contact,
        email: `${v.code.toLowerCase()}@vendor.demo`,
      })),
    ])
    .execute();
}

/** Parts of both organisations, with the typical price each order line's price is drawn around. */
async function loadParts(trx: Db, rnd: Random, { hq, sz }: DemoOrgs) {
  const parts = (org: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const [name, descr, unit, typical] = partNames[i % partNames.length]!;
      const series = Math.floor(i / partNames.length);
      return {
        org_id: org,
        part_no: `P${org === hq ? '1' : '2'}${String(i + 1).padStart(4, '0')}`,
        part_name: series ? `${name} (${String.fromCharCode(65 + series)})` : name,
        part_descr: descr,
        base_unit: unit,
        spq: String(rnd.pick([10, 20, 25, 50, 100])),
        typical,
      };
    });
  const partSeeds = [...parts(hq, 36), ...parts(sz, 15)];
  const partRows = await trx
    .insertInto('part')
    .values(partSeeds.map(({ typical: _, ...part }) => part))
    .returning(['org_id', 'part_no', 'spq'])
    .execute();
  const typicalPrice = new Map(partSeeds.map((p) => [`${p.org_id}|${p.part_no}`, p.typical]));
  return { rows: partRows, typicalPrice };
}

/** HQ's demo ERP/WMS key (`demoApiKey`). */
async function loadIntegrationKey(trx: Db, hq: number): Promise<void> {
  await trx
    .insertInto('integration_key')
    .values({
      org_id: hq,
      name: 'Demo ERP/WMS',
      key_hash: hashApiKey(demoApiKey),
      key_prefix: demoApiKey.slice(0, 8),
      scopes: 'orders,receipts,notes',
      created_by: 'admin',
    })
    .execute();
}

/** Over-delivery tolerance and spares for V001 (PRODUCT §4), shown on the Vender screen. */
async function loadVendorRules(trx: Db, hq: number): Promise<void> {
  await trx
    .insertInto('over_delivery_part')
    .values({ org_id: hq, vendor_code: 'V001', part_no: 'P10001', over_pct: '10', confirmed_by: 'buyer' })
    .execute();
  await trx
    .insertInto('vendor_spare')
    .values({ org_id: hq, vendor_code: 'V001', part_no: 'P10002', spare_pct: '5', updated_by: 'buyer' })
    .execute();
}

/** Purchase and outsourcing order lines of both organisations, due from three weeks ago to six weeks ahead. */
async function loadOrders(trx: Db, rnd: Random, today: Date, { hq, sz }: DemoOrgs, parts: DemoParts) {
  const { rows: partRows, typicalPrice } = parts;
  type Line = {
    org_id: number;
    order_kind: 'PO' | 'OS';
    po_no: string;
    po_item: number;
    vendor_code: string;
    part_no: string;
    ordered_qty: string;
    po_unit: string;
    base_unit: string;
    unit_exrate: string;
    unit_price: string;
    tax_rate: string;
    due_date: string;
    buyer: string;
  };
  const lines: Line[] = [];
  const addOrders = (
    org: number,
    kind: 'PO' | 'OS',
    count: number,
    vendorCodes: string[],
    prefix: string,
  ) => {
    const orgParts = partRows.filter((p) => p.org_id === org);
    for (let n = 1; n <= count; n++) {
      const vendorCode = vendorCodes[(n - 1) % vendorCodes.length]!;
      const items = rnd.int(2, 5);
      for (let item = 1; item <= items; item++) {
        // The first order of V001 carries the tolerant and the spare part so the demo shows both rules.
        const part = n === 1 && item <= 2 ? orgParts[item - 1]! : rnd.pick(orgParts);
        const spq = Number(part.spq);
        lines.push({
          org_id: org,
          order_kind: kind,
          po_no: `${prefix}${String(n).padStart(5, '0')}`,
          po_item: item * 10,
          vendor_code: vendorCode,
          part_no: part.part_no,
          ordered_qty: String(spq * rnd.int(5, 40)),
          po_unit: 'PCS',
          base_unit: 'PCS',
          unit_exrate: '1',
          unit_price: priceOf(typicalPrice.get(`${org}|${part.part_no}`) ?? 1, rnd.int(50, 50_000)),
          tax_rate: '13',
          due_date: isoDay(addDays(today, rnd.int(-20, 45))),
          buyer: 'buyer',
        });
      }
    }
  };
  addOrders(hq, 'PO', 60, ['V001', 'V002', 'V004', 'V005', 'V001', 'V002'], '4500');
  addOrders(hq, 'OS', 12, ['V001', 'V002'], '4600');
  addOrders(sz, 'PO', 20, ['V001', 'V002'], '4510');
  return trx
    .insertInto('order_line')
    .values(lines)
    .returning(['id', 'org_id', 'order_kind', 'vendor_code', 'part_no', 'ordered_qty'])
    .execute();
}

/**
 * What a demo note's status has recorded on it: the void (3), the buyer's check (2, 4, 5), the carrier of a shipped
 * note (4, 5) and its receipt (5). Draws the carrier and tracking number from `rnd` only for a shipped note.
 */
function demoNoteProgress(rnd: Random, today: Date, status: 1 | 2 | 3 | 4 | 5, daysAgo: number) {
  const shipped = status >= 4;
  const checked = status === 2 || status >= 4;
  return {
    description: status === 3 ? '数量有误，作废重开' : null,
    check_man: checked ? 'buyer' : null,
    check_date: checked ? addDays(today, -daysAgo) : null,
    logistics_company: shipped ? rnd.pick(['顺丰速运', '德邦物流', '中通快运']) : null,
    tracking_no: shipped ? `SF${rnd.int(100000000, 999999999)}` : null,
    void_reason: status === 3 ? 'Wrong quantity' : null,
    received_at: status === 5 ? addDays(today, -daysAgo + 2) : null,
  };
}

/** A received demo line's quantity: as delivered, or (a short one) a tenth less, at least 1 less. */
const demoReceivedQty = (qty: Decimal, shortage: boolean): string =>
  (shortage ? qty.minus(Decimal.max(1, qty.div(10).floor())) : qty).toString();

/**
 * Delivery notes of every kind in every status over the last month, each taking part of its order lines' remaining
 * quantity (a received one sometimes short); answers how many.
 */
async function loadDeliveryNotes(
  trx: Db,
  rnd: Random,
  today: Date,
  { hq, sz }: DemoOrgs,
  orderLines: DemoOrderLines,
  partRows: DemoParts['rows'],
): Promise<number> {
  const vendorName = new Map(vendors.map((v) => [v.code, v.name]));
  const spqOf = new Map(partRows.map((p) => [`${p.org_id}|${p.part_no}`, p.spq]));
  const delivered = new Map<number, Decimal>();
  let noteCount = 0;
  const makeNote = async (
    org: number,
    kind: 'DN' | 'OS' | 'SUB',
    vendorCode: string,
    status: 1 | 2 | 3 | 4 | 5,
    daysAgo: number,
    lineSource: typeof orderLines,
    receiver?: string,
  ) => {
    const candidates = lineSource.filter((l) => {
      const left = new Decimal(l.ordered_qty).minus(delivered.get(l.id) ?? 0);
      return left.gte(new Decimal(l.ordered_qty).div(4));
    });
    if (candidates.length === 0) return;
    const day = isoDay(addDays(today, -daysAgo));
    const deliveryNo = await nextDeliveryNo(trx, org, day);
    const note = await trx
      .insertInto('delivery_note')
      .values({
        org_id: org,
        note_kind: kind,
        delivery_no: deliveryNo,
        status,
        vendor_code: vendorCode,
        vendor_name: vendorName.get(vendorCode)!,
        receiver_vendor_code: receiver ?? null,
        delivery_date: day,
        arrival_date: isoDay(addDays(today, -daysAgo + 3)),
        ...demoNoteProgress(rnd, today, status, daysAgo),
        creator_name: vendorCode,
        // Made before it was audited (two hours earlier), not when the demo was loaded (issue #36).
        created_at: new Date(addDays(today, -daysAgo).getTime() - 2 * 3_600_000),
        updated_at: addDays(today, -daysAgo + (status === 5 ? 2 : 0)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chosen = [...new Set(Array.from({ length: rnd.int(1, 3) }, () => rnd.pick(candidates)))];
    for (const [i, line] of chosen.entries()) {
      const left = new Decimal(line.ordered_qty).minus(delivered.get(line.id) ?? 0);
      const qty = Decimal.max(1, left.div(rnd.int(2, 4)).floor());
      if (status !== 3 && kind !== 'SUB')
        delivered.set(line.id, (delivered.get(line.id) ?? new Decimal(0)).plus(qty));
      const shortage = status === 5 && i === 0 && noteCount % 2 === 0;
      await trx
        .insertInto('delivery_line')
        .values({
          note_id: note.id,
          org_id: org,
          line_no: i + 1,
          order_line_id: line.id,
          delivery_qty: qty.toString(),
          packing_qty: spqOf.get(`${org}|${line.part_no}`) ?? '1',
          received_qty: status === 5 ? demoReceivedQty(qty, shortage) : null,
          lot_no: `L${day.replaceAll('-', '')}${i + 1}`,
          date_code: day.replaceAll('-', '').slice(2),
        })
        .execute();
    }
    noteCount++;
  };
  const statuses = [1, 2, 3, 4, 5] as const;
  const poOf = (org: number, kind: 'PO' | 'OS', vendorCode: string) =>
    orderLines.filter((l) => l.org_id === org && l.order_kind === kind && l.vendor_code === vendorCode);
  for (const vendorCode of ['V001', 'V002', 'V004']) {
    for (const [i, status] of [...statuses, ...statuses].entries()) {
      await makeNote(hq, 'DN', vendorCode, status, 30 - i * 3, poOf(hq, 'PO', vendorCode));
    }
  }
  for (const vendorCode of ['V001', 'V002']) {
    for (const [i, status] of statuses.entries())
      await makeNote(hq, 'OS', vendorCode, status, 20 - i * 3, poOf(hq, 'OS', vendorCode));
    for (const [i, status] of statuses.entries())
      await makeNote(sz, 'DN', vendorCode, status, 15 - i * 2, poOf(sz, 'PO', vendorCode));
  }
  for (const [i, status] of statuses.entries())
    await makeNote(hq, 'SUB', 'V003', status, 12 - i * 2, poOf(hq, 'PO', 'V001'), 'V001');
  return noteCount;
}
