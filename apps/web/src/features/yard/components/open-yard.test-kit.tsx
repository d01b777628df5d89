import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import type { carOf } from '../../../test/fake-api-forms';
import { renderRoutes } from '../../../test/render-route';
import { YardPage } from './yard-page';

/** Opens the yard screen and picks `car`: the code field then has the focus, ready to scan. */
export async function openYardWithCar(car: ReturnType<typeof carOf>) {
  const user = userEvent.setup();
  renderRoutes('/xep-hang', { '/xep-hang': <YardPage /> });
  await user.click(screen.getByRole('combobox', { name: texts.yard.car }));
  const option = await screen.findByText(`${car.number_car} · ${car.driver_name}`, {
    selector: '.ant-select-item-option-content',
  });
  await user.click(option);
  const input = screen.getByRole('textbox', { name: texts.yard.codeLabel });
  await waitFor(() => expect(document.activeElement).toBe(input));
  return { user, input };
}
