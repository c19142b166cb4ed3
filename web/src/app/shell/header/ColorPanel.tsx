import { CheckOutlined } from '@ant-design/icons';
import { ColorPicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { defaultColor, setPreferences, usePreferences } from '../../../platform/preferences.ts';
import styles from '../Shell.module.css';

/** The 7 preset accent colours of spec §9; the first is the default. */
export const colorPresets = ['#409EFF', '#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#722ED1'];

export default function ColorPanel() {
  const { t } = useTranslation();
  const { color } = usePreferences();
  const set = (c: string) => setPreferences({ color: c.toUpperCase() });
  return (
    <div className={styles.colorPanel} data-testid="shell-color-panel">
      <div className={styles.swatches}>
        {colorPresets.map((c) => (
          <button
            key={c}
            type="button"
            className={styles.swatch}
            style={{ background: c }}
            aria-label={c}
            aria-pressed={color.toUpperCase() === c}
            onClick={() => set(c)}
          >
            {color.toUpperCase() === c && <CheckOutlined />}
          </button>
        ))}
      </div>
      <div className={styles.colorRow}>
        <ColorPicker
          value={color}
          disabledAlpha
          presets={[{ label: t('shell.color.presets'), colors: colorPresets }]}
          onChangeComplete={(value) => set(value.toHexString())}
          showText
        />
        <button type="button" className={styles.linkButton} onClick={() => set(defaultColor)}>
          {t('shell.color.reset')}
        </button>
      </div>
    </div>
  );
}
