import { SaveOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './components.module.css';

/** The save action button, styled orange in every theme (spec §1). Label defaults to "save". */
export function SaveButton({ children, className, ...props }: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button icon={<SaveOutlined />} {...props} className={[styles.save, className ?? ''].join(' ')}>
      {children ?? t('shell.actions.save')}
    </Button>
  );
}
