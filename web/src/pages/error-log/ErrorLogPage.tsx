import { BugOutlined, ClearOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { errorLog, type LogEntry, useErrorLog } from '../../platform/error-log.ts';

const kindColor = { error: 'red', rejection: 'volcano', request: 'orange' } as const;

/** The front-end error log (spec §2.1 `log`, PRODUCT §8): newest first, with details per entry. */
export default function ErrorLogPage() {
  const { t, i18n } = useTranslation();
  const entries = useErrorLog();
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (
    <Card
      title={
        <span>
          <BugOutlined /> {t('error-log.title')}
        </span>
      }
      extra={
        <Button icon={<ClearOutlined />} disabled={entries.length === 0} onClick={() => errorLog.clear()}>
          {t('error-log.clear')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('error-log.description')}</Typography.Paragraph>
      <Table<LogEntry>
        rowKey="id"
        size="middle"
        dataSource={entries}
        data-testid="log-table"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('error-log.empty')} />,
        }}
        expandable={{
          rowExpandable: (r) => Boolean(r.detail),
          expandedRowRender: (r) => <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{r.detail}</pre>,
        }}
        columns={[
          {
            key: 'time',
            title: t('error-log.columns.time'),
            width: 180,
            render: (_, r) => time.format(new Date(r.time)),
          },
          {
            key: 'kind',
            title: t('error-log.columns.kind'),
            width: 130,
            render: (_, r) => <Tag color={kindColor[r.kind]}>{t(`error-log.kinds.${r.kind}`)}</Tag>,
          },
          { key: 'message', title: t('error-log.columns.message'), dataIndex: 'message', ellipsis: true },
          { key: 'url', title: t('error-log.columns.url'), dataIndex: 'url', width: 260, ellipsis: true },
        ]}
      />
    </Card>
  );
}
