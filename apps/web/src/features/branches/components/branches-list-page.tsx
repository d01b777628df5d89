import { useNavigate } from 'react-router';
import { Button, Card, Grid, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Branch } from '@depot/shared/branches/branches.schema';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { RefreshButton } from '../../../components/refresh-button';
import { vi } from '../../../i18n/vi';
import { useBranchList } from '../api/get-branches';
import { branchColumns } from './branch-columns';
import { useBranchProvinces } from './use-branch-provinces';

/**
 * /chi-nhanh (admins): every branch of the depot on one table, in code order (a depot has a
 * handful, so no pager and no filter), `Thêm chi nhánh` and `Sửa` on each row.
 */
export function BranchesListPage() {
  const navigate = useNavigate();
  const list = useBranchList();
  const { names } = useBranchProvinces();
  const narrow = Grid.useBreakpoint().md === false;

  return (
    <>
      <PageHeader
        title={vi.branches.title}
        extra={
          <Space wrap>
            <RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/chi-nhanh/create')}
            >
              {vi.branches.add}
            </Button>
          </Space>
        }
      />
      {/* A phone's 390 px cannot spare the card's usual 24 px on each side (as ResourceTable). */}
      <Card styles={narrow ? { body: { padding: 12 } } : undefined}>
        <QueryErrorAlert query={list} />
        <Table<Branch>
          rowKey="id"
          columns={branchColumns({ provinceNames: names })}
          dataSource={list.data ?? []}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: vi.branches.empty }}
          pagination={false}
        />
      </Card>
    </>
  );
}
