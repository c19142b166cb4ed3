import type { MessageTable } from '../../platform/messages.ts';

/** The label module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const labelMessages = {
  'label.noteNotAudited': {
    'zh-chs': '送货单 {no} 未审核，不能生成或装箱标签',
    en: 'Delivery note {no} is not audited: its labels cannot be generated or packed',
  },
  'label.labelsInUse': {
    'zh-chs': '已有 {printed} 个标签打印、{packed} 个标签装箱，不能重新生成',
    en: 'Cannot re-generate: {printed} labels are printed and {packed} packed',
  },
  'label.idsOrNoteRequired': {
    'zh-chs': '请选择标签或送货单',
    en: 'Choose labels or a delivery note',
  },
  'label.labelsRequired': { 'zh-chs': '请选择或扫描标签', en: 'Choose or scan labels' },
  'label.notFound': { 'zh-chs': '标签不存在：{labels}', en: 'No such label: {labels}' },
  'label.boxNotFound': { 'zh-chs': '外箱不存在', en: 'The outer box does not exist' },
  'label.noLabels': {
    'zh-chs': '送货单 {no} 还没有标签，请先生成',
    en: 'Delivery note {no} has no labels yet: generate them first',
  },
  'label.alreadyVoided': { 'zh-chs': '标签 {label} 已作废', en: 'Label {label} is voided' },
  'label.alreadyPacked': {
    'zh-chs': '标签 {label} 已装入外箱 {outer}',
    en: 'Label {label} is already packed in outer box {outer}',
  },
  'label.packedCannotVoid': {
    'zh-chs': '标签 {label} 已装入外箱 {outer}，请先拆箱再作废',
    en: 'Label {label} is packed in outer box {outer}: unpack it before voiding',
  },
  'label.voidWithNote': {
    'zh-chs': '标签 {label} 属于送货单，随送货单作废',
    en: 'Label {label} belongs to a delivery note: it is voided with the note',
  },
  'label.mixedNotes': {
    'zh-chs': '标签 {label} 不属于同一送货单或批次，不能装入同一外箱',
    en: 'Label {label} is of another note or batch: one outer box holds one note or batch',
  },
  'label.noteShipped': {
    'zh-chs': '送货单 {no} 已发货，外箱不能再变更',
    en: 'Delivery note {no} is shipped: its outer boxes can no longer change',
  },
  'label.boxVoided': { 'zh-chs': '外箱 {outer} 已作废', en: 'Outer box {outer} is voided' },
  'label.notInBox': {
    'zh-chs': '所选标签不在外箱 {outer} 中',
    en: 'The chosen labels are not in outer box {outer}',
  },
  'label.noCompanyPrefix': {
    'zh-chs': '本组织尚未设置 GS1 厂商识别代码，不能生成外箱 SSCC：请管理员在“打印模板”页的打印设置中填写',
    en: 'This organisation has no GS1 company prefix yet, so outer box SSCCs cannot be made: an administrator sets it in the print settings of the Print templates screen',
  },
  'label.vendorRequired': {
    'zh-chs': '请选择供应商',
    en: 'Choose the vendor',
  },
  'label.unknownVendor': { 'zh-chs': '供应商 {vendor} 不存在', en: 'Vendor {vendor} does not exist' },
  'label.unknownPart': { 'zh-chs': '物料 {part} 不存在', en: 'Part {part} does not exist' },
  'label.qtyPositive': { 'zh-chs': '每箱数量必须大于 0', en: 'The box quantity must be more than 0' },
} as const satisfies MessageTable;
