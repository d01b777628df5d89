import { useParams } from 'react-router';
import { Form } from 'antd';
import type { Branch, BranchBody } from '@depot/shared/branches/branches.schema';
import { FormPageShell } from '../../../components/form-page-shell';
import { useFormResult } from '../../../components/use-form-result';
import { vi } from '../../../i18n/vi';
import { ApiError } from '../../../lib/api-client';
import { useCreateBranch, type BranchSaved } from '../api/create-branch';
import { useBranchList } from '../api/get-branches';
import { useUpdateBranch } from '../api/update-branch';
import { BRANCH_FORM_FIELDS, BranchForm, type BranchFormValues } from './branch-form';

function formValuesOf(branch: Branch): BranchFormValues {
  return {
    name: branch.name,
    code: branch.code,
    address: branch.address,
    phone: branch.phone,
    province_ids: branch.province_ids,
  };
}

/** What POST and PUT /branches take; the server makes the code capital and checks again. */
function toBranchBody(values: BranchFormValues): BranchBody {
  return {
    name: values.name ?? '',
    code: values.code ?? '',
    address: values.address ?? '',
    phone: values.phone ?? '',
    province_ids: values.province_ids ?? [],
  };
}

/**
 * The branch of an update page, read from the list (GET /branches holds every branch and there
 * is no GET of one): an id the list lacks reads as the server's 404 would.
 */
function useBranchDetail(id: string) {
  const list = useBranchList();
  const branch = list.data?.find((b) => String(b.id) === id);
  const missing = list.isSuccess && branch === undefined;
  return {
    branch,
    detail: {
      isPending: list.isPending,
      isError: list.isError || missing,
      error: missing ? new ApiError(404, vi.branches.notFound) : list.error,
    },
  };
}

/**
 * /chi-nhanh/create and /chi-nhanh/update/:id: one page, one form, the mode chosen by whether
 * the route has an id. Keyed by the id so that going from one to the other never shares typed
 * values.
 */
export function BranchFormPage() {
  const { id } = useParams();
  return <BranchFormScreen key={id ?? 'create'} id={id} />;
}

/**
 * The result alert names the code as stored (`ct` → `CT`); an update puts the stored branch back
 * in the fields, a create clears them for the next branch.
 */
function BranchFormScreen({ id }: { id: string | undefined }) {
  const isUpdate = id !== undefined;
  const [form] = Form.useForm<BranchFormValues>();
  const { result, setResult, fail } = useFormResult(form, BRANCH_FORM_FIELDS);
  const { branch, detail } = useBranchDetail(id ?? '');
  const createBranch = useCreateBranch();
  const updateBranch = useUpdateBranch();

  const onSaved = ({ message, branch: saved }: BranchSaved) =>
    setResult({ type: 'success', message, detail: vi.branches.savedCode(saved.code) });

  const onSubmit = (values: BranchFormValues) => {
    setResult(null);
    const body = toBranchBody(values);
    if (!isUpdate) {
      createBranch.mutate(body, {
        onSuccess: (saved) => {
          onSaved(saved);
          form.resetFields();
          form.focusField('name');
        },
        onError: fail,
      });
    } else if (branch) {
      updateBranch.mutate(
        { id: branch.id, body },
        {
          onSuccess: (saved) => {
            onSaved(saved);
            form.setFieldsValue(formValuesOf(saved.branch));
          },
          onError: fail,
        },
      );
    }
  };

  return (
    <FormPageShell
      title={isUpdate ? vi.branches.updateTitle : vi.branches.createTitle}
      detail={isUpdate ? detail : undefined}
      backPath="/chi-nhanh"
    >
      <BranchForm
        mode={isUpdate ? 'update' : 'create'}
        branchId={branch?.id}
        form={form}
        initialValues={branch && formValuesOf(branch)}
        submitting={createBranch.isPending || updateBranch.isPending}
        result={result}
        onSubmit={onSubmit}
      />
    </FormPageShell>
  );
}
