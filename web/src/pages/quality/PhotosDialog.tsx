import type { AttachmentInfo } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from '../../app/components/Attachments.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { qualityApi } from './qualityApi.ts';

/**
 * The photos of one received line's inspection (`Inspection/Photos`), opened from the list's photo count: the
 * rejection's evidence for quality staff and for the vendor, each file viewed or downloaded with the caller's token.
 */
export function PhotosDialog({
  line,
  onClose,
}: {
  line: { ID: number; DELIVERY_NO: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const photos = useQuery({
    queryKey: ['inspection-photos', line.ID],
    queryFn: ({ signal }) => qualityApi.inspectionPhotos(line.ID, signal),
    staleTime: 0,
  });
  return (
    <DraggableModal
      open
      width={520}
      title={t('quality.photos.title', { no: line.DELIVERY_NO })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose} data-testid="qi-photos-close">
          {t('quality.photos.close')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <div data-testid="qi-photos-dialog">
        {photos.data ? (
          <AttachmentLinks files={photos.data as AttachmentInfo[]} testId="qi-photos-links" />
        ) : photos.isError ? (
          <Result status="warning" title={photos.error.message} />
        ) : (
          <Spin />
        )}
      </div>
    </DraggableModal>
  );
}
