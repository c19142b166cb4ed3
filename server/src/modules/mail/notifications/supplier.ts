import { type Language, screens } from '@srm/contract';
import type { CataloguedEvent } from '../../../platform/events/event-catalogue.ts';
import { type MailText, notification, type OrgNames, type Texts, withFooter } from './notification.ts';

/** Onboarding's notices (issue #34): what happened, and the facts the event carries. */
type SupplierMail = {
  action:
    | 'registered'
    | 'approved'
    | 'changeRequested'
    | 'changeApproved'
    | 'changeRefused'
    | 'documentSubmitted'
    | 'documentExpiring';
  vendorCode?: string | undefined;
  legalName?: string | undefined;
  changeKind?: 'contact' | 'address' | 'bank' | undefined;
  documentType?: string | undefined;
  validTo?: string | undefined;
  daysLeft?: number | undefined;
};

const changeKindText = {
  contact: { 'zh-chs': '联系人', en: 'contact' },
  address: { 'zh-chs': '地址', en: 'address' },
  bank: { 'zh-chs': '银行账户', en: 'bank account' },
} as const;

function supplierTexts(m: SupplierMail, org: OrgNames): Texts {
  const kind = (lang: Language) => (m.changeKind ? changeKindText[m.changeKind][lang] : '');
  const left = m.daysLeft ?? 0;
  const texts: Record<SupplierMail['action'], Record<Language, MailText>> = {
    registered: {
      'zh-chs': {
        subject: `新供应商注册待审核：${m.legalName}`,
        body: `${m.legalName} 已通过邀请链接提交注册资料，请登录门户审核。`,
      },
      en: {
        subject: `A supplier registration to review: ${m.legalName}`,
        body: `${m.legalName} registered through its invitation; please sign in to review it.`,
      },
    },
    approved: {
      'zh-chs': {
        subject: '供应商注册已批准',
        body: `贵司（${m.legalName}）的供应商注册已批准，供应商编码 ${m.vendorCode}。现在可以用注册时设置的管理员账号登录门户。`,
      },
      en: {
        subject: 'Your supplier registration was approved',
        body: `Your registration (${m.legalName}) was approved; your vendor code is ${m.vendorCode}. Sign in to the portal with the administrator account you registered.`,
      },
    },
    changeRequested: {
      'zh-chs': {
        subject: `供应商 ${m.vendorCode} 申请变更${kind('zh-chs')}`,
        body: `供应商 ${m.vendorCode} 申请变更${kind('zh-chs')}，审批通过前仍使用原资料。请登录门户审批。`,
      },
      en: {
        subject: `Vendor ${m.vendorCode} asks to change its ${kind('en')}`,
        body: `Vendor ${m.vendorCode} asks to change its ${kind('en')}; the old data stays in force until the change is approved. Please sign in to decide.`,
      },
    },
    changeApproved: {
      'zh-chs': {
        subject: `${kind('zh-chs')}变更已生效`,
        body: `贵司的${kind('zh-chs')}变更已审批通过并生效。如非贵司申请，请立即联系采购方。`,
      },
      en: {
        subject: `Your ${kind('en')} change is in force`,
        body: `Your ${kind('en')} change was approved and is in force. If you did not ask for it, contact the buyer at once.`,
      },
    },
    changeRefused: {
      'zh-chs': {
        subject: `${kind('zh-chs')}变更未通过`,
        body: `贵司的${kind('zh-chs')}变更未通过审批，原资料不变。请登录门户查看原因。`,
      },
      en: {
        subject: `Your ${kind('en')} change was refused`,
        body: `Your ${kind('en')} change was refused; the old data stays. Sign in to see why.`,
      },
    },
    documentSubmitted: {
      'zh-chs': {
        subject: `供应商 ${m.vendorCode} 上传了证照：${m.documentType}`,
        body: `供应商 ${m.vendorCode} 上传了${m.documentType}，请登录门户审核。`,
      },
      en: {
        subject: `Vendor ${m.vendorCode} uploaded a document: ${m.documentType}`,
        body: `Vendor ${m.vendorCode} uploaded ${m.documentType}; please sign in to review it.`,
      },
    },
    documentExpiring: {
      'zh-chs': {
        subject: left > 0 ? `证照将于 ${left} 天后到期：${m.documentType}` : `证照已到期：${m.documentType}`,
        body: `贵司的${m.documentType}有效期至 ${m.validTo}。请在到期前上传新的证照，以免影响送货。`,
      },
      en: {
        subject:
          left > 0
            ? `A document expires in ${left} days: ${m.documentType}`
            : `A document has expired: ${m.documentType}`,
        body: `Your ${m.documentType} is valid until ${m.validTo}. Upload the new one before then so deliveries are not held up.`,
      },
    },
  };
  return withFooter(texts[m.action], org);
}

const actions = {
  'vendor.registered': 'registered',
  'vendor.approved': 'approved',
  'vendor.change.requested': 'changeRequested',
  'vendor.change.approved': 'changeApproved',
  'vendor.change.refused': 'changeRefused',
  'document.submitted': 'documentSubmitted',
  'document.expiring': 'documentExpiring',
} as const satisfies Record<string, SupplierMail['action']>;

type SupplierEvent = CataloguedEvent<keyof typeof actions>;

/** The facts a supplier mail names, from the event's payload (each event carries its own). */
function factsOf(event: SupplierEvent): SupplierMail {
  const p = event.payload as Record<string, unknown>;
  const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : undefined);
  return {
    action: actions[event.name],
    vendorCode: text('vendorCode'),
    legalName: text('legalName'),
    changeKind: text('kind') as SupplierMail['changeKind'],
    documentType: text('documentType'),
    validTo: text('validTo'),
    daysLeft: typeof p.daysLeft === 'number' ? p.daysLeft : undefined,
  };
}

/** The staff screen whose holders decide; null: the news is the vendor's own (to its users). */
const staffScreen: Record<SupplierMail['action'], string | null> = {
  registered: screens.VendorRegistrations.path,
  approved: null,
  changeRequested: screens.VendorChanges.path,
  changeApproved: null,
  changeRefused: null,
  documentSubmitted: screens.VendorDocuments.path,
  documentExpiring: null,
};

/**
 * Supplier onboarding (issue #34): a registration, a change request or an uploaded document → the staff holding the
 * screen that decides it; an approval, a decided change or a document about to expire → the vendor's users.
 */
export const supplierNotification = notification({
  events: Object.keys(actions) as (keyof typeof actions)[],
  category: 'supplier',
  choice: 'supplier',
  async mail(ctx, event) {
    const m = factsOf(event);
    const screen = staffScreen[m.action];
    const to = screen
      ? await ctx.recipients({ staffHolding: screen })
      : m.vendorCode
        ? await ctx.recipients({ vendorCode: m.vendorCode })
        : [];
    return ctx.send(to, supplierTexts(m, ctx.org));
  },
});
