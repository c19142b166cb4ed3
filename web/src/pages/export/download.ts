import { apiBase } from '@srm/contract';
import { currentLanguage } from '../../platform/i18n.ts';
import { cookies } from '../../platform/storage.ts';

/**
 * Downloads an export file. The file is the owner's only (PRODUCT §8), so it is fetched with the bearer token
 * and saved from a blob rather than opened as a bare link.
 */
export async function downloadFile(fileUrl: string, fileName: string): Promise<void> {
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
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
