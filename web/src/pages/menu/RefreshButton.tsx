import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A menu tab's refresh: reads its data again, the icon turning while it does. */
export function RefreshButton({
  fetching,
  onRefresh,
}: {
  fetching: boolean;
  onRefresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Button icon={<ReloadOutlined spin={fetching} />} onClick={() => void onRefresh()}>
      {t('menu.actions.refresh')}
    </Button>
  );
}
