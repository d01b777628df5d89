import type { ReactNode } from 'react';
import { Card, Spin } from 'antd';
import { vi } from '../i18n/vi';
import { PageHeader } from './page-header';
import { QueryErrorAlert } from './query-error-alert';

type FormPageShellProps = {
  title: string;
  /**
   * The query of the row being edited; absent on a create page. While it loads the card shows
   * a spinner instead of the form, since the form reads its initial values only once.
   */
  detail?: { isPending: boolean; isError: boolean; error: unknown };
  /** The height the spinner holds, about that of the form it stands for. */
  loadingHeight?: number;
  /** The form, keyed by the row's id by the caller so that every route starts afresh. */
  children: ReactNode;
};

/** A create or update page: its heading, then a card with the form or why it has no data. */
export function FormPageShell({
  title,
  detail,
  loadingHeight = 240,
  children,
}: FormPageShellProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        {detail?.isPending ? (
          <Spin description={vi.common.loading} size="large">
            <div style={{ minHeight: loadingHeight }} aria-busy="true" />
          </Spin>
        ) : (
          <>
            {detail && <QueryErrorAlert query={detail} />}
            {children}
          </>
        )}
      </Card>
    </>
  );
}
