import { CheckCircleFilled } from '@ant-design/icons';
import type { DockLine, DockNote, DockPackage } from '@srm/contract';
import { Progress, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../app/components/DeliveryStatus.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { formatQty } from '../../platform/quantity.ts';
import styles from './DockReceiving.module.css';

const day = (value: string) => {
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD') : value;
};

/** The note being received: number, vendor, date and how many of its boxes are scanned. */
export function NoteHead({ note, scanned }: { note: DockNote; scanned: number }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const total = note.PACKAGES.length;
  const done = total > 0 && scanned === total;
  return (
    <section className={styles.card} data-testid="dock-note" aria-labelledby="dock-delivery-no">
      <div className={styles.noteHead}>
        <h2 id="dock-delivery-no" className={styles.deliveryNo} data-testid="dock-delivery-no">
          {note.DELIVERY_NO}
        </h2>
        <StatusTag status={note.STATUS} />
      </div>
      <dl className={styles.facts}>
        <dt>{field('VENDOR')}</dt>
        <dd>
          {note.VENDOR_CODE} {note.VENDOR_NAME}
        </dd>
        <dt>{field('DELIVERY_DATE')}</dt>
        <dd>{day(note.DELIVERY_DATE)}</dd>
      </dl>
      <div className={styles.progress}>
        <span className={styles.progressFigure} data-testid="dock-progress" data-done={done}>
          {t('receiving.progress', { scanned, count: total })}
        </span>
        <Progress
          percent={total ? Math.round((scanned / total) * 100) : 0}
          showInfo={false}
          status={done ? 'success' : 'active'}
          size={{ height: 14 }}
          aria-label={t('receiving.progressAria', { scanned, total })}
        />
      </div>
    </section>
  );
}

const partSummary = (p: DockPackage) => p.LINES.map((l) => `${l.PART_NO} × ${formatQty(l.QTY)}`).join(' · ');

/** The note's packages, a tick on each one scanned. */
export function PackageList({ note, ticked }: { note: DockNote; ticked: ReadonlySet<string> }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="dock-packages">
      <h3 id="dock-packages" className={styles.sectionTitle}>
        {t('receiving.packages.title')}
      </h3>
      <ul className={styles.list} data-testid="dock-packages">
        {note.PACKAGES.map((p) => {
          const scanned = ticked.has(p.CODE);
          return (
            <li
              key={p.CODE}
              className={`${styles.package} ${scanned ? styles.scanned : ''}`}
              data-testid="dock-package"
              data-code={p.CODE}
              data-scanned={scanned}
            >
              <span className={styles.tick} aria-hidden>
                {scanned ? <CheckCircleFilled /> : <span className={styles.hollow} />}
              </span>
              <span className={styles.packageBody}>
                <span className={styles.code}>{p.CODE}</span>
                <span className={styles.packageMeta}>
                  <Tag color={p.KIND === 'outer' ? 'blue' : 'default'}>
                    {t(`receiving.packages.${p.KIND}`)}
                  </Tag>
                  <span>{t('receiving.packages.labels', { count: p.LABELS })}</span>
                  <span className={styles.srOnly}>
                    {scanned ? t('receiving.packages.scanned') : t('receiving.packages.notScanned')}
                  </span>
                </span>
                {p.LINES.length > 0 && <span className={styles.parts}>{partSummary(p)}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The note's lines: part, delivered quantity and what of it is on no label. */
export function LineList({ lines }: { lines: DockLine[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="dock-lines">
      <h3 id="dock-lines" className={styles.sectionTitle}>
        {t('receiving.lines.title')}
      </h3>
      <ul className={styles.list} data-testid="dock-lines">
        {lines.map((l) => (
          <li key={l.LINE_ID} className={styles.line} data-testid="dock-line">
            <span className={styles.linePart}>
              <span className={styles.lineNo}>{l.LINE_NO}</span> <strong>{l.PART_NO}</strong> {l.PART_NAME}
            </span>
            <span>{t('receiving.lines.delivered', { qty: formatQty(l.DELIVERY_QTY), unit: l.UNIT })}</span>
            {Number(l.LOOSE_QTY) > 0 && (
              <span className={styles.loose}>
                {t('receiving.lines.loose', { qty: formatQty(l.LOOSE_QTY) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
