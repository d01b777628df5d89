import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { WaitingCustomer } from '@depot/shared/products/waiting-goods.schema';
import { TAP_SIZE } from '../../../components/phone/phone-theme';
import { vi } from '../../../i18n/vi';
import type { BranchCodes } from '../../../lib/branch-queries';
import { CopyMessageButton } from './copy-message-button';
import { waitColor } from './waiting-format';
import { WaitingParcelLines } from './waiting-parcel-lines';
import { WaitingParcelsTable } from './waiting-parcels-table';

const t = vi.waitingGoods;
const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'normal' } as const;

type WaitingCustomerCardProps = {
  group: WaitingCustomer;
  /** The depot's time zone: arrivals read as the depot's clock. */
  zone: string;
  /** Stacked lines instead of the table, at a phone's width. */
  phone: boolean;
  /** The branches' codes while the list spans every branch. */
  branchCodes?: BranchCodes;
  /** `Giao hàng`: the page opens the dialog, which outlives this card leaving the list. */
  onDeliver: (group: WaitingCustomer) => void;
  /** `Không giao được` and `Hoàn hàng`: the page opens their dialogs. */
  onFailed: (group: WaitingCustomer) => void;
  onReturn: (group: WaitingCustomer) => void;
};

/**
 * One customer and the parcels waiting for them: name, phone (a call away on a phone, which is
 * what the clerk does next), how many lines, and the longest wait in a tag that turns orange,
 * then red, as the goods sit at the branch. `Giao hàng` hands them over.
 */
export function WaitingCustomerCard({
  group,
  zone,
  phone,
  branchCodes,
  onDeliver,
  onFailed,
  onReturn,
}: WaitingCustomerCardProps) {
  const { customer, parcels, oldest_days } = group;
  const Parcels = phone ? WaitingParcelLines : WaitingParcelsTable;
  return (
    <Card size="small" role="article" aria-label={customer.full_name}>
      <Flex vertical gap="small">
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Typography.Text strong style={{ ...WRAP, fontSize: 16 }}>
            {customer.full_name}
          </Typography.Text>
          <Tag color={waitColor(oldest_days)} style={{ marginInlineEnd: 0 }}>
            {t.waited(oldest_days)}
          </Tag>
        </Flex>
        <Flex align="center" gap="middle" wrap>
          <Typography.Link href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>
            {customer.phone}
          </Typography.Link>
          <Typography.Text type="secondary">{t.parcels(parcels.length)}</Typography.Text>
          <Flex gap="small" wrap style={{ marginInlineStart: 'auto' }}>
            <CopyMessageButton group={group} />
            <Button style={{ minHeight: TAP_SIZE }} onClick={() => onFailed(group)}>
              {vi.deliveries.failed.open}
            </Button>
            <Button style={{ minHeight: TAP_SIZE }} onClick={() => onReturn(group)}>
              {vi.deliveries.returns.open}
            </Button>
            <Button type="primary" style={{ minHeight: TAP_SIZE }} onClick={() => onDeliver(group)}>
              {vi.deliveries.open}
            </Button>
          </Flex>
        </Flex>
        <Parcels
          name={customer.full_name}
          parcels={parcels}
          zone={zone}
          branchCodes={branchCodes}
        />
      </Flex>
    </Card>
  );
}
