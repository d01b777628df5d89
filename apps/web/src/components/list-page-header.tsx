import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { vi } from '../i18n/vi';
import { PageHeader } from './page-header';
import { RefreshButton } from './refresh-button';

type ListPageHeaderProps = {
  title: string;
  /** Where 'Thêm mới' leads, e.g. '/cars/create'. */
  createPath: string;
  /** The list's query: 'Làm mới' fetches it again and spins while any fetch runs. */
  list: { isFetching: boolean; refetch: () => unknown };
  /** A list's own tools, placed before 'Làm mới' (the customers' quick jump). */
  tools?: ReactNode;
};

/** A resource list's heading with its actions: [tools] 'Làm mới' 'Thêm mới'. */
export function ListPageHeader({ title, createPath, list, tools }: ListPageHeaderProps) {
  const navigate = useNavigate();
  return (
    <PageHeader
      title={title}
      extra={
        <Space wrap>
          {tools}
          <RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(createPath)}>
            {vi.common.create}
          </Button>
        </Space>
      }
    />
  );
}
