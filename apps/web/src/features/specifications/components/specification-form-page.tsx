import { useParams } from 'react-router';
import { Alert, Card, Spin } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useSpecification } from '../api/get-specification';
import { SpecificationForm } from './specification-form';

/**
 * /specifications/create and /specifications/update/:id: one page, one form, the mode chosen by
 * whether the route has an id (as the customer form does, spec 1 §2).
 */
export function SpecificationFormPage() {
  const { id } = useParams();
  const isUpdate = id !== undefined;
  const detail = useSpecification(id);
  const specification = detail.data;

  return (
    <>
      <PageHeader
        title={isUpdate ? vi.specifications.updateTitle : vi.specifications.createTitle}
      />
      <Card>
        {isUpdate && detail.isPending ? (
          <Spin description={vi.common.loading} size="large">
            <div style={{ minHeight: 160 }} aria-busy="true" />
          </Spin>
        ) : (
          <>
            {detail.isError && (
              <Alert
                type="error"
                showIcon
                title={errorMessage(detail.error)}
                style={{ marginBottom: 16 }}
              />
            )}
            <SpecificationForm
              // A new instance per route, so create ↔ update never shares typed values.
              key={id ?? 'create'}
              id={isUpdate ? Number(id) : undefined}
              initialValues={specification && { name: specification.name }}
            />
          </>
        )}
      </Card>
    </>
  );
}
