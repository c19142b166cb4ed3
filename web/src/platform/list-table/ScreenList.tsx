import { type ScreenCode, screenListPaths, screens } from '@srm/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from './ListTable.tsx';
import type { ListTableHandle, ListTableProps } from './types.ts';

type Props = Omit<ListTableProps, 'listRoute' | 'loadPath' | 'exportPath' | 'title'> & {
  screen: ScreenCode;
  /** The list's handle (reload, selection) for a screen whose buttons act on it. */
  ref?: Ref<ListTableHandle>;
};

/**
 * The list of a registry screen (contract/src/screens.ts, `list`): its LIST_ROUTE, load and export paths and the
 * printout's title come from the screen's declaration, so a list page is the screen's code and what only it shows.
 */
export function ScreenList({ screen, ...rest }: Props) {
  const { t } = useTranslation();
  const paths = screenListPaths(screen);
  return (
    <ListTable
      listRoute={screens[screen].path}
      loadPath={paths.loadData}
      exportPath={paths.exportData}
      title={t(`routes.${screen}`)}
      {...rest}
    />
  );
}
