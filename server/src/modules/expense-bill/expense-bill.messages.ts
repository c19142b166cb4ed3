import type { MessageTable } from '../../platform/messages.ts';

/** The expense-bill module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const expenseBillMessages = {
  'expenseBill.notFound': { 'zh-chs': '费用单不存在', en: 'The expense bill does not exist' },
  'expenseBill.unknownVendor': { 'zh-chs': '供应商 {vendor} 不存在', en: 'Vendor {vendor} does not exist' },
  'expenseBill.amountPositive': { 'zh-chs': '金额必须大于 0', en: 'must be more than 0' },
  'expenseBill.actionNotAllowed': {
    'zh-chs': '您的角色不能{action}费用单',
    en: 'Your role cannot {action} expense bills',
  },
  'expenseBill.badTransition': {
    'zh-chs': '费用单 {no} 当前状态为「{state}」，不能{action}',
    en: 'Cannot {action} expense bill {no}: it is {state}',
  },
  'expenseBill.state.draft': { 'zh-chs': '草稿', en: 'a draft' },
  'expenseBill.state.sent': { 'zh-chs': '待供应商确认', en: 'sent to the vendor' },
  'expenseBill.state.confirmed': { 'zh-chs': '供应商已确认', en: 'confirmed by the vendor' },
  'expenseBill.state.disputed': { 'zh-chs': '供应商有异议', en: 'disputed by the vendor' },
  'expenseBill.state.included': { 'zh-chs': '已入对账单', en: 'in a statement' },
  'expenseBill.state.closed': { 'zh-chs': '已结清', en: 'closed' },
  'expenseBill.action.save': { 'zh-chs': '修改', en: 'edit' },
  'expenseBill.action.send': { 'zh-chs': '发送', en: 'send' },
  'expenseBill.action.confirm': { 'zh-chs': '确认', en: 'confirm' },
  'expenseBill.action.dispute': { 'zh-chs': '提出异议', en: 'dispute' },
  'expenseBill.action.delete': { 'zh-chs': '删除', en: 'delete' },
} as const satisfies MessageTable;
