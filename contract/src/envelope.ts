import { z } from 'zod';

/**
 * Every `/api` answer has this shape (PRODUCT §3). `code` mirrors the HTTP status; `msg` is localised by
 * `Accept-Language`; `count` and `pageSize` are only set by list calls.
 */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data,
    count: z.number().int().optional(),
    pageSize: z.number().int().optional(),
  });

export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().optional(),
});

export type Envelope<T> = { code: number; msg: string; data: T; count?: number; pageSize?: number };
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** The language codes of the portal; `zh-chs` is the default, `en` the fallback. */
export const languages = ['zh-chs', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-chs';

/** Accept-Language → portal language. Uploads send zh-CN / en-US (spec §7), so both forms are understood. */
export function parseLanguage(header: string | undefined | null): Language {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : defaultLanguage;
}
