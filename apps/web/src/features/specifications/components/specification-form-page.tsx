import { useParams } from 'react-router';
import { FormPageShell } from '../../../components/form-page-shell';
import { vi } from '../../../i18n/vi';
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
    <FormPageShell
      title={isUpdate ? vi.specifications.updateTitle : vi.specifications.createTitle}
      detail={isUpdate ? detail : undefined}
      backPath="/specifications"
      // A one-field form: a shorter placeholder than the others.
      loadingHeight={160}
    >
      <SpecificationForm
        // A new instance per route, so create ↔ update never shares typed values.
        key={id ?? 'create'}
        id={isUpdate ? Number(id) : undefined}
        initialValues={specification && { name: specification.name }}
      />
    </FormPageShell>
  );
}
