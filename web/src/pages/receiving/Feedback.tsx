import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './DockReceiving.module.css';

/** Green: a box ticked, a note loaded or received; orange: harmless but look (scanned twice); red: refused. */
export type Tone = 'ok' | 'warn' | 'bad';
export type FeedbackState = { tone: Tone; text: string; seq: number };

const icons = {
  ok: <CheckCircleFilled aria-hidden />,
  warn: <ExclamationCircleFilled aria-hidden />,
  bad: <CloseCircleFilled aria-hidden />,
};

/** The phone buzzes once for a tick, twice for a warning, long for a refusal (where it can: not on iOS). */
const patterns: Record<Tone, number[]> = { ok: [60], warn: [120, 80, 120], bad: [400, 120, 400] };
export function vibrate(tone: Tone) {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function')
    navigator.vibrate(patterns[tone]);
}

/**
 * The answer to the last scan, large enough to read at arm's length, coloured and announced to screen readers; the
 * page's short instructions until the first scan.
 */
export function Feedback({ feedback }: { feedback: FeedbackState | null }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="assertive" aria-atomic="true">
      {feedback ? (
        <div
          key={feedback.seq}
          className={`${styles.feedback} ${styles[feedback.tone]}`}
          data-testid="dock-feedback"
          data-tone={feedback.tone}
        >
          {icons[feedback.tone]}
          <span>{feedback.text}</span>
        </div>
      ) : (
        <p className={styles.intro} data-testid="dock-intro">
          {t('receiving.intro')}
        </p>
      )}
    </div>
  );
}
