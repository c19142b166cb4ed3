import { EnterOutlined, ExportOutlined, SearchOutlined } from '@ant-design/icons';
import { Empty, Input, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n.ts';
import { useSession } from '../../../platform/session.ts';
import { entryAction, menuTitle, searchMenus } from '../menu/menu-model.ts';
import { useOpenEntry } from '../menu/useOpenEntry.ts';
import styles from '../Shell.module.css';

/** Focus moves to the input 500 ms after opening (spec §9), once the panel has animated in. */
const searchFocusDelayMs = 500;

/**
 * The search panel (spec §2.2): `s` opens it, `esc` closes it; it searches the menu titles in both languages
 * and opens the chosen page.
 */
export default function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const openEntry = useOpenEntry();
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const input = useRef<InputRef>(null);
  const en = currentLanguage() === 'en';
  const results = useMemo(() => searchMenus(permissions?.listMenu ?? [], query), [permissions, query]);

  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), searchFocusDelayMs);
    return () => clearTimeout(timer);
  }, []);
  const search = (value: string) => {
    setQuery(value);
    setCursor(0);
  };

  const choose = (index: number) => {
    const hit = results[index];
    if (!hit) return;
    onClose();
    openEntry(hit.entry);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes on click; keys are on the input
    // biome-ignore lint/a11y/useKeyWithClickEvents: esc is handled globally by the shell
    <div className={styles.searchBackdrop} onClick={onClose} data-testid="search-panel">
      <div
        className={styles.searchPanel}
        role="dialog"
        aria-label={t('shell.search.title')}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setCursor((c) => Math.min(results.length - 1, c + 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setCursor((c) => Math.max(0, c - 1));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            choose(cursor);
          }
        }}
      >
        <Input
          ref={input}
          size="large"
          variant="borderless"
          prefix={<SearchOutlined />}
          placeholder={t('shell.search.placeholder')}
          aria-label={t('shell.search.title')}
          value={query}
          onChange={(e) => search(e.target.value)}
          allowClear
        />
        <div className={styles.searchResults}>
          {query.trim() === '' ? (
            <div className={styles.searchHint}>{t('shell.search.hint')}</div>
          ) : results.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.search.none')} />
          ) : (
            <ul aria-label={t('shell.search.results')}>
              {results.map((hit, i) => (
                <li key={hit.entry.ID}>
                  <button
                    type="button"
                    data-testid="search-result"
                    aria-current={i === cursor}
                    className={`${styles.searchItem} ${i === cursor ? styles.searchItemActive : ''}`}
                    onMouseEnter={() => setCursor(i)}
                    onClick={() => choose(i)}
                  >
                    <span className={styles.searchTitle}>
                      {menuTitle(hit.entry, en)}
                      {entryAction(hit.entry).kind === 'window' && <ExportOutlined />}
                    </span>
                    <span className={styles.searchPath}>
                      {[...hit.parents.map((p) => menuTitle(p, en)), menuTitle(hit.entry, !en)].join(' / ')}
                    </span>
                    {i === cursor && <EnterOutlined className={styles.searchEnter} />}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.searchFoot}>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> {t('shell.search.move')}
          </span>
          <span>
            <kbd>Enter</kbd> {t('shell.search.open')}
          </span>
          <span>
            <kbd>Esc</kbd> {t('shell.search.close')}
          </span>
        </div>
      </div>
    </div>
  );
}
