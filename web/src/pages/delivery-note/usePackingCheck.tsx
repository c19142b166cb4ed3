import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelApi } from '../label/labelApi.ts';

/**
 * Before shipping: the note's labels should all be packed and its boxes verified (PRODUCT §6). When they are not,
 * the user confirms with the figures; shipping stays possible (labels are optional, and a note without labels
 * asks nothing). When the check itself fails, shipping goes on: the check must not block a delivery.
 */
export function usePackingCheck() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return async (noteId: number, noteNo: string): Promise<boolean> => {
    const state = await labelApi.packingState(noteId).catch(() => null);
    if (!state || (state.LABELS <= state.PACKED && state.UNVERIFIED_BOXES <= 0)) return true;
    const lines = [
      state.LABELS > state.PACKED
        ? t('label.ship.unpacked', {
            count: state.LABELS - state.PACKED,
            labels: state.LABELS,
            packed: state.PACKED,
          })
        : null,
      state.UNVERIFIED_BOXES > 0
        ? t('label.ship.unverified', { count: state.UNVERIFIED_BOXES, boxes: state.BOXES })
        : null,
    ].filter((l): l is string => l !== null);
    return modal.confirm({
      title: t('label.ship.title', { no: noteNo }),
      content: (
        <div data-testid="dn-ship-packing">
          {lines.map((l) => (
            <p key={l}>{l}</p>
          ))}
          <p>{t('label.ship.question')}</p>
        </div>
      ),
      okText: t('label.ship.continue'),
      cancelText: t('common.cancel'),
    });
  };
}
