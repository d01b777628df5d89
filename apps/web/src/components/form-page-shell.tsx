import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
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
  /**
   * The list the page belongs to ('/customers'): where 'Quay lại danh sách' leads when the row
   * cannot be loaded. Without it, the button goes back in the browser's history.
   */
  backPath?: string;
  /** The height the spinner holds, about that of the form it stands for. */
  loadingHeight?: number;
  /** The form, keyed by the row's id by the caller so that every route starts afresh. */
  children: ReactNode;
};

/**
 * A create or update page: its heading, then a card with the form or why it has no data. A row
 * that cannot be loaded (deleted, an id that was never one) shows the server's message and the
 * way back, never an empty form whose submit could only fail.
 */
export function FormPageShell({
  title,
  detail,
  backPath,
  loadingHeight = 240,
  children,
}: FormPageShellProps) {
  const navigate = useNavigate();
  const goBack = () => void (backPath ? navigate(backPath) : navigate(-1));
  return (
    <>
      <PageHeader title={title} />
      <Card>
        {detail?.isPending ? (
          <Spin description={vi.common.loading} size="large">
            <div style={{ minHeight: loadingHeight }} aria-busy="true" />
          </Spin>
        ) : detail?.isError ? (
          <>
            <QueryErrorAlert query={detail} />
            <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={goBack}>
              {vi.common.backToList}
            </Button>
          </>
        ) : (
          children
        )}
      </Card>
    </>
  );
}
