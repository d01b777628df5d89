import { useParams } from 'react-router';
import { Form } from 'antd';
import { FormPageShell } from '../../../components/form-page-shell';
import { useFormResult } from '../../../components/use-form-result';
import { vi } from '../../../i18n/vi';
import { useCreateSpecification } from '../api/create-specification';
import { useSpecification } from '../api/get-specification';
import { useUpdateSpecification } from '../api/update-specification';
import {
  SPECIFICATION_FORM_FIELDS,
  SpecificationForm,
  type SpecificationFormValues,
} from './specification-form';

/**
 * /specifications/create and /specifications/update/:id: one page, one form, the mode chosen by
 * whether the route has an id (as the customer form does, spec 1 §2). Keyed by the id so that
 * going from one to the other never shares typed values.
 */
export function SpecificationFormPage() {
  const { id } = useParams();
  return <SpecificationFormScreen key={id ?? 'create'} id={id} />;
}

/**
 * After a create the form clears and stays, since staff enter several specifications in a row;
 * after an update it shows the stored name.
 */
function SpecificationFormScreen({ id }: { id: string | undefined }) {
  const isUpdate = id !== undefined;
  const [form] = Form.useForm<SpecificationFormValues>();
  const { result, setResult, fail } = useFormResult(form, SPECIFICATION_FORM_FIELDS);
  const detail = useSpecification(id);
  const createSpecification = useCreateSpecification();
  const updateSpecification = useUpdateSpecification();
  const specification = detail.data;

  const onSubmit = (values: SpecificationFormValues) => {
    setResult(null);
    const body = { name: values.name ?? '' };
    if (!isUpdate) {
      createSpecification.mutate(body, {
        onSuccess: ({ message }) => {
          setResult({ type: 'success', message });
          form.resetFields();
          form.focusField('name');
        },
        onError: fail,
      });
    } else if (specification) {
      updateSpecification.mutate(
        { id: specification.id, body },
        {
          onSuccess: ({ message, specification: saved }) => {
            setResult({ type: 'success', message });
            form.setFieldsValue({ name: saved.name });
          },
          onError: fail,
        },
      );
    }
  };

  return (
    <FormPageShell
      title={isUpdate ? vi.specifications.updateTitle : vi.specifications.createTitle}
      detail={isUpdate ? detail : undefined}
      backPath="/specifications"
      // A one-field form: a shorter placeholder than the others.
      loadingHeight={160}
    >
      <SpecificationForm
        mode={isUpdate ? 'update' : 'create'}
        form={form}
        initialValues={specification && { name: specification.name }}
        submitting={createSpecification.isPending || updateSpecification.isPending}
        result={result}
        onSubmit={onSubmit}
      />
    </FormPageShell>
  );
}
