import { type NoteKind, notePaths } from '@srm/contract';

/**
 * The three note screens share every component; a kind says which calls it makes (PRODUCT §5: delivery notes,
 * outsourced notes against outsourcing orders, downstream vendors' notes). Its lists are the registry's
 * (`noteListCodes`).
 */
export type KindConfig = {
  kind: NoteKind;
  /** `<prefix>/Get`, `<prefix>/Audit`…: contract/src/api-paths.ts `notePaths`. */
  paths: ReturnType<typeof notePaths<NoteKind>>;
};

export const kinds: Record<NoteKind, KindConfig> = {
  DN: { kind: 'DN', paths: notePaths('DN') },
  OS: { kind: 'OS', paths: notePaths('OS') },
  SUB: { kind: 'SUB', paths: notePaths('SUB') },
};
