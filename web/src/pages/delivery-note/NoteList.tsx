import {
  CheckOutlined,
  EditOutlined,
  FileExcelOutlined,
  PlusOutlined,
  RollbackOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { actionType, dataType, noteListCodes } from '@srm/contract';
import { App, Button, Select, Space, Tag, Tooltip } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusOptions } from '../../app/components/DeliveryStatus.tsx';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import type { KindConfig } from '../../app/note-kinds.ts';
import { showBulkRefusal } from '../../platform/bulk.tsx';
import {
  type ListField,
  type ListHandle,
  type ListRenderers,
  pastedListSearch,
  ScreenList,
  type SentParam,
} from '../../platform/list-table/index.ts';
import { AsnImportDialog } from './AsnImportDialog.tsx';
import { actorOf, canDo, type NoteAction } from './actions.ts';
import { ChangeVendorDialog } from './ChangeVendorDialog.tsx';
import { statusCell } from './cells.tsx';
import { useConfirmAudit } from './consequences.ts';
import { noteApi } from './noteApi.ts';
import type { NoteListCode, NoteRow } from './noteLists.ts';
import { useCaller } from './useCaller.ts';
import type { NoteView } from './useNoteView.ts';

type Props = { k: KindConfig; nav: NoteView };

/** Note numbers are searched by a pasted list, one a line; the other columns by their kind (the declaration). */
const columnSearch = pastedListSearch<ListField<NoteListCode>>('DELIVERY_NO');

/** The list's fixed filters: the order status dropdown and the vendor of the change-vendor dialog. */
function useFixedParams(status: string, vendor: string) {
  return useMemo<SentParam[]>(() => {
    const params: SentParam[] = [];
    if (status)
      params.push({
        FIELD_NAME: 'STATUS',
        ACTION_TYPE: actionType.equals,
        PARAM_VALUE: status,
        DATA_TYPE: dataType.dropdown,
      });
    if (vendor)
      params.push({
        FIELD_NAME: 'VENDOR_CODE',
        ACTION_TYPE: actionType.equals,
        PARAM_VALUE: vendor,
        DATA_TYPE: dataType.text,
      });
    return params;
  }, [status, vendor]);
}

/** The list's own tools, left of the list table's: filters, create and import, and the actions on the selection. */
function NoteListToolbar({
  k,
  nav,
  selected,
  busy,
  asnImport,
  onAsnImport,
  onChangeVendor,
  onBulk,
}: {
  k: KindConfig;
  nav: NoteView;
  selected: NoteRow[];
  busy: boolean;
  asnImport: boolean;
  onAsnImport: () => void;
  onChangeVendor: () => void;
  onBulk: (action: 'audit' | 'unAudit') => void;
}) {
  const { t } = useTranslation();
  const caller = useCaller();
  const statusOptions = useStatusOptions();
  const one = selected.length === 1 ? selected[0]! : null;
  const allow = (action: NoteAction) =>
    selected.length > 0 &&
    selected.every(
      (r) => r.STATUS !== null && canDo(action, r.STATUS, actorOf(caller.vendorCode, k.kind, r)),
    );

  return (
    <Space wrap size={8} className="dn-list-toolbar">
      <Select
        className="dn-status-filter"
        data-testid="dn-status-filter"
        aria-label={t('delivery-note.orderStatus')}
        placeholder={t('delivery-note.orderStatus')}
        allowClear
        value={nav.status || undefined}
        options={statusOptions}
        optionLabelProp="label"
        onChange={(v) => nav.setFilter('status', v ?? '')}
        style={{ width: 130 }}
      />
      {caller.isVendor && caller.canCreate(k.kind) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => nav.go('new')} data-testid="dn-add">
          {t('delivery-note.actions.add')}
        </Button>
      )}
      {asnImport && (
        <Button icon={<FileExcelOutlined />} onClick={onAsnImport} data-testid="dn-asn-import">
          {t('delivery-note.actions.importAsn')}
        </Button>
      )}
      {caller.isVendor && (
        <Button
          icon={<EditOutlined />}
          disabled={!one || !allow('edit')}
          onClick={() => one && nav.go('edit', one.ID)}
        >
          {t('delivery-note.actions.edit')}
        </Button>
      )}
      <Button
        icon={<CheckOutlined />}
        disabled={!allow('audit')}
        loading={busy}
        onClick={() => onBulk('audit')}
        data-testid="dn-list-audit"
      >
        {t('delivery-note.actions.audit')}
      </Button>
      <Button
        icon={<RollbackOutlined />}
        disabled={!allow('unAudit')}
        loading={busy}
        onClick={() => onBulk('unAudit')}
      >
        {t('delivery-note.actions.unAudit')}
      </Button>
      {!caller.isVendor && (
        <Tooltip title={t('delivery-note.vendorFilter.tip')}>
          <Button icon={<TeamOutlined />} onClick={onChangeVendor} data-testid="dn-change-vendor">
            {t('delivery-note.actions.changeVendor')}
          </Button>
        </Tooltip>
      )}
      {nav.vendor && (
        <Tag closable color="blue" onClose={() => nav.setFilter('vendor', '')} data-testid="dn-vendor-tag">
          {t('delivery-note.vendorFilter.tag', { vendor: nav.vendor })}
        </Tag>
      )}
    </Space>
  );
}

/**
 * The note list (list view): the kind's declared note list, the per-module order status
 * dropdown (spec §3/§4) and, for staff, the vendor filter of the change-vendor dialog. Toolbar actions work on
 * the selected notes; a double-click (or the note number) opens a note.
 */
export function NoteList({ k, nav }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const caller = useCaller();
  const table = useRef<ListHandle<NoteListCode>>(null);
  const [selected, setSelected] = useState<NoteRow[]>([]);
  const [vendorOpen, setVendorOpen] = useState(false);
  const [asnOpen, setAsnOpen] = useState(false);
  /** The Excel ASN import makes delivery notes (DN) only, for a vendor who may create them. */
  const asnImport = caller.isVendor && k.kind === 'DN' && caller.canCreate(k.kind);
  const [busy, setBusy] = useState(false);
  const confirmAudit = useConfirmAudit(k.kind);

  const fixedParams = useFixedParams(nav.status, nav.vendor);

  const cellRenderers = useMemo<ListRenderers<NoteListCode>>(
    () => ({
      STATUS: statusCell,
      DELIVERY_NO: (value, row) => (
        <LinkButton className="dn-link" onClick={() => nav.go('detail', row.ID)} data-testid="dn-open">
          {value}
        </LinkButton>
      ),
    }),
    [nav],
  );

  /**
   * Audit / un-audit of every selected note in one call, all or none: when any note cannot be taken, nothing changes
   * and each refused note is listed with its reason (the selection stays, to deselect those and try again).
   */
  const bulk = async (action: 'audit' | 'unAudit') => {
    // An audit freezes the notes and mails the buyers: asked first (un-audit is its own undo).
    if (action === 'audit' && !(await confirmAudit(selected.map((r) => r.DELIVERY_NO ?? '')))) return;
    const calls = noteApi(k);
    const ids = selected.map((r) => r.ID);
    setBusy(true);
    try {
      const done = await (action === 'audit' ? calls.auditMany(ids) : calls.unAuditMany(ids));
      table.current?.clearSelection();
      setSelected([]);
      table.current?.reload();
      message.success(t(`delivery-note.msg.${action}Done`, { count: done.COUNT }));
    } catch (e) {
      showBulkRefusal(modal, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ScreenList
        ref={table}
        list={noteListCodes[k.kind].notes}
        rowKey="ID"
        rowSelection="page"
        onSelectionChange={setSelected}
        onRowDoubleClick={(row) => nav.go('detail', row.ID)}
        renderers={cellRenderers}
        columnSearch={columnSearch}
        fixedParams={fixedParams}
        toolbarExtra={
          <NoteListToolbar
            k={k}
            nav={nav}
            selected={selected}
            busy={busy}
            asnImport={asnImport}
            onAsnImport={() => setAsnOpen(true)}
            onChangeVendor={() => setVendorOpen(true)}
            onBulk={(action) => void bulk(action)}
          />
        }
      />
      {asnImport && (
        <AsnImportDialog
          open={asnOpen}
          onClose={() => setAsnOpen(false)}
          onImported={() => table.current?.reload()}
        />
      )}
      {!caller.isVendor && (
        <ChangeVendorDialog
          k={k}
          open={vendorOpen}
          value={nav.vendor}
          onClose={() => setVendorOpen(false)}
          onChoose={(code) => {
            setVendorOpen(false);
            nav.setFilter('vendor', code);
          }}
        />
      )}
    </>
  );
}
