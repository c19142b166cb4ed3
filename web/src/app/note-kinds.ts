import { type NoteKind, type NotePrefix, notePrefixes } from '@srm/contract';

/**
 * The three note screens share every component; a kind says which API prefix, list route and titles it uses
 * (PRODUCT §5: delivery notes, outsourced notes against outsourcing orders, downstream vendors' notes).
 */
export type KindConfig = {
  kind: NoteKind;
  /** API prefix: `<prefix>/LoadData`, `<prefix>/Get`… */
  prefix: NotePrefix;
  /** Route path = LIST_ROUTE of the note list. */
  listRoute: string;
  /** LIST_ROUTE of the open order lines list (add-order-row and change dialogs). */
  orderLinesRoute: string;
  /** Tab title key (`routes.<name>`). */
  routeName: string;
};

const config = (kind: NoteKind, routeName: string): KindConfig => {
  const listRoute = `/DeliveryNote/${routeName}`;
  return {
    kind,
    prefix: notePrefixes[kind],
    listRoute,
    orderLinesRoute: `${listRoute}/OrderLines`,
    routeName,
  };
};

export const kinds: Record<NoteKind, KindConfig> = {
  DN: config('DN', 'MaintainDeliveryNote2'),
  OS: config('OS', 'Outsourced'),
  SUB: config('SUB', 'SubDeliveryNote'),
};
