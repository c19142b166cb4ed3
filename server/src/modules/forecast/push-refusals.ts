import type { Language, RowError } from '@srm/contract';
import { translate } from '../../messages.ts';
import { AppError } from '../../platform/errors.ts';

/** At most this many refusals are listed in a refused push (a wrong file can hold 200,000). */
const errorLimit = 200;

type MessageKey = Parameters<typeof translate>[1];
type Params = Parameters<typeof translate>[2];

/** What a refused push of forecasts or delivery schedules lists: each bad version, release, bucket or call-off. */
export class Refusals {
  readonly list: RowError[] = [];
  count = 0;
  constructor(private readonly lang: Language) {}
  add(row: number, ref: string, key: MessageKey, params: Params = {}) {
    this.count++;
    if (this.list.length < errorLimit)
      this.list.push({ Row: row, ExternalId: ref, Reason: translate(this.lang, key, params) });
  }
  refuse(): never {
    const list =
      this.count > this.list.length
        ? [
            ...this.list,
            {
              Row: 0,
              ExternalId: null,
              Reason: translate(this.lang, 'forecast.tooManyErrors', {
                count: this.count - this.list.length,
              }),
            },
          ]
        : this.list;
    throw new AppError(400, 'integration.batchRejected', { count: this.count }, { Errors: list });
  }
}

/**
 * A pushed quantity as stored and shown: "0100.50" → "100.5" (the schema let through 1–14 digits, at most 4 decimals);
 * a string operation, as a push normalises 200,000 of them.
 */
export function quantityText(q: string): string {
  const [whole = '0', fraction = ''] = q.split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${digits}.${decimals}` : digits;
}
