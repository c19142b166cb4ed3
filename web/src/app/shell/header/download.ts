import { apiBase } from '@srm/contract';
import { currentLanguage } from '../../../platform/i18n.ts';
import { cookies } from '../../../platform/storage.ts';

/**
 * Downloads a finished export with the caller's credentials (only the owner may download it, PRODUCT §8),
 * so it goes through fetch with the bearer token rather than a bare link.
 */
export async function downloadFile(fileUrl: string, fileName: string): Promise<void> {
  const url = /^(https?:)?\/\//i.test(fileUrl) || fileUrl.startsWith('/') ? fileUrl : `${apiBase}/${fileUrl}`;
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = cookies.get('token');
  if (token) headers.Authorization = `Bearer ${token}`;
  const orgId = cookies.get('ORG_ID');
  if (orgId) headers.OrgId = orgId;
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(String(response.status));
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
