import { WAITING_PAGE_SIZE } from '@depot/shared/products/waiting-goods.schema';
import { Empty, Flex, Input, Pagination, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { WaitingCustomer } from '@depot/shared/products/waiting-goods.schema';
import { PageHeader } from '../../../components/page-header';
import { PhoneScreen } from '../../../components/phone/phone-screen';
import { DeliveryDialog } from '../../../domain/delivery-dialog/delivery-dialog';
import { FailedDeliveryDialog } from '../../../domain/delivery-dialog/failed-delivery-dialog';
import { ReturnGoodsDialog } from '../../../domain/delivery-dialog/return-goods-dialog';
import { useIsPhone } from '../../../components/phone/use-is-phone';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { RefreshButton } from '../../../components/refresh-button';
import { vi } from '../../../i18n/vi';
import { useSpannedBranchCodes } from '../../../lib/branch-queries';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { useSearchBox } from '../../../lib/use-search-box';
import { useWaitingGoods } from '../api/waiting-goods';
import { WaitingCustomerCard } from './waiting-customer-card';

const t = vi.waitingGoods;

/**
 * `/hang-cho-giao` (docs/domain.md, "Branches"): the goods that arrived at the branch acted for
 * and wait for their receiver, a card per customer, the longest waiting first, 20 customers a
 * page, each handed over with `Giao hàng`. The branch is the header's (X-Branch-Id, sent by
 * the API client).
 */
export function WaitingGoodsPage() {
  const { searched: name, paged, setPaged, inputProps } = useSearchBox();
  const waiting = useWaitingGoods({ paged, limit: WAITING_PAGE_SIZE, customer: name || undefined });
  const data = waiting.data;
  const zone = useDepotTimeZone();
  const phone = useIsPhone();
  // Over every branch (the owner's `Tất cả chi nhánh`), each parcel names the branch it waits at.
  const branchCodes = useSpannedBranchCodes();
  const top = useRef<HTMLDivElement>(null);
  // The customer being handed their goods, as the list showed them when `Giao hàng` was pressed:
  // the dialog stays (its slip to print) when the handover takes the card off the list.
  const [delivering, setDelivering] = useState<WaitingCustomer | null>(null);
  const [failing, setFailing] = useState<WaitingCustomer | null>(null);
  const [returning, setReturning] = useState<WaitingCustomer | null>(null);
  const turnPage = (page: number) => {
    setPaged(page);
    // The pager is under 20 cards: the next page is read from its first customer.
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <PhoneScreen>
      <PageHeader
        title={t.title}
        extra={
          // Arrivals are scanned at the yard; this reads what came since the screen opened.
          <RefreshButton loading={waiting.isFetching} onClick={() => void waiting.refetch()} />
        }
      />
      <div ref={top} style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t.searchName}
          aria-label={t.searchName}
          {...inputProps}
          style={{ maxWidth: 360 }}
        />
      </div>
      <QueryErrorAlert query={waiting} />
      <Spin spinning={waiting.isFetching}>
        {/* Said only once the list has answered: an error or a first load is not "nothing". */}
        {waiting.isSuccess && data?.rows.length === 0 ? (
          <Empty description={t.empty} />
        ) : (
          <Flex vertical gap="small">
            {data?.rows.map((group) => (
              <WaitingCustomerCard
                key={group.customer.id}
                group={group}
                zone={zone}
                phone={phone}
                branchCodes={branchCodes}
                onDeliver={setDelivering}
                onFailed={setFailing}
                onReturn={setReturning}
              />
            ))}
          </Flex>
        )}
        {!!data?.total && (
          <Flex vertical align="center" gap={4} style={{ marginTop: 12 }}>
            <Typography.Text>{t.total(data.total)}</Typography.Text>
            <Pagination
              simple={phone}
              aria-label={vi.listTools.pagination}
              current={paged}
              pageSize={WAITING_PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              hideOnSinglePage
              onChange={turnPage}
            />
          </Flex>
        )}
      </Spin>
      {returning && (
        <ReturnGoodsDialog
          onClose={() => setReturning(null)}
          customerName={returning.customer.full_name}
          parcels={returning.parcels}
        />
      )}
      {failing && (
        <FailedDeliveryDialog
          onClose={() => setFailing(null)}
          customerName={failing.customer.full_name}
          parcels={failing.parcels}
        />
      )}
      {delivering && (
        <DeliveryDialog
          open
          onClose={() => setDelivering(null)}
          customer={delivering.customer}
          parcels={delivering.parcels}
        />
      )}
    </PhoneScreen>
  );
}
