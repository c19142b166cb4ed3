import type { NoteKind } from '@srm/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';

export type FinalAction = 'audit' | 'ship' | 'void' | 'receive';

/**
 * What a state change does, as the server does it (delivery-note.service.ts `transition` and the mail
 * notifications of mail-notify.service.ts), shown before the user confirms it:
 * - audit: status 2, the lines are frozen (only status 1 is editable); labels can be generated and the note shipped;
 *   the buyers (a downstream note: the receiving vendor) are mailed; un-audit stays possible only while no label is
 *   printed or packed;
 * - ship: status 4; nobody can edit, un-audit or void it any more; the same people are mailed;
 * - void: status 3 for good; the quantities count against the orders no more; labels and outer boxes are voided;
 * - receive: status 5 for good; received quantities recorded; a shortage is mailed to the vendor.
 */
export function consequencesOf(action: FinalAction, kind: NoteKind, t: TFunction): string[] {
  const notify = t(
    kind === 'SUB' ? 'delivery-note.confirm.notifyReceiver' : 'delivery-note.confirm.notifyBuyers',
  );
  switch (action) {
    case 'audit':
      return [t('delivery-note.confirm.auditFrozen'), notify, t('delivery-note.confirm.auditUndo')];
    case 'ship':
      return [t('delivery-note.confirm.shipFinal'), notify];
    case 'void':
      return [t('delivery-note.confirm.voidFinal'), t('delivery-note.confirm.voidLabels')];
    case 'receive':
      return [t('delivery-note.confirm.receiveFinal'), t('delivery-note.confirm.receiveShortage')];
  }
}

/** Asks before an audit (one note from its views, or the notes selected in the list); true when confirmed. */
export function useConfirmAudit(kind: NoteKind) {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  return (numbers: string[]) =>
    confirm({
      title:
        numbers.length === 1
          ? t('delivery-note.confirm.auditTitle', { no: numbers[0] })
          : t('delivery-note.confirm.auditManyTitle', { count: numbers.length }),
      consequences: consequencesOf('audit', kind, t),
      okText: t('delivery-note.actions.audit'),
      testId: 'dn-confirm-audit',
    });
}
