import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { vi } from '../i18n/vi';

type RefreshButtonProps = { loading?: boolean; onClick: () => void };

/** 'Làm mới': reloads a list from the server. */
export function RefreshButton({ loading, onClick }: RefreshButtonProps) {
  return (
    <Button icon={<ReloadOutlined spin={loading} />} onClick={onClick}>
      {vi.listTools.refresh}
    </Button>
  );
}
