import { ArrowRightOutlined, WarningFilled } from '@ant-design/icons';
import { type DockNote, type DockReceived, deliveryStatus } from '@srm/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../app/components/DeliveryStatus.tsx';
import { formatQty, qty, qtyToString } from '../../platform/quantity.ts';
import styles from './DockReceiving.module.css';

/** After receiving: what was received per line, shortages highlighted, and on to the next note. */
export function ReceivedView(props: { note: DockNote; received: DockReceived; onNext: () => void }) {
  const { t } = useTranslation();
  const { note, received } = props;
  const lineOf = new Map(note.LINES.map((l) => [l.LINE_ID, l]));
  return (
    <section className={styles.card} data-testid="dock-received" aria-labelledby="dock-received-title">
      <div className={styles.noteHead}>
        <h2 id="dock-received-title" className={styles.deliveryNo}>
          {received.DELIVERY_NO}
        </h2>
        <StatusTag status={deliveryStatus.received} />
      </div>
      <p
        className={received.MISSING > 0 ? styles.missing : styles.complete}
        data-testid="dock-received-missing"
      >
        {received.MISSING > 0
          ? t('receiving.received.missing', { count: received.MISSING })
          : t('receiving.received.complete')}
      </p>
      <ul className={styles.list}>
        {received.LINES.map((r) => {
          const line = lineOf.get(r.LINE_ID);
          const short = qty(r.DELIVERY_QTY) - qty(r.RECEIVED_QTY);
          return (
            <li
              key={r.LINE_ID}
              className={`${styles.line} ${short > 0n ? styles.shortLine : ''}`}
              data-testid="dock-received-line"
              data-short={short > 0n}
            >
              <span className={styles.linePart}>
                {line && <span className={styles.lineNo}>{line.LINE_NO}</span>}{' '}
                <strong>{line?.PART_NO}</strong> {line?.PART_NAME}
              </span>
              <span data-testid="dock-received-qty">
                {t('receiving.received.qty', {
                  received: formatQty(r.RECEIVED_QTY),
                  delivered: formatQty(r.DELIVERY_QTY),
                  unit: line?.UNIT ?? '',
                })}
              </span>
              {short > 0n && (
                <span className={styles.shortage}>
                  <WarningFilled aria-hidden />{' '}
                  {t('receiving.received.shortage', { qty: formatQty(qtyToString(short)) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        type="primary"
        size="large"
        block
        icon={<ArrowRightOutlined aria-hidden />}
        onClick={props.onNext}
        className={styles.bigButton}
        data-testid="dock-next"
      >
        {t('receiving.received.next')}
      </Button>
    </section>
  );
}
