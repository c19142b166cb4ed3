import { type AttachmentInfo, apiBase, apiPaths } from '@srm/contract';
import { api } from './api.ts';
import { currentLanguage } from './i18n.ts';
import { cookies } from './storage.ts';

/**
 * A file of the portal's (an export, a printed PDF, an attachment), fetched with the bearer token: files are their
 * owner's or scope's only (PRODUCT §8), so they are never bare links. A refusal throws the server's message.
 */
export async function fetchFile(fileUrl: string): Promise<Blob> {
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
  return response.blob();
}

function save(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Saves a file under `fileName`. */
export async function downloadFile(fileUrl: string, fileName: string): Promise<void> {
  const href = URL.createObjectURL(await fetchFile(fileUrl));
  save(href, fileName);
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Opens a PDF in a new tab to print; when the browser blocks the tab (the call came after an await, no longer a
 * click), the file is saved instead.
 */
export async function openPdf(fileUrl: string, fileName: string): Promise<void> {
  const blob = await fetchFile(fileUrl);
  const href = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  // Not 'noopener': with it window.open answers null even when the tab opened.
  if (!window.open(href, '_blank')) save(href, fileName);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Uploads one file for a document of `kind` (`Attachment/Upload?KIND=`, multipart field `file`). The server checks
 * the type by content and the size, and keeps the file unclaimed until the document's save names its ID.
 */
export async function uploadAttachment(kind: string, file: File): Promise<AttachmentInfo> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.upload(apiPaths.attachment.upload, form, { query: { KIND: kind }, silent: true })).data;
}
