import { z } from 'zod';

export { defaultLanguage, type Language, languages, parseLanguage } from './language.ts';

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
