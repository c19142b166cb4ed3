/** A row of `Audit/LoadData`: who did what to which record, with the record before and after (PRODUCT §8). */
export type AuditRow = {
  ID: number;
  AT: string;
  USER_NAME: string | null;
  ACTION: string;
  ENTITY: string;
  ENTITY_ID: string | null;
  /** JSON text of the record before / after the change (never passwords or hashes). */
  BEFORE: string | null;
  AFTER: string | null;
};
