import type { AnnouncementReceipt } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Progress, Result, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { useMoment } from './AnnouncementReader.tsx';
import { announcementApi, announcementKeys } from './announcementApi.ts';

type Filter = 'all' | 'read' | 'unread';

/** Who of the audience read the announcement (which version, when) and who has not. */
export function ReceiptsDrawer({
  id,
  title,
  onClose,
}: {
  id: number | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions('announcement');
  const moment = useMoment();
  const [filter, setFilter] = useState<Filter>('all');
  const query = useQuery({
    queryKey: announcementKeys.receipts(id ?? 0),
    queryFn: ({ signal }) => announcementApi.receipts(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
  });
  const data = query.data;
  const rows = (data?.ROWS ?? []).filter((r) =>
    filter === 'all' ? true : filter === 'read' ? r.READ : !r.READ,
  );
  const status = (r: AnnouncementReceipt) => {
    if (r.READ) return <Tag color="green">{t('announcement.receipts.read')}</Tag>;
    if (r.READ_VERSION !== null)
      return <Tag color="gold">{t('announcement.receipts.readOlder', { version: r.READ_VERSION })}</Tag>;
    return <Tag>{t('announcement.receipts.unread')}</Tag>;
  };
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(760px, 96vw)"
      title={t('announcement.receipts.title', { title })}
      destroyOnHidden
      data-testid="ann-receipts"
    >
      {!data ? (
        query.isError ? (
          <Result status="warning" title={query.error.message} />
        ) : (
          <Skeleton active />
        )
      ) : (
        <>
          <div className="ann-receipts-summary">
            <span className="ann-receipts-count" data-testid="ann-receipts-summary">
              <Progress
                type="circle"
                size={44}
                percent={data.AUDIENCE_COUNT ? Math.round((100 * data.READ_COUNT) / data.AUDIENCE_COUNT) : 0}
              />
              {t('announcement.receipts.summary', {
                read: data.READ_COUNT,
                audience: data.AUDIENCE_COUNT,
                version: data.VERSION,
              })}
            </span>
            <Segmented<Filter>
              value={filter}
              onChange={setFilter}
              aria-label={t('announcement.receipts.filter.name')}
              options={(['all', 'read', 'unread'] as const).map((f) => ({
                value: f,
                label: t(`announcement.receipts.filter.${f}`),
              }))}
            />
          </div>
          <Table<AnnouncementReceipt>
            size="small"
            rowKey="USER_ID"
            dataSource={rows}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            data-testid="ann-receipts-table"
            columns={[
              { title: field('USER_NAME'), dataIndex: 'USER_NAME', width: 120 },
              { title: field('NICK_NAME'), dataIndex: 'NICK_NAME' },
              { title: field('VENDOR_CODE'), dataIndex: 'VENDOR_CODE', width: 110 },
              {
                title: field('STATE'),
                key: 'state',
                width: 150,
                render: (_, r) => (
                  <>
                    {status(r)}
                    {!r.IN_AUDIENCE && <Tag>{t('announcement.receipts.leftAudience')}</Tag>}
                  </>
                ),
              },
              {
                title: t('announcement.receipts.readAt'),
                dataIndex: 'READ_AT',
                width: 170,
                render: (v: string | null) => <span className="ann-nowrap">{moment(v)}</span>,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
