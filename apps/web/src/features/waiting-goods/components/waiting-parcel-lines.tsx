import { Divider, Flex, Typography } from 'antd';
import { formatMoney, formatWeight } from '@depot/shared/text/format';
import { vi } from '../../../i18n/vi';
import { formatDepotTimeDate } from '@depot/shared/text/depot-date-time';
import { branchCodeOf, type WaitingParcelsProps } from './waiting-parcels-table';

const t = vi.waitingGoods;
/** Long names wrap on the card rather than push it wider than the phone. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * One customer's waiting parcels on a phone: the table's columns would scroll sideways at
 * 390 px, so each parcel is a few short lines, each fact saying what it is.
 */
export function WaitingParcelLines({ name, parcels, zone, branchCodes }: WaitingParcelsProps) {
  return (
    <ul aria-label={t.parcelsOf(name)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {parcels.map((parcel, index) => (
        <li key={parcel.id} aria-label={`${parcel.code} ${parcel.name}`}>
          {index > 0 && <Divider style={{ margin: '8px 0' }} />}
          <Flex vertical gap={2}>
            <Typography.Text style={WRAP}>
              <strong>{parcel.code}</strong> · {parcel.name}
            </Typography.Text>
            <Typography.Text>
              {t.quantity(parcel.quantity)} · {formatWeight(parcel.total_weight)}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t.arrivedAt(formatDepotTimeDate(parcel.arrived_at, zone))}
            </Typography.Text>
            <Typography.Text>{t.waitedFor(parcel.age_days)}</Typography.Text>
            {branchCodes && (
              <Typography.Text>{t.atBranch(branchCodeOf(parcel, branchCodes))}</Typography.Text>
            )}
            {parcel.attempts > 0 && (
              <Typography.Text type="warning">
                {vi.deliveries.failed.attempts(parcel.attempts)}
              </Typography.Text>
            )}
            {parcel.due > 0 && (
              <Typography.Text strong>{t.due(formatMoney(parcel.due))}</Typography.Text>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
