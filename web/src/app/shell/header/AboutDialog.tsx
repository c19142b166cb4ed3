import { appEnvTag, appVersion } from '@srm/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../components/DraggableModal.tsx';
import styles from '../Shell.module.css';

/** About this application: name, version, environment. */
export default function AboutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DraggableModal open title={t('shell.about.title')} onCancel={onClose} footer={null}>
      <div className={styles.about}>
        <img src="/favicon.svg" alt="" width={48} height={48} />
        <div>
          <div className={styles.aboutName}>{t('common.appName')}</div>
          <div className={styles.aboutText}>{t('shell.about.description')}</div>
        </div>
      </div>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'version', label: t('shell.about.version'), children: appVersion },
          { key: 'env', label: t('shell.about.environment'), children: appEnvTag },
          { key: 'host', label: t('shell.about.server'), children: window.location.host },
        ]}
      />
    </DraggableModal>
  );
}
