import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { setPreferences, usePreferences } from '../../../platform/preferences.ts';
import { DraggableModal } from '../../components/DraggableModal.tsx';
import { resolveTheme, type ShellTheme, shellThemes, themeNames } from '../../theme/themes.ts';
import styles from '../Shell.module.css';

/** A miniature of the layout drawn with the theme's own colours. */
function ThemePreview({ theme, color }: { theme: ShellTheme; color: string }) {
  const bg = (s: { bg: string; image?: string }) => ({
    backgroundColor: s.bg,
    backgroundImage: s.image ?? 'none',
  });
  return (
    <div className={styles.preview} style={{ background: theme.content.bg }} aria-hidden>
      <div className={styles.previewHeader} style={bg(theme.header)}>
        <span
          className={styles.bar}
          style={{ width: 36, height: 4, opacity: 0.8, background: theme.header.color }}
        />
      </div>
      <div className={styles.previewBody}>
        <div className={styles.previewSidebar} style={bg(theme.sidebar)}>
          <span className={styles.bar} style={{ height: 8, background: theme.sidebar.activeBg }} />
          <span className={styles.bar} style={{ height: 4, opacity: 0.6, background: theme.sidebar.muted }} />
          <span className={styles.bar} style={{ height: 4, opacity: 0.6, background: theme.sidebar.muted }} />
        </div>
        <div className={styles.previewPanel} style={{ background: theme.panel.bg }}>
          <span className={styles.bar} style={{ height: 5, background: color }} />
          <span className={styles.bar} style={{ height: 5, opacity: 0.5, background: theme.panel.title }} />
          <span className={styles.bar} style={{ height: 5, opacity: 0.5, background: theme.panel.title }} />
        </div>
        <div className={styles.previewMain}>
          <div className={styles.previewTabs} style={{ background: theme.tabs.bg }}>
            <span
              className={styles.bar}
              style={{
                width: 24,
                height: 9,
                background: theme.tabs.activeBg,
                borderTop: `2px solid ${color}`,
              }}
            />
            <span className={styles.bar} style={{ width: 24, height: 9, background: theme.tabs.tab }} />
          </div>
          <div className={styles.previewCard} style={{ background: theme.content.card }} />
        </div>
      </div>
    </div>
  );
}

/** The theme dialog of spec §2.2: every theme with a preview and an activate button; grey mode. */
export default function ThemeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { theme, color, grey } = usePreferences();
  const active = resolveTheme(theme).name;
  return (
    <DraggableModal open title={t('themes.title')} width={820} footer={null} onCancel={onClose}>
      <div className={styles.themeGrid} data-testid="theme-dialog">
        {themeNames.map((name) => (
          <div
            key={name}
            className={`${styles.themeCard} ${name === active ? styles.themeCardActive : ''}`}
            data-testid={`theme-${name}`}
          >
            <ThemePreview theme={shellThemes[name]} color={color} />
            <div className={styles.themeMeta}>
              <div>
                <div className={styles.themeName}>{t(`themes.names.${name}`)}</div>
                <div className={styles.themeDesc}>{t(`themes.descriptions.${name}`)}</div>
              </div>
              {name === active ? (
                <span className={styles.themeActive}>
                  <CheckCircleFilled /> {t('themes.active')}
                </span>
              ) : (
                <Button size="small" type="primary" ghost onClick={() => setPreferences({ theme: name })}>
                  {t('themes.activate')}
                </Button>
              )}
            </div>
          </div>
        ))}
      </div>
      <div className={styles.greyRow}>
        <div>
          <div className={styles.themeName}>{t('themes.grey')}</div>
          <div className={styles.themeDesc}>{t('themes.greyHint')}</div>
        </div>
        <Switch
          checked={grey}
          aria-label={t('themes.grey')}
          data-testid="grey-mode"
          onChange={(checked) => setPreferences({ grey: checked })}
        />
      </div>
    </DraggableModal>
  );
}
