import type { MessageTable } from '../../platform/messages.ts';

/**
 * The buyers' Excel upload of forecast versions (issue #48), in both languages; joined to the forecast module's table
 * in `server/src/messages.ts`. The column captions are read back from here too: a heading in either language is
 * accepted.
 */
export const forecastUploadMessages = {
  'forecast.upload.column.VENDOR_CODE': { 'zh-chs': '供应商编码', en: 'Vendor code' },
  'forecast.upload.column.VERSION': { 'zh-chs': '版本', en: 'Version' },
  'forecast.upload.column.PART_NO': { 'zh-chs': '物料编码', en: 'Part no.' },
  'forecast.upload.column.PERIOD': { 'zh-chs': '周期', en: 'Period' },
  'forecast.upload.column.QTY': { 'zh-chs': '需求数量', en: 'Quantity' },
  'forecast.upload.help.VENDOR_CODE': {
    'zh-chs': '供应商编码（本组织的供应商）',
    en: "The vendor's code (a vendor of this organisation)",
  },
  'forecast.upload.help.VERSION': {
    'zh-chs': '该供应商的预测版本号；同一供应商同一版本号的行组成一个版本，新版本号须大于已发布的版本',
    en: "The vendor's forecast version number: the rows of one vendor and version make one version; a new one must be higher than the vendor's published versions",
  },
  'forecast.upload.help.PART_NO': { 'zh-chs': '物料编码', en: 'The part number' },
  'forecast.upload.help.PERIOD': {
    'zh-chs': '需求所在的周或月',
    en: 'The week or month of the demand',
  },
  'forecast.upload.help.QTY': {
    'zh-chs': '该周期的需求数量',
    en: 'The demand in that period',
  },
  'forecast.upload.format.text': {
    'zh-chs': '文本，最多 {max} 个字符',
    en: 'Text, at most {max} characters',
  },
  'forecast.upload.format.integer': { 'zh-chs': '正整数', en: 'A positive whole number' },
  'forecast.upload.format.period': {
    'zh-chs': 'ISO 周 YYYY-Www（如 2026-W49）或月份 YYYY-MM（如 2026-12），按文本填写',
    en: 'An ISO week YYYY-Www (2026-W49) or a month YYYY-MM (2026-12), as text',
  },
  'forecast.upload.format.quantity': {
    'zh-chs': '不小于 0 的数字，最多 4 位小数',
    en: 'A number of 0 or more, at most 4 decimals',
  },
  'forecast.upload.notMultipart': {
    'zh-chs': '请以 multipart/form-data 上传 Excel 文件，文件字段名为 file',
    en: 'Upload the Excel file as multipart/form-data in the field "file"',
  },
  'forecast.upload.notExcel': {
    'zh-chs': '文件不是有效的 Excel (.xlsx) 文件',
    en: 'The file is not a valid Excel (.xlsx) file',
  },
  'forecast.upload.onlyBuyers': {
    'zh-chs': '只有采购方可以上传预测',
    en: 'Only buyers upload forecasts',
  },
  'forecast.upload.empty': { 'zh-chs': '文件中没有预测数据行', en: 'The file has no forecast rows' },
  'forecast.upload.tooMany': {
    'zh-chs': '一次最多上传 {max} 行',
    en: 'At most {max} rows can be uploaded at once',
  },
  'forecast.upload.tooManyVersions': {
    'zh-chs': '一次最多上传 {max} 个版本（供应商 + 版本号）',
    en: 'At most {max} versions (vendor and version number) can be uploaded at once',
  },
  'forecast.upload.headers': {
    'zh-chs': '第 1 行缺少列：{columns}（请使用下载的模板）',
    en: 'Row 1 lacks the columns {columns} (use the downloaded template)',
  },
  'forecast.upload.rejected': {
    'zh-chs': '{count} 行有错误，未发布任何预测',
    en: '{count} rows have errors: no forecast was published',
  },
  'forecast.upload.required': { 'zh-chs': '必填', en: 'Required' },
  'forecast.upload.tooLong': { 'zh-chs': '长度不能超过 {max} 个字符', en: 'At most {max} characters' },
  'forecast.upload.badVersion': {
    'zh-chs': '“{value}”不是有效的版本号：请填写正整数',
    en: '"{value}" is not a version number: write a positive whole number',
  },
  'forecast.upload.badPeriod': {
    'zh-chs': '周期“{value}”不存在：请填写 ISO 周（如 2026-W49）或月份（如 2026-12）',
    en: 'Period "{value}" does not exist: write an ISO week (2026-W49) or a month (2026-12)',
  },
  'forecast.upload.periodIsDate': {
    'zh-chs':
      '周期“{value}”是一个日期：Excel 会把 2026-12 变成日期，请将周期列设为文本格式后填写 2026-12 或 2026-W49',
    en: 'Period "{value}" is a date: Excel turns 2026-12 into a date; format the Period column as text and write 2026-12 or 2026-W49',
  },
  'forecast.upload.badQuantity': {
    'zh-chs': '“{value}”不是有效的数量：请填写不小于 0、最多 4 位小数的数字',
    en: '"{value}" is not a quantity: write a number of 0 or more with at most 4 decimals',
  },
  'forecast.upload.sameBucket': {
    'zh-chs': '供应商 {vendor} 版本 {version} 的零件 {part} 周期 {period} 已在第 {row} 行出现',
    en: 'Vendor {vendor} version {version}: part {part}, period {period} is already in row {row}',
  },
  'forecast.upload.overlap': {
    'zh-chs': '零件 {part} 的周期 {period} 与第 {row} 行的 {other} 重叠',
    en: 'Part {part}: period {period} overlaps {other} of row {row}',
  },
  'forecast.upload.notes.sheet': { 'zh-chs': '填写说明', en: 'Instructions' },
  'forecast.upload.notes.sheetName': { 'zh-chs': '预测', en: 'Forecast' },
  'forecast.upload.notes.title': {
    'zh-chs': '预测上传模板填写说明',
    en: 'How to fill in the forecast template',
  },
  'forecast.upload.notes.column': { 'zh-chs': '列', en: 'Column' },
  'forecast.upload.notes.requiredHead': { 'zh-chs': '必填', en: 'Required' },
  'forecast.upload.notes.format': { 'zh-chs': '格式', en: 'Format' },
  'forecast.upload.notes.example': { 'zh-chs': '示例', en: 'Example' },
  'forecast.upload.notes.meaning': { 'zh-chs': '说明', en: 'What it is' },
  'forecast.upload.notes.yes': { 'zh-chs': '是（列标题带 *）', en: 'Yes (heading marked *)' },
  'forecast.upload.notes.rules': { 'zh-chs': '规则', en: 'Rules' },
  'forecast.upload.notes.rule1': {
    'zh-chs':
      '只读取第一个工作表；第 1 行是列标题（中文或英文均可），可调整列的顺序，但不要删除或改名标有 * 的列。',
    en: 'Only the first sheet is read; row 1 holds the headings (in Chinese or English). Columns may be moved, but keep the ones marked * and their names.',
  },
  'forecast.upload.notes.rule2': {
    'zh-chs':
      '每行是一个需求桶（供应商、版本、零件、周期、数量）；相同供应商和版本号的行组成一个版本。同一零件的周期不能重复或重叠（例如某周与其所在的月份）。',
    en: 'Each row is one bucket (vendor, version, part, period, quantity); the rows of one vendor and version number make one version. A part may not have the same period twice, nor overlapping ones (a week and the month it lies in).',
  },
  'forecast.upload.notes.rule3': {
    'zh-chs':
      '新版本号须大于该供应商已发布的版本；已发布的版本以相同数据再次上传不会有任何变化，以不同数据上传会被拒绝。',
    en: "A new version number must be higher than the vendor's published ones; a published version uploaded again with the same figures changes nothing, with other figures it is refused.",
  },
  'forecast.upload.notes.rule4': {
    'zh-chs': '一次最多上传 {max} 行。任一行有错误时不会发布任何版本，系统会列出每个错误所在的行、列和原因。',
    en: 'At most {max} rows at once. If any row is wrong nothing is published, and every bad row is listed by row, column and reason.',
  },
  'forecast.upload.notes.rule5': {
    'zh-chs': '冻结区和协商区按本组织的设置，从上传所在的周起计算；供应商会收到新版本的通知并作出承诺。',
    en: "The firm and trade-off zones follow the organisation's setting, counted from the week of the upload; the vendor is told of a new version and commits to it.",
  },
} satisfies MessageTable;
