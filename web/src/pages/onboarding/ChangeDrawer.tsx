import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  type AttachmentInfo,
  type VendorChangeAction,
  type VendorChangeState,
  vendorChangeKindLabels,
  vendorChangeStateLabels,
} from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Descriptions, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from '../../app/components/Attachments.tsx';
import { RecordDrawer, useRecordQuery } from '../../app/components/RecordDrawer.tsx';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { DecisionButtons, useApproval } from './DrawerParts.tsx';
import { type Change, changeFieldsOf, onboardingApi, onboardingKeys } from './onboardingApi.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import './onboarding.css';

export const changeStateColor: Record<VendorChangeState, string> = {
  pending: 'gold',
  approved: 'green',
  refused: 'red',
};

const when = (value: unknown) => (value ? dayjs(value as string).format('YYYY-MM-DD HH:mm') : '');
const icons: Record<VendorChangeAction, ReactNode> = {
  approve: <CheckOutlined />,
  refuse: <CloseOutlined />,
};

/**
 * A master data change as its decider reads it (`VendorChange/Get`, issue #45): the data in force beside the data
 * asked for (a bank account number in full for finance only: the server masks it for everyone else), the bank's
 * letter of a bank change to open before deciding (finance's only), and exactly the decisions the server allows this user
 * (`ACTIONS`): a buyer sees no Approve on a bank change. A refusal (decided meanwhile, not this user's) shows and the
 * change is read again.
 */
export function ChangeDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { query, approving, approve, refusing, setRefusing, refuse } = useChangeDecisions(id, onChanged);
  const c = query.data;

  return (
    <RecordDrawer
      open={id !== null}
      onClose={onClose}
      size="min(720px, 96vw)"
      record={c}
      error={query.error}
      loadingTitle={t('onboarding.changes.loading')}
      waitingClassName="onb-loading"
      title={(c) => (
        <Space size={8} wrap>
          <span data-testid="change-title">
            {c.VENDOR_NAME} · {vendorChangeKindLabels[c.KIND][lang]}
          </span>
          <Tag color={changeStateColor[c.STATE]} data-state={c.STATE}>
            {vendorChangeStateLabels[c.STATE][lang]}
          </Tag>
        </Space>
      )}
      extra={
        c ? (
          <DecisionButtons
            actions={c.ACTIONS}
            icons={icons}
            approving={approving}
            onAction={(action) => (action === 'approve' ? void approve(c) : setRefusing(true))}
            testId="change"
          />
        ) : null
      }
      data-testid="change-drawer"
    >
      {(c) => (
        <>
          <ChangeDetail c={c} />
          {refusing && (
            <ReasonDialog
              title={t('onboarding.changes.refuseTitle', {
                vendor: c.VENDOR_NAME,
                kind: vendorChangeKindLabels[c.KIND][lang],
              })}
              consequences={[t('onboarding.changes.refuseOld'), t('onboarding.changes.approveMail')]}
              okText={t('onboarding.actions.refuse')}
              testId="change-drawer-refuse"
              onClose={() => setRefusing(false)}
              onSubmit={(reason) => refuse(c, reason)}
            />
          )}
        </>
      )}
    </RecordDrawer>
  );
}

/** The change and its decisions; after one, the list behind reads it again too. */
function useChangeDecisions(id: number | null, onChanged: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const lang = currentLanguage();
  const [refusing, setRefusing] = useState(false);
  const query = useRecordQuery(id, onboardingKeys.change, onboardingApi.change);
  const { approving, approve: ask, refusedWith } = useApproval(query);

  const decided = () => {
    void client.invalidateQueries({ queryKey: onboardingKeys.change(id ?? 0) });
    onChanged();
  };

  const approve = async (change: Change) => {
    const bank = change.KIND === 'bank';
    await ask(
      {
        title: t('onboarding.changes.approveOne', {
          vendor: change.VENDOR_NAME,
          kind: vendorChangeKindLabels[change.KIND][lang],
        }),
        consequences: [
          t('onboarding.changes.approveNow'),
          ...(bank ? [t('onboarding.changes.approveBank')] : []),
          t('onboarding.changes.approveMail'),
        ],
        okText: t('onboarding.actions.approve'),
        testId: 'change-drawer-ask-approve',
      },
      async () => {
        await onboardingApi.approveChange(change.ID, { silent: true });
        void message.success(t('onboarding.changes.approved', { count: 1 }));
        decided();
      },
    );
  };

  const refuse = async (change: Change, reason: string) => {
    await onboardingApi.refuseChange(change.ID, reason).catch(refusedWith);
    setRefusing(false);
    void message.success(t('onboarding.changes.refused'));
    decided();
  };

  return { query, approving, approve, refusing, setRefusing, refuse };
}

/** Who asked and when, the data in force beside the data asked for, and a bank change's letter. */
function ChangeDetail({ c }: { c: Change }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  return (
    <div className="onb-detail">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={field('VENDOR_CODE')}>{c.VENDOR_CODE}</Descriptions.Item>
        <Descriptions.Item label={field('VENDOR_NAME')}>{c.VENDOR_NAME}</Descriptions.Item>
        <Descriptions.Item label={field('REQUESTED_BY')}>{c.REQUESTED_BY}</Descriptions.Item>
        <Descriptions.Item label={field('REQUESTED_AT')}>{when(c.REQUESTED_AT)}</Descriptions.Item>
        {c.REVIEWED_BY && <Descriptions.Item label={field('REVIEWED_BY')}>{c.REVIEWED_BY}</Descriptions.Item>}
        {c.REVIEWED_AT && (
          <Descriptions.Item label={field('REVIEWED_AT')}>{when(c.REVIEWED_AT)}</Descriptions.Item>
        )}
        {c.STATE === 'refused' && (
          <Descriptions.Item label={field('REFUSE_REASON')} span="filled">
            <span data-testid="change-refuse-reason">{c.REFUSE_REASON}</span>
          </Descriptions.Item>
        )}
      </Descriptions>

      <h3 className="onb-section">{t('onboarding.changes.data')}</h3>
      <ChangeFields c={c} />

      {/* The letter is finance's and its vendor's to read (it shows the number in full): others see no section. */}
      {c.KIND === 'bank' && (c.Attachments.length > 0 || c.ACTIONS.length > 0) && (
        <>
          <h3 className="onb-section">{t('onboarding.changes.letter')}</h3>
          {c.Attachments.length > 0 ? (
            <>
              <p className="onb-hint">{t('onboarding.changes.letterHint')}</p>
              <AttachmentLinks files={c.Attachments as AttachmentInfo[]} testId="change-letter-links" />
            </>
          ) : (
            <Alert
              type="warning"
              showIcon
              title={t('onboarding.changes.noLetter')}
              data-testid="change-no-letter"
            />
          )}
        </>
      )}
      {c.STATE === 'pending' && c.ACTIONS.length === 0 && (
        <p className="onb-hint onb-next" data-testid="change-not-yours">
          {t(c.KIND === 'bank' ? 'onboarding.changes.financeDecides' : 'onboarding.changes.buyerDecides')}
        </p>
      )}
    </div>
  );
}

/** Each field the change asks for: its value in force and the one asked for. */
function ChangeFields({ c }: { c: Change }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const rows = changeFieldsOf(c.KIND).map((f) => ({
    key: f,
    field: field(f),
    before: c.BEFORE[f] ?? '',
    after: c.AFTER[f] ?? '',
  }));
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      data-testid="change-fields"
      columns={[
        { title: t('onboarding.changes.field'), dataIndex: 'field', width: '28%' },
        {
          title: t('onboarding.changes.before'),
          dataIndex: 'before',
          render: (v: string, r) => (
            <span className={r.key === 'BANK_ACCOUNT_NO' ? 'onb-account' : undefined}>{v}</span>
          ),
        },
        {
          title: t('onboarding.changes.after'),
          dataIndex: 'after',
          render: (v: string, r) => (
            <strong
              className={r.key === 'BANK_ACCOUNT_NO' ? 'onb-account' : undefined}
              data-testid={`change-after-${r.key}`}
            >
              {v}
            </strong>
          ),
        },
      ]}
    />
  );
}
