import type { Envelope } from '@srm/contract';

export function ok<T>(data: T, page?: { count: number; pageSize: number }): Envelope<T> {
  return { code: 200, msg: '', data, ...(page ?? {}) };
}
