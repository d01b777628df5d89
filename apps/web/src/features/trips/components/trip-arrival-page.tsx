import { formatDepotTimeDate } from '@depot/shared/text/depot-date-time';
import { useState } from 'react';
import { Alert, Button, Flex, Spin, Tabs, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, CheckOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import type { TripArrival } from '@depot/shared/trips/trip-arrival.schema';
import { formatDate } from '@depot/shared/text/format';
import { PageHeader } from '../../../components/page-header';
import { PhoneScreen } from '../../../components/phone/phone-screen';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useToast } from '../../../components/toast';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useDepotTimeZone } from '../../../lib/depot-zone';
import { idParam } from '../../../lib/url-params';
import { useConfirmArrival } from '../api/confirm-arrival';
import { useTripArrival } from '../api/get-trip-arrival';
import { ArrivalTable } from './arrival-table';
import { useArrivalAdmin } from './trip-arrival-admin';
import { useConfirmDialog } from '../../../components/use-confirm-dialog';
import { useTripEnds } from './use-trip-ends';
import { carPageUrl } from './statement-links';

const t = vi.statements.road;

/** The four sections of the list, in the order a receiver reads them. */
const SECTIONS = ['expected', 'arrived', 'missing', 'extra'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * /bang-ke/:id/nhan-xe, a vehicle arriving at its branch (docs/domain.md, "Branches"): what it
 * should bring, what was scanned off it (the yard's `Nhận hàng xuống`), what is missing and what
 * came that was not on its list, read again every few seconds while open; then
 * `Xác nhận đã nhận xe`, which marks the parcels not scanned as missing. An admin then writes
 * off a missing parcel or accepts an extra one (trip-arrival-admin.tsx).
 */
export function TripArrivalPage() {
  const id = idParam(useParams().id);
  const zone = useDepotTimeZone();
  const toast = useToast();
  const arrival = useTripArrival(id, { live: true });
  const confirm = useConfirmArrival();
  const { ask, dialog } = useConfirmDialog();
  const [section, setSection] = useState<Section>('expected');
  const data = arrival.data;
  const ends = useTripEnds(data?.trip);
  const admin = useArrivalAdmin(data);

  const onConfirm = (list: TripArrival) =>
    ask({
      title: t.confirmTitle,
      content: t.confirmQuestion(list.missing.length, list.expected.length),
      okText: t.confirmOk,
      cancelText: t.cancel,
      onConfirm: () =>
        confirm.mutateAsync(list.trip.id).then(
          () => toast.success(t.confirmDone),
          (error: unknown) => toast.error(errorMessage(error)),
        ),
    });

  const road = data?.trip;
  return (
    <PhoneScreen>
      <PageHeader
        title={t.arrivalTitle}
        extra={
          data &&
          !road?.arrival_confirmed_at && (
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={!road?.departed_at}
              loading={confirm.isPending}
              onClick={() => onConfirm(data)}
            >
              {t.confirm}
            </Button>
          )
        }
      />
      {id === undefined && <Alert type="error" showIcon title={t.noTrip} />}
      {/* A failed read keeps the last list on screen under the message. */}
      <QueryErrorAlert query={arrival} />
      {arrival.isPending && id !== undefined && <Spin style={{ display: 'block', margin: 32 }} />}
      {data && road && (
        <>
          <Flex vertical gap="small" style={{ marginBottom: 16 }}>
            <Link
              to={carPageUrl({
                car_id: road.car_id,
                datetime: road.datetime_from,
                archived: false,
              })}
            >
              <ArrowLeftOutlined /> {road.number_car}
            </Link>
            <Flex align="center" wrap gap="small">
              <Typography.Text strong style={{ fontSize: 18 }}>
                {t.arrivalOf(road.number_car, formatDate(road.datetime_from))}
              </Typography.Text>
              {ends && (
                <Tag color="blue" style={{ fontSize: 16, lineHeight: '26px' }}>
                  {ends}
                </Tag>
              )}
            </Flex>
            <Typography.Text>
              {road.departed_at
                ? t.departed(formatDepotTimeDate(road.departed_at, zone))
                : t.notDeparted}
            </Typography.Text>
            {road.arrival_confirmed_at && (
              <Alert
                type="success"
                showIcon
                title={t.confirmed(formatDepotTimeDate(road.arrival_confirmed_at, zone))}
              />
            )}
            <Typography.Text type="secondary">{t.live}</Typography.Text>
          </Flex>
          <Tabs
            activeKey={section}
            onChange={(key) => setSection(key as Section)}
            items={SECTIONS.map((key) => ({
              key,
              label: t.tab(t[key], data[key].length),
              children: (
                <ArrivalTable
                  rows={admin.rowsOf(key)}
                  zone={zone}
                  label={t[key]}
                  action={admin.actions[key]}
                  tellReceivers={key === 'arrived'}
                />
              ),
            }))}
          />
        </>
      )}
      {dialog}
      {admin.dialogs}
    </PhoneScreen>
  );
}
