import { useNavigate } from 'react-router';
import { Alert, Button, Card, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CUSTOMER_PAGE_SIZES, type Customer } from '@depot/shared/customers/customers.schema';
import { CustomerPicker } from '../../../components/customer-picker/customer-picker';
import { PageHeader } from '../../../components/page-header';
import { RefreshButton } from '../../../components/refresh-button';
import { useToast } from '../../../components/toast';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomers } from '../api/get-customers';
import { customerColumns } from './customer-columns';
import { useCustomerListParams } from './use-customer-list-params';

/**
 * /customers (spec 1 §2, DESIGN.md decision 5): 50 a page, header filters, outstanding debt,
 * filters and page in the URL; a quick jump to any customer's edit page.
 */
export function CustomersListPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { confirm: confirmDelete, dialog: deleteDialog } = useConfirmDelete();
  const { query, setFilter, goToPage } = useCustomerListParams();
  const customersQuery = useCustomers(query);
  const deleteCustomer = useDeleteCustomer();

  const onDelete = (customer: Customer) => {
    confirmDelete({
      content: vi.customers.deleteQuestion(customer.full_name),
      onConfirm: () =>
        deleteCustomer.mutateAsync(customer.id).then(
          (message) => {
            toast.success(message);
            // Spec 1 §4: after a delete the list returns to page 1 and reloads.
            goToPage(1, query.limit);
          },
          // Spec 1 §8 reports list errors in an alert: the red toast is this app's alert.
          (error: unknown) => toast.error(errorMessage(error)),
        ),
    });
  };

  return (
    <>
      <PageHeader
        title={vi.customers.listTitle}
        extra={
          <Space wrap>
            <CustomerPicker
              value={null}
              placeholder={vi.customers.quickJump}
              onChange={(id) => {
                if (id !== undefined) navigate(`/customers/update/${id}`);
              }}
              style={{ width: 280, maxWidth: '100%' }}
            />
            <RefreshButton
              loading={customersQuery.isFetching}
              onClick={() => void customersQuery.refetch()}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate('/customers/create')}
            >
              {vi.common.create}
            </Button>
          </Space>
        }
      />
      <Card>
        {customersQuery.isError && (
          <Alert
            type="error"
            showIcon
            title={errorMessage(customersQuery.error)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Table<Customer>
          rowKey="id"
          size="middle"
          columns={customerColumns({ query, setFilter, onDelete })}
          dataSource={customersQuery.data?.rows ?? []}
          loading={customersQuery.isFetching}
          // Wide enough for every column on a laptop (long addresses wrap), scrolls on a phone.
          scroll={{ x: 900 }}
          locale={{ emptyText: vi.customers.empty }}
          pagination={{
            current: query.paged,
            pageSize: query.limit,
            total: customersQuery.data?.total ?? 0,
            pageSizeOptions: [...CUSTOMER_PAGE_SIZES],
            showSizeChanger: true,
            hideOnSinglePage: true,
            showTotal: (total) => vi.customers.total(total),
            onChange: goToPage,
          }}
        />
      </Card>
      {deleteDialog}
    </>
  );
}
