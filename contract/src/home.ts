import { z } from 'zod';

/**
 * The home page's "my to-do" (PRODUCT §8): per item a count of what waits for the caller, and the list screen that
 * shows exactly those rows (ROUTE opened with FILTER as its header search: `?STATUS=2`). Only items whose screen the
 * caller's role holds are answered; a vendor's counts are its own.
 */
export const todoKeys = [
  'notesToShip',
  'statementsToConfirm',
  'billsToConfirm',
  'notesToAudit',
  'notesToReceive',
  'overdueLines',
  'statementsRejected',
  'statementsToApprove',
] as const;
export type TodoKey = (typeof todoKeys)[number];

export const todoItem = z.object({
  KEY: z.enum(todoKeys),
  COUNT: z.number().int().nonnegative(),
  ROUTE: z.string(),
  FILTER: z.record(z.string(), z.string()),
});
export type TodoItem = z.infer<typeof todoItem>;
