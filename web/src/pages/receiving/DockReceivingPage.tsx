import { CheckOutlined, DisconnectOutlined, UndoOutlined } from '@ant-design/icons';
import type { DockNote, DockReceived } from '@srm/contract';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
import { ApiError } from '../../platform/api.ts';
import { i18n } from '../../platform/i18n.ts';
import { useSession } from '../../platform/session.ts';
import { cameraScanning } from './camera.ts';
import styles from './DockReceiving.module.css';
import { dockApi } from './dockApi.ts';
import { judge, missingOf, resolved } from './dockScan.ts';
import { dockSessionKey, keepSession, readKeptSession } from './dockSession.ts';
import { Feedback, type FeedbackState, type Tone, vibrate } from './Feedback.tsx';
import { LineList, NoteHead, PackageList } from './NoteView.tsx';
import { ReceivedView } from './ReceivedView.tsx';
import { ScanBar, type ScanBarHandle } from './ScanBar.tsx';

const CameraScanner = lazy(() => import('./CameraScanner.tsx'));

/**
 * The note being received, the packages scanned (their codes), the codes scanned while the server could not be
 * reached (checked once it can) and, once received, the server's answer.
 */
type Session = {
  note: DockNote | null;
  ticked: ReadonlySet<string>;
  pending: readonly string[];
  received: DockReceived | null;
};
const empty: Session = { note: null, ticked: new Set(), pending: [], received: null };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
/** No answer at all (no network, or none in time): the scan is kept for later, not refused. */
const unreachable = (e: unknown) => e instanceof ApiError && (e.code === 0 || e.code === 408);

/** The session kept in this browser for the signed-in user, as the page opens (a reload, or back to the page). */
function keptSession(key: string | null): { session: Session; feedback: FeedbackState | null } {
  const kept = key ? readKeptSession(key) : null;
  if (!kept) return { session: empty, feedback: null };
  const session: Session = {
    note: kept.note,
    ticked: new Set(kept.ticked),
    pending: kept.pending,
    received: null,
  };
  const feedback: FeedbackState | null = kept.note
    ? {
        tone: 'ok',
        seq: 0,
        text: i18n.t('receiving.feedback.restored', {
          deliveryNo: kept.note.DELIVERY_NO,
          scanned: kept.ticked.length,
          total: kept.note.PACKAGES.length,
        }),
      }
    : null;
  return { session, feedback };
}

/** The session and what was last said about it; every change of the session is kept in the browser at once. */
function useDockSession() {
  const { userInfo } = useSession();
  const [key] = useState(() => (userInfo ? dockSessionKey(userInfo) : null));
  const [initial] = useState(() => keptSession(key));
  const [session, setSessionState] = useState<Session>(initial.session);
  // The queued steps read the session as it is now, not as it was when they were queued.
  const current = useRef<Session>(initial.session);
  const setSession = (next: Session) => {
    current.current = next;
    setSessionState(next);
    if (!key) return;
    // Written at once, before the next scan can be lost; a received note is done with (scans of the next one kept).
    if (next.received) keepSession(key, { note: null, ticked: [], pending: [...next.pending] });
    else keepSession(key, { note: next.note, ticked: [...next.ticked], pending: [...next.pending] });
  };
  const [feedback, setFeedback] = useState<FeedbackState | null>(initial.feedback);
  const seq = useRef(0);
  const say = (tone: Tone, text: string) => {
    seq.current += 1;
    setFeedback({ tone, text, seq: seq.current });
    vibrate(tone);
  };
  return { session, current, setSession, feedback, setFeedback, say };
}
type Dock = ReturnType<typeof useDockSession>;

/** Each scan judged against the note; one the server could not be asked about waits for the connection. */
function useScans({ current, setSession, say }: Dock) {
  const { t } = useTranslation();
  /** A code the server could not be asked about: kept, said, and checked when the connection is back. */
  const keep = (code: string) => {
    setSession({ ...current.current, pending: [...current.current.pending, code] });
    say('warn', t('receiving.feedback.offline', { code }));
  };

  /** The first scan of a note (or of the next one, after receiving): the server finds the note. */
  const open = async (code: string) => {
    let note: DockNote;
    try {
      note = await dockApi.scan(code);
    } catch (e) {
      if (unreachable(e)) keep(code);
      else say('bad', messageOf(e));
      return;
    }
    setSession({ note, ticked: new Set([note.SCANNED]), pending: current.current.pending, received: null });
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
        if (unreachable(e)) keep(raw);
        else say('bad', messageOf(e));
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

  /** The scans kept while the server could not be reached, checked now in the order they were made. */
  const checkPending = async () => {
    const codes = current.current.pending;
    if (codes.length === 0) return;
    setSession({ ...current.current, pending: [] });
    for (const code of codes) await scan(code);
  };

  return { scan, checkPending };
}

/** Receive (asking first when boxes were not scanned) and start over (asking first unless received). */
function useDockActions({ current, setSession, setFeedback, say }: Dock, checkPending: () => Promise<void>) {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const [busy, setBusy] = useState(false);
  const receive = async () => {
    // Scans still waiting are checked first; the worker then sees their verdicts and receives.
    if (current.current.pending.length > 0) return checkPending();
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
      setSession({ note, ticked, pending: [], received: answer });
      if (answer.MISSING > 0)
        say(
          'warn',
          t('receiving.feedback.receivedShort', { deliveryNo: answer.DELIVERY_NO, count: answer.MISSING }),
        );
      else say('ok', t('receiving.feedback.received', { deliveryNo: answer.DELIVERY_NO }));
    } catch (e) {
      say('bad', unreachable(e) ? t('receiving.feedback.receiveOffline') : messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const startOver = async () => {
    const { ticked, received, pending } = current.current;
    if (
      !received &&
      !(await confirm({
        title: t('receiving.startOverConfirm.title'),
        consequences: [
          t('receiving.startOverConfirm.consequence', { count: ticked.size }),
          ...(pending.length > 0 ? [t('receiving.startOverConfirm.pending', { count: pending.length })] : []),
        ],
        okText: t('receiving.startOverConfirm.ok'),
        testId: 'dock-start-over-confirm',
      }))
    )
      return;
    setSession(empty);
    setFeedback(null);
  };

  return { busy, receive, startOver };
}

/**
 * Dock receiving (issue #33, Warehouse/DockReceiving): a warehouse worker, on a phone or with a handheld scanner,
 * scans any box label of a shipped note to open it, then box by box. Each scan is judged at once against the note
 * (a box of this note is ticked, a second scan of it warned about, a box of another note refused naming that note,
 * an inner label packed in a box ticks its box), large and coloured, with a buzz. Receive sends the boxes scanned;
 * boxes not scanned are a shortage only once the worker confirms. Scans are handled one after the other, in order,
 * however fast the scanner types. The session is kept in the browser until the note is received or the worker starts
 * over (dockSession.ts): a reload finds it again, and a scan the server could not be asked about (no connection)
 * waits and is checked once the connection is back. On a phone the shell's phone layout carries the page.
 */
export default function DockReceivingPage() {
  const { t } = useTranslation();
  const dock = useDockSession();
  const { session, current, feedback, say } = dock;
  const [camera, setCamera] = useState(false);
  const scanBar = useRef<ScanBarHandle>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
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

  const { scan, checkPending } = useScans(dock);
  const { busy, receive, startOver } = useDockActions(dock, checkPending);

  // The connection is back: the scans that waited for it are checked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the queue and the session are read through refs
  useEffect(() => {
    const online = () => {
      if (current.current.pending.length > 0) enqueue(checkPending);
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  const { note, ticked, pending, received } = session;
  const onScan = (code: string) => enqueue(() => scan(code));

  return (
    <div className={styles.page} data-testid="dock-receiving" data-dock-phone="">
      <ScanBar
        ref={scanBar}
        onScan={onScan}
        onCamera={cameraScanning() ? () => setCamera(true) : undefined}
      />
      <Feedback feedback={feedback} />
      {pending.length > 0 && (
        <div className={styles.pending} data-testid="dock-pending" data-count={pending.length}>
          <span>
            <DisconnectOutlined aria-hidden /> {t('receiving.pending', { count: pending.length })}
          </span>
          <Button onClick={() => enqueue(checkPending)} data-testid="dock-retry">
            {t('receiving.retry')}
          </Button>
        </div>
      )}
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
