import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Segmented, Select, Table } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  REMITTANCE_STATE_LABELS,
  REMITTANCE_STATES,
  type RemittanceSide,
  type RemittanceState,
} from '@depot/shared/remittances/remittances.rules';
import {
  REMITTANCES_PAGE_SIZE,
  remittanceVoidBodySchema,
  type Remittance,
} from '@depot/shared/remittances/remittances.schema';
import { canManageAccounts } from '@depot/shared/users/users.schema';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useToast } from '../../../components/toast';
import { useConfirmDialog } from '../../../components/use-confirm-dialog';
import { VoidRecordDialog } from '../../../components/void-record-dialog';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useActingBranch } from '../../../lib/branch-queries';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { useSession } from '../../../lib/session';
import { zodRule } from '../../../lib/zod-rule';
import {
  useConfirmRemittance,
  useRemittances,
  useVoidRemittance,
} from '../api/remittances-queries';
import { RemittanceDialog } from './remittance-dialog';
import { remittanceColumns } from './remittances-columns';

const t = vi.remittances;
const reasonRule = zodRule(remittanceVoidBodySchema.shape.reason);

const SIDE_OPTIONS = [
  { value: 'all', label: t.sides.all },
  { value: 'out', label: t.sides.out },
  { value: 'in', label: t.sides.in },
];

/**
 * /chuyen-tien (docs/payments.md, "Money between branches"): what the branch acted for sent to
 * other branches and has to receive, newest first; `Lập phiếu chuyển tiền` sends thu hộ collected
 * here (or other money) to another branch, which confirms it arrived. Side, state and page are in
 * the URL.
 */
export function RemittancesPage() {
  const { user } = useSession();
  const isAdmin = canManageAccounts(user?.role);
  const acting = useActingBranch();
  const zone = useDepotTimeZone();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const side = (params.get('side') ?? undefined) as RemittanceSide | undefined;
  const state = (params.get('state') ?? undefined) as RemittanceState | undefined;
  const paged = Number(params.get('paged')) || 1;
  const query = useRemittances({ side, state, paged, limit: REMITTANCES_PAGE_SIZE });
  const confirm = useConfirmRemittance();
  const voiding = useVoidRemittance();
  const { ask, dialog } = useConfirmDialog();
  const [creating, setCreating] = useState(false);
  const [toVoid, setToVoid] = useState<Remittance>();

  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('paged');
    setParams(next, { replace: true });
  };

  const columns = remittanceColumns({
    canConfirm: (r) => acting === null || acting === r.to_branch.id,
    isAdmin,
    zone,
    onConfirm: (r) =>
      ask({
        title: t.confirmTitle(r.number),
        content: t.confirmQuestion(r.amount, r.from_branch.name),
        okText: t.confirmOk,
        cancelText: t.cancel,
        onConfirm: async () => {
          try {
            toast.success((await confirm.mutateAsync(r.id)).message);
          } catch (error) {
            toast.error(errorMessage(error));
          }
        },
      }),
    onVoid: setToVoid,
  });
  const data = query.data;

  return (
    <>
      <PageHeader
        title={t.title}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t.create}
          </Button>
        }
      />
      {data && data.pending_in > 0 && (
        <Alert
          type="warning"
          showIcon
          role="status"
          title={t.pendingIn(data.pending_in)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        <Segmented
          aria-label={t.columns.from}
          value={side ?? 'all'}
          options={SIDE_OPTIONS}
          onChange={(value) => setParam('side', value === 'all' ? undefined : value)}
        />
        <Select
          aria-label={t.columns.state}
          style={{ minWidth: 180 }}
          value={state ?? ''}
          options={[
            { value: '', label: t.states.all },
            ...REMITTANCE_STATES.map((s) => ({ value: s, label: REMITTANCE_STATE_LABELS[s] })),
          ]}
          onChange={(value) => setParam('state', value || undefined)}
        />
      </Flex>
      <QueryErrorAlert query={query} />
      <Table<Remittance>
        aria-label={t.title}
        rowKey="id"
        size="small"
        loading={query.isFetching}
        columns={columns}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: t.empty }}
        scroll={{ x: 'max-content' }}
        pagination={
          data && {
            current: data.paginate.paged,
            pageSize: data.paginate.limit,
            total: data.total,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: t.total,
            onChange: (page) => {
              const next = new URLSearchParams(params);
              next.set('paged', String(page));
              setParams(next, { replace: true });
            },
          }
        }
      />
      {dialog}
      <RemittanceDialog open={creating} onClose={() => setCreating(false)} />
      <VoidRecordDialog
        texts={
          toVoid && {
            title: t.voidTitle(toVoid.number),
            question: t.voidQuestion(toVoid.amount),
            reason: t.voidReason,
            reasonPlaceholder: t.voidReasonPlaceholder,
            confirm: t.voidConfirm,
            close: t.cancel,
          }
        }
        reasonRule={reasonRule}
        send={(reason) => voiding.mutateAsync({ id: toVoid!.id, reason })}
        pending={voiding.isPending}
        onClose={() => setToVoid(undefined)}
      />
    </>
  );
}
