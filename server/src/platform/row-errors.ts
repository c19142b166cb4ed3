import type { Language, RowError } from '@srm/contract';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { ZodError } from 'zod';
import { type MessageKey, type MessageParams, translate } from '../messages.ts';
import { AppError } from './errors.ts';
import { describeValidationError } from './validation.ts';

/** Collects the reasons of a batch's bad rows (ERP pushes: orders, receipts, payments), in the caller's language. */
export class RowErrors {
  readonly list: RowError[] = [];
  constructor(private readonly lang: Language) {}
  add(row: number, externalId: string | null, key: MessageKey, params: MessageParams = {}) {
    this.list.push({ Row: row, ExternalId: externalId, Reason: translate(this.lang, key, params) });
  }
  addZod(row: number, externalId: string | null, error: ZodError) {
    const issues: FastifySchemaValidationError[] = error.issues.map((i) => ({
      keyword: i.code,
      instancePath: `/${i.path.join('/')}`,
      schemaPath: '',
      params: { ...i },
      message: i.message,
    }));
    this.list.push({
      Row: row,
      ExternalId: externalId,
      Reason: describeValidationError(this.lang, issues, undefined).msg,
    });
  }
  /** Nothing of a batch with a bad row is written: the caller's transaction rolls back on this error. */
  throwIfAny() {
    if (this.list.length)
      throw new AppError(
        400,
        'integration.batchRejected',
        { count: this.list.length },
        { Errors: this.list },
      );
  }
}
