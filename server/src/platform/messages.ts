import type { Language } from '@srm/contract';

/**
 * Every message the server sends to a person, in both languages. Keys are grouped by module; `{name}` is
 * replaced by the matching parameter. `messages.test.ts` checks that both languages have every key.
 */
export const messages = {
  'http.400': { 'zh-chs': '请求错误', en: 'Bad request' },
  'http.401': { 'zh-chs': '未授权，请登录', en: 'Unauthorized, please sign in' },
  'http.403': { 'zh-chs': '拒绝访问', en: 'Access denied' },
  'http.404': { 'zh-chs': '请求地址出错 {path}', en: 'Request address error {path}' },
  'http.405': { 'zh-chs': '请求方法不被允许', en: 'Method not allowed' },
  'http.408': { 'zh-chs': '请求超时', en: 'Request timeout' },
  'http.409': { 'zh-chs': '状态冲突', en: 'State conflict' },
  'http.413': { 'zh-chs': '请求内容过大', en: 'Request body too large' },
  'http.415': { 'zh-chs': '不支持的内容类型', en: 'Unsupported content type' },
  'http.429': { 'zh-chs': '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  'http.500': { 'zh-chs': '服务器内部错误', en: 'Internal server error' },
  'http.503': { 'zh-chs': '服务不可用', en: 'Service unavailable' },
  'validation.field': { 'zh-chs': '字段 {field}：{reason}', en: 'Field {field}: {reason}' },
  'validation.body': { 'zh-chs': '请求体：{reason}', en: 'Request body: {reason}' },
  'validation.required': { 'zh-chs': '必填', en: 'is required' },
  'validation.invalidType': { 'zh-chs': '应为 {expected} 类型', en: 'must be of type {expected}' },
  'validation.tooSmall': { 'zh-chs': '不能小于 {minimum}', en: 'must be at least {minimum}' },
  'validation.tooBig': { 'zh-chs': '不能大于 {maximum}', en: 'must be at most {maximum}' },
  'validation.tooShort': {
    'zh-chs': '长度不能少于 {minimum} 个字符',
    en: 'must have at least {minimum} characters',
  },
  'validation.tooLong': {
    'zh-chs': '长度不能超过 {maximum} 个字符',
    en: 'must have at most {maximum} characters',
  },
  'validation.invalidFormat': { 'zh-chs': '格式不正确', en: 'has an invalid format' },
  'validation.noVisibleText': {
    'zh-chs': '须包含可见的文字（仅有空格或不可见字符不算）',
    en: 'must contain visible text (spaces or invisible characters alone do not count)',
  },
  'validation.invalidValue': { 'zh-chs': '取值无效', en: 'has an invalid value' },
  'validation.unknownKeys': { 'zh-chs': '包含未知字段 {keys}', en: 'contains unknown fields {keys}' },
  'validation.invalidJson': { 'zh-chs': 'JSON 格式错误', en: 'is not valid JSON' },
  'validation.nulCharacter': {
    'zh-chs': '不能包含空字符（U+0000）',
    en: 'must not contain the NUL character (U+0000)',
  },
  'validation.tooDeep': {
    'zh-chs': 'JSON 嵌套不能超过 {max} 层',
    en: 'JSON must not be nested more than {max} levels deep',
  },
  'validation.bodyTooLarge': {
    'zh-chs': '请求内容过大（最多 {limit}）',
    en: 'The request body is too large (at most {limit})',
  },
  'auth.tokenInvalid': {
    'zh-chs': '登录已失效，请重新登录',
    en: 'Your sign-in has expired, please sign in again',
  },
  'auth.sessionEnded': {
    'zh-chs': '会话已结束，请重新登录',
    en: 'Your session has ended, please sign in again',
  },
  'auth.orgHeaderInvalid': { 'zh-chs': '组织标识无效', en: 'Invalid organisation header' },
  'auth.notInOrganization': { 'zh-chs': '您不属于该组织', en: 'You do not belong to this organisation' },
  'auth.badCredentials': { 'zh-chs': '用户名或密码错误', en: 'Wrong user name or password' },
  'auth.captchaWrong': { 'zh-chs': '验证码错误', en: 'Wrong verification code' },
  'auth.captchaExpired': {
    'zh-chs': '验证码已过期或已使用，请刷新后重试',
    en: 'The verification code has expired or was already used, please refresh it',
  },
  'auth.passwordNotEncrypted': {
    'zh-chs': '密码必须加密传输，请刷新页面后重试',
    en: 'The password must be sent encrypted; reload the page and try again',
  },
  'auth.passwordNonceInvalid': {
    'zh-chs': '加密的密码已过期或已被使用，请重新提交',
    en: 'The encrypted password has expired or was already used; please submit again',
  },
  'auth.locked': {
    'zh-chs': '账号已锁定，请 {minutes} 分钟后再试或联系管理员',
    en: 'The account is locked; try again in {minutes} minutes or contact an administrator',
  },
  'auth.lockedByAdmin': { 'zh-chs': '账号已被管理员锁定', en: 'The account was locked by an administrator' },
  'auth.disabled': { 'zh-chs': '账号已停用', en: 'The account is disabled' },
  'auth.noMenus': {
    'zh-chs': '该账号没有分配菜单或权限',
    en: 'This account has no menus or permissions assigned',
  },
  'auth.tooManyAttempts': {
    'zh-chs': '登录尝试过于频繁，请稍后再试',
    en: 'Too many sign-in attempts, please try again later',
  },
  'role.notFound': { 'zh-chs': '角色不存在', en: 'The role does not exist' },
  'list.unknownField': { 'zh-chs': '未知的查询字段 {field}', en: 'Unknown query field {field}' },
  'list.invalidValue': {
    'zh-chs': '字段 {field} 的查询值格式不正确',
    en: 'The query value of {field} has a wrong format',
  },
  'list.printNothing': { 'zh-chs': '没有可打印的数据', en: 'Nothing to print: no row matches' },
  'deliveryNote.notFound': { 'zh-chs': '送货单不存在', en: 'The delivery note does not exist' },
  'deliveryNote.vendorsOnly': {
    'zh-chs': '只有供应商可以创建和修改送货单',
    en: 'Only vendors create and edit delivery notes',
  },
  'deliveryNote.notDownstream': {
    'zh-chs': '只有下游供应商可以创建下游送货单',
    en: 'Only downstream vendors create downstream delivery notes',
  },
  'deliveryNote.orderLineNotYours': {
    'zh-chs': '订单行 {id} 不存在或不属于本供应商',
    en: 'Order line {id} does not exist or is not yours',
  },
  'deliveryNote.orderLineClosed': { 'zh-chs': '订单 {po}/{item} 已关闭', en: 'Order {po}/{item} is closed' },
  'deliveryNote.qtyPositive': {
    'zh-chs': '订单 {po}/{item} 的送货数量必须大于 0',
    en: 'The delivery quantity of {po}/{item} must be above 0',
  },
  'deliveryNote.packingPositive': {
    'zh-chs': '订单 {po}/{item} 的包装数量必须大于 0',
    en: 'The packing quantity of {po}/{item} must be above 0',
  },
  'deliveryNote.overDelivery': {
    'zh-chs': '订单 {po}/{item} 超出可送数量，最多还可送 {allowed}',
    en: 'Order {po}/{item} exceeds the deliverable quantity: at most {allowed} more',
  },
  'deliveryNote.tooManySpares': {
    'zh-chs': '订单 {po}/{item} 的备品数量最多为 {allowed}',
    en: 'The spare quantity of {po}/{item} is at most {allowed}',
  },
  'deliveryNote.lineNotOnNote': {
    'zh-chs': '明细行 {id} 不属于该送货单',
    en: 'Line {id} is not on this delivery note',
  },
  'deliveryNote.receivedTooMuch': {
    'zh-chs': '第 {line} 行实收数量不能超过 {max}',
    en: 'The received quantity of line {line} cannot exceed {max}',
  },
  'deliveryNote.actionNotAllowed': {
    'zh-chs': '您的角色无权执行{action}操作',
    en: 'Your role cannot {action} delivery notes',
  },
  'deliveryNote.labelsHoldUnAudit': {
    'zh-chs': '该送货单已有 {printed} 个标签打印、{packed} 个标签装入外箱，不能反审核；请先拆箱',
    en: 'Cannot un-audit: {printed} labels of this note are printed and {packed} packed in outer boxes; unpack first',
  },
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
  'deliveryNote.badTransition': {
    'zh-chs': '送货单当前状态为「{status}」，不能{action}',
    en: 'Cannot {action} a delivery note that is {status}',
  },
  'status.1': { 'zh-chs': '未处理', en: 'unprocessed' },
  'status.2': { 'zh-chs': '已审核', en: 'audited' },
  'status.3': { 'zh-chs': '已作废', en: 'voided' },
  'status.4': { 'zh-chs': '在途', en: 'in transit' },
  'status.5': { 'zh-chs': '已收货', en: 'received' },
  'action.edit': { 'zh-chs': '修改', en: 'edit' },
  'action.audit': { 'zh-chs': '审核', en: 'audit' },
  'action.unAudit': { 'zh-chs': '反审核', en: 'un-audit' },
  'action.ship': { 'zh-chs': '发货', en: 'ship' },
  'action.receive': { 'zh-chs': '收货', en: 'receive' },
  'action.void': { 'zh-chs': '作废', en: 'void' },
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
  'dispute.closed': {
    'zh-chs': '单据已关闭或作废，不能再留言',
    en: 'The document is closed or voided: its thread takes no more messages',
  },
  'dispute.unknownLine': {
    'zh-chs': '明细 {line} 不属于该对账单',
    en: 'Line {line} is not a line of this statement',
  },
  'statement.notFound': { 'zh-chs': '对账单不存在', en: 'The statement does not exist' },
  'statement.unknownVendor': { 'zh-chs': '供应商 {vendor} 不存在', en: 'Vendor {vendor} does not exist' },
  'statement.periodOrder': {
    'zh-chs': '结束日期不能早于开始日期',
    en: 'must not be before the start of the period',
  },
  'statement.pickLines': {
    'zh-chs': '请选择送货明细或费用单，或选择全部可对账明细',
    en: 'pick delivery lines or expense bills, or all eligible lines',
  },
  'statement.rejectReasonRequired': {
    'zh-chs': '请填写驳回原因（整单或逐行）',
    en: 'give a reason for the whole statement or for each rejected line',
  },
  'statement.actionNotAllowed': {
    'zh-chs': '您的角色不能{action}对账单',
    en: 'Your role cannot {action} statements',
  },
  'statement.badTransition': {
    'zh-chs': '对账单 {no} 当前状态为「{state}」，不能{action}',
    en: 'Cannot {action} statement {no}: it is {state}',
  },
  'statement.nothingEligible': {
    'zh-chs': '该供应商、币种和期间没有可对账的收货明细或费用单',
    en: 'The vendor has no received lines or confirmed expense bills to bill in this currency and period',
  },
  'statement.lineTaken': {
    'zh-chs': '送货明细 {lines} 已在其他有效对账单中',
    en: 'Delivery line {lines} is already in another live statement',
  },
  'statement.billTaken': {
    'zh-chs': '费用单 {bills} 已在其他有效对账单中',
    en: 'Expense bill {bills} is already in another live statement',
  },
  'statement.lineNotEligible': {
    'zh-chs': '送货明细 {lines} 不可对账（须为该供应商、币种、期间内已收货的明细）',
    en: 'Delivery line {lines} cannot be billed here (it must be received, of this vendor, currency and period)',
  },
  'statement.billNotEligible': {
    'zh-chs': '费用单 {bills} 不可对账（须为该供应商、币种、期间内供应商已确认的费用单）',
    en: 'Expense bill {bills} cannot be billed here (it must be confirmed, of this vendor, currency and period)',
  },
  'statement.lineNotOnStatement': {
    'zh-chs': '明细 {lines} 不在该对账单中',
    en: 'Line {lines} is not on this statement',
  },
  'statement.noLines': {
    'zh-chs': '对账单 {no} 没有明细，不能发送',
    en: 'Statement {no} has no lines to send',
  },
  'statement.amountTooLarge': {
    'zh-chs': '金额超出范围（最多 16 位整数）',
    en: 'The amount is too large (at most 16 integer digits)',
  },
  'statement.roundingRule': {
    'zh-chs':
      '金额 = 数量 × 单价，逐行四舍五入到 2 位小数；税额 = 金额 × 税率，逐行四舍五入到 2 位小数；表头合计为各行舍入后金额之和。收货数量（订单单位）× 换算率 = 对账数量（基本单位）。',
    en: 'Amount = qty × unit price, rounded half-up to 2 decimals per line; tax = amount × tax rate, rounded half-up to 2 decimals per line; the totals are the sums of the rounded lines. Received qty (PO unit) × unit rate = billed qty (base unit).',
  },
  'statement.xlsxTotal': { 'zh-chs': '合计', en: 'Total' },
  'statement.tolerancePct': {
    'zh-chs': '单价容差须在 0 到 100 之间',
    en: 'The price tolerance must be 0 to 100',
  },
  'statement.matchOutside': {
    'zh-chs': '对账单 {no} 与发票的差异超出容差：{differences}。请更正发票，或填写超差审批原因后审批',
    en: 'Statement {no} does not match the invoice within tolerance: {differences}. Correct the invoice, or approve with an override reason',
  },
  'statement.diff.noInvoice': { 'zh-chs': '尚未录入发票', en: 'no invoice recorded yet' },
  'statement.diff.amount': {
    'zh-chs': '发票价税合计 {invoice} 与对账单含税合计 {statement} 相差 {difference}（容差 {tolerance}）',
    en: 'invoice amount with tax {invoice} vs statement total with tax {statement}: difference {difference} (tolerance {tolerance})',
  },
  'statement.diff.tax': {
    'zh-chs': '发票税额 {invoice} 与对账单税额合计 {statement} 相差 {difference}（容差 {tolerance}）',
    en: 'invoice tax {invoice} vs statement tax {statement}: difference {difference} (tolerance {tolerance})',
  },
  'statement.diff.price': {
    'zh-chs': '明细 {line}（订单 {po}）单价 {price} 与订单现价 {poPrice} 相差 {pct}%（容差 {tolerance}%）',
    en: 'line {line} (PO {po}): unit price {price} vs PO price {poPrice}, {pct} % apart (tolerance {tolerance} %)',
  },
  'statement.diff.priceNoPo': {
    'zh-chs': '明细 {line}（订单 {po}）单价 {price}，订单现价为 0',
    en: 'line {line} (PO {po}): unit price {price}, the PO price is 0',
  },
  'statement.diff.qty': {
    'zh-chs': '明细 {line} 对账的收货数量 {billed} 与当前收货数量 {now} 不符',
    en: 'line {line}: billed received qty {billed}, received now {now}',
  },
  'statement.state.1': { 'zh-chs': '草稿', en: 'a draft' },
  'statement.state.2': { 'zh-chs': '待供应商确认', en: 'sent to the vendor' },
  'statement.state.3': { 'zh-chs': '供应商已确认', en: 'confirmed by the vendor' },
  'statement.state.4': { 'zh-chs': '供应商已驳回', en: 'rejected by the vendor' },
  'statement.state.5': { 'zh-chs': '财务已审批', en: 'approved by finance' },
  'statement.state.6': { 'zh-chs': '已关闭', en: 'closed' },
  'statement.state.9': { 'zh-chs': '已作废', en: 'voided' },
  'statement.action.addLines': { 'zh-chs': '添加明细', en: 'add lines to' },
  'statement.action.removeLines': { 'zh-chs': '移除明细', en: 'remove lines from' },
  'statement.action.send': { 'zh-chs': '发送', en: 'send' },
  'statement.action.confirm': { 'zh-chs': '确认', en: 'confirm' },
  'statement.action.reject': { 'zh-chs': '驳回', en: 'reject' },
  'statement.action.approve': { 'zh-chs': '审批', en: 'approve' },
  'statement.action.close': { 'zh-chs': '关闭', en: 'close' },
  'statement.action.void': { 'zh-chs': '作废', en: 'void' },
  'statement.action.match': { 'zh-chs': '发票匹配', en: 'match invoices of' },
  'integration.keyMissing': {
    'zh-chs': '缺少 API 密钥（X-Api-Key）',
    en: 'The API key (X-Api-Key) is missing',
  },
  'integration.keyInvalid': { 'zh-chs': 'API 密钥无效或已吊销', en: 'The API key is invalid or revoked' },
  'integration.scopeMissing': {
    'zh-chs': 'API 密钥没有 {scope} 权限',
    en: 'The API key has no {scope} scope',
  },
  'integration.batchRejected': {
    'zh-chs': '批次中有 {count} 行数据有误，整批未写入',
    en: '{count} rows of the batch are wrong: nothing of the batch was written',
  },
  'integration.vendorUnknown': { 'zh-chs': '供应商 {code} 不存在', en: 'Vendor {code} does not exist' },
  'integration.partUnknown': {
    'zh-chs': '物料 {code} 不存在（可在行中提供 PART_NAME 以新建）',
    en: 'Part {code} does not exist (send PART_NAME to create it)',
  },
  'integration.duplicateInBatch': {
    'zh-chs': '批次中重复的外部编号 {id}',
    en: 'External id {id} appears twice in the batch',
  },
  'integration.orderKeyTaken': {
    'zh-chs': '订单 {po}/{item} 已存在且外部编号不同',
    en: 'Order {po}/{item} exists with another external id',
  },
  'integration.belowDelivered': {
    'zh-chs': '订单数量 {qty} 小于已送货数量 {delivered}',
    en: 'Ordered quantity {qty} is below the quantity already delivered ({delivered})',
  },
  'integration.noteUnknown': { 'zh-chs': '送货单 {no} 不存在', en: 'Delivery note {no} does not exist' },
  'integration.noteNotInTransit': {
    'zh-chs': '送货单 {no} 当前状态为「{status}」，不能收货',
    en: 'Delivery note {no} is {status}: it cannot be received',
  },
  'integration.lineUnknown': {
    'zh-chs': '送货单 {no} 没有第 {line} 行',
    en: 'Delivery note {no} has no line {line}',
  },
  'integration.receiptOtherNote': {
    'zh-chs': '收货单 {id} 已用于其他送货单',
    en: 'Receipt {id} was already applied to another delivery note',
  },
  'orderImport.notExcel': {
    'zh-chs': '文件不是有效的 Excel (.xlsx) 文件',
    en: 'The file is not a valid Excel (.xlsx) file',
  },
  'orderImport.empty': { 'zh-chs': '文件中没有数据行', en: 'The file has no data rows' },
  'orderImport.headers': {
    'zh-chs': '第一行必须包含列 PO_NO、PO_ITEM、VENDOR_CODE、PART_NO、ORDERED_QTY、DUE_DATE',
    en: 'The first row must hold the columns PO_NO, PO_ITEM, VENDOR_CODE, PART_NO, ORDERED_QTY, DUE_DATE',
  },
  'orderImport.tooMany': { 'zh-chs': '一次最多导入 {max} 行', en: 'At most {max} rows per import' },
  'health.degraded': { 'zh-chs': '数据库不可用', en: 'Database unavailable' },
  'health.pendingMigrations': {
    'zh-chs': '数据库有未执行的迁移：{names}',
    en: 'The database has pending migrations: {names}',
  },
  'common.inUse': {
    'zh-chs': '记录已被使用，无法删除',
    en: 'The record is in use and cannot be deleted',
  },
  'common.notFound': { 'zh-chs': '记录不存在或无权访问', en: 'The record does not exist or is not yours' },
  'password.required': { 'zh-chs': '请输入密码', en: 'Please enter the password' },
  'password.oldRequired': { 'zh-chs': '请输入旧密码', en: 'Please enter the old password' },
  'password.newRequired': { 'zh-chs': '请输入新密码', en: 'Please enter the new password' },
  'password.confirmRequired': { 'zh-chs': '请输入确认密码', en: 'Please enter the confirm password' },
  'password.length': {
    'zh-chs': '字段 {field}：长度在4到33个字符',
    en: 'Field {field}: Length must be 4 to 33 characters',
  },
  'password.mismatch': {
    'zh-chs': '新密码与确认密码不一致',
    en: 'new password and confirm password are inconsistent',
  },
  'password.oldWrong': { 'zh-chs': '旧密码不正确', en: 'The old password is wrong' },
  'password.ownOnly': {
    'zh-chs': '只能修改自己的密码',
    en: 'You can only change your own password',
  },
  'user.notFound': { 'zh-chs': '账号不存在', en: 'The account does not exist' },
  'user.nameExists': { 'zh-chs': '用户名 {name} 已存在', en: 'The user name {name} already exists' },
  'user.cannotDeleteSelf': { 'zh-chs': '不能删除自己的账号', en: 'You cannot delete your own account' },
  'user.cannotLockSelf': { 'zh-chs': '不能锁定自己的账号', en: 'You cannot lock your own account' },
  'user.selfProtected': {
    'zh-chs': '不能停用自己的账号或修改自己的角色',
    en: 'You cannot disable your own account or change your own role',
  },
  'user.superOnly': {
    'zh-chs': '只有超级管理员可以管理超级管理员账号',
    en: 'Only a super administrator can manage a super administrator account',
  },
  'user.orgNotAllowed': {
    'zh-chs': '不能把账号加入您不属于的组织 {id}',
    en: 'You cannot add the account to organisation {id}, which you do not belong to',
  },
  'user.preferencesTooLarge': {
    'zh-chs': '个人设置不能超过 {max} 字节',
    en: 'Preferences must not exceed {max} bytes',
  },
  'user.staffOnly': {
    'zh-chs': '供应商账号不能使用该功能',
    en: 'Vendor accounts cannot use this function',
  },
  'vendor.notFound': { 'zh-chs': '供应商 {code} 不存在', en: 'Vendor {code} does not exist' },
  'vendor.partNotFound': { 'zh-chs': '物料 {code} 不存在', en: 'Part {code} does not exist' },
  'vendor.pairExists': {
    'zh-chs': '供应商 {vendor} 的物料 {part} 已有记录',
    en: 'Vendor {vendor} already has a record for part {part}',
  },
  'role.nameExists': { 'zh-chs': '角色名 {name} 已存在', en: 'The role name {name} already exists' },
  'role.superOnly': {
    'zh-chs': '只有超级管理员可以管理超级管理员角色',
    en: 'Only a super administrator can manage the super administrator role',
  },
  'role.isDefault': {
    'zh-chs': '系统默认角色不能删除',
    en: 'A system default role cannot be deleted',
  },
  'role.defaultTypeFixed': {
    'zh-chs': '系统默认角色的类型不能修改',
    en: 'The type of a system default role cannot be changed',
  },
  'role.cannotRemoveSelf': {
    'zh-chs': '不能把自己移出角色',
    en: 'You cannot remove yourself from a role',
  },
  'role.usersInvalid': {
    'zh-chs': '以下账号不存在或不是本组织的采购账号：{ids}',
    en: 'These accounts do not exist or are not buyer accounts of this organisation: {ids}',
  },
  'role.userNotInRole': { 'zh-chs': '该账号不在此角色中', en: 'The account does not hold this role' },
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
  'menu.notFound': { 'zh-chs': '菜单不存在', en: 'The menu does not exist' },
  'menu.parentInvalid': {
    'zh-chs': '上级菜单不存在，或是该菜单自身或其下级',
    en: 'The parent menu does not exist, or is the menu itself or one of its descendants',
  },
  'menu.linkExists': { 'zh-chs': '链接地址 {url} 已存在', en: 'The link address {url} already exists' },
  'menu.linkInvalid': {
    'zh-chs': '只能是以单个 / 开头的页面路径或 https:// 开头的网址',
    en: 'must be a page path starting with a single / or an address starting with https://',
  },
  'menu.codeExists': { 'zh-chs': '编码 {code} 已存在', en: 'The code {code} already exists' },
  'menu.unknownMenus': {
    'zh-chs': '以下菜单不存在：{ids}',
    en: 'These menus do not exist: {ids}',
  },
  'menu.unknownButtons': {
    'zh-chs': '以下按钮权限不存在：{codes}',
    en: 'These button permissions do not exist: {codes}',
  },
  'safeSql.empty': { 'zh-chs': 'SQL 不能为空', en: 'The SQL is empty' },
  'safeSql.tooLong': {
    'zh-chs': 'SQL 过长（最多 {max} 个字符）',
    en: 'The SQL is too long (at most {max} characters)',
  },
  'safeSql.syntax': {
    'zh-chs': 'SQL 语法错误：{reason}',
    en: 'The SQL has a syntax error: {reason}',
  },
  'safeSql.multipleStatements': {
    'zh-chs': '只能配置一条 SQL 语句（分号只能出现在字符串中）',
    en: 'Only one SQL statement is allowed (a ; may only appear inside a string)',
  },
  'safeSql.selectOnly': {
    'zh-chs': '只能配置查询语句（SELECT 或 WITH … SELECT），不允许 {what}',
    en: 'Only a query is allowed (SELECT or WITH … SELECT), not {what}',
  },
  'safeSql.notAllowed': {
    'zh-chs': 'SQL 中不允许使用 {what}',
    en: 'The SQL may not use {what}',
  },
  'safeSql.function': {
    'zh-chs': 'SQL 中不允许调用函数 {name}（允许的函数见安全说明：文本、数字、日期、聚合与排名函数）',
    en: 'The SQL may not call the function {name} (allowed: text, number, date, aggregate and ranking functions)',
  },
  'safeSql.argLength': {
    'zh-chs': 'SQL 中 {name} 的长度须写成不超过 {max} 的数字常量',
    en: 'The SQL must give {name} its length as a number written in the SQL, at most {max}',
  },
  'safeSql.argFormat': {
    'zh-chs': 'SQL 中 {name} 的格式须写成不超过 {max} 个字符的文本常量',
    en: 'The SQL must give {name} its format as a text written in the SQL, at most {max} characters',
  },
  'safeSql.argNoGrowth': {
    'zh-chs': 'SQL 中 replace 的查找与替换文本须写成常量，且替换文本不长于查找文本',
    en: 'The SQL must give replace its search and replacement as texts written in the SQL, the replacement no longer than the search',
  },
  'safeSql.argCount': {
    'zh-chs': 'SQL 中 {name} 的参数不能超过 {max} 个',
    en: 'The SQL may give {name} at most {max} arguments',
  },
  'safeSql.operator': {
    'zh-chs': 'SQL 中不允许使用运算符 {name}',
    en: 'The SQL may not use the operator {name}',
  },
  'safeSql.type': {
    'zh-chs': 'SQL 中不允许转换为类型 {name}',
    en: 'The SQL may not cast to the type {name}',
  },
  'safeSql.relation': {
    'zh-chs': '{name} 不是报表视图；配置的 SQL 只能读取：{views}',
    en: '{name} is not a report view; configured SQL may read only: {views}',
  },
  'safeSql.qualified': {
    'zh-chs': 'SQL 不能指定模式名（{name}），请直接写报表视图名',
    en: 'The SQL may not name a schema ({name}); write the report view name alone',
  },
  'safeSql.lockingClause': {
    'zh-chs': 'SQL 不允许锁定数据行（FOR UPDATE / FOR SHARE）',
    en: 'The SQL may not lock rows (FOR UPDATE / FOR SHARE)',
  },
  'safeSql.into': {
    'zh-chs': 'SQL 不允许使用 SELECT … INTO',
    en: 'The SQL may not use SELECT … INTO',
  },
  'safeSql.recursive': {
    'zh-chs': 'SQL 不允许使用递归查询（WITH RECURSIVE）',
    en: 'The SQL may not use a recursive query (WITH RECURSIVE)',
  },
  'safeSql.unknownParam': {
    'zh-chs': '未知的参数 :{name}，只能使用 :ORG_ID、:VENDOR_CODE、:USER_NAME（子查询还可用 :PARAM_VALUE）',
    en: 'Unknown parameter :{name}; only :ORG_ID, :VENDOR_CODE, :USER_NAME (and :PARAM_VALUE in a sub-query) can be used',
  },
  'safeSql.positional': {
    'zh-chs': 'SQL 不能使用 {param} 形式的参数，请使用 :ORG_ID、:VENDOR_CODE、:USER_NAME',
    en: 'The SQL may not use parameters like {param}; use :ORG_ID, :VENDOR_CODE or :USER_NAME',
  },
  'safeSql.tooCostly': {
    'zh-chs': 'SQL 预计开销过大（{cost}，上限 {cap}），请缩小范围或增加条件',
    en: 'The SQL is estimated too costly ({cost}, at most {cap}); narrow it or add conditions',
  },
  'safeSql.tooManyPairs': {
    'zh-chs':
      'SQL 的连接在内置数据库上最多可能产生 {rows} 行（上限 {cap}）：请用普通列的等值条件连接，或缩小范围',
    en: 'The SQL could make up to {rows} rows in a join on the embedded database (limit {cap}): join on equal plain columns, or narrow it down',
  },
  'safeSql.busy': {
    'zh-chs': '您同时运行的配置 SQL 过多，请稍后再试',
    en: 'You are running too many configured SQL queries at once; try again shortly',
  },
  'safeSql.timeout': {
    'zh-chs': 'SQL 执行超过 {seconds} 秒，已被取消',
    en: 'The SQL ran longer than {seconds} s and was cancelled',
  },
  'safeSql.readOnly': {
    'zh-chs': 'SQL 试图修改数据，已被拒绝',
    en: 'The SQL tried to change data and was refused',
  },
  'safeSql.failed': { 'zh-chs': 'SQL 执行出错：{reason}', en: 'The SQL failed: {reason}' },
  'safeSql.tooManyRows': {
    'zh-chs': 'SQL 返回超过 {cap} 行，请缩小范围或为下拉框开启分页',
    en: 'The SQL returns more than {cap} rows; narrow it or turn on paging for the dropdown',
  },
  'safeSql.codeName': {
    'zh-chs': '下拉 SQL 必须返回 CODE 和 NAME 两列',
    en: 'The dropdown SQL must return the columns CODE and NAME',
  },
  'safeSql.subQueryValue': {
    'zh-chs': '参数 {param} 的子查询返回的值 {value} 不符合字段 {field} 的类型',
    en: 'The sub-query of parameter {param} returns {value}, which does not fit field {field}',
  },
  'listParam.sqlRefused': {
    'zh-chs': '参数 {param} 的{kind}：{reason}',
    en: '{kind} of parameter {param}: {reason}',
  },
  'listParam.kind.reference': { 'zh-chs': '下拉SQL', en: 'Dropdown SQL' },
  'listParam.kind.sub': { 'zh-chs': '子查询SQL', en: 'Sub-query SQL' },
  'listParam.unknownList': {
    'zh-chs': '列表 {route} 不存在或无权访问',
    en: 'The list {route} does not exist or is not yours',
  },
  'listParam.unknownField': {
    'zh-chs': '原始字段 {field} 不是列表 {route} 的字段',
    en: 'The field {field} is not a column of the list {route}',
  },
  'listParam.duplicate': {
    'zh-chs': '{name} 重复',
    en: '{name} appears twice',
  },
  'listParam.paramExists': {
    'zh-chs': '参数名 {name} 已存在',
    en: 'The parameter name {name} already exists',
  },
  'listParam.mixedRoutes': {
    'zh-chs': '一次只能保存同一个列表的配置',
    en: 'Only the configuration of one list can be saved at once',
  },
  'listParam.paramNotFound': {
    'zh-chs': '参数 {name} 不存在',
    en: 'The parameter {name} does not exist',
  },
  'listParam.ownOnly': {
    'zh-chs': '只能删除自己的列配置',
    en: 'You can only delete your own column configuration',
  },
  'listParam.unknownTable': {
    'zh-chs': '数据表 {table} 不存在或无权查看',
    en: 'The table {table} does not exist or is not yours to read',
  },
  'listParam.invalidTableName': {
    'zh-chs': '数据表名 {table} 格式不正确',
    en: 'The table name {table} is not valid',
  },
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
  'files.notFound': { 'zh-chs': '文件不存在或已被删除', en: 'The file does not exist or was removed' },
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
  'announcement.notFound': { 'zh-chs': '公告不存在', en: 'The announcement does not exist' },
  'announcement.vendorsRequired': { 'zh-chs': '请至少选择一个供应商', en: 'must name at least one vendor' },
  'announcement.rolesRequired': { 'zh-chs': '请至少选择一个角色', en: 'must name at least one role' },
  'announcement.windowOrder': { 'zh-chs': '截止时间必须晚于生效时间', en: 'must be later than the start' },
  'announcement.unknownVendors': { 'zh-chs': '供应商 {codes} 不存在', en: 'Vendor {codes} does not exist' },
  'announcement.unknownRoles': { 'zh-chs': '角色 {ids} 不存在', en: 'Role {ids} does not exist' },
  'announcement.windowOver': {
    'zh-chs': '公告“{title}”的截止时间已过，请先修改截止时间再发布',
    en: 'The window of "{title}" has ended: change its end before publishing it',
  },
  'announcement.badTransition': {
    'zh-chs': '公告“{title}”当前为{state}，不能{action}',
    en: 'The announcement "{title}" is {state}: it cannot be {action}',
  },
  'announcement.state.draft': { 'zh-chs': '草稿', en: 'a draft' },
  'announcement.state.published': { 'zh-chs': '已发布', en: 'published' },
  'announcement.state.withdrawn': { 'zh-chs': '已撤回', en: 'withdrawn' },
  'announcement.action.save': { 'zh-chs': '修改', en: 'edited' },
  'announcement.action.publish': { 'zh-chs': '发布', en: 'published' },
  'announcement.action.withdraw': { 'zh-chs': '撤回', en: 'withdrawn' },
  'announcement.action.delete': { 'zh-chs': '删除', en: 'deleted' },
  'mail.notConfigured': {
    'zh-chs': '尚未设置邮件服务器，请先保存邮件服务设置',
    en: 'No mail server is set up: save the mail settings first',
  },
  'mail.disabled': {
    'zh-chs': '邮件发送已停用，此邮件未发送',
    en: 'Mail is turned off: this mail was not sent',
  },
  'mail.passwordUnreadable': {
    'zh-chs':
      '无法用本服务器的密钥解密已保存的邮件密码（可能恢复了数据库但没有恢复密钥），请重新输入邮件服务器密码',
    en: "The stored mail password cannot be opened with this server's key (a database restored without its key?): enter the mail server password again",
  },
  'mail.outcomeUnknown': {
    'zh-chs': '发送过程中服务进程中断，邮件可能已送达；为避免重复，不再重发',
    en: 'The server process stopped while sending: the mail may have been delivered, so it is not sent again',
  },
  'mail.interrupted': {
    'zh-chs': '处理邮件的服务进程已停止，重试后仍未发送',
    en: 'The server process working on the mail stopped, and the retries did not send it',
  },
  'mail.testAccepted': {
    'zh-chs': '邮件服务器已接收发往 {to} 的测试邮件',
    en: 'The mail server accepted the test mail to {to}',
  },
  'mail.testRefused': {
    'zh-chs': '邮件服务器 {host} 拒绝了测试邮件',
    en: 'The mail server {host} refused the test mail',
  },
  'mail.testUnreachable': {
    'zh-chs': '无法连接邮件服务器 {host}',
    en: 'The mail server {host} could not be reached',
  },
  'mail.testTls': {
    'zh-chs': '与邮件服务器 {host} 的加密连接（TLS）未能建立，请检查加密方式与端口',
    en: 'The encrypted connection (TLS) to the mail server {host} failed: check the TLS mode and port',
  },
  'mail.testNotSmtp': {
    'zh-chs': '{host} 的应答不像邮件服务器（SMTP），请检查主机与端口',
    en: '{host} did not answer as a mail server (SMTP): check the host and port',
  },
  'mail.hostNotAllowed': {
    'zh-chs':
      '邮件服务器 {host} 指向本机、链路本地或云元数据地址，不允许使用；如确需使用，请由运维在 MAIL_HOST_ALLOWLIST 中放行',
    en: 'The mail server {host} points at this machine, a link-local or a cloud metadata address, which is not allowed; the operator can allow it in MAIL_HOST_ALLOWLIST',
  },
  'mail.duplicateCategory': {
    'zh-chs': '同一类别只能出现一次',
    en: 'Each category may appear only once',
  },
  'domainEvent.deliveryNotFound': {
    'zh-chs': '找不到事件 {event} 向 {subscriber} 的投递',
    en: 'There is no delivery of event {event} to {subscriber}',
  },
  'domainEvent.notFailed': {
    'zh-chs': '事件 {event} 向 {subscriber} 的投递未失败，无需重试',
    en: 'The delivery of event {event} to {subscriber} has not failed: there is nothing to retry',
  },
  'environment.thisServer': { 'zh-chs': '当前服务器', en: 'This server' },
  'environment.hostInvalid': {
    'zh-chs': '应为主机名，可带端口（如 srm.example.com 或 127.0.0.1:8080）',
    en: 'must be a host name, optionally with a port (e.g. srm.example.com or 127.0.0.1:8080)',
  },
  'environment.addressInvalid': {
    'zh-chs': '应为以 / 开头的路径或 http(s) 地址',
    en: 'must be a path starting with / or an http(s) address',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  // A parameter that is itself a message key (a status, an action) is translated too.
  return messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return value in messages ? messages[value as MessageKey][lang] : value;
  });
}
