import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { canDo, type OnboardingActor, vendorChangeKindLabels, vendorChangeTransitions } from '@srm/contract';
import { App, Button, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import { showBulkRefusal } from '../../platform/bulk.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import {
  type ListRenderers,
  type ListRow,
  ScreenList,
  useListSelection,
} from '../../platform/list-table/index.ts';
import { usePermission } from '../../platform/session.ts';
import { ChangeDrawer, changeStateColor as stateColor } from './ChangeDrawer.tsx';
import { changeEntries, isVendorChangeKind, isVendorChangeState, onboardingApi } from './onboardingApi.ts';
import { ReasonDialog } from './ReasonDialog.tsx';

type ChangeRow = ListRow<'VendorChanges'>;

/** The user's parts in onboarding's decisions, by its buttons (the server's own rule: VendorReview, VendorBankApproval). */
export function useOnboardingActors(): OnboardingActor[] {
  const buyer = usePermission('VendorReview');
  const finance = usePermission('VendorBankApproval');
  return [...(buyer ? (['buyer'] as const) : []), ...(finance ? (['finance'] as const) : [])];
}

/**
 * The selected rows the user may take `action` on, by the contract's `vendorChangeTransitions` of each row's kind.
 * The toolbar approves from the list only what needs no letter: a bank account change is approved in its details,
 * beside the bank's letter.
 */
export function decidableChanges<R extends Pick<ChangeRow, 'CHANGE_KIND' | 'STATE'>>(
  rows: R[],
  action: 'approve' | 'refuse',
  actors: OnboardingActor[],
): R[] {
  return rows.filter((r) => {
    const kind = r.CHANGE_KIND;
    const state = r.STATE;
    if (!isVendorChangeKind(kind) || !isVendorChangeState(state) || (action === 'approve' && kind === 'bank'))
      return false;
    return actors.some((a) => canDo(vendorChangeTransitions[kind], action, state, a));
  });
}

/**
 * Supplier data changes (Supplier/Changes, issues #34, #45): the contact, address and bank account changes vendors
 * asked for, before and after as "field: value" in the catalogue's captions (an account number masked), and whom
 * each waits on. A row opens its details (`ChangeDrawer`: the data in full for finance, the bank's letter, the
 * decisions the server allows this user). From the toolbar the user approves or refuses only the changes that are
 * its decision (a bank account is finance's, the rest a buyer's); a bank change is approved beside its letter.
 * Columns, captions and labels are the server's declaration's.
 */
export default function ChangesPage() {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const { message, modal } = App.useApp();
  const confirm = useConfirmAction();
  const lang = currentLanguage();
  const { selected, one, refresh, busy, act, listProps } = useListSelection<'VendorChanges'>();
  const [refusing, setRefusing] = useState<ChangeRow | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const actors = useOnboardingActors();
  const approvable = decidableChanges(selected, 'approve', actors);
  const refusable = decidableChanges(selected, 'refuse', actors);
  const bankSelected = selected.some(
    (r) => r.CHANGE_KIND === 'bank' && decidableChanges([r], 'refuse', actors).length > 0,
  );

  const renderers = useMemo<ListRenderers<'VendorChanges'>>(() => {
    const colon = lang === 'en' ? ': ' : '：';
    const readable = (value: string | null) =>
      changeEntries(value)
        .map(([f, v]) => (f ? `${field(f as 'ADDRESS')}${colon}${v}` : v))
        .join(lang === 'en' ? '; ' : '；');
    return {
      STATE: (value, _row, _index, text) => (
        <Tag
          color={isVendorChangeState(value) ? stateColor[value] : undefined}
          data-state={value ?? undefined}
        >
          {text}
        </Tag>
      ),
      BEFORE: (value) => readable(value),
      AFTER: (value) => readable(value),
    };
  }, [field, lang]);

  const kindOf = (row: ChangeRow) =>
    isVendorChangeKind(row.CHANGE_KIND)
      ? vendorChangeKindLabels[row.CHANGE_KIND][lang]
      : (row.CHANGE_KIND ?? '');

  const approve = async () => {
    const rows = approvable;
    const ok = await confirm({
      title:
        rows.length === 1
          ? t('onboarding.changes.approveOne', {
              vendor: rows[0]!.VENDOR_NAME ?? '',
              kind: kindOf(rows[0]!),
            })
          : t('onboarding.changes.approveMany', { count: rows.length }),
      consequences: [t('onboarding.changes.approveNow'), t('onboarding.changes.approveMail')],
      okText: t('onboarding.actions.approve'),
      testId: 'change-ask-approve',
    });
    if (!ok) return;
    await act(
      async () => {
        // One call, all or none: a refusal (a bank account is finance's) names each change it could not approve.
        const done = await onboardingApi.approveChanges(rows.map((r) => r.ID));
        void message.success(t('onboarding.changes.approved', { count: done.COUNT }));
      },
      (error) => showBulkRefusal(modal, error),
    );
  };

  return (
    <>
      <ScreenList
        {...listProps}
        list="VendorChanges"
        rowKey="ID"
        rowSelection="page"
        onRowDoubleClick={(row) => setOpen(row.ID)}
        renderers={renderers}
        toolbarButtons={
          <>
            <Button
              icon={<EyeOutlined />}
              disabled={!one}
              onClick={() => one && setOpen(one.ID)}
              data-testid="change-open"
            >
              {t('onboarding.documents.open')}
            </Button>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={approvable.length === 0}
              loading={busy}
              onClick={() => void approve()}
              title={bankSelected ? t('onboarding.changes.bankInDetails') : undefined}
              data-testid="change-approve"
            >
              {approvable.length > 0
                ? t('onboarding.withCount', {
                    action: t('onboarding.actions.approve'),
                    count: approvable.length,
                  })
                : t('onboarding.actions.approve')}
            </Button>
            <Button
              danger
              icon={<CloseOutlined />}
              disabled={refusable.length !== 1}
              onClick={() => setRefusing(refusable[0] ?? null)}
              data-testid="change-refuse"
            >
              {t('onboarding.actions.refuse')}
            </Button>
          </>
        }
      />
      <ChangeDrawer id={open} onClose={() => setOpen(null)} onChanged={refresh} />
      {refusing && (
        <ReasonDialog
          title={t('onboarding.changes.refuseTitle', {
            vendor: refusing.VENDOR_NAME ?? '',
            kind: kindOf(refusing),
          })}
          consequences={[t('onboarding.changes.refuseOld'), t('onboarding.changes.approveMail')]}
          okText={t('onboarding.actions.refuse')}
          testId="change-refuse-dialog"
          onClose={() => setRefusing(null)}
          onSubmit={async (reason) => {
            await onboardingApi.refuseChange(refusing.ID, reason);
            setRefusing(null);
            void message.success(t('onboarding.changes.refused'));
            refresh();
          }}
        />
      )}
    </>
  );
}
