import { Link } from 'react-router';
import { Button, Space } from 'antd';
import { vi } from '../i18n/vi';

type RowActionsProps = {
  /** The row's update page, e.g. `/cars/update/7`. */
  editPath: string;
  /** Absent where the signed-in role may not delete the row: no 'Xóa' button then. */
  onDelete?: () => void;
};

/** A list row's 'Sửa' link and 'Xóa' button (which opens the confirmation). */
export function RowActions({ editPath, onDelete }: RowActionsProps) {
  return (
    <Space size="small">
      <Link to={editPath}>{vi.common.edit}</Link>
      {onDelete && (
        <Button type="link" danger size="small" onClick={onDelete}>
          {vi.common.delete}
        </Button>
      )}
    </Space>
  );
}
