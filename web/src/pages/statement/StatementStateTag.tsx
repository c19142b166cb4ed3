import { type StatementState, statementStateColor, statementStateLabels } from '@srm/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A statement's state as its coloured tag; `text` is the list's own label when there is one. */
export function StatementStateTag({ state, text }: { state: unknown; text?: string }) {
  const { i18n } = useTranslation();
  const code = Number(state) as StatementState;
  const label = statementStateLabels[code];
  if (!label) return state === null || state === undefined ? null : String(state);
  return (
    <Tag color={statementStateColor[code]} data-state={code} className="st-state">
      {text || label[i18n.language === 'en' ? 'en' : 'zh-chs']}
    </Tag>
  );
}
