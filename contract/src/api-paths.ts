/**
 * The API paths of the spec (§7) and PRODUCT §3, relative to `/api`. Server routes and the web client import
 * them from here so a renamed path breaks the build on both sides.
 */
export const apiBase = '/api';

export const apiPaths = {
  health: 'health',
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
    changeLockStatus: 'Vender/ChangeLockStatus',
    resetPassword: 'Vender/ResetPassword',
    loadVendors: 'Vender/LoadVendors',
    loadParts: 'Vender/LoadParts',
    overDeliveryLoadData: 'Vender/OverDeliveryLoadData',
    overDeliverySave: 'Vender/OverDeliverySave',
    overDeliveryDelete: 'Vender/OverDeliveryDelete',
    spareLoadData: 'Vender/SpareLoadData',
    spareSave: 'Vender/SpareSave',
    spareDelete: 'Vender/SpareDelete',
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
  exportFile: {
    list: 'User/ExportFileList',
    delete: 'User/ExportFileDelete',
    download: 'Export/Download',
  },
  role: {
    loadMenusByRoleId: 'Role/LoadMenusByRoleId',
    getAllButtonByRoleId: 'Role/GetAllButtonByRoleId',
    getSrmRole: 'Role/GetSrmRole',
    loadData: 'Role/LoadData',
    addOrModify: 'Role/AddOrModify',
    addOrModifySave: 'Role/AddOrModifySave',
    delete: 'Role/Delete',
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
} as const;
