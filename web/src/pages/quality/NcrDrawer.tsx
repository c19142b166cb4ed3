import { CheckOutlined, EditOutlined, LockOutlined, RollbackOutlined } from '@ant-design/icons';
import { type NcrAction, type NcrDetail, ncrStateLabels } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from '../../app/components/Attachments.tsx';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import { RecordDrawer, useRecordQuery } from '../../app/components/RecordDrawer.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { formatQty } from '../../platform/quantity.ts';
import { AnswerDialog, type AnswerValues, eightDSteps, ReviewDialog } from './NcrDialogs.tsx';
import { isConflict, isNcrState, ncrKey, ncrStateColor, qualityApi } from './qualityApi.ts';
import './quality.css';

/** An NCR's state as its coloured tag; `text` is the list's own label when there is one. */
export function NcrStateTag({ state, text }: { state: unknown; text?: string }) {
  if (!isNcrState(state)) return state === null || state === undefined ? null : String(state);
  return (
    <Tag color={ncrStateColor[state]} data-state={state}>
      {text || ncrStateLabels[state][currentLanguage()]}
    </Tag>
  );
}

const icons: Record<NcrAction, ReactNode> = {
  answer: <EditOutlined />,
  accept: <CheckOutlined />,
  return: <RollbackOutlined />,
  close: <LockOutlined />,
};

/**
 * The steps on an NCR as the drawer shows it: the answer replaces it; a 409 reads it again and is rethrown, for the
 * dialog that sent it to show.
 */
function useNcrSteps(id: number | null, ncr: NcrDetail | undefined, onChanged: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Exclude<NcrAction, 'close'> | null>(null);
  const [closing, setClosing] = useState(false);

  const step = async (action: NcrAction, call: (n: NcrDetail) => Promise<NcrDetail>) => {
    const current = client.getQueryData<NcrDetail>(ncrKey(id ?? 0)) ?? ncr;
    if (!current) return;
    try {
      const next = await call(current);
      client.setQueryData(ncrKey(next.ID), next);
      void message.success(t(`quality.msg.${action}`, { no: next.NCR_NO }));
      onChanged();
    } catch (e) {
      if (isConflict(e)) {
        await client.invalidateQueries({ queryKey: ncrKey(current.ID) });
        onChanged();
      }
      throw e;
    }
  };

  const answer = (v: AnswerValues) =>
    step('answer', (n) => qualityApi.answer({ ID: n.ID, VERSION: n.VERSION, ...v })).then(() =>
      setDialog(null),
    );
  const review = (action: 'accept' | 'return') => (comment: string | null) =>
    step(action, (n) => qualityApi.review(action, { ID: n.ID, VERSION: n.VERSION, COMMENT: comment })).then(
      () => setDialog(null),
    );
  const close = async (n: NcrDetail) => {
    const ok = await confirm({
      title: t('quality.review.closeTitle', { no: n.NCR_NO }),
      consequences: [t('quality.review.closeDone')],
      okText: t('quality.actions.close'),
      testId: 'ncr-ask-close',
    });
    if (!ok) return;
    setClosing(true);
    try {
      await step('close', (c) => qualityApi.review('close', { ID: c.ID, VERSION: c.VERSION }));
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e), 8);
    } finally {
      setClosing(false);
    }
  };

  return { dialog, setDialog, closing, answer, review, close };
}

/**
 * One nonconformance report (issue #33), opened from the NCR list: what was rejected and why, the vendor's 8D
 * answer, quality's review and the evidence files. Its buttons are the actions the server lists for the caller
 * (`ACTIONS`): the vendor answers, quality accepts, returns or closes. Every step sends the VERSION the drawer
 * shows; a 409 (someone changed the NCR meanwhile) shows the server's message and reads the NCR again.
 */
export function NcrDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  /** An NCR changed (or was found changed): the list is read again. */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { value: label } = useCaptions();
  const query = useRecordQuery(id, ncrKey, qualityApi.ncr);
  const ncr = query.data;
  const { dialog, setDialog, closing, answer, review, close } = useNcrSteps(id, ncr, onChanged);

  const buttons = (n: NcrDetail) => (
    <Space wrap size={8} data-testid="ncr-actions">
      {n.ACTIONS.map((action) => (
        <Button
          key={action}
          type={action === 'answer' || action === 'accept' ? 'primary' : 'default'}
          danger={action === 'return'}
          icon={icons[action]}
          loading={action === 'close' && closing}
          onClick={() => (action === 'close' ? void close(n) : setDialog(action))}
          data-testid={`ncr-action-${action}`}
        >
          {t(`quality.actions.${action}`)}
        </Button>
      ))}
    </Space>
  );

  return (
    <RecordDrawer
      open={id !== null}
      onClose={onClose}
      // Named apart from the report's own Close action beside it (#45 item 10): both read "Close" before.
      closable={{ 'aria-label': t('quality.drawer.closePanel') }}
      size="min(820px, 96vw)"
      record={ncr}
      error={query.error}
      dialogs={
        <>
          {ncr && dialog === 'answer' && (
            <AnswerDialog ncr={ncr} onClose={() => setDialog(null)} onSubmit={answer} />
          )}
          {ncr && (dialog === 'accept' || dialog === 'return') && (
            <ReviewDialog
              ncr={ncr}
              action={dialog}
              onClose={() => setDialog(null)}
              onSubmit={review(dialog)}
            />
          )}
        </>
      }
      loadingTitle={t('quality.drawer.loading')}
      waitingClassName="q-loading"
      title={(ncr) => (
        <Space size={8} wrap>
          <span data-testid="ncr-drawer-title" data-no={ncr.NCR_NO}>
            {t('quality.drawer.title', { no: ncr.NCR_NO })}
          </span>
          <span data-testid="ncr-drawer-state">
            <NcrStateTag state={ncr.STATE} />
          </span>
          {ncr.OVERDUE && (
            <Tag color="red" data-testid="ncr-drawer-overdue">
              {label('OVERDUE', 'Y')}
            </Tag>
          )}
        </Space>
      )}
      extra={ncr ? buttons(ncr) : null}
      data-testid="ncr-drawer"
    >
      {(ncr) => (
        <div className="q-detail">
          <NcrFacts ncr={ncr} />
          <NcrAnswerAndReview ncr={ncr} />
          <h4 className="q-section">{t('quality.drawer.inspectionPhotos')}</h4>
          <AttachmentLinks files={ncr.InspectionPhotos} testId="ncr-inspection-photos" />
          <h4 className="q-section">{t('quality.drawer.files')}</h4>
          <AttachmentLinks files={ncr.Attachments} testId="ncr-files" />
        </div>
      )}
    </RecordDrawer>
  );
}

const who = (by: string | null, at: unknown) => (by ? `${by} ${cellText(at)}`.trim() : '');

/** What was rejected and why: the report's number and state, vendor, delivery, part, defect, quantity and due date. */
function NcrFacts({ ncr }: { ncr: NcrDetail }) {
  const { t } = useTranslation();
  const { field, value: label } = useCaptions();
  // The defect in the reader's language: the catalogue's English name comes with the NCR (vendors included).
  const defectName = currentLanguage() === 'en' ? ncr.DEFECT_NAME_EN : ncr.DEFECT_NAME;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} className="q-descriptions">
      <Descriptions.Item label={field('NCR_NO')}>
        <span className="q-nowrap">{ncr.NCR_NO}</span>
      </Descriptions.Item>
      <Descriptions.Item label={field('STATE')}>
        <NcrStateTag state={ncr.STATE} />
      </Descriptions.Item>
      <Descriptions.Item label={field('VENDOR_NAME')} span="filled">
        {ncr.VENDOR_CODE} {ncr.VENDOR_NAME}
      </Descriptions.Item>
      <Descriptions.Item label={field('DELIVERY_NO')}>
        <span className="q-nowrap">{ncr.DELIVERY_NO}</span>
      </Descriptions.Item>
      <Descriptions.Item label={field('PART_NO')}>
        {ncr.PART_NO} {ncr.PART_NAME !== ncr.PART_NO ? ncr.PART_NAME : ''}
      </Descriptions.Item>
      <Descriptions.Item label={field('DEFECT_NAME')}>
        <span data-testid="ncr-defect">
          {ncr.DEFECT_CODE} {defectName}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={field('REJECTED_QTY')}>
        <span className="q-num" data-testid="ncr-rejected">
          {t('quality.drawer.rejectedOf', {
            rejected: formatQty(ncr.REJECTED_QTY),
            received: formatQty(ncr.RECEIVED_QTY),
          })}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('quality.drawer.due')}>
        <span className={ncr.OVERDUE ? 'q-overdue-text' : undefined} data-testid="ncr-due">
          {ncr.DUE_DATE}
          {ncr.OVERDUE ? ` (${label('OVERDUE', 'Y')})` : ''}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={field('CREATED_BY')} span="filled">
        {who(ncr.CREATED_BY, ncr.CREATETIME)}
      </Descriptions.Item>
      <Descriptions.Item label={t('quality.drawer.description')} span="filled">
        <span className="q-pre" data-testid="ncr-description">
          {ncr.DESCRIPTION}
        </span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The vendor's 8D answer and quality's review, or that there is none yet. */
function NcrAnswerAndReview({ ncr }: { ncr: NcrDetail }) {
  const { t } = useTranslation();
  const answered = eightDSteps.some((s) => ncr[s]);
  return (
    <>
      <h4 className="q-section">{t('quality.drawer.answer')}</h4>
      {answered ? (
        <Descriptions bordered size="small" column={1} className="q-descriptions" data-testid="ncr-8d">
          {eightDSteps.map((s) => (
            <Descriptions.Item key={s} label={t(`quality.eightD.${s}`)}>
              <span className="q-pre" data-testid={`ncr-8d-${s}`}>
                {ncr[s] ?? ''}
              </span>
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('quality.drawer.answeredBy')}>
            {who(ncr.ANSWERED_BY, ncr.ANSWERED_AT)}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <p className="q-hint" data-testid="ncr-8d-none">
          {t('quality.drawer.noAnswer', { due: ncr.DUE_DATE })}
        </p>
      )}

      <h4 className="q-section">{t('quality.drawer.review')}</h4>
      {ncr.REVIEW_COMMENT || ncr.REVIEWED_BY ? (
        <Descriptions bordered size="small" column={1} className="q-descriptions">
          <Descriptions.Item label={t('quality.review.comment')}>
            <span className="q-pre" data-testid="ncr-review-comment-shown">
              {ncr.REVIEW_COMMENT ?? ''}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('quality.drawer.reviewedBy')}>
            {who(ncr.REVIEWED_BY, ncr.REVIEWED_AT)}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <p className="q-hint">{t('quality.drawer.noReview')}</p>
      )}
    </>
  );
}
