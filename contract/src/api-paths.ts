import type { NoteKind } from './delivery-note.ts';

/**
 * The API paths of the spec (§7) and PRODUCT §3, relative to `/api`. Server routes and the web client import
 * them from here so a renamed path breaks the build on both sides.
 */
export const apiBase = '/api';

/**
 * The API prefix of each delivery note kind, one screen each (PRODUCT §5; the spec's older and v2 variants
 * collapse): `<prefix>/LoadData`, `<prefix>/Get`, `<prefix>/AddOrModifySave`…
 */
export const notePrefixes = {
  DN: 'DeliveryNote',
  OS: 'Outsourced',
  SUB: 'SubDeliveryNote',
} as const satisfies Record<NoteKind, string>;
export type NotePrefix = (typeof notePrefixes)[NoteKind];

/** The calls of one note kind's screen (its lists are the registry's: `noteListCodes`). */
export function notePaths<K extends NoteKind>(kind: K) {
  const p: (typeof notePrefixes)[K] = notePrefixes[kind];
  return {
    get: `${p}/Get`,
    print: `${p}/Print`,
    save: `${p}/AddOrModifySave`,
    audit: `${p}/Audit`,
    unAudit: `${p}/UnAudit`,
    auditMany: `${p}/AuditMany`,
    unAuditMany: `${p}/UnAuditMany`,
    ship: `${p}/Ship`,
    receive: `${p}/Receive`,
    void: `${p}/Void`,
  } as const;
}

export const apiPaths = {
  health: 'health',
  /** Readiness (contract/src/health.ts) and Prometheus metrics (admin only; docs/operations.md). */
  healthReady: 'health/ready',
  metrics: 'metrics',
  /** The home page (contract/src/home.ts). */
  home: { todo: 'Home/Todo', charts: 'Home/Charts' },
  auth: {
    captcha: 'Captcha/Get',
    publicKey: 'Auth/PublicKey',
    getToken: 'Auth/GetToken',
    logout: 'Auth/Logout',
  },
  user: {
    getOrgInfo: 'User/GetOrgInfo',
    loadData: 'User/LoadData',
    get: 'User/Get',
    isExistsName: 'User/IsExistsName',
    addOrModifySave: 'User/AddOrModifySave',
    delete: 'User/Delete',
    /** The list's bulk delete: all or none. */
    deleteMany: 'User/DeleteMany',
    changeLockStatus: 'User/ChangeLockStatus',
    resetPassword: 'User/ResetPassword',
    changePassword: 'User/ChangePassword',
    getPreferences: 'User/GetPreferences',
    savePreferences: 'User/SavePreferences',
  },
  /** The Vender screen (the spec's spelling of the path is kept). */
  vendor: {
    loadData: 'Vender/LoadData',
    get: 'Vender/Get',
    isExistsName: 'Vender/IsExistsName',
    addOrModifySave: 'Vender/AddOrModifySave',
    delete: 'Vender/Delete',
    deleteMany: 'Vender/DeleteMany',
    changeLockStatus: 'Vender/ChangeLockStatus',
    resetPassword: 'Vender/ResetPassword',
    loadVendors: 'Vender/LoadVendors',
    loadParts: 'Vender/LoadParts',
    overDeliveryLoadData: 'Vender/OverDeliveryLoadData',
    overDeliverySave: 'Vender/OverDeliverySave',
    overDeliveryDelete: 'Vender/OverDeliveryDelete',
    overDeliveryDeleteMany: 'Vender/OverDeliveryDeleteMany',
    spareLoadData: 'Vender/SpareLoadData',
    spareSave: 'Vender/SpareSave',
    spareDelete: 'Vender/SpareDelete',
    spareDeleteMany: 'Vender/SpareDeleteMany',
  },
  listParam: {
    loadListFields: 'ListParam/LoadListFields',
    loadData: 'ListParam/LoadData',
    getSelectList: 'ListParam/GetSelectList',
    getSelectPage: 'ListParam/GetSelectPage',
    loadListAdvancedQuery: 'ListParam/LoadListAdvancedQuery',
    saveListFields: 'ListParam/SaveListFields',
    saveData: 'ListParam/SaveData',
    deleteOne: 'ListParam/DeleteOne',
    deleteAllParams: 'ListParam/DeleteAllParams',
    deleteFields: 'ListParam/DeleteFields',
    saveListAdvancedQuery: 'ListParam/SaveListAdvancedQuery',
    getIntiTableColumnList: 'ListParam/GetIntiTableColumnList',
  },
  /** Report center lists (vendor-scoped); their exports are `<Module>/ExportData`. */
  purchaseOrderReport: {
    loadData: 'PurchaseOrderReport/LoadData',
    exportData: 'PurchaseOrderReport/ExportData',
  },
  outsourcingOrderReport: {
    loadData: 'OutsourcingOrderReport/LoadData',
    exportData: 'OutsourcingOrderReport/ExportData',
  },
  /** The vendor scorecard (server/src/modules/scorecard/scorecard.list.ts). */
  scorecard: {
    loadData: 'Scorecard/LoadData',
    exportData: 'Scorecard/ExportData',
  },
  exportFile: {
    list: 'User/ExportFileList',
    delete: 'User/ExportFileDelete',
    download: 'Export/Download',
  },
  /** Attachments (contract/src/attachment.ts): uploads that documents claim, downloads by the owner's rule. */
  attachment: {
    upload: 'Attachment/Upload',
    download: 'Attachment/Download',
  },
  /** Dispute threads (contract/src/dispute.ts) on statements and expense bills. */
  dispute: {
    list: 'Dispute/List',
    post: 'Dispute/Post',
  },
  role: {
    loadMenusByRoleId: 'Role/LoadMenusByRoleId',
    getAllButtonByRoleId: 'Role/GetAllButtonByRoleId',
    getSrmRole: 'Role/GetSrmRole',
    loadData: 'Role/LoadData',
    addOrModify: 'Role/AddOrModify',
    addOrModifySave: 'Role/AddOrModifySave',
    delete: 'Role/Delete',
    deleteMany: 'Role/DeleteMany',
    loadUsers: 'Role/LoadUsers',
    addUsers: 'Role/AddUsers',
    removeUser: 'Role/RemoveUser',
    saveMenus: 'Role/SaveMenus',
    saveButtons: 'Role/SaveButtons',
  },
  menu: {
    loadData2Tree: 'Menu/LoadData2Tree',
    addOrModifySave: 'Menu/AddOrModifySave',
    delete: 'Menu/Delete',
    isExistsLinkUrl: 'Menu/IsExistsLinkUrl',
    loadDataSub: 'Menu/LoadDataSub',
    addOrModifySubSave: 'Menu/AddOrModifySubSave',
    deleteSub: 'Menu/DeleteSub',
  },
  audit: {
    loadData: 'Audit/LoadData',
  },
  /**
   * Undelivered domain events (contract/src/domain-event.ts): the list, its export and the retry of a failed
   * delivery; the "Undelivered events" screen's (/System/DomainEvent, staff only).
   */
  domainEvent: {
    loadData: 'DomainEvent/LoadData',
    exportData: 'DomainEvent/ExportData',
    retry: 'DomainEvent/Retry',
  },
  /**
   * Order collaboration (contract/src/order-confirmation.ts): the vendor's answers (OrderConfirmation), the buyer's
   * review (ConfirmationReview) and an order line's timeline, opened from every order list.
   */
  orderConfirmation: {
    loadData: 'OrderConfirmation/LoadData',
    exportData: 'OrderConfirmation/ExportData',
    accept: 'OrderConfirmation/Accept',
    propose: 'OrderConfirmation/Propose',
    refuse: 'OrderConfirmation/Refuse',
    reviewLoadData: 'ConfirmationReview/LoadData',
    reviewExportData: 'ConfirmationReview/ExportData',
    confirm: 'ConfirmationReview/Confirm',
    counter: 'ConfirmationReview/Counter',
    timeline: 'OrderLine/Timeline',
    /** A whole order of a line (issue #45): every line with its answer, to read and print. */
    order: 'OrderLine/Order',
  },
  /** The vendors' Excel ASN import of delivery notes (contract/src/delivery-note.ts `asnColumns`, PRODUCT §11). */
  asn: { template: 'DeliveryNote/AsnTemplate', import: 'DeliveryNote/AsnImport' },
  /** Inner box labels (DeliveryCode) and manual coding (DnbarcodeHandmade): contract/src/label.ts. */
  label: {
    loadData: 'DeliveryCode/LoadData',
    exportData: 'DeliveryCode/ExportData',
    generate: 'DeliveryCode/Generate',
    print: 'DeliveryCode/Print',
    packingState: 'DeliveryCode/PackingState',
    manualLoadData: 'DnbarcodeHandmade/LoadData',
    manualExportData: 'DnbarcodeHandmade/ExportData',
    manualCreate: 'DnbarcodeHandmade/Create',
    manualVoid: 'DnbarcodeHandmade/Void',
    /** Parts a manual batch may be for: a vendor's own (of its order lines), staff the organisation's. */
    manualParts: 'DnbarcodeHandmade/LoadParts',
    outerLoadData: 'OuterBox/LoadData',
    outerExportData: 'OuterBox/ExportData',
    manualOuterLoadData: 'DnbarcodeHandmadeOutBox/LoadData',
    manualOuterExportData: 'DnbarcodeHandmadeOutBox/ExportData',
    outerGet: 'OuterBox/Get',
    pack: 'OuterBox/Pack',
    unpack: 'OuterBox/Unpack',
    outerPrint: 'OuterBox/Print',
    scanStart: 'OuterBox/ScanStart',
    scan: 'OuterBox/Scan',
  },
  /** Print templates (SysReportTpl) and printing documents: contract/src/print-template.ts. */
  printTemplate: {
    loadData: 'SysReportTpl/LoadData',
    get: 'SysReportTpl/Get',
    save: 'SysReportTpl/Save',
    setDefault: 'SysReportTpl/SetDefault',
    delete: 'SysReportTpl/Delete',
    fields: 'SysReportTpl/Fields',
    preview: 'SysReportTpl/Preview',
    /** The organisation's print settings (GS1 company prefix of outer box SSCCs): get / save. */
    getSettings: 'SysReportTpl/GetSettings',
    saveSettings: 'SysReportTpl/SaveSettings',
    /** The PDF of a delivery note through its kind's default template (`?id=`). */
    printNote: 'DeliveryNote/Print',
  },
  /**
   * Despatch advice (issue #35): a shipped note as UN/EDIFACT DESADV D96A, for the vendor and the buyer (`?id=`) and
   * for the ERP's key with scope `notes` (`?deliveryNo=`).
   */
  despatchAdvice: {
    download: 'DeliveryNote/DespatchAdvice',
    integration: 'Integration/DespatchAdvice',
  },
  /** Expense bills (ExpenseBill): contract/src/expense-bill.ts. */
  expenseBill: {
    loadData: 'ExpenseBill/LoadData',
    exportData: 'ExpenseBill/ExportData',
    get: 'ExpenseBill/Get',
    addOrModifySave: 'ExpenseBill/AddOrModifySave',
    send: 'ExpenseBill/Send',
    confirm: 'ExpenseBill/Confirm',
    dispute: 'ExpenseBill/Dispute',
    delete: 'ExpenseBill/Delete',
  },
  /**
   * Announcements (Portal/Announcement): contract/src/announcement.ts. `mine` and `read` answer every signed-in user
   * what its audience grants; the others are the managers' (menu Announcement).
   */
  announcement: {
    loadData: 'Announcement/LoadData',
    exportData: 'Announcement/ExportData',
    get: 'Announcement/Get',
    save: 'Announcement/Save',
    publish: 'Announcement/Publish',
    withdraw: 'Announcement/Withdraw',
    delete: 'Announcement/Delete',
    receipts: 'Announcement/Receipts',
    audienceOptions: 'Announcement/AudienceOptions',
    mine: 'Announcement/Mine',
    read: 'Announcement/Read',
  },
  /**
   * Reconciliation statements (ReconBillMst): contract/src/statement.ts. `loadData` lists statement lines with their
   * header; the three ReconBillMstManage screens list headers (purchasing, vendor, finance).
   */
  statement: {
    loadData: 'ReconBillMst/LoadData',
    exportData: 'ReconBillMst/ExportData',
    manageLoadData: 'ReconBillMstManage/LoadData',
    manageExportData: 'ReconBillMstManage/ExportData',
    vendorLoadData: 'ReconBillMstManage/Vendor/LoadData',
    vendorExportData: 'ReconBillMstManage/Vendor/ExportData',
    financeLoadData: 'ReconBillMstManage/Finance/LoadData',
    financeExportData: 'ReconBillMstManage/Finance/ExportData',
    get: 'ReconBillMst/Get',
    eligibleLines: 'ReconBillMst/EligibleLines',
    create: 'ReconBillMst/Create',
    addLines: 'ReconBillMst/AddLines',
    removeLines: 'ReconBillMst/RemoveLines',
    send: 'ReconBillMst/Send',
    confirm: 'ReconBillMst/Confirm',
    reject: 'ReconBillMst/Reject',
    approve: 'ReconBillMst/Approve',
    close: 'ReconBillMst/Close',
    void: 'ReconBillMst/Void',
    counts: 'ReconBillMst/Counts',
    /** GET ?id=: the statement as a PDF through the statement template (a PrintResult). */
    print: 'ReconBillMst/Print',
    /** GET ?id=: the statement with its lines and totals as an xlsx (an export record). */
    exportOne: 'ReconBillMst/Export',
    /** GET ?id=[&INVOICE_AMOUNT=&INVOICE_TAX=]: invoice ↔ statement ↔ receipts ↔ PO prices, line by line. */
    match: 'ReconBillMst/Match',
    /** The organisation's matching tolerances (finance). */
    getTolerance: 'ReconBillMst/GetTolerance',
    saveTolerance: 'ReconBillMst/SaveTolerance',
  },
  /**
   * Mail (System/Mail): contract/src/mail.ts. Settings, the test mail and the log are the administrators' (menu
   * Mail, staff only); `myPreferences` (GET to read, POST to save) is every signed-in user's own choice.
   */
  mail: {
    getSettings: 'Mail/GetSettings',
    saveSettings: 'Mail/SaveSettings',
    sendTest: 'Mail/SendTest',
    loadData: 'Mail/LoadData',
    exportData: 'Mail/ExportData',
    myPreferences: 'Mail/MyPreferences',
  },
  /**
   * The caller's organisation's own settings (System/OrgSettings, PRODUCT §10): contract/src/organization.ts.
   * Administrators only (menu OrgSettings, staff only).
   */
  organization: {
    getSettings: 'Organization/GetSettings',
    saveSettings: 'Organization/SaveSettings',
  },
  /**
   * Vendor API keys (contract/src/vendor-key.ts): a vendor administrator's own keys (button VendorApiKey, screen
   * System/VendorApiKeys) and the vendor API a key opens (`X-Api-Key`, scopes `vendor.orders` / `vendor.notes`).
   */
  vendorKey: {
    list: 'VendorKey/List',
    create: 'VendorKey/Create',
    revoke: 'VendorKey/Revoke',
    pullOrders: 'Vendor/PullOrders',
    pullConfirmations: 'Vendor/PullConfirmations',
    pushNotes: 'Vendor/PushNotes',
    pushInvoices: 'Vendor/PushInvoices',
    pullDelfor: 'Vendor/PullDelfor',
  },
  /** The ERP's integration API (an ERP key, `X-Api-Key`): orders and receipts in, notes and confirmations out. */
  integration: {
    pushOrders: 'Integration/PushOrders',
    pushReceipts: 'Integration/PushReceipts',
    pullDeliveryNotes: 'Integration/PullDeliveryNotes',
    pullConfirmations: 'Integration/PullConfirmations',
    importOrders: 'PurchaseOrder/Import',
    keyLoadData: 'Integration/KeyLoadData',
    keyCreate: 'Integration/KeyCreate',
    keyRevoke: 'Integration/KeyRevoke',
  },
  /** Invoices and payments (issue #47); lists are the screens' (`<list>/LoadData`). */
  invoice: {
    get: 'Invoice/Get',
    match: 'Invoice/Match',
    submit: 'Invoice/Submit',
    resubmit: 'Invoice/Resubmit',
    withdraw: 'Invoice/Withdraw',
    approve: 'Invoice/Approve',
    reject: 'Invoice/Reject',
    ofStatement: 'Invoice/OfStatement',
    importUbl: 'Invoice/ImportUbl',
    readQr: 'Invoice/ReadQr',
    payment: 'Payment/Get',
    termGet: 'PaymentTerm/Get',
    termSave: 'PaymentTerm/Save',
    pullInvoices: 'Integration/PullInvoices',
    pushPayments: 'Integration/PushPayments',
    scheduleInvoices: 'Integration/ScheduleInvoices',
  },
  /** Forecasts and delivery schedules (issue #48). */
  forecast: {
    get: 'Forecast/Get',
    commit: 'Forecast/Commit',
    waterfall: 'Forecast/Waterfall',
    settingGet: 'ForecastSetting/Get',
    settingSave: 'ForecastSetting/Save',
    pushForecast: 'Integration/PushForecast',
    /** The current demand of a vendor as UN/EDIFACT DELFOR D96A (a vendor: its own; a buyer names the vendor). */
    delfor: 'Forecast/Delfor',
    /** A buyer's Excel upload of forecast versions (the ASN import's rules) and its template. */
    upload: 'Forecast/Upload',
    uploadTemplate: 'Forecast/UploadTemplate',
    /** Delivery schedules: firm call-offs with dates against order lines (the ERP pushes releases). */
    pushSchedule: 'Integration/PushDeliverySchedule',
    schedule: 'DeliverySchedule/Get',
    scheduleDue: 'DeliverySchedule/Due',
  },
  /** Dock receiving (issue #33). */
  dock: { scan: 'Dock/Scan', receive: 'Dock/Receive' },
  /** Inspection, NCRs and the defect catalogue (issue #33); lists are the screens' (`<list>/LoadData`). */
  quality: {
    inspect: 'Inspection/Save',
    /** The photos of a line's inspection (a vendor: of its own lines). */
    inspectionPhotos: 'Inspection/Photos',
    defectOptions: 'DefectCode/Options',
    saveDefect: 'DefectCode/Save',
    ncrGet: 'Ncr/Get',
    ncrAnswer: 'Ncr/Answer',
    ncrAccept: 'Ncr/Accept',
    ncrReturn: 'Ncr/Return',
    ncrClose: 'Ncr/Close',
    /** How rejected goods are billed: the accepted quantity, or received with a deduction bill. */
    rejectRule: 'DefectCode/Rule',
    saveRejectRule: 'DefectCode/SaveRule',
  },
  /** Supplier onboarding, master data changes and compliance documents (issue #34). */
  onboarding: {
    invite: 'Onboarding/Invite',
    revokeInvitation: 'Onboarding/RevokeInvitation',
    /** A fresh link for an unused invitation (the old one stops working), mailed again (issue #45). */
    resendInvitation: 'Onboarding/ResendInvitation',
    /** Public: what the registration page shows of its invitation. */
    invitation: 'Onboarding/Invitation',
    /** Public: the company registers with the invitation's token. */
    register: 'Onboarding/Register',
    registration: 'Onboarding/Registration',
    /** The normal roles a reviewer may give a new vendor's administrator (VendorReview holders). */
    roleOptions: 'Onboarding/RoleOptions',
    /** The next free vendor code of the organisation's sequence (VendorReview holders). */
    suggestVendorCode: 'Onboarding/SuggestVendorCode',
    review: 'Onboarding/Review',
    approve: 'Onboarding/Approve',
    refuse: 'Onboarding/Refuse',
    profile: 'VendorProfile/Get',
    requestChange: 'VendorProfile/RequestChange',
    change: 'VendorChange/Get',
    approveChange: 'VendorChange/Approve',
    /** Several at once, all or none. */
    approveChanges: 'VendorChange/ApproveMany',
    refuseChange: 'VendorChange/Refuse',
    documentTypeOptions: 'DocumentType/Options',
    saveDocumentType: 'DocumentType/Save',
    uploadDocument: 'VendorDocument/Upload',
    document: 'VendorDocument/Get',
    approveDocument: 'VendorDocument/Approve',
    /** Several at once, all or none. */
    approveDocuments: 'VendorDocument/ApproveMany',
    rejectDocument: 'VendorDocument/Reject',
    /** The organisation's document rule: block new delivery notes of a vendor missing a mandatory document. */
    documentRule: 'DocumentType/Rule',
    saveDocumentRule: 'DocumentType/SaveRule',
  },
  /** Signed webhooks (issue #35): lists are the screens' (`WebhookEndpoint/LoadData`, `WebhookDelivery/LoadData`). */
  webhook: {
    save: 'WebhookEndpoint/Save',
    enable: 'WebhookEndpoint/Enable',
    disable: 'WebhookEndpoint/Disable',
    /** The list's bulk actions: several endpoints at once, all or none. */
    enableMany: 'WebhookEndpoint/EnableMany',
    disableMany: 'WebhookEndpoint/DisableMany',
    removeMany: 'WebhookEndpoint/DeleteMany',
    rotateSecret: 'WebhookEndpoint/RotateSecret',
    remove: 'WebhookEndpoint/Delete',
    allowlist: 'WebhookEndpoint/Allowlist',
    saveAllowlist: 'WebhookEndpoint/SaveAllowlist',
    sendAgain: 'WebhookDelivery/SendAgain',
    /** One message with its attempts and its body as signed (issue #45 item 8). */
    delivery: 'WebhookDelivery/Get',
  },
} as const;
