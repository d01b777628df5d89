import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useToast } from '../../../components/toast';
import { useConfirmDialog } from '../../../components/use-confirm-dialog';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useDropSetAside } from '../api/backups-queries';

const t = vi.backups.restore;

/**
 * `Xóa` of a database a restore set aside (the owner), after asking: once the data now is known
 * good, the old one only takes disk space (the server drops it after 7 days anyway).
 */
export function DropSetAsideButton({ name }: { name: string }) {
  const toast = useToast();
  const drop = useDropSetAside();
  const { ask, dialog } = useConfirmDialog();
  return (
    <>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t.dropOf(name)}
        onClick={() =>
          ask({
            title: t.dropTitle,
            content: t.dropQuestion(name),
            okText: t.dropOk,
            cancelText: t.cancel,
            danger: true,
            onConfirm: async () => {
              try {
                toast.success((await drop.mutateAsync(name)).message);
              } catch (error) {
                toast.error(errorMessage(error));
              }
            },
          })
        }
      >
        {t.drop}
      </Button>
      {dialog}
    </>
  );
}
