import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { type VendorChangeKind, type VendorChangeState, vendorChangeKindLabels } from '@srm/contract';
import { App, Button, Space, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import {
  type CellRenderer,
  type ListTableHandle,
  type Row,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { changeEntries, onboardingApi } from './onboardingApi.ts';
import { ReasonDialog } from './ReasonDialog.tsx';

const stateColor: Record<VendorChangeState, string> = { pending: 'gold', approved: 'green', refused: 'red' };

/**
 * Supplier data changes (Supplier/Changes, issue #34): the contact, address and bank account changes vendors asked
 * for, before and after as "field: value" in the catalogue's captions. A pending one is approved (it takes effect at
 * once) or refused with a reason (the old data stays); a bank account is finance's decision, the rest a buyer's,
 * and the server says so when it is not the caller's. Columns, captions and labels are the server's declaration's.
 */
export default function ChangesPage() {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const lang = currentLanguage();
  const table = useRef<ListTableHandle>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  const [refusing, setRefusing] = useState<Row | null>(null);
  const pending = selected.filter((r) => r.STATE === 'pending');

  const refresh = () => {
    table.current?.clearSelection();
    setSelected([]);
    table.current?.reload();
  };

  const renderers = useMemo<Record<string, CellRenderer>>(() => {
    const colon = lang === 'en' ? ': ' : '：';
    const readable = (value: unknown) =>
      changeEntries(value)
        .map(([f, v]) => (f ? `${field(f as 'ADDRESS')}${colon}${v}` : v))
        .join(lang === 'en' ? '; ' : '；');
    return {
      STATE: (value, _row, _index, text) => (
        <Tag color={stateColor[value as VendorChangeState]} data-state={String(value)}>
          {text}
        </Tag>
      ),
      BEFORE: (value) => readable(value),
      AFTER: (value) => readable(value),
    };
  }, [field, lang]);

  const kindOf = (row: Row) =>
    vendorChangeKindLabels[row.CHANGE_KIND as VendorChangeKind]?.[lang] ?? String(row.CHANGE_KIND ?? '');

  const approve = async () => {
    const rows = pending;
    const bank = rows.some((r) => r.CHANGE_KIND === 'bank');
    const ok = await confirm({
      title:
        rows.length === 1
          ? t('onboarding.changes.approveOne', {
              vendor: String(rows[0]!.VENDOR_NAME ?? ''),
              kind: kindOf(rows[0]!),
            })
          : t('onboarding.changes.approveMany', { count: rows.length }),
      consequences: [
        t('onboarding.changes.approveNow'),
        ...(bank ? [t('onboarding.changes.approveBank')] : []),
        t('onboarding.changes.approveMail'),
      ],
      okText: t('onboarding.actions.approve'),
      testId: 'change-ask-approve',
    });
    if (!ok) return;
    setBusy(true);
    let done = 0;
    try {
      for (const row of rows) {
        await onboardingApi.approveChange(Number(row.ID));
        done += 1;
      }
      void message.success(t('onboarding.changes.approved', { count: done }));
    } catch {
      // The server's message (a bank account is finance's) is toasted by the api layer.
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <>
      <ScreenList
        ref={table}
        screen="VendorChanges"
        rowKey="ID"
        rowSelection="page"
        onSelectionChange={setSelected}
        renderers={renderers}
        toolbarExtra={
          <Space wrap size={8}>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={pending.length === 0}
              loading={busy}
              onClick={() => void approve()}
              data-testid="change-approve"
            >
              {pending.length > 0
                ? t('onboarding.withCount', {
                    action: t('onboarding.actions.approve'),
                    count: pending.length,
                  })
                : t('onboarding.actions.approve')}
            </Button>
            <Button
              danger
              icon={<CloseOutlined />}
              disabled={pending.length !== 1}
              onClick={() => setRefusing(pending[0] ?? null)}
              data-testid="change-refuse"
            >
              {t('onboarding.actions.refuse')}
            </Button>
          </Space>
        }
      />
      {refusing && (
        <ReasonDialog
          title={t('onboarding.changes.refuseTitle', {
            vendor: String(refusing.VENDOR_NAME ?? ''),
            kind: kindOf(refusing),
          })}
          consequences={[t('onboarding.changes.refuseOld'), t('onboarding.changes.approveMail')]}
          okText={t('onboarding.actions.refuse')}
          testId="change-refuse-dialog"
          onClose={() => setRefusing(null)}
          onSubmit={async (reason) => {
            await onboardingApi.refuseChange(Number(refusing.ID), reason);
            setRefusing(null);
            void message.success(t('onboarding.changes.refused'));
            refresh();
          }}
        />
      )}
    </>
  );
}
