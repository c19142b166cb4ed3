import type { MessageTable } from '../../platform/messages.ts';

/** The print-template module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const printTemplateMessages = {
  'printTemplate.notFound': { 'zh-chs': '打印模板不存在', en: 'The print template does not exist' },
  'printTemplate.isDefault': {
    'zh-chs': '模板 {name} 是默认模板，不能删除；请先将其他模板设为默认',
    en: 'The template {name} is the default: make another one the default before deleting it',
  },
  'printTemplate.kindFixed': {
    'zh-chs': '不能修改模板的单据类型',
    en: "A template's document kind cannot be changed",
  },
  'printTemplate.nameExists': {
    'zh-chs': '已有同名模板 {name}',
    en: 'A template named {name} already exists',
  },
  'printTemplate.prefixInvalid': {
    'zh-chs': 'GS1 厂商识别代码应为 7 到 10 位数字',
    en: 'The GS1 company prefix must be 7 to 10 digits',
  },
  'printTemplate.invalid': {
    'zh-chs': '模板无法生成 PDF：{reason}',
    en: 'The template cannot be rendered: {reason}',
  },
  'printTemplate.renderFailed': {
    'zh-chs': '打印文件暂时无法生成，请稍后重试；若仍失败，请分批少量打印',
    en: 'The print could not be made just now. Try again; if it keeps failing, print fewer at a time',
  },
} as const satisfies MessageTable;
