import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Spin,
  Table,
} from 'antd';
import { useRef, useState } from 'react';
import { FIRST_BRANCH_ID } from '@depot/shared/branches/branches.rules';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@depot/shared/payments/payments.rules';
import type { Remittance, RemittanceLine } from '@depot/shared/remittances/remittances.schema';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { MAX_TEXT } from '@depot/shared/validation/text-rules';
import { DecimalInput, type DecimalValue } from '../../../components/decimal-input';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useActingBranch, useBranches } from '../../../lib/branch-queries';
import { useRequestOnce } from '../../../lib/use-request-once';
import { useCreateRemittance, useRemittable } from '../api/remittances-queries';

const t = vi.remittances.dialog;

const columns = [
  {
    key: 'line',
    title: t.line,
    render: (_: unknown, l: RemittanceLine) => `${l.code} ${l.name} · ${formatDate(l.datetime)}`,
  },
  {
    key: 'sender',
    title: t.sender,
    render: (_: unknown, l: RemittanceLine) => l.sender?.full_name,
  },
  {
    key: 'receiver',
    title: t.receiver,
    render: (_: unknown, l: RemittanceLine) => l.receiver.full_name,
  },
  {
    key: 'amount',
    title: t.toSend,
    align: 'right' as const,
    render: (_: unknown, l: RemittanceLine) => formatMoney(l.amount),
  },
];

/** `Lập phiếu chuyển tiền`; a fresh form each time it opens. */
export function RemittanceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return <RemittanceModal onClose={onClose} />;
}

/**
 * Sends money to another branch (docs/payments.md, "Money between branches"): the thu hộ this
 * branch collected for that branch's senders, all ticked to start with, whose sum is sent as the
 * clerk saw it (the server refuses a sum that changed rather than send it); or, with nothing
 * ticked, any amount with a note saying what it is.
 */
function RemittanceModal({ onClose }: { onClose: () => void }) {
  const { branches } = useBranches();
  const from = useActingBranch() ?? FIRST_BRANCH_ID;
  const others = branches.filter((b) => b.id !== from);
  const [picked, setTo] = useState<number>();
  // With one other branch it is the one: chosen once the branches have arrived.
  const to = picked ?? (others.length === 1 ? others[0]!.id : undefined);
  const lines = useRemittable(to);
  const create = useCreateRemittance();
  const once = useRequestOnce();
  const done = useRef(false);
  const [ticked, setTicked] = useState<number[] | null>(null);
  const [typed, setTyped] = useState<DecimalValue>();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<Remittance | null>(null);

  const waiting = lines.data?.lines ?? [];
  const chosen = (ticked ?? waiting.map((l) => l.product_id)).filter((id) =>
    waiting.some((l) => l.product_id === id),
  );
  const ofLines = waiting
    .filter((l) => chosen.includes(l.product_id))
    .reduce((sum, l) => sum + l.amount, 0);
  const withLines = chosen.length > 0;

  const submit = () => {
    if (done.current || to === undefined) return;
    setError(null);
    once.submit(
      async (request_id) => {
        const sent = await create.mutateAsync({
          to_branch_id: to,
          amount: withLines ? ofLines : (typed as number),
          method,
          note: note.trim() || undefined,
          lines: withLines ? chosen : undefined,
          request_id,
        });
        done.current = true;
        setRecorded(sent);
      },
      (failure) => setError(errorMessage(failure)),
    );
  };

  const footer = recorded ? (
    <Button type="primary" onClick={onClose}>
      {t.done}
    </Button>
  ) : (
    <Space>
      <Button disabled={once.pending} onClick={onClose}>
        {t.close}
      </Button>
      <Button type="primary" loading={once.pending} disabled={to === undefined} onClick={submit}>
        {t.submit}
      </Button>
    </Space>
  );

  return (
    <Modal
      open
      title={t.title}
      footer={footer}
      maskClosable={false}
      width={760}
      onCancel={() => {
        if (!once.pending) onClose();
      }}
    >
      {recorded ? (
        <Alert type="success" showIcon role="status" title={t.recorded(recorded.number)} />
      ) : (
        <Flex vertical gap={12}>
          {error && <Alert type="error" showIcon role="alert" title={error} />}
          <Select
            aria-label={t.to}
            placeholder={t.toPlaceholder}
            showSearch={{ optionFilterProp: 'label' }}
            value={to}
            disabled={once.pending}
            options={others.map((b) => ({ value: b.id, label: `${b.code} · ${b.name}` }))}
            onChange={(id: number) => {
              setTo(id);
              setTicked(null);
            }}
          />
          <QueryErrorAlert query={lines} />
          {to !== undefined && lines.isPending && <Spin style={{ display: 'block', margin: 24 }} />}
          {lines.data && waiting.length === 0 && <Alert type="info" showIcon title={t.noLines} />}
          {waiting.length > 0 && (
            <Table<RemittanceLine>
              aria-label={t.lines}
              rowKey="product_id"
              size="small"
              columns={columns}
              dataSource={waiting}
              pagination={false}
              rowSelection={{
                selectedRowKeys: chosen,
                onChange: (keys) => setTicked(keys.map(Number)),
                getCheckboxProps: () => ({ disabled: once.pending }),
              }}
            />
          )}
          {withLines ? (
            <Descriptions
              size="small"
              bordered
              column={1}
              items={[
                {
                  key: 'sum',
                  label: t.amountOfLines,
                  children: <strong aria-label={t.amountOfLines}>{formatMoney(ofLines)}</strong>,
                },
              ]}
            />
          ) : (
            <DecimalInput
              kind="money"
              suffix="đ"
              aria-label={t.amount}
              placeholder={t.amount}
              value={typed}
              disabled={once.pending || to === undefined}
              onChange={setTyped}
            />
          )}
          <Radio.Group
            aria-label={t.method}
            value={method}
            disabled={once.pending}
            onChange={(e) => setMethod(e.target.value as PaymentMethod)}
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
          />
          <Input.TextArea
            aria-label={t.note}
            placeholder={t.notePlaceholder}
            value={note}
            rows={2}
            maxLength={MAX_TEXT}
            disabled={once.pending}
            onChange={(e) => setNote(e.target.value)}
          />
        </Flex>
      )}
    </Modal>
  );
}
