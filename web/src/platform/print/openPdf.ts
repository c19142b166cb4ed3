import { apiBase } from '@srm/contract';
import { currentLanguage } from '../i18n.ts';
import { cookies } from '../storage.ts';

/**
 * Fetches a printed PDF (an export record's file, the owner's only: PRODUCT §8) with the bearer token, as the
 * export page's download does, then opens it in a new tab to print; when the browser blocks the tab (the call
 * came after an await, no longer a click), the file is saved instead.
 */
export async function openPdf(fileUrl: string, fileName: string): Promise<void> {
  const url = /^(https?:)?\//.test(fileUrl) ? fileUrl : `${apiBase}/${fileUrl}`;
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = cookies.get('token');
  if (token) headers.Authorization = `Bearer ${token}`;
  const orgId = cookies.get('ORG_ID');
  if (orgId) headers.OrgId = orgId;
  const response = await fetch(url, { headers });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(payload?.msg || `${response.status}`);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  // Not 'noopener': with it window.open answers null even when the tab opened.
  const opened = window.open(href, '_blank');
  if (!opened) {
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
