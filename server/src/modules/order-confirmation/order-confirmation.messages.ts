import type { MessageTable } from '../../platform/messages.ts';

/** The order collaboration module's messages (issue #32, PRODUCT §10), in both languages. */
export const orderConfirmationMessages = {
  'orderConfirmation.notFound': { 'zh-chs': '订单行 {id} 不存在', en: 'Order line {id} does not exist' },
  'orderConfirmation.lineTwice': {
    'zh-chs': '订单行 {id} 重复出现',
    en: 'Order line {id} is named more than once',
  },
  'orderConfirmation.actionNotAllowed': {
    'zh-chs': '您的角色不能{action}订单行',
    en: 'Your role cannot {action} order lines',
  },
  'orderConfirmation.badTransition': {
    'zh-chs': '订单行 {line} 当前状态为「{state}」，不能{action}',
    en: 'Cannot {action} order line {line}: it is {state}',
  },
  'orderConfirmation.stale': {
    'zh-chs': '订单行 {line} 已被他人修改（版本 {sent} → {current}），请刷新后重新回复',
    en: 'Order line {line} was changed meanwhile (version {sent} → {current}): reload it and answer again',
  },
  'orderConfirmation.closed': {
    'zh-chs': '订单行 {line} 已关闭，不能再回复',
    en: 'Order line {line} is closed: it cannot be answered',
  },
  'orderConfirmation.dateInPast': {
    'zh-chs': '承诺日期 {date} 早于今天',
    en: 'The promised date {date} is in the past',
  },
  'orderConfirmation.dateTwice': {
    'zh-chs': '承诺日期 {date} 出现了多次，每个日期只能有一行',
    en: 'The promised date {date} appears more than once: one schedule line per date',
  },
  'orderConfirmation.zeroQty': {
    'zh-chs': '{date} 的承诺数量须大于 0',
    en: 'The quantity promised for {date} must be above 0',
  },
  'orderConfirmation.overOrdered': {
    'zh-chs': '承诺数量合计 {total} 超过允许的 {max}（订单数量加超交比例）',
    en: 'The schedule promises {total} in all, more than the {max} allowed (ordered plus over-delivery)',
  },
  'orderConfirmation.state.new': { 'zh-chs': '待确认', en: 'to answer' },
  'orderConfirmation.state.accepted': { 'zh-chs': '已接受', en: 'accepted' },
  'orderConfirmation.state.proposed': { 'zh-chs': '供应商提议', en: 'proposed' },
  'orderConfirmation.state.countered': { 'zh-chs': '采购还盘', en: 'countered' },
  'orderConfirmation.state.refused': { 'zh-chs': '已拒绝', en: 'refused' },
  'orderConfirmation.state.confirmed': { 'zh-chs': '已确认', en: 'confirmed' },
  'orderConfirmation.state.changed': { 'zh-chs': 'ERP变更待重新确认', en: 'changed, to re-confirm' },
  'orderConfirmation.action.accept': { 'zh-chs': '接受', en: 'accept' },
  'orderConfirmation.action.propose': { 'zh-chs': '提议', en: 'propose a schedule for' },
  'orderConfirmation.action.refuse': { 'zh-chs': '拒绝', en: 'refuse' },
  'orderConfirmation.action.confirm': { 'zh-chs': '确认', en: 'confirm' },
  'orderConfirmation.action.counter': { 'zh-chs': '还盘', en: 'counter' },
  'orderConfirmation.action.change': { 'zh-chs': '变更', en: 'change' },
} as const satisfies MessageTable;
