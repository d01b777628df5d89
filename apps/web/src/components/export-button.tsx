import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { vi } from '../i18n/vi';
import { errorMessage, type QueryValue } from '../lib/api-client';
import { apiDownload, saveDownload } from '../lib/api-download';
import { useToast } from './toast';

const t = vi.exports;

type ExportButtonProps = {
  /** The export's API path, `/export/products`. */
  path: string;
  query?: Record<string, QueryValue | QueryValue[]>;
  label?: string;
  disabled?: boolean;
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
export function ExportButton({ path, query, label = t.excel, disabled }: ExportButtonProps) {
  const toast = useToast();
  const [received, setReceived] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    abort.current = new AbortController();
    setReceived(0);
    try {
      const file = await apiDownload(path, {
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

  const busy = received !== null;
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={busy}
      disabled={disabled}
      onClick={() => void run()}
      aria-live="polite"
    >
      {busy ? (received > 0 ? t.progress(megabytes(received)) : t.starting) : label}
    </Button>
  );
}
