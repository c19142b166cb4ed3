import type { MessageTable } from '../../platform/messages.ts';

/** The export module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const exportMessages = {
  'export.notFound': {
    'zh-chs': '导出记录不存在或无权访问',
    en: 'The export does not exist or is not yours',
  },
  'export.notReady': { 'zh-chs': '数据正在处理中', en: 'Data is being processed' },
  'export.empty': { 'zh-chs': '数据为空', en: 'Data is empty' },
  'export.failed': { 'zh-chs': '导出失败：{reason}', en: 'The export failed: {reason}' },
  'export.interrupted': {
    'zh-chs': '处理导出的服务进程已停止，重试后仍未完成',
    en: 'The server process working on the export stopped, and the retries did not finish it',
  },
} as const satisfies MessageTable;
