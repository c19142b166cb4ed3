import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from '@pdfme/common';

/**
 * The one font every PDF embeds: Noto Sans SC (SIL Open Font License, from npm), so Chinese, Latin and digits render
 * with one face. pdfme subsets it per document (only the glyphs used are embedded); the 10 MB file is read once per
 * process and kept.
 */
export const defaultFontName = 'NotoSansSC';

const require = createRequire(import.meta.url);
let fontBytes: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** The TTF's bytes, read on first use. */
export function notoSansScBytes(): Promise<Uint8Array<ArrayBuffer>> {
  fontBytes ??= readFile(
    require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  ).then((buffer) => new Uint8Array(buffer));
  return fontBytes;
}

/** pdfme's font option: Noto Sans SC as the fallback (used by every element naming no font). */
export async function pdfFonts(): Promise<Font> {
  return { [defaultFontName]: { data: await notoSansScBytes(), fallback: true, subset: true } };
}
