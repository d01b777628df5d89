import { useNavigate } from 'react-router';
import { CUSTOMER_PAGE_SIZES, type Customer } from '@depot/shared/customers/customers.schema';
import { CustomerPicker } from '../../../domain/customer-picker/customer-picker';
import { ListPageHeader } from '../../../components/list-page-header';
import { ResourceTable } from '../../../components/resource-table';
import { useDeleteWithToast } from '../../../components/use-delete-with-toast';
import { vi } from '../../../i18n/vi';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomers } from '../api/get-customers';
import { CUSTOMER_TABLE_WIDTH, customerColumns } from './customer-columns';
import { useCustomerListParams } from './use-customer-list-params';

/**
 * /customers (spec 1 §2, docs/domain.md): 50 a page, header filters, outstanding debt,
 * filters and page in the URL; a quick jump to any customer's edit page.
 */
export function CustomersListPage() {
  const navigate = useNavigate();
  const { query, setFilter, setProvince, goToPage } = useCustomerListParams();
  const customersQuery = useCustomers(query);
  const { onDelete, dialog } = useDeleteWithToast<Customer>({
    mutation: useDeleteCustomer(),
    question: (customer) => vi.customers.deleteQuestion(customer.full_name),
    backToFirstPage: () => goToPage(1, query.limit),
  });

  return (
    <>
      <ListPageHeader
        title={vi.customers.listTitle}
        createPath="/customers/create"
        list={customersQuery}
        tools={
          <CustomerPicker
            value={null}
            placeholder={vi.customers.quickJump}
            onChange={(id) => {
              if (id !== undefined) void navigate(`/customers/update/${id}`);
            }}
            style={{ width: 280, maxWidth: '100%' }}
          />
        }
      />
      <ResourceTable<Customer>
        query={customersQuery}
        size="middle"
        columns={customerColumns({ query, setFilter, setProvince, onDelete })}
        // Every column at its width; narrower screens scroll the table, not the page.
        scrollX={CUSTOMER_TABLE_WIDTH}
        emptyText={vi.customers.empty}
        pagination={{
          current: query.paged,
          pageSize: query.limit,
          pageSizeOptions: CUSTOMER_PAGE_SIZES,
          hideOnSinglePage: true,
          showTotal: vi.customers.total,
          onChange: goToPage,
        }}
      />
      {dialog}
    </>
  );
}
