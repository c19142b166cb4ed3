import { CheckOutlined, UndoOutlined } from '@ant-design/icons';
import type { DockNote, DockReceived } from '@srm/contract';
import { Button } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import { cameraScanning } from './camera.ts';
import styles from './DockReceiving.module.css';
import { dockApi } from './dockApi.ts';
import { judge, missingOf, resolved } from './dockScan.ts';
import { Feedback, type FeedbackState, type Tone, vibrate } from './Feedback.tsx';
import { LineList, NoteHead, PackageList } from './NoteView.tsx';
import { ReceivedView } from './ReceivedView.tsx';
import { ScanBar, type ScanBarHandle } from './ScanBar.tsx';

const CameraScanner = lazy(() => import('./CameraScanner.tsx'));

/** The note being received, the packages scanned (their codes) and, once received, the server's answer. */
type Session = { note: DockNote | null; ticked: ReadonlySet<string>; received: DockReceived | null };
const empty: Session = { note: null, ticked: new Set(), received: null };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Dock receiving (issue #33, Warehouse/DockReceiving): a warehouse worker, on a phone or with a handheld scanner,
 * scans any box label of a shipped note to open it, then box by box. Each scan is judged at once against the note
 * (a box of this note is ticked, a second scan of it warned about, a box of another note refused naming that note,
 * an inner label packed in a box ticks its box), large and coloured, with a buzz. Receive sends the boxes scanned;
 * boxes not scanned are a shortage only once the worker confirms. Scans are handled one after the other, in order,
 * however fast the scanner types. On a narrow screen the page fills it (the portal's frame is made for desktops).
 */
export default function DockReceivingPage() {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const [session, setSessionState] = useState<Session>(empty);
  const current = useRef<Session>(empty);
  const setSession = (next: Session) => {
    current.current = next;
    setSessionState(next);
  };
  const [feedback, setFeedback] = useState<FeedbackState | null>(null);
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState(false);
  const scanBar = useRef<ScanBarHandle>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const seq = useRef(0);

  const say = (tone: Tone, text: string) => {
    seq.current += 1;
    setFeedback({ tone, text, seq: seq.current });
    vibrate(tone);
  };
  /** One step at a time: a scan (or Receive) waits for the ones before it. */
  const enqueue = (step: () => Promise<void>) => {
    queue.current = queue.current
      .then(step)
      .catch((e: unknown) => say('bad', messageOf(e)))
      .finally(() => {
        if (!document.querySelector('.ant-modal-wrap:not([style*="display: none"])'))
          scanBar.current?.focus();
      });
  };

  /** The first scan of a note (or of the next one, after receiving): the server finds the note. */
  const open = async (code: string) => {
    let note: DockNote;
    try {
      note = await dockApi.scan(code);
    } catch (e) {
      say('bad', messageOf(e));
      return;
    }
    setSession({ note, ticked: new Set([note.SCANNED]), received: null });
    if (note.PACKAGES.length === 1) say('ok', t('receiving.feedback.complete', { count: 1 }));
    else say('ok', t('receiving.feedback.loaded', { deliveryNo: note.DELIVERY_NO, code: note.SCANNED }));
  };

  const scan = async (raw: string) => {
    const { note, ticked, received } = current.current;
    if (!note || received) return open(raw);
    let verdict = judge(note, ticked, raw);
    if (verdict.kind === 'resolve') {
      let answer: DockNote;
      try {
        answer = await dockApi.scan(verdict.code);
      } catch (e) {
        say('bad', messageOf(e));
        return;
      }
      // Started over (or received) meanwhile: this answer is for a note no longer on the screen.
      if (current.current.note !== note) return;
      verdict = resolved(note, current.current.ticked, verdict.code, answer);
    }
    switch (verdict.kind) {
      case 'foreign':
        say('bad', t('receiving.feedback.foreign', { code: verdict.code, other: verdict.deliveryNo }));
        return;
      case 'again':
        say('warn', t('receiving.feedback.again', { code: verdict.box }));
        return;
      case 'tick': {
        const next = new Set(current.current.ticked).add(verdict.box);
        setSession({ ...current.current, ticked: next });
        if (next.size === note.PACKAGES.length)
          say('ok', t('receiving.feedback.complete', { count: note.PACKAGES.length }));
        else if (verdict.box !== verdict.code)
          say('ok', t('receiving.feedback.tickedBox', { code: verdict.code, box: verdict.box }));
        else say('ok', t('receiving.feedback.ticked', { code: verdict.box }));
        return;
      }
      default:
        return;
    }
  };

  const receive = async () => {
    const { note, ticked, received } = current.current;
    if (!note || received) return;
    const missing = missingOf(note, ticked).length;
    if (
      missing > 0 &&
      !(await confirm({
        title: t('receiving.short.title', { count: missing }),
        consequences: [t('receiving.short.missing'), t('receiving.short.status')],
        okText: t('receiving.short.ok'),
        danger: true,
        testId: 'dock-short',
      }))
    )
      return;
    setBusy(true);
    try {
      const answer = await dockApi.receive({
        NOTE_ID: note.NOTE_ID,
        CODES: [...ticked],
        ALLOW_SHORT: missing > 0,
      });
      setSession({ note, ticked, received: answer });
      if (answer.MISSING > 0)
        say(
          'warn',
          t('receiving.feedback.receivedShort', { deliveryNo: answer.DELIVERY_NO, count: answer.MISSING }),
        );
      else say('ok', t('receiving.feedback.received', { deliveryNo: answer.DELIVERY_NO }));
    } catch (e) {
      say('bad', messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const startOver = async () => {
    const { ticked, received } = current.current;
    if (
      !received &&
      !(await confirm({
        title: t('receiving.startOverConfirm.title'),
        consequences: [t('receiving.startOverConfirm.consequence', { count: ticked.size })],
        okText: t('receiving.startOverConfirm.ok'),
        testId: 'dock-start-over-confirm',
      }))
    )
      return;
    setSession(empty);
    setFeedback(null);
  };

  const { note, ticked, received } = session;
  const onScan = (code: string) => enqueue(() => scan(code));

  return (
    <div className={styles.page} data-testid="dock-receiving" data-dock-phone="">
      <header className={styles.phoneBar}>
        <h1 className={styles.phoneTitle}>{t('routes.DockReceiving')}</h1>
      </header>
      <ScanBar
        ref={scanBar}
        onScan={onScan}
        onCamera={cameraScanning() ? () => setCamera(true) : undefined}
      />
      <Feedback feedback={feedback} />
      {note && received && (
        <ReceivedView note={note} received={received} onNext={() => enqueue(async () => startOver())} />
      )}
      {note && !received && (
        <>
          <NoteHead note={note} scanned={ticked.size} />
          <div className={styles.actions}>
            <Button
              type="primary"
              size="large"
              icon={<CheckOutlined aria-hidden />}
              loading={busy}
              onClick={() => enqueue(receive)}
              className={`${styles.bigButton} ${styles.receive}`}
              data-testid="dock-receive"
            >
              {t('receiving.receive')}
            </Button>
            <Button
              size="large"
              icon={<UndoOutlined aria-hidden />}
              onClick={() => enqueue(startOver)}
              className={styles.bigButton}
              data-testid="dock-start-over"
            >
              {t('receiving.startOver')}
            </Button>
          </div>
          <PackageList note={note} ticked={ticked} />
          <LineList lines={note.LINES} />
        </>
      )}
      {camera && (
        <Suspense fallback={null}>
          <CameraScanner onCode={onScan} onClose={() => setCamera(false)}>
            <Feedback feedback={feedback} />
          </CameraScanner>
        </Suspense>
      )}
    </div>
  );
}
