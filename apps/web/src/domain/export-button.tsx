import { FileExcelOutlined } from '@ant-design/icons';
import type { FileEndpoint } from '@depot/shared/api/contract';
import { EXPORT_CONFIRM_ROWS } from '@depot/shared/exports/exports.rules';
import { formatNumber } from '@depot/shared/text/format';
import { Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { vi } from '../i18n/vi';
import { downloadApi } from '../lib/api-call';
import { errorMessage } from '../lib/api-client';
import { saveDownload } from '../lib/api-download';
import { useToast } from '../components/toast';

const t = vi.exports;

/** An export of the contract (`exportsApi.*`): a file endpoint read by its query alone. */
type ExportEndpoint = FileEndpoint & { query: z.ZodType; params?: undefined };

/** The filters of an export, as its query schema reads them. */
export type ExportQuery<E extends ExportEndpoint> = z.input<E['query']>;

type ExportButtonProps<E extends ExportEndpoint> = {
  /** The export, `exportsApi.products`. */
  endpoint: E;
  query: ExportQuery<E>;
  label?: string;
  disabled?: boolean;
  /** How many rows the export holds: above EXPORT_CONFIRM_ROWS the button asks first. */
  countRows?: () => Promise<number>;
};

const megabytes = (bytes: number) =>
  (bytes / 1024 / 1024).toLocaleString('vi-VN', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/**
 * `Xuất Excel`: downloads a streamed export with the signed-in token and saves it under the
 * server's file name; while it arrives the button shows the megabytes received (the size is
 * not known ahead: the server writes the file as it reads the rows).
 */
export function ExportButton<E extends ExportEndpoint>({
  endpoint,
  query,
  label = t.excel,
  disabled,
  countRows,
}: ExportButtonProps<E>) {
  const toast = useToast();
  const [received, setReceived] = useState<number | null>(null);
  const [counting, setCounting] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    abort.current = new AbortController();
    setReceived(0);
    try {
      const file = await downloadApi<ExportEndpoint>(endpoint, {
        query,
        signal: abort.current.signal,
        onProgress: setReceived,
      });
      saveDownload(file);
      toast.success(t.done(file.filename));
    } catch (error) {
      if (!abort.current.signal.aborted) toast.error(errorMessage(error));
    } finally {
      setReceived(null);
    }
  };

  const start = async () => {
    if (!countRows) return run();
    setCounting(true);
    try {
      const rows = await countRows();
      if (rows > EXPORT_CONFIRM_ROWS) setAsking(rows);
      else await run();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setCounting(false);
    }
  };

  const busy = received !== null;
  return (
    <>
      <Button
        icon={<FileExcelOutlined />}
        loading={busy || counting}
        disabled={disabled}
        onClick={() => void start()}
        aria-live="polite"
      >
        {busy ? (received > 0 ? t.progress(megabytes(received)) : t.starting) : label}
      </Button>
      <Modal
        open={asking !== null}
        title={t.largeTitle}
        okText={t.largeOk}
        cancelText={t.largeCancel}
        onOk={() => {
          setAsking(null);
          void run();
        }}
        onCancel={() => setAsking(null)}
      >
        {asking !== null && t.large(formatNumber(asking))}
      </Modal>
    </>
  );
}
