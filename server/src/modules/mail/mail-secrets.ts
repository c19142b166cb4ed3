/** What the mail module's sealed values are bound to (platform/sealed-secrets.ts): a copied ciphertext does not open. */
export const settingPurpose = (orgId: number) => `mail_setting:${orgId}`;
export const logPurpose = (logId: number) => `mail_log:${logId}`;
