import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether one request wrote to the primary (issue #50): the read router (platform/replicas.ts) gives each request a
 * mark, and the primary's pool sets it when a statement writes or opens a transaction. Read-your-writes starts from
 * it: the caller's reads stay on the primary until a replica has replayed past the write.
 */
export type WriteMark = { wrote: boolean };

export const writeMarks = new AsyncLocalStorage<WriteMark>();

/** A statement that changes data or opens a transaction (comments such as the prepared mark may come first). */
const writes =
  /^\s*(?:\/\*[\s\S]*?\*\/\s*)*(?:insert|update|delete|merge|begin|start|truncate|call|copy|lock)\b|^\s*(?:\/\*[\s\S]*?\*\/\s*)*with\b[\s\S]*\b(?:insert|update|delete)\b/i;

/** Marks the current request as one that wrote when `text` is a writing statement (a no-op outside a request). */
export function markIfWrite(text: string): void {
  const mark = writeMarks.getStore();
  if (mark && !mark.wrote && writes.test(text)) mark.wrote = true;
}
