import type { MessageTable } from '../../platform/messages.ts';

/** The attachment module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const attachmentMessages = {
  'attachment.tooManyUnclaimed': {
    'zh-chs':
      '过去一小时内您已上传 {files} 个（{size}）尚未提交到单据的附件，上限为 {maxFiles} 个、{maxSize}：请先保存单据或稍后再试',
    en: 'In the last hour you uploaded {files} files ({size}) not yet saved with a document; the limit is {maxFiles} files or {maxSize}: save the document first, or try again later',
  },
  'attachment.unknownKind': { 'zh-chs': '未知的附件类别 {kind}', en: 'Unknown attachment kind {kind}' },
  'attachment.notMultipart': {
    'zh-chs': '上传须为 multipart/form-data，文件字段名为 file',
    en: 'An upload is multipart/form-data with the file in the field "file"',
  },
  'attachment.noFile': {
    'zh-chs': '请选择要上传的文件（字段 file）',
    en: 'Choose a file to upload (field "file")',
  },
  'attachment.tooLarge': {
    'zh-chs': '文件 {name} 过大（最多 {max}）',
    en: 'The file {name} is too large (at most {max})',
  },
  'attachment.empty': { 'zh-chs': '文件 {name} 是空的', en: 'The file {name} is empty' },
  'attachment.typeNotAllowed': {
    'zh-chs': '文件 {name} 的类型不允许，只能上传 {types}',
    en: 'The file {name} is not of an allowed type ({types})',
  },
  'attachment.typeMismatch': {
    'zh-chs': '文件 {name} 的扩展名与内容不符（内容为 {actual}）',
    en: 'The file {name}: its extension does not match its content ({actual})',
  },
  'attachment.notFound': { 'zh-chs': '附件不存在', en: 'The attachment does not exist' },
  'attachment.unknown': { 'zh-chs': '附件 {id} 不存在', en: 'Attachment {id} does not exist' },
  'attachment.notYours': {
    'zh-chs': '附件 {name} 不是您上传的',
    en: 'The attachment {name} was not uploaded by you',
  },
  'attachment.claimed': {
    'zh-chs': '附件 {name} 已属于其他单据',
    en: 'The attachment {name} belongs to another document',
  },
} as const satisfies MessageTable;
