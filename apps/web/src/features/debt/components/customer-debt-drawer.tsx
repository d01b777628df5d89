import type { LooseGoods, UnpaidStatement } from '@depot/shared/debt/debt.schema';
import { paidStateText } from '@depot/shared/payments/line-money.rules';
import { formatDate, formatMoney } from '@depot/shared/text/format';
import { depotToday, monthStart } from '@depot/shared/validation/dates';
import { useDepotToday } from '../../../lib/depot-zone';
import { Button, Drawer, Modal, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useCustomerDebt, useSetStatementPaid } from '../api/debt-api';
import { PHONE_CLASS } from '../../../components/phone/phone-screen';
import { useIsPhone } from '../../../components/phone/use-is-phone';
import { CustomerPayments } from '../../../domain/customer-payments/customer-payments';
import { DebtFigures } from './debt-figures';
import { PhoneLooseGoods, PhoneStatements } from './debt-drawer-phone';

const t = vi.debt;
const c = t.columns;
const moneyColumn = { align: 'right' as const, render: (v: number) => formatMoney(v) };

/**
 * The statement of account's link, for this month so far (the depot's month, whatever the
 * browser's clock zone) unless the page is given others.
 */
export function periodLink(customerId: number, today: string = depotToday()): string {
  const params = new URLSearchParams({
    customer_id: String(customerId),
    date_from: monthStart(today),
    date_to: today,
  });
  return `/cong-no/theo-ky?${params.toString()}`;
}

/** The customer a drawer is open for: a row of the list, or only an id (a link's `customer_id`). */
export type DebtDrawerCustomer = { id: number; full_name?: string };

/**
 * One customer's debt: the same figures as the list's row, the unpaid statements (each collected
 * as a whole after a confirmation), the unpaid goods not yet on a vehicle and the customer's
 * payments, each printable again.
 */
export function CustomerDebtDrawer({
  row,
  onClose,
}: {
  row?: DebtDrawerCustomer;
  onClose: () => void;
}) {
  const debt = useCustomerDebt(row?.id);
  const today = useDepotToday();
  const pay = useSetStatementPaid();
  const toast = useToast();
  const [confirming, setConfirming] = useState<UnpaidStatement | undefined>();
  const data = debt.data;
  // On a phone the drawer takes the whole screen and its tables become cards (docs/decisions/0002-scan-request-ids.md).
  const phone = useIsPhone();

  const collect = async (s: UnpaidStatement) => {
    try {
      const reply = await pay.mutateAsync({
        car_id: s.car.id,
        customer_id: row!.id,
        datetime_from: s.datetime_from,
        is_paid: true,
      });
      toast.success(reply.message);
      setConfirming(undefined);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Drawer
      open={row !== undefined}
      onClose={onClose}
      title={row?.full_name ?? debt.data?.customer.full_name}
      size={phone ? '100%' : 'large'}
      rootClassName={phone ? PHONE_CLASS : undefined}
      extra={
        row && (
          <Link to={periodLink(row.id, today)}>
            <Button>{t.period}</Button>
          </Link>
        )
      }
    >
      <QueryErrorAlert query={debt} />
      {debt.isPending && row && <Spin style={{ display: 'block', margin: 32 }} />}
      {data && (
        <>
          <DebtFigures phone={data.customer.phone} money={data} />
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 20 }}>
            {t.statements}
          </Typography.Title>
          {phone ? (
            <PhoneStatements statements={data.statements} onCollect={setConfirming} />
          ) : (
            <Table<UnpaidStatement>
              aria-label={t.statements}
              rowKey={(s) => `${s.car.id}-${s.datetime_from}`}
              size="small"
              pagination={false}
              dataSource={data.statements}
              locale={{ emptyText: t.noStatements }}
              columns={[
                { title: c.car, render: (_, s) => s.car.number_car },
                { title: c.date, dataIndex: 'datetime_from', render: (v: string) => formatDate(v) },
                { title: c.amount, dataIndex: 'amount', ...moneyColumn },
                { title: c.collected, dataIndex: 'collected', ...moneyColumn },
                { title: c.due, dataIndex: 'due', ...moneyColumn },
                {
                  title: '',
                  render: (_, s) => (
                    <Button size="small" type="primary" onClick={() => setConfirming(s)}>
                      {t.collect}
                    </Button>
                  ),
                },
              ]}
            />
          )}
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 20 }}>
            {t.loose}
          </Typography.Title>
          {phone ? (
            <PhoneLooseGoods goods={data.loose} />
          ) : (
            <Table<LooseGoods>
              aria-label={t.loose}
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data.loose}
              locale={{ emptyText: t.noLoose }}
              columns={[
                { title: c.code, dataIndex: 'code' },
                {
                  title: c.goodsName,
                  dataIndex: 'name',
                  render: (name: string, g) => (
                    <>
                      {name}
                      {g.receiver !== null && (
                        <Typography.Text type="secondary">
                          {' '}
                          ({t.senderPays(g.receiver)})
                        </Typography.Text>
                      )}
                    </>
                  ),
                },
                {
                  title: c.receiveDate,
                  dataIndex: 'datetime',
                  render: (v: string) => formatDate(v),
                },
                { title: c.amount, dataIndex: 'amount', ...moneyColumn },
                { title: c.state, render: (_, g) => paidStateText(g) },
              ]}
            />
          )}
          <CustomerPayments key={data.customer.id} customerId={data.customer.id} />
        </>
      )}
      <Modal
        open={confirming !== undefined}
        title={t.confirmTitle}
        okText={t.confirmOk}
        cancelText={t.cancel}
        confirmLoading={pay.isPending}
        onOk={() => confirming && void collect(confirming)}
        onCancel={() => setConfirming(undefined)}
      >
        {confirming &&
          t.confirmText(
            confirming.due,
            confirming.car.number_car,
            formatDate(confirming.datetime_from),
          )}
      </Modal>
    </Drawer>
  );
}
