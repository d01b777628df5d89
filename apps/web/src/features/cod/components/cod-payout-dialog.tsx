import { Alert, Button, Flex, Input, Modal, Radio, Space, Spin, Table } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CodLine } from '@depot/shared/cod/cod.schema';
import {
  codFeeRuleText,
  codPayable,
  codPayoutMoney,
  NO_COD_FEE,
} from '@depot/shared/payouts/cod-payout.rules';
import type { Payout } from '@depot/shared/payouts/payouts.schema';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@depot/shared/payments/payments.rules';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useCreatePayout } from '../../../domain/payout-dialog/create-payout';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useSettings } from '../../../lib/settings-queries';
import { useRequestOnce } from '../../../lib/use-request-once';
import { useCodSenderLines } from '../api/get-cod';
import { CodPayoutFigures } from './cod-payout-figures';

const t = vi.cod.payout;

export type CodSender = { id: number; full_name: string; phone: string };

const columns = [
  {
    key: 'line',
    title: vi.cod.columns.name,
    render: (_: unknown, l: CodLine) => `${l.code} ${l.name} · ${formatDate(l.datetime)}`,
  },
  {
    key: 'receiver',
    title: vi.cod.columns.receiver,
    render: (_: unknown, l: CodLine) => l.receiver.full_name,
  },
  {
    key: 'waiting',
    title: t.waiting,
    align: 'right' as const,
    render: (_: unknown, l: CodLine) => formatMoney(codPayable(l)),
  },
];

/**
 * `Chi trả` (docs/payments.md, "Paying senders"): the sender's lines collected and not paid out,
 * all ticked to start with; the sum, the depot's fee (its settings) and what the sender receives,
 * as the server will count them (cod-payout.rules.ts); cash or transfer. The server refuses a
 * sum that changed meanwhile rather than pay it. Once recorded, its slip to print and sign.
 */
export function CodPayoutDialog({
  sender,
  onClose,
}: {
  sender: CodSender | null;
  onClose: () => void;
}) {
  if (!sender) return null;
  return <CodPayoutModal key={sender.id} sender={sender} onClose={onClose} />;
}

function CodPayoutModal({ sender, onClose }: { sender: CodSender; onClose: () => void }) {
  const lines = useCodSenderLines(sender.id);
  const settings = useSettings();
  const create = useCreatePayout();
  const once = useRequestOnce();
  const done = useRef(false);
  const [ticked, setTicked] = useState<number[] | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<Payout | null>(null);

  const waiting = useMemo(
    () => (lines.data?.lines ?? []).filter((l) => codPayable(l) > 0),
    [lines.data],
  );
  // A line paid or given back meanwhile (a live refresh) drops out of what is sent.
  const chosen = (ticked ?? waiting.map((l) => l.id)).filter((id) =>
    waiting.some((l) => l.id === id),
  );
  const rule = settings.data
    ? { percent: settings.data.cod_fee_percent, min: settings.data.cod_fee_min }
    : NO_COD_FEE;
  const money = codPayoutMoney(waiting.filter((l) => chosen.includes(l.id)).map(codPayable), rule);
  const loading = lines.isPending || settings.isPending;

  const submit = () => {
    if (done.current) return;
    setError(null);
    once.submit(
      async (request_id) => {
        const payout = await create.mutateAsync({
          kind: 'cod',
          sender_id: sender.id,
          lines: chosen,
          amount: money.net,
          method,
          note: note.trim() || undefined,
          request_id,
        });
        done.current = true;
        setRecorded(payout);
      },
      (failure) => setError(errorMessage(failure)),
    );
  };

  const footer = recorded ? (
    <Space>
      <Button onClick={onClose}>{t.close}</Button>
      <Link to={`/phieu-chi/${recorded.id}`}>
        <Button type="primary">{t.printSlip}</Button>
      </Link>
    </Space>
  ) : (
    <Space>
      <Button disabled={once.pending} onClick={onClose}>
        {t.cancel}
      </Button>
      <Button
        type="primary"
        loading={once.pending}
        disabled={loading || chosen.length === 0 || money.net <= 0}
        onClick={submit}
      >
        {t.submit}
      </Button>
    </Space>
  );

  return (
    <Modal
      open
      title={t.title(sender.full_name)}
      footer={footer}
      maskClosable={false}
      width={720}
      onCancel={() => {
        if (!once.pending) onClose();
      }}
    >
      <QueryErrorAlert query={lines} />
      {recorded ? (
        <Alert type="success" showIcon role="status" title={t.recorded(recorded.number)} />
      ) : loading ? (
        <Spin style={{ display: 'block', margin: 24 }} />
      ) : waiting.length === 0 ? (
        <Alert type="info" showIcon title={t.none} />
      ) : (
        <>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Table<CodLine>
            aria-label={t.lines}
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={waiting}
            pagination={false}
            rowSelection={{
              selectedRowKeys: chosen,
              onChange: (keys) => setTicked(keys.map(Number)),
              getCheckboxProps: () => ({ disabled: once.pending }),
            }}
            style={{ marginBottom: 16 }}
          />
          {chosen.length === 0 && <Alert type="warning" showIcon title={t.nothingTicked} />}
          <CodPayoutFigures money={money} feeRule={codFeeRuleText(rule)} />
          <Flex vertical gap={8}>
            <Radio.Group
              aria-label={t.method}
              value={method}
              disabled={once.pending}
              onChange={(e) => setMethod(e.target.value as PaymentMethod)}
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
            />
            <Input
              aria-label={t.note}
              placeholder={t.note}
              value={note}
              maxLength={500}
              disabled={once.pending}
              onChange={(e) => setNote(e.target.value)}
            />
          </Flex>
        </>
      )}
    </Modal>
  );
}
