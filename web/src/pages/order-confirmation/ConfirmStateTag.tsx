import { type ConfirmState, confirmStateLabels } from '@srm/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isConfirmState } from './orderConfirmationApi.ts';

/** The colour of each confirmation state: to answer blue, waiting on the other side gold/purple, agreed green. */
export const confirmStateColor: Record<ConfirmState, string> = {
  new: 'blue',
  accepted: 'green',
  proposed: 'gold',
  countered: 'purple',
  refused: 'red',
  confirmed: 'cyan',
  changed: 'orange',
};

/** A line's confirmation state as its coloured tag; `text` is the list's own label when there is one. */
export function ConfirmStateTag({ state, text }: { state: unknown; text?: string }) {
  const { i18n } = useTranslation();
  if (!isConfirmState(state)) return state === null || state === undefined ? null : String(state);
  return (
    <Tag color={confirmStateColor[state]} data-state={state} className="oc-state">
      {text || confirmStateLabels[state][i18n.language === 'en' ? 'en' : 'zh-chs']}
    </Tag>
  );
}
