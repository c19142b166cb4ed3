import type { MessageTable } from '../../platform/messages.ts';

/** The quality module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const qualityMessages = {
  'quality.inspectStaffOnly': {
    'zh-chs': '只有采购方质量人员可以检验来料',
    en: "Only the organisation's quality staff inspect received goods",
  },
  'quality.lineNotReceived': {
    'zh-chs': '送货明细 {id} 不存在或尚未收货',
    en: 'Delivery line {id} does not exist or is not received',
  },
  'quality.lineBilled': {
    'zh-chs': '送货单 {deliveryNo} 的该行已在对账单中，不能再检验：请先从对账单移除',
    en: 'This line of delivery note {deliveryNo} is on a statement and cannot be inspected again: remove it from the statement first',
  },
  'quality.qtyMismatch': {
    'zh-chs': '合格数量 {accepted} 加不合格数量 {rejected} 必须等于实收数量 {received}',
    en: 'Accepted {accepted} plus rejected {rejected} must equal the received quantity {received}',
  },
  'quality.deductionSent': {
    'zh-chs': '送货单 {deliveryNo} 该行的不合格扣款单已发送给供应商，不能再检验',
    en: 'The deduction bill of this line of delivery note {deliveryNo} was sent to the vendor: it cannot be inspected again',
  },
  'quality.defectRequired': {
    'zh-chs': '有不合格数量时必须选择缺陷代码',
    en: 'A rejected quantity needs a defect code',
  },
  'quality.defectUnknown': {
    'zh-chs': '缺陷代码 {code} 不存在或已停用',
    en: 'The defect code {code} does not exist or is disabled',
  },
  'quality.ncrNeedsRejection': {
    'zh-chs': '没有不合格数量，不能发起不合格品报告',
    en: 'Nothing is rejected: no nonconformance report can be raised',
  },
  'quality.defectTaken': {
    'zh-chs': '缺陷代码 {code} 已存在',
    en: 'The defect code {code} already exists',
  },
  'quality.defectNotFound': {
    'zh-chs': '缺陷代码 {code} 不存在',
    en: 'The defect code {code} does not exist',
  },
  'quality.ncrNotFound': {
    'zh-chs': '不合格品报告 {id} 不存在',
    en: 'Nonconformance report {id} does not exist',
  },
  'quality.ncrActionNotAllowed': {
    'zh-chs': '您不能执行此操作：供应商答复，采购方质量人员审核',
    en: 'You cannot do this: the vendor answers, quality staff review',
  },
  'quality.ncrStale': {
    'zh-chs': '不合格品报告 {no} 已被他人更新，请刷新后重试',
    en: 'Nonconformance report {no} was changed by someone else: reload and try again',
  },
  'quality.ncrBadTransition': {
    'zh-chs': '不合格品报告 {no} 当前为“{state}”，不能{action}',
    en: 'Nonconformance report {no} is {state}: it cannot be {action}',
  },
  'quality.returnNeedsComment': {
    'zh-chs': '退回时请说明原因',
    en: 'Say why when returning it',
  },
  'quality.ncrState.open': { 'zh-chs': '待供应商答复', en: 'open' },
  'quality.ncrState.answered': { 'zh-chs': '已答复待审核', en: 'answered' },
  'quality.ncrState.accepted': { 'zh-chs': '已接受', en: 'accepted' },
  'quality.ncrState.returned': { 'zh-chs': '已退回', en: 'returned' },
  'quality.ncrState.closed': { 'zh-chs': '已关闭', en: 'closed' },
  'quality.ncrAction.answer': { 'zh-chs': '答复', en: 'answered' },
  'quality.ncrAction.accept': { 'zh-chs': '接受', en: 'accepted' },
  'quality.ncrAction.return': { 'zh-chs': '退回', en: 'returned' },
  'quality.ncrAction.close': { 'zh-chs': '关闭', en: 'closed' },
} as const satisfies MessageTable;
