import { isOnline, subscribeReachability } from '../../../lib/reachability';
import { UndoOutlined } from '@ant-design/icons';
import { Alert, Button, ConfigProvider, Flex, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { PhoneScreen } from '../../../components/phone/phone-screen';
import { vi } from '../../../i18n/vi';
import { useAllCars } from '../../../lib/car-queries';
import { useSettings } from '../../../lib/settings-queries';
import { useTripLoad } from '../api/get-trip-load';
import { ArrivalTotals, latestArrival } from './arrival-totals';
import { RefusalStack, ScanAnswer } from './scan-answer';
import { ScanInput } from './scan-input';
import { ScanList } from './scan-list';
import { TripPicker } from './trip-picker';
import { TripTotals } from './trip-totals';
import { useYard } from './use-yard';
import { useYardTrip } from './use-yard-trip';
import { YardConfirmDialog } from './yard-confirm-dialog';
import { CameraScanner } from '../camera/camera-scanner';

/**
 * `/xep-hang`, the loading yard on a phone (docs/architecture.md#scan-requests): pick the vehicle
 * and the date (today at the depot), load, unload or receive it at this branch (`Nhận hàng
 * xuống`, docs/domain.md "Branches"), then scan. Every code goes through `onCode`,
 * whatever read it: the field (typed, or a handheld scanner typing it and Enter), or the camera
 * (or a photo of the label). The choice and today's scans survive a reload.
 */
export function YardPage() {
  const t = vi.yard;
  const zone = useSettings().data?.time_zone;
  const cars = useAllCars();
  const trip = useYardTrip(zone);
  const input = useRef<InputRef>(null);
  const refocus = () => input.current?.focus();
  const yard = useYard({
    fieldFocused: () => !!input.current?.input && document.activeElement === input.current.input,
    zone,
  });
  const load = useTripLoad(trip.carId, trip.date);
  // Offline by failed requests too, not the browser's flag alone (lib/reachability.ts).
  const online = useSyncExternalStore(subscribeReachability, isOnline);
  const car = cars.data?.find((c) => c.id === trip.carId);

  // Chosen once a vehicle is picked: the next thing is a scan.
  const chosen = car?.id;
  useEffect(() => {
    if (chosen !== undefined) input.current?.focus();
  }, [chosen, trip.action]);

  const onCode = (code: string, from: 'field' | 'camera' = 'field') => {
    if (car) yard.scan(code, { car, date: trip.date, action: trip.action });
    // Not after a camera read: focusing the field would open the phone's keyboard over the video.
    if (from === 'field') refocus();
  };

  return (
    <PhoneScreen>
      {/* Thumb-sized controls: every large control of the screen at least 48 px high. */}
      <ConfigProvider theme={{ token: { controlHeightLG: 48, fontSizeLG: 18 } }}>
        <Flex vertical gap={12} style={{ maxWidth: 560, margin: '0 auto' }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t.title}
          </Typography.Title>
          {!online && <Alert type="warning" showIcon title={t.offline} />}
          {yard.signedOut && <Alert type="error" showIcon title={t.signedOut} />}
          <RefusalStack entries={yard.refusals} onDismiss={yard.dismiss} />
          <TripPicker
            cars={cars.data}
            loading={cars.isLoading}
            carId={trip.carId}
            date={trip.date}
            action={trip.action}
            onCar={trip.setCarId}
            onDate={trip.setDate}
            onAction={trip.setAction}
          />
          <ScanInput ref={input} onCode={onCode} disabled={!car} />
          <CameraScanner
            onCode={(code) => onCode(code, 'camera')}
            onClose={refocus}
            disabled={!car}
          />
          {!car && <Typography.Text type="secondary">{t.chooseCarFirst}</Typography.Text>}
          <ScanAnswer
            entry={yard.latest}
            onDismiss={
              yard.latestHeld && yard.latest ? () => yard.dismiss(yard.latest!) : undefined
            }
          />
          {car &&
            (trip.action === 'arrive' ? (
              <ArrivalTotals
                counts={latestArrival(yard.session, car.id, trip.date)}
                waiting={yard.waiting}
              />
            ) : (
              <TripTotals load={load.data} waiting={yard.waiting} />
            ))}
          <Button
            size="large"
            icon={<UndoOutlined />}
            disabled={!yard.undoable}
            onClick={() => yard.undoable && yard.undo(yard.undoable)}
          >
            {t.undo}
          </Button>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t.sessionScans}
          </Typography.Title>
          <ScanList entries={yard.session} undone={yard.undone} carId={trip.carId} />
        </Flex>
        <YardConfirmDialog
          confirmation={yard.confirmation}
          blockedCode={yard.blocked}
          onAnswer={yard.answer}
          refocus={refocus}
        />
      </ConfigProvider>
    </PhoneScreen>
  );
}
