import type { MessageTable } from '../../platform/messages.ts';

/** The forecast module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const forecastMessages = {
  'forecast.unknownVendor': { 'zh-chs': '供应商 {vendor} 不存在', en: 'Vendor {vendor} does not exist' },
  'forecast.badPeriod': {
    'zh-chs': '零件 {part} 的周期 {period} 不存在：请用 ISO 周（如 2026-W49）或月份（如 2026-12）',
    en: 'Part {part}: period {period} does not exist; use an ISO week (2026-W49) or a month (2026-12)',
  },
  'forecast.overlap': {
    'zh-chs': '零件 {part} 的周期 {period} 与 {other} 重叠',
    en: 'Part {part}: period {period} overlaps {other}',
  },
  'forecast.versionOlder': {
    'zh-chs': '供应商 {vendor} 已发布版本 {last}，不能再发布更早的版本 {version}',
    en: 'Vendor {vendor} already has version {last}: an older version {version} cannot be published',
  },
  'forecast.versionChanged': {
    'zh-chs': '供应商 {vendor} 的版本 {version} 已按其他数据发布，请使用新的版本号',
    en: 'Version {version} of vendor {vendor} was published with other figures: send a new version number',
  },
  'forecast.versionTwice': {
    'zh-chs': '供应商 {vendor} 的版本 {version} 在本批次中出现了两次',
    en: 'Version {version} of vendor {vendor} is in the batch twice',
  },
  'forecast.tooManyErrors': {
    'zh-chs': '……另有 {count} 处错误未列出',
    en: '… and {count} more errors not listed',
  },
  'forecast.notFound': { 'zh-chs': '预测版本不存在', en: 'The forecast version does not exist' },
  'forecast.vendorRequired': {
    'zh-chs': '请选择供应商',
    en: 'Choose a vendor',
  },
  'forecast.notCurrent': {
    'zh-chs': '版本 {version} 已被更新的版本 {latest} 取代，请对最新版本作出承诺',
    en: 'Version {version} was superseded by version {latest}: commit to the newest version',
  },
  'forecast.onlyVendor': {
    'zh-chs': '只有供应商可以对预测作出承诺',
    en: 'Only the vendor commits to its forecast',
  },
  'forecast.commitUnknownBucket': {
    'zh-chs': '版本中没有零件 {part} 的周期 {period}',
    en: 'The version has no bucket {period} for part {part}',
  },
  'forecast.commitTwice': {
    'zh-chs': '零件 {part} 的周期 {period} 出现了两次',
    en: 'Part {part}, period {period} is given twice',
  },
  'forecast.reasonNeeded': {
    'zh-chs': '零件 {part} 的周期 {period} 属于{zone}，承诺量 {committed} 低于需求 {demand}，请填写原因',
    en: 'Part {part}, {period} is in the {zone} zone: committing {committed} below the demand of {demand} needs a reason',
  },
  'forecast.settingOrder': {
    'zh-chs': '协商区的结束周数不能小于冻结区周数',
    en: 'The trade-off zone cannot end before the firm zone',
  },
  'forecast.zone.firm': { 'zh-chs': '冻结区', en: 'firm' },
  'forecast.zone.tradeoff': { 'zh-chs': '协商区', en: 'trade-off' },
  'forecast.zone.forecast': { 'zh-chs': '预测区', en: 'forecast' },
  'schedule.unknownVendor': { 'zh-chs': '供应商 {vendor} 不存在', en: 'Vendor {vendor} does not exist' },
  'schedule.releaseTwice': {
    'zh-chs': '供应商 {vendor} 的交货计划版本 {release} 在本批次中出现了两次',
    en: 'Release {release} of vendor {vendor} is in the batch twice',
  },
  'schedule.releaseChanged': {
    'zh-chs': '供应商 {vendor} 的交货计划版本 {release} 已按其他数据发布，请使用新的版本号',
    en: 'Release {release} of vendor {vendor} was published with other call-offs: send a new release number',
  },
  'schedule.releaseOlder': {
    'zh-chs': '供应商 {vendor} 已发布交货计划版本 {last}，不能再发布更早的版本 {release}',
    en: 'Vendor {vendor} already has release {last}: an older release {release} cannot be published',
  },
  'schedule.unknownOrderLine': {
    'zh-chs': '订单行 {order} 不是该供应商的采购订单行',
    en: 'Order line {order} is not a purchase-order line of this vendor',
  },
  'schedule.orderLineClosed': {
    'zh-chs': '订单行 {order} 已关闭，不能再排交货计划',
    en: 'Order line {order} is closed: no call-off can be scheduled on it',
  },
  'schedule.badDate': {
    'zh-chs': '订单行 {order} 的交货日期 {date} 不存在，请用 YYYY-MM-DD',
    en: 'Order line {order}: due date {date} does not exist; use YYYY-MM-DD',
  },
  'schedule.zeroQty': {
    'zh-chs': '订单行 {order} 在 {date} 的要货数量为 0',
    en: 'Order line {order}: the call-off of {date} is for 0',
  },
  'schedule.callOffTwice': {
    'zh-chs': '订单行 {order} 在 {date} 的要货出现了两次',
    en: 'Order line {order}: the call-off of {date} is given twice',
  },
} satisfies MessageTable;
