import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import { vi as texts } from '../../../i18n/vi';
import { on, said, stubEndpoints } from '../../../test/fake-api-endpoints';
import { renderRoute } from '../../../test/render-route';
import { FailureReasonsCard } from './failure-reasons-card';

// Lý do không giao được (docs/domain.md, "Handover"): the depot's list, added to and retired.

const t = texts.settings.failureReasons;

afterEach(() => vi.unstubAllGlobals());

describe('Lý do không giao được', () => {
  it('adds a reason, and retires one that stays listed struck through', async () => {
    const api = stubEndpoints([
      on(deliveriesApi.reasons, () => [
        { id: 1, name: 'Không liên lạc được', active: true },
        { id: 2, name: 'Sai địa chỉ', active: true },
      ]),
      on(deliveriesApi.createReason, () =>
        said('Đã thêm lý do', { id: 3, name: 'Hàng bị hư', active: true }),
      ),
      on(deliveriesApi.updateReason, () =>
        said('Đã lưu lý do', { id: 2, name: 'Sai địa chỉ', active: false }),
      ),
    ]);
    renderRoute(<FailureReasonsCard />, '/settings');
    expect(await screen.findByText('Sai địa chỉ')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t.newReason), { target: { value: ' Hàng bị hư ' } });
    fireEvent.click(screen.getByRole('button', { name: t.add }));
    await waitFor(() =>
      expect(api.bodies(deliveriesApi.createReason)).toEqual([
        { name: 'Hàng bị hư', active: true },
      ]),
    );
    expect(await screen.findByText(t.added)).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: t.inUse('Sai địa chỉ') }));
    await waitFor(() =>
      expect(api.bodies(deliveriesApi.updateReason)).toEqual([
        { name: 'Sai địa chỉ', active: false },
      ]),
    );
  });
});
