import { type Language, screens } from '@srm/contract';
import { findNcrFacts, type NcrFacts } from '../../quality/index.ts';
import { nothingQueued, notification, type OrgNames, type Texts, withFooter } from './notification.ts';

type NcrAction = 'open' | 'answer' | 'return' | 'overdue';

/** An NCR's mails: to the vendor (raised, returned, overdue) and to quality (answered). */
function ncrTexts(action: NcrAction, n: NcrFacts, org: OrgNames): Texts {
  const qty = n.rejected_qty.includes('.') ? n.rejected_qty.replace(/\.?0+$/, '') : n.rejected_qty;
  const facts = {
    'zh-chs': `送货单：${n.delivery_no}\n物料：${n.part_no}\n缺陷：${n.defect}\n不合格数量：${qty}\n答复期限：${n.due_date}`,
    en: `Delivery note: ${n.delivery_no}\nPart: ${n.part_no}\nDefect: ${n.defect}\nRejected: ${qty}\nAnswer by: ${n.due_date}`,
  };
  const comment = {
    'zh-chs': n.review_comment ? `\n退回意见：${n.review_comment}` : '',
    en: n.review_comment ? `\nWhy it was returned: ${n.review_comment}` : '',
  };
  const texts: Record<NcrAction, Record<Language, { subject: string; intro: string }>> = {
    open: {
      'zh-chs': {
        subject: `不合格品报告 ${n.ncr_no} 待贵司答复`,
        intro: `来料检验发现不合格，已向贵司（${n.vendor_code} ${n.vendor_name}）发出不合格品报告 ${n.ncr_no}。请登录门户按 8D 步骤答复：围堵措施、根本原因、纠正措施与预防措施。`,
      },
      en: {
        subject: `Nonconformance report ${n.ncr_no} awaits your answer`,
        intro: `Incoming inspection rejected goods of yours (${n.vendor_code} ${n.vendor_name}): nonconformance report ${n.ncr_no}. Please sign in and answer in 8D steps: containment, root cause, corrective and preventive action.`,
      },
    },
    answer: {
      'zh-chs': {
        subject: `不合格品报告 ${n.ncr_no} 已答复，待审核`,
        intro: `供应商 ${n.vendor_code} ${n.vendor_name} 已答复不合格品报告 ${n.ncr_no}，请登录门户审核：接受或退回。`,
      },
      en: {
        subject: `Nonconformance report ${n.ncr_no} was answered`,
        intro: `Vendor ${n.vendor_code} ${n.vendor_name} answered nonconformance report ${n.ncr_no}; please sign in to accept or return the answer.`,
      },
    },
    return: {
      'zh-chs': {
        subject: `不合格品报告 ${n.ncr_no} 的答复被退回`,
        intro: `采购方退回了贵司对不合格品报告 ${n.ncr_no} 的答复，请补充后重新答复。`,
      },
      en: {
        subject: `Your answer to nonconformance report ${n.ncr_no} was returned`,
        intro: `Your answer to nonconformance report ${n.ncr_no} was returned; please complete it and answer again.`,
      },
    },
    overdue: {
      'zh-chs': {
        subject: `不合格品报告 ${n.ncr_no} 已逾期未答复`,
        intro: `不合格品报告 ${n.ncr_no} 的答复期限已过，请尽快登录门户答复。`,
      },
      en: {
        subject: `Nonconformance report ${n.ncr_no} is overdue`,
        intro: `The answer to nonconformance report ${n.ncr_no} is past its due date; please sign in and answer it.`,
      },
    },
  };
  const of = (lang: Language) => ({
    subject: texts[action][lang].subject,
    body: `${texts[action][lang].intro}\n${facts[lang]}${action === 'return' ? comment[lang] : ''}`,
  });
  return withFooter({ 'zh-chs': of('zh-chs'), en: of('en') }, org);
}

const actions = {
  'ncr.opened': 'open',
  'ncr.answered': 'answer',
  'ncr.returned': 'return',
  'ncr.overdue': 'overdue',
} as const satisfies Record<string, NcrAction>;

/**
 * Nonconformance reports (issue #33): raised, returned and overdue → the vendor's users; answered → whoever raised
 * it, or, when nobody of the portal has that name, the staff holding the NCR screen.
 */
export const ncrNotification = notification({
  events: ['ncr.opened', 'ncr.answered', 'ncr.returned', 'ncr.overdue'],
  category: 'quality',
  choice: 'quality',
  async mail(ctx, event) {
    const action = actions[event.name];
    const n = await findNcrFacts(ctx.trx, ctx.orgId, event.payload.ncrId);
    if (!n) return nothingQueued();
    let to = await ctx.recipients(
      action === 'answer' ? { staffNames: [n.created_by] } : { vendorCode: n.vendor_code },
    );
    if (action === 'answer' && to.length === 0 && !(await ctx.anyNamedStaff([n.created_by])))
      to = await ctx.recipients({ staffHolding: screens.Ncr.path });
    return ctx.send(to, ncrTexts(action, n, ctx.org));
  },
});
