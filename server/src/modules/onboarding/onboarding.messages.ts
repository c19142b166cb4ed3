import type { MessageTable } from '../../platform/messages.ts';

/** The onboarding module's messages, in both languages; `server/src/messages.ts` joins the tables. */
export const onboardingMessages = {
  'onboarding.staffOnly': {
    'zh-chs': '只有采购方人员可以邀请供应商',
    en: "Only the organisation's staff invite suppliers",
  },
  'onboarding.vendorsOnly': {
    'zh-chs': '只有供应商账号可以办理本公司的资料与证照',
    en: "Only a vendor's own accounts manage its data and documents",
  },
  'onboarding.invitationNotFound': {
    'zh-chs': '邀请不存在，或已注册、已撤销',
    en: 'The invitation does not exist, or it was used or revoked',
  },
  'onboarding.invitationInvalid': {
    'zh-chs': '注册链接无效、已使用或已过期，请联系邀请您的采购人员重新发送邀请',
    en: 'This registration link is not valid, was used already or has expired: ask the buyer who invited you for a new one',
  },
  'onboarding.registrationNotFound': {
    'zh-chs': '注册申请不存在',
    en: 'The registration does not exist',
  },
  'onboarding.notYourDecision': {
    'zh-chs': '此审批不由您处理：公司资料由采购审核，银行账户由财务审批',
    en: 'This decision is not yours: buyers check the company, finance approves bank accounts',
  },
  'onboarding.bankIsFinance': {
    'zh-chs': '银行账户变更须由财务审批',
    en: 'A bank account change is approved by finance',
  },
  'onboarding.stale': {
    'zh-chs': '注册申请已被他人处理，请刷新后重试',
    en: 'Someone else changed this registration: reload and try again',
  },
  'onboarding.badTransition': {
    'zh-chs': '注册申请当前为“{state}”，不能执行此操作',
    en: 'The registration is {state}: this cannot be done now',
  },
  'onboarding.state.submitted': { 'zh-chs': '待采购审核', en: 'waiting for a buyer' },
  'onboarding.state.reviewed': { 'zh-chs': '待财务审核银行账户', en: 'waiting for finance' },
  'onboarding.state.approved': { 'zh-chs': '已批准', en: 'approved' },
  'onboarding.state.refused': { 'zh-chs': '已拒绝', en: 'refused' },
  'onboarding.vendorCodeTaken': {
    'zh-chs': '供应商编码 {code} 已被使用（或已分配给另一份待财务审批的注册）',
    en: 'The vendor code {code} is taken (or held by another registration waiting for finance)',
  },
  'onboarding.invitationClosed': {
    'zh-chs': '该邀请已注册或已撤销，不能重新发送：如需邀请请新建邀请',
    en: 'This invitation was used or revoked and cannot be sent again: invite the company anew',
  },
  'onboarding.invitationNotRevocable': {
    'zh-chs': '该邀请已注册或已撤销，不能再撤销',
    en: 'This invitation was used or revoked already: it cannot be revoked',
  },
  'onboarding.roleInvalid': {
    'zh-chs': '请为供应商管理员选择一个供应商角色',
    en: "Choose a vendor role for the vendor's administrator",
  },
  'onboarding.roleNotVendor': {
    'zh-chs':
      '角色“{role}”含有供应商不能持有的菜单或按钮（采购方角色），不能给供应商管理员：请选择供应商角色',
    en: "The role {role} grants screens or buttons a vendor may not hold (a staff role): choose a vendor role for the vendor's administrator",
  },
  'onboarding.nameOrCodeTaken': {
    'zh-chs': '管理员用户名或供应商编码已被占用：请拒绝后让供应商重新注册，或更换编码',
    en: "The administrator's user name or the vendor code is taken: refuse it for a new registration, or change the code",
  },
  'onboarding.vendorRequired': {
    'zh-chs': '请指定供应商编码',
    en: 'Name the vendor code',
  },
  'onboarding.changePending': {
    'zh-chs': '同类变更已在审批中，请等待审批完成',
    en: 'A change of this kind is waiting for approval already',
  },
  'onboarding.changeNotFound': {
    'zh-chs': '资料变更申请不存在',
    en: 'The change request does not exist',
  },
  'onboarding.changesNotApproved': {
    'zh-chs': '所选 {total} 条变更申请中有 {count} 条不能批准，全部未处理：',
    en: '{count} of the {total} selected change requests cannot be approved, so none was approved:',
  },
  'onboarding.documentsNotApproved': {
    'zh-chs': '所选 {total} 份证照中有 {count} 份不能批准，全部未处理：',
    en: '{count} of the {total} selected documents cannot be approved, so none was approved:',
  },
  'onboarding.changeDecided': {
    'zh-chs': '该变更申请已审批',
    en: 'This change request was decided already',
  },
  'onboarding.bankLetterRequired': {
    'zh-chs': '变更银行账户须附上银行出具的账户证明（开户许可证或银行盖章的账户信息函），PDF 或图片',
    en: "A bank account change needs the bank's letter confirming the account (PDF or image)",
  },
  'onboarding.bankLetterMissing': {
    'zh-chs': '该银行账户变更没有附银行证明，不能批准：请拒绝并请供应商附证明重新申请',
    en: "This bank account change has no bank's letter and cannot be approved: refuse it and ask the vendor to apply again with the letter",
  },
  'onboarding.documentTypeTaken': {
    'zh-chs': '证照类型 {code} 已存在',
    en: 'The document type {code} exists already',
  },
  'onboarding.documentTypeNotFound': {
    'zh-chs': '证照类型不存在或已停用',
    en: 'The document type does not exist or is disabled',
  },
  'onboarding.documentNotFound': {
    'zh-chs': '证照不存在',
    en: 'The document does not exist',
  },
  'onboarding.documentDecided': {
    'zh-chs': '该证照已审核',
    en: 'This document was reviewed already',
  },
  'onboarding.validityOrder': {
    'zh-chs': '有效期截止日不能早于起始日',
    en: 'The validity cannot end before it starts',
  },
  'onboarding.documentsMissing': {
    'zh-chs': '贵司缺少有效的必备证照（{types}），暂不能新建送货单：请在“资质证照”上传并等待审核',
    en: 'Your company lacks valid mandatory documents ({types}), so no delivery note can be created: upload them under "Compliance documents" for review',
  },
} as const satisfies MessageTable;
