import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Drawer, type DrawerProps, Result, Spin } from 'antd';
import type { ReactNode } from 'react';

/** The record a drawer shows, read while its id is set (null: the drawer is closed and nothing is read). */
export function useRecordQuery<T>(
  id: number | null,
  key: (id: number) => QueryKey,
  load: (id: number, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: key(id ?? 0),
    queryFn: ({ signal }) => load(id ?? 0, signal),
    enabled: id !== null,
  });
}

/** A drawer's body until its record is read: the server's refusal, or a spinner (in its module's look). */
export function RecordWaiting({
  error,
  className,
  testId,
}: {
  error: Error | null;
  className: string;
  testId?: string;
}) {
  return error ? (
    <Result status="warning" title={error.message} data-testid={testId} />
  ) : (
    <Spin className={className} />
  );
}

type Props<T> = Omit<DrawerProps, 'title' | 'children'> & {
  /** The record once read: until then the drawer is titled `loadingTitle` and waits (`RecordWaiting`). */
  record: T | undefined;
  error: Error | null;
  loadingTitle: ReactNode;
  /** The spinner's class while the record is read. */
  waitingClassName: string;
  /** The refusal's test id, where a test reads it. */
  refusedTestId?: string;
  title: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
  /** What the drawer opens over itself (its dialogs, another drawer), beside the record. */
  dialogs?: ReactNode;
};

/** The drawer of one record read from the server (a document, a message): its title and body once it is read. */
export function RecordDrawer<T>({
  record,
  error,
  loadingTitle,
  waitingClassName,
  refusedTestId,
  title,
  children,
  dialogs,
  ...drawer
}: Props<T>) {
  return (
    <Drawer {...drawer} title={record ? title(record) : loadingTitle}>
      {record ? (
        children(record)
      ) : (
        <RecordWaiting error={error} className={waitingClassName} testId={refusedTestId} />
      )}
      {dialogs}
    </Drawer>
  );
}
