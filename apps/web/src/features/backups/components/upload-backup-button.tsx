import { UploadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useRef } from 'react';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useUploadBackup } from '../api/backups-queries';

const t = vi.backups.restore;

/**
 * `Tải tệp sao lưu lên` (the owner): a backup file downloaded before, brought to this machine,
 * sent as it is; the server checks it whole and lists it, and its restore dialog opens.
 */
export function UploadBackupButton({ onUploaded }: { onUploaded: (name: string) => void }) {
  const toast = useToast();
  const upload = useUploadBackup();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".backup"
        aria-label={t.upload}
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          upload.mutate(file, {
            onSuccess: ({ message, backup }) => {
              toast.success(message);
              onUploaded(backup.name);
            },
            onError: (error) => toast.error(errorMessage(error)),
          });
        }}
      />
      <Tooltip title={t.uploadHint}>
        <Button
          icon={<UploadOutlined />}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? t.uploading : t.upload}
        </Button>
      </Tooltip>
    </>
  );
}
