import { Link } from 'react-router';
import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { vi } from '../i18n/vi';
import { HoverTooltip } from './hover-tooltip';

type RowActionsProps = {
  /** The row's update page, e.g. `/cars/update/7`. */
  editPath: string;
  /** Absent where the signed-in role may not delete the row: no 'Xóa' button then. */
  onDelete?: () => void;
  /**
   * Icons named 'Sửa' and 'Xóa' (for assistive technology, and in a tooltip) instead of words:
   * a table with many columns keeps the width for its data. The tooltips are made on hover:
   * two on each of a page's rows cost more than the row.
   */
  iconsOnly?: boolean;
};

/** A list row's 'Sửa' link and 'Xóa' button (which opens the confirmation). */
export function RowActions({ editPath, onDelete, iconsOnly = false }: RowActionsProps) {
  if (iconsOnly) {
    return (
      <Space size={4}>
        <HoverTooltip title={vi.common.edit}>
          <Link to={editPath} aria-label={vi.common.edit} style={{ padding: '0 4px' }}>
            <EditOutlined />
          </Link>
        </HoverTooltip>
        {onDelete && (
          <HoverTooltip title={vi.common.delete}>
            <Button
              type="text"
              danger
              size="small"
              aria-label={vi.common.delete}
              icon={<DeleteOutlined />}
              onClick={onDelete}
            />
          </HoverTooltip>
        )}
      </Space>
    );
  }
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
