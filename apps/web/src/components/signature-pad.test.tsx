import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignaturePad } from './signature-pad';

const SIGNED = 'data:image/png;base64,AAAA';

describe('SignaturePad', () => {
  // Test files share a worker: the stand-in canvas context must not outlive its test.
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the pad by its name and asks the receiver to sign while empty', () => {
    render(<SignaturePad value={null} onChange={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Chữ ký người nhận' }).tagName).toBe('CANVAS');
    expect(screen.getByText('Người nhận ký vào khung trên')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ký lại' })).toBeNull();
  });

  it('offers to sign again once signed, and clearing reports no signature', () => {
    const onChange = vi.fn();
    render(<SignaturePad value={SIGNED} onChange={onChange} />);
    expect(screen.queryByText('Người nhận ký vào khung trên')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ký lại' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('brings the hint back and hides the button when the form is reset from outside', () => {
    const { rerender } = render(<SignaturePad value={SIGNED} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Ký lại' })).toBeTruthy();
    rerender(<SignaturePad value={null} onChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Ký lại' })).toBeNull();
    expect(screen.getByText('Người nhận ký vào khung trên')).toBeTruthy();
  });

  it('does not let a disabled pad be cleared', () => {
    const onChange = vi.fn();
    render(<SignaturePad value={SIGNED} onChange={onChange} disabled />);
    const button = screen.getByRole('button', { name: 'Ký lại' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports the drawing as a PNG when the stroke ends', () => {
    // happy-dom draws nothing: a context that takes every call stands in for the browser's.
    const ink = new Proxy({}, { get: () => () => undefined, set: () => true });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      ink as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SIGNED);
    const onChange = vi.fn();
    render(<SignaturePad value={null} onChange={onChange} />);
    const pad = screen.getByRole('img', { name: 'Chữ ký người nhận' });
    const pointer = { pointerId: 7, pointerType: 'touch', button: 0 };
    fireEvent.pointerDown(pad, { ...pointer, clientX: 10, clientY: 20 });
    fireEvent.pointerMove(pad, { ...pointer, clientX: 40, clientY: 60 });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(pad, { ...pointer, clientX: 40, clientY: 60 });
    expect(onChange).toHaveBeenCalledWith(SIGNED);
  });

  it('takes no stroke while disabled', () => {
    const onChange = vi.fn();
    render(<SignaturePad value={null} onChange={onChange} disabled />);
    const pad = screen.getByRole('img', { name: 'Chữ ký người nhận' });
    fireEvent.pointerDown(pad, { pointerId: 1, button: 0 });
    fireEvent.pointerUp(pad, { pointerId: 1, button: 0 });
    expect(onChange).not.toHaveBeenCalled();
  });
});
