import { apiPaths, type NcrDetail } from '@srm/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { fakeServer, renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import { NcrDrawer } from './NcrDrawer.tsx';

/** Issue #33 item 3: an NCR's drawer offers exactly the server's ACTIONS and sends the VERSION it shows. */
setUpRenderTests({ resetLanguage: true });

const p = apiPaths.quality;
const base: NcrDetail = {
  ID: 7,
  NCR_NO: 'NCR-2026-00007',
  STATE: 'answered',
  VERSION: 3,
  VENDOR_CODE: 'V001',
  VENDOR_NAME: '华东精密',
  DELIVERY_NO: 'DN-0041',
  DELIVERY_LINE_ID: 41,
  PART_NO: 'P-100',
  PART_NAME: '支架',
  RECEIVED_QTY: '20',
  REJECTED_QTY: '2',
  DEFECT_CODE: 'DIM',
  DEFECT_NAME: '尺寸超差',
  DEFECT_NAME_EN: 'Dimension out of tolerance',
  DESCRIPTION: '孔径偏大 0.2mm',
  DUE_DATE: '2026-01-10',
  OVERDUE: false,
  TEAM: '品质经理、班组长',
  PROBLEM: '孔径偏大',
  CONTAINMENT: '库存全检',
  ROOT_CAUSE: '刀具磨损',
  CORRECTIVE_ACTION: '更换刀具',
  VERIFICATION: '连续三批合格',
  PREVENTIVE_ACTION: '刀具寿命计数',
  CLOSURE: '经验分享后结案',
  ANSWERED_AT: '2026-01-05T08:00:00.000Z',
  ANSWERED_BY: 'vendor1',
  REVIEW_COMMENT: null,
  REVIEWED_AT: null,
  REVIEWED_BY: null,
  CREATED_BY: 'buyer',
  CREATETIME: '2026-01-01T08:00:00.000Z',
  ACTIONS: ['accept', 'return'],
  Attachments: [
    { ID: 5, FILE_NAME: '8D报告.pdf', CONTENT_TYPE: 'application/pdf', SIZE: 2048, CREATED_AT: '2026-01-05' },
  ],
  InspectionPhotos: [
    { ID: 4, FILE_NAME: '孔径.png', CONTENT_TYPE: 'image/png', SIZE: 1024, CREATED_AT: '2026-01-04' },
  ],
};

const actionsShown = () =>
  [...screen.getByTestId('ncr-actions').querySelectorAll('button')].map((b) => b.getAttribute('data-testid'));
const click = (testId: string) => act(async () => fireEvent.click(screen.getByTestId(testId)));

describe('NCR drawer', { timeout: 30_000 }, () => {
  it.each([
    ['zh-chs', '关闭面板', '关闭'],
    ['en', 'Close panel', 'Close'],
  ] as const)(
    'names the close icon apart from the Close action (#45 item 10), %s',
    async (lang, icon, action) => {
      await changeLanguage(lang);
      fakeServer({ [p.ncrGet]: () => ({ data: { ...base, STATE: 'accepted', ACTIONS: ['close'] } }) });
      renderWithApp(<NcrDrawer id={7} onClose={() => {}} onChanged={() => {}} />);
      await screen.findByTestId('ncr-action-close');
      expect(screen.getAllByRole('button', { name: icon })).toHaveLength(1);
      // The action's name may begin with its icon's ("lock") where the build has not marked icons decorative.
      expect(screen.getAllByRole('button', { name: new RegExp(`^(lock )?${action}$`) })).toEqual([
        screen.getByTestId('ncr-action-close'),
      ]);
    },
  );

  it("shows the NCR, quality's actions only as the server lists them, and accepts with the VERSION shown", async () => {
    const changed = vi.fn();
    const server = fakeServer({
      [p.ncrGet]: (_body, query) => ({ data: { ...base, ID: Number(query.get('id')) } }),
      [p.ncrAccept]: () => ({ data: { ...base, STATE: 'accepted', VERSION: 4, ACTIONS: ['close'] } }),
    });
    renderWithApp(<NcrDrawer id={7} onClose={() => {}} onChanged={changed} />);
    expect((await screen.findByTestId('ncr-drawer-title')).textContent).toContain('NCR-2026-00007');
    expect(screen.getByTestId('ncr-drawer-state').querySelector('[data-state="answered"]')).toBeTruthy();
    expect(screen.getByTestId('ncr-8d-ROOT_CAUSE').textContent).toBe('刀具磨损');
    expect(screen.getByTestId('ncr-defect').textContent).toBe('DIM 尺寸超差');
    expect(screen.getByTestId('ncr-files').textContent).toContain('8D报告.pdf');
    // The rejection's evidence: the inspection's photos, apart from the NCR's own files.
    expect(screen.getByTestId('ncr-inspection-photos').textContent).toContain('孔径.png');
    expect(screen.getByTestId('ncr-files').textContent).not.toContain('孔径.png');
    expect(server.callsTo(p.ncrGet)[0]!.query.get('id')).toBe('7');
    expect(actionsShown()).toEqual(['ncr-action-accept', 'ncr-action-return']);

    await click('ncr-action-accept');
    await click('ncr-review-ok');
    await waitFor(() => expect(server.callsTo(p.ncrAccept)).toHaveLength(1));
    expect(server.callsTo(p.ncrAccept)[0]!.body).toEqual({ ID: 7, VERSION: 3, COMMENT: null });
    // The answer replaces what the drawer shows: now closing is all there is to do.
    await waitFor(() => expect(actionsShown()).toEqual(['ncr-action-close']));
    expect(screen.getByTestId('ncr-drawer-state').querySelector('[data-state="accepted"]')).toBeTruthy();
    expect(changed).toHaveBeenCalled();
  });

  it('returns only with a comment; a 409 shows the message, reads the NCR again and the retry sends its new VERSION', async () => {
    let version = 3;
    let stale = true;
    const server = fakeServer({
      [p.ncrGet]: () => ({ data: { ...base, VERSION: version } }),
      [p.ncrReturn]: (body) => {
        if (stale) {
          stale = false;
          version = 5;
          return { data: null, code: 409, msg: '不合格品报告 NCR-2026-00007 已被他人更新，请刷新后重试' };
        }
        return {
          data: {
            ...base,
            STATE: 'returned',
            VERSION: (body as { VERSION: number }).VERSION + 1,
            ACTIONS: [],
          },
        };
      },
    });
    renderWithApp(<NcrDrawer id={7} onClose={() => {}} onChanged={() => {}} />);
    await screen.findByTestId('ncr-drawer-title');
    await click('ncr-action-return');
    await click('ncr-review-ok');
    expect(await screen.findByText('退回时请说明原因')).toBeTruthy();
    expect(server.callsTo(p.ncrReturn)).toHaveLength(0);

    await act(async () =>
      fireEvent.change(screen.getByTestId('ncr-review-comment'), { target: { value: '请附刀具记录' } }),
    );
    await click('ncr-review-ok');
    expect((await screen.findByTestId('ncr-review-error')).textContent).toContain('已被他人更新');
    expect(server.callsTo(p.ncrReturn)[0]!.body).toEqual({ ID: 7, VERSION: 3, COMMENT: '请附刀具记录' });
    await waitFor(() => expect(server.callsTo(p.ncrGet).length).toBe(2));

    await click('ncr-review-ok');
    await waitFor(() => expect(server.callsTo(p.ncrReturn)).toHaveLength(2));
    expect(server.callsTo(p.ncrReturn)[1]!.body).toEqual({ ID: 7, VERSION: 5, COMMENT: '请附刀具记录' });
    await waitFor(() => expect(screen.queryByTestId('ncr-review-dialog')).toBeNull());
    expect(screen.queryAllByTestId(/^ncr-action-/)).toEqual([]);
  });

  it('gives the vendor only Answer: all eight 8D steps, D1–D8, are required and sent with the VERSION', async () => {
    await changeLanguage('en');
    const open: NcrDetail = {
      ...base,
      STATE: 'open',
      VERSION: 1,
      OVERDUE: true,
      TEAM: null,
      PROBLEM: null,
      CONTAINMENT: null,
      ROOT_CAUSE: null,
      CORRECTIVE_ACTION: null,
      VERIFICATION: null,
      PREVENTIVE_ACTION: null,
      CLOSURE: null,
      ANSWERED_AT: null,
      ANSWERED_BY: null,
      ACTIONS: ['answer'],
      Attachments: [],
    };
    const server = fakeServer({
      [p.ncrGet]: () => ({ data: open }),
      [p.ncrAnswer]: (body) => ({
        data: { ...open, ...(body as object), STATE: 'answered', VERSION: 2, ACTIONS: [] },
      }),
    });
    renderWithApp(<NcrDrawer id={7} onClose={() => {}} onChanged={() => {}} />);
    await screen.findByTestId('ncr-drawer-title');
    expect(actionsShown()).toEqual(['ncr-action-answer']);
    expect(screen.getByTestId('ncr-drawer-overdue').textContent).toBe('Overdue');
    // The vendor reads the defect in English without the catalogue screen: the name comes with the NCR.
    expect(screen.getByTestId('ncr-defect').textContent).toBe('DIM Dimension out of tolerance');
    expect(server.callsTo(p.defectOptions)).toHaveLength(0);
    expect(screen.getByTestId('ncr-8d-none')).toBeTruthy();

    await click('ncr-action-answer');
    // The disciplines by hand, in their order: D1 … D8.
    const steps = [
      ['TEAM', 'Team (D1)'],
      ['PROBLEM', 'Problem (D2)'],
      ['CONTAINMENT', 'Containment (D3)'],
      ['ROOT_CAUSE', 'Root cause (D4)'],
      ['CORRECTIVE_ACTION', 'Corrective action (D5)'],
      ['VERIFICATION', 'Implementation and verification (D6)'],
      ['PREVENTIVE_ACTION', 'Preventive action (D7)'],
      ['CLOSURE', 'Closure (D8)'],
    ] as const;
    const dialog = screen.getByTestId('ncr-answer-dialog');
    expect([...dialog.querySelectorAll('label')].map((l) => l.textContent).slice(0, 8)).toEqual(
      steps.map(([, label]) => label),
    );
    for (const [i, [step]] of steps.slice(0, 7).entries())
      await act(async () =>
        fireEvent.change(screen.getByTestId(`ncr-answer-${step}`), { target: { value: ` step ${i + 1} ` } }),
      );
    await click('ncr-answer-send');
    expect(await screen.findByText('Fill this in')).toBeTruthy();
    expect(server.callsTo(p.ncrAnswer)).toHaveLength(0);

    await act(async () =>
      fireEvent.change(screen.getByTestId('ncr-answer-CLOSURE'), { target: { value: 'step 8' } }),
    );
    await click('ncr-answer-send');
    await waitFor(() => expect(server.callsTo(p.ncrAnswer)).toHaveLength(1));
    expect(server.callsTo(p.ncrAnswer)[0]!.body).toEqual({
      ID: 7,
      VERSION: 1,
      TEAM: 'step 1',
      PROBLEM: 'step 2',
      CONTAINMENT: 'step 3',
      ROOT_CAUSE: 'step 4',
      CORRECTIVE_ACTION: 'step 5',
      VERIFICATION: 'step 6',
      PREVENTIVE_ACTION: 'step 7',
      CLOSURE: 'step 8',
      ATTACHMENT_IDS: [],
    });
    await waitFor(() => expect(screen.getByTestId('ncr-8d-CLOSURE').textContent).toBe('step 8'));
    expect(screen.getByTestId('ncr-8d-TEAM').textContent).toBe('step 1');
  });
});
