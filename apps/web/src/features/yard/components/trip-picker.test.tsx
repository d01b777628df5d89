import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Car } from '@depot/shared/cars/cars.schema';
import { vi as texts } from '../../../i18n/vi';
import { carOf } from '../../../test/fake-api-forms';
import { TripPicker } from './trip-picker';

// Two plates, one the beginning of the other: the longer one comes first in the fleet.
const longer = carOf({ id: 1, number_car: '51C-123.456', driver_name: 'Lê Văn Dài' });
const typed = carOf({ id: 2, number_car: '51C-123.45', driver_name: 'Trần Văn Tài' });
const other = carOf({ id: 3, number_car: '29H-001.23', driver_name: 'Trần Văn Tài' });

/** The yard's picker over `cars` (undefined: the fleet is still being read). */
function picker(cars: Car[] | undefined, onCar = vi.fn()) {
  return (
    <TripPicker
      cars={cars}
      loading={cars === undefined}
      carId={undefined}
      date="2026-11-05"
      action="load"
      onCar={onCar}
      onDate={vi.fn()}
      onAction={vi.fn()}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: texts.yard.car });
const key = (name: string, keyCode: number) => fireEvent.keyDown(box(), { key: name, keyCode });

/** Opens the vehicle's list and types `text` into its search. */
function typeIn(text: string) {
  fireEvent.mouseDown(box());
  fireEvent.change(box(), { target: { value: text } });
}

describe('Enter in the yard’s vehicle search', () => {
  it('waits for the fleet, then takes the first vehicle of the text typed', () => {
    const onCar = vi.fn();
    const { rerender } = render(picker(undefined, onCar));
    typeIn('tran van tai');
    key('Enter', 13);
    expect(onCar).not.toHaveBeenCalled();
    expect(box().getAttribute('aria-expanded')).toBe('true');

    rerender(picker([longer, other, typed], onCar));
    // Lê Văn Dài's vehicle heads the fleet but not the text's options.
    expect(onCar.mock.calls).toEqual([[3, expect.objectContaining({ value: 3 })]]);
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('takes the plate typed in full, not the longer plate listed first', () => {
    const onCar = vi.fn();
    render(picker([longer, typed, other], onCar));
    typeIn('51C-123.45');
    key('Enter', 13);
    expect(onCar.mock.calls).toEqual([[2, expect.objectContaining({ value: 2 })]]);
  });

  it('leaves the choice made with the arrows to antd', () => {
    const onCar = vi.fn();
    render(picker([longer, typed, other], onCar));
    typeIn('51C-123.45');
    // The list holds 51C-123.456 then 51C-123.45; the clerk goes back up to the first.
    key('ArrowDown', 40);
    key('ArrowUp', 38);
    key('Enter', 13);
    expect(onCar.mock.calls).toEqual([[1, expect.objectContaining({ value: 1 })]]);
  });
});
