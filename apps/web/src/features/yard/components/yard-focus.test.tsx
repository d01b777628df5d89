import { screen, waitFor, within } from '@testing-library/react';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import type { ScanResult } from '@depot/shared/transports/transports.schema';
import { depotToday } from '@depot/shared/validation/dates';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import { pageOf } from '../../../test/fake-api';
import { on, stubEndpoints } from '../../../test/fake-api-endpoints';
import { carOf } from '../../../test/fake-api-forms';
import { resetSharedScanQueue } from '../queue/shared-queue';
import { openYardWithCar } from './open-yard.test-kit';

// docs/decisions/0002-scan-request-ids.md: a handheld scanner types into whatever has the focus. After the camera closes or a
// dialog a scan opened closes, the code field has it again, so the next label goes in.
const decoder = { fromVideo: vi.fn<() => Promise<string[]>>(), fromImage: vi.fn() };
vi.mock('../camera/load-decoder', () => ({ loadDecoder: () => Promise.resolve(decoder) }));

const t = texts.yard;
const car = carOf();
const load = {
  car_id: car.id,
  number_car: car.number_car,
  driver_name: car.driver_name,
  datetime_from: depotToday(),
  capacity: car.total_weight,
  loaded_weight: 2490,
  count: 3,
  remaining: 10,
};
const overCapacity: ScanResult = {
  ok: false,
  action: 'load',
  kind: 'over_capacity',
  reason: 'Xe vượt tải trọng 2.500 kg',
  goods: null,
  load,
};

beforeEach(() => {
  vi.stubGlobal('isSecureContext', true);
  const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [{ stop: vi.fn() }] });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  decoder.fromVideo.mockResolvedValue([]);
  stubEndpoints([
    on(carsApi.list, () => pageOf([car], 1000)),
    on(transportsApi.carLoad, () => load),
    on(transportsApi.scan, () => overCapacity),
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSharedScanQueue();
});

const openWithCar = () => openYardWithCar(car);

describe('the yard screen gives the code field its focus back', () => {
  it('when the camera is closed', async () => {
    const { user, input } = await openWithCar();
    await user.click(screen.getByRole('button', { name: new RegExp(t.camera) }));
    const close = await screen.findByRole('button', { name: new RegExp(t.cameraClose) });
    await user.click(close);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.queryByLabelText(t.cameraVideo)).toBeNull();
  });

  it('when the capacity confirmation after a camera scan is closed', async () => {
    const { user, input } = await openWithCar();
    await user.click(screen.getByRole('button', { name: new RegExp(t.camera) }));
    decoder.fromVideo.mockResolvedValueOnce(['2611-0042']);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Xe vượt tải trọng 2.500 kg');
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(input));
  });
});
