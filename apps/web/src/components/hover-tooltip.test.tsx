import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoverTooltip } from './hover-tooltip';

describe('HoverTooltip', () => {
  it('draws the element alone until hovered, then shows the tooltip and hides it on leaving', async () => {
    const { container } = render(
      <HoverTooltip title="Hàng dễ vỡ, để đứng, không xếp chồng" mouseEnterDelay={0.05}>
        <span>Hàng dễ vỡ</span>
      </HoverTooltip>,
    );
    const text = screen.getByText('Hàng dễ vỡ');
    // Nothing of antd's trigger yet: the span is the whole render.
    expect(container.innerHTML).toBe('<span>Hàng dễ vỡ</span>');
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.mouseEnter(text);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Hàng dễ vỡ, để đứng, không xếp chồng',
    );

    fireEvent.mouseLeave(screen.getByText('Hàng dễ vỡ'));
    await waitFor(() =>
      expect(document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden)')).toBeNull(),
    );
  });

  it('is not made when the pointer only passes over it', async () => {
    render(
      <HoverTooltip title="Sửa" mouseEnterDelay={0.05}>
        <button type="button" aria-label="Sửa" />
      </HoverTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Sửa' });
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
