import type { ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { errorMessage } from '../../lib/api-client';
import { useSettings } from '../../lib/settings-queries';
import { DepotNotConfigured } from './depot-header';
import { PrintPage } from './print-page';

type RecordPrintPageProps<T> = {
  /** The record read by its id; `invalid` says why when the id in the address is not one. */
  record: UseQueryResult<T>;
  invalid: string | null;
  /** The document's name once the record is in (the file a browser saves), and before. */
  titleOf: (record: T) => string;
  loadingTitle: string;
  backTo: string;
  children: (record: T, depot: Settings) => ReactNode;
};

/**
 * The print view of one money record (a payment's receipt, a payout's slip), A5 or A4: the
 * record and the depot's details read, then the sheet; why not, in words, when either fails.
 */
export function RecordPrintPage<T>({
  record,
  invalid,
  titleOf,
  loadingTitle,
  backTo,
  children,
}: RecordPrintPageProps<T>) {
  const settings = useSettings();
  const data = record.data;
  const failure =
    invalid ??
    (record.isError
      ? errorMessage(record.error)
      : settings.isError
        ? errorMessage(settings.error)
        : null);
  return (
    <PrintPage
      title={data ? titleOf(data) : loadingTitle}
      backTo={backTo}
      sizes={['A5', 'A4']}
      notice={settings.data && <DepotNotConfigured depot={settings.data} />}
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ maxWidth: 640, margin: '24px auto' }}
        />
      ) : !data || !settings.data ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : (
        children(data, settings.data)
      )}
    </PrintPage>
  );
}
