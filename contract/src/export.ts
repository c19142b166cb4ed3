import { z } from 'zod';

/** Export records (spec §2.3, PRODUCT §8): Status 0 processing, 1 completed (FileUrl), 2 empty data, 3 failed. */
export const exportRecord = z.object({
  ID: z.number().int(),
  FileName: z.string(),
  FileUrl: z.string().nullable(),
  Status: z.number().int(),
  CreateDate: z.union([z.date(), z.string()]),
  RowCount: z.number().int().nullable(),
});
export type ExportRecord = z.infer<typeof exportRecord>;
export const exportFileListQuery = z.object({
  Page: z.coerce.number().int().min(1).default(1),
  Limit: z.coerce.number().int().min(1).max(9999).default(10),
  Key: z.string().max(128).optional().default(''),
});
export const exportFileDeleteBody = z.object({ FileUrlList: z.array(z.string().max(256)).max(10_000) });
/** `Export/Download?id=`: a record id (a PostgreSQL integer). */
export const exportDownloadQuery = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * `X/ExportData` (POST, same body as `X/LoadData`) answers at once with the export record; a job writes the file.
 * `FileUrl` of a completed record is `Export/Download?id=<ID>` (relative to `/api`, needs the bearer token).
 */
export const exportStartResult = z.object({ ID: z.number().int(), FileName: z.string() });
export type ExportStartResult = z.infer<typeof exportStartResult>;

/** `Export/Download?id=12` → 12 (also accepts a bare id); null when the text names no record. */
export function exportIdOf(fileUrl: string): number | null {
  const match = /^(?:.*[?&]id=)?(\d{1,10})$/.exec(fileUrl.trim());
  return match ? Number(match[1]) : null;
}

/**
 * A print answer. Every print is an export record with a PDF file (the download list shows it): fewer than 200
 * records (labels, notes) are rendered before the answer (`FileUrl` = `Export/Download?id=…`, `PAGES` set); more run as a job whose
 * progress shows in the export records (`FileUrl` null until done, `PAGES` 0).
 */
export const printResult = z.object({
  FileUrl: z.string().nullable(),
  ExportId: z.number().int(),
  PAGES: z.number().int(),
});
export type PrintResult = z.infer<typeof printResult>;
