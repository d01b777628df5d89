import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vi as texts } from '../../../i18n/vi';
import { CameraScanner } from './camera-scanner';

// docs/decisions/0002-scan-request-ids.md: the camera as a third way into the yard screen. The decoder (BarcodeDetector or
// ZXing in WebAssembly) is replaced here: what is tested is what the screen does with its reads.
const decoder = { fromVideo: vi.fn<() => Promise<string[]>>(), fromImage: vi.fn() };
vi.mock('./load-decoder', () => ({ loadDecoder: () => Promise.resolve(decoder) }));

const t = texts.yard;
const stop = vi.fn();
const getUserMedia = vi.fn();

function secure(isSecure: boolean) {
  vi.stubGlobal('isSecureContext', isSecure);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: isSecure ? { getUserMedia } : undefined,
  });
}

beforeEach(() => {
  getUserMedia.mockResolvedValue({ getTracks: () => [{ stop }] });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  decoder.fromVideo.mockResolvedValue([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  stop.mockReset();
  getUserMedia.mockReset();
  decoder.fromImage.mockReset();
});

describe('CameraScanner', () => {
  it('opens the rear camera and sends each code read once, not again while it stays in view', async () => {
    secure(true);
    const onCode = vi.fn();
    const user = userEvent.setup();
    render(<CameraScanner onCode={onCode} />);
    decoder.fromVideo.mockResolvedValue(['HH-101']);

    await user.click(screen.getByRole('button', { name: new RegExp(t.camera) }));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
    expect(await screen.findByText(t.cameraHint)).toBeTruthy();
    expect(screen.getByLabelText(t.cameraVideo).tagName).toBe('VIDEO');
    // The label stays in front of the camera: read frame after frame, sent once.
    await waitFor(() => expect(decoder.fromVideo.mock.calls.length).toBeGreaterThan(2));
    expect(onCode.mock.calls).toEqual([['HH-101']]);

    // Another label: sent at once.
    decoder.fromVideo.mockResolvedValue(['HH-102']);
    await waitFor(() => expect(onCode).toHaveBeenLastCalledWith('HH-102'));
    expect(onCode).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: new RegExp(t.cameraClose) }));
    expect(stop).toHaveBeenCalled();
    expect(screen.queryByLabelText(t.cameraVideo)).toBeNull();
  });

  it('reads the label left in view once, and again only when Quét lại is tapped', async () => {
    secure(true);
    const onCode = vi.fn();
    const user = userEvent.setup();
    render(<CameraScanner onCode={onCode} />);
    decoder.fromVideo.mockResolvedValue(['HH-101']);
    await user.click(screen.getByRole('button', { name: new RegExp(t.camera) }));
    await waitFor(() => expect(onCode).toHaveBeenCalledTimes(1));
    const frames = decoder.fromVideo.mock.calls.length;
    await waitFor(() => expect(decoder.fromVideo.mock.calls.length).toBeGreaterThan(frames + 2));
    expect(onCode).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: new RegExp(t.rescan) }));
    await waitFor(() => expect(onCode).toHaveBeenCalledTimes(2));
    expect(onCode.mock.calls).toEqual([['HH-101'], ['HH-101']]);
  });

  it('offers a photo of the label when the camera is refused', async () => {
    secure(true);
    getUserMedia.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    const user = userEvent.setup();
    render(<CameraScanner onCode={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: new RegExp(t.camera) }));
    expect(await screen.findByText(t.cameraDenied)).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(t.photo) })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('on a page that is not secure says so and reads a photo of the label instead', async () => {
    secure(false);
    const onCode = vi.fn();
    const user = userEvent.setup();
    render(<CameraScanner onCode={onCode} />);
    expect(screen.getByText(t.cameraInsecure)).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(t.camera) })).toBeNull();
    // The way to the HTTPS port: the page that sets the phone up for it.
    const setup = screen.getByRole('link', { name: t.phoneSetupLink });
    expect(setup.getAttribute('href')).toBe('/cai-dat-dien-thoai');
    const input = screen.getByLabelText<HTMLInputElement>(t.photo, { selector: 'input' });
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');

    const photo = new File(['jpeg'], 'nhan.jpg', { type: 'image/jpeg' });
    decoder.fromImage.mockResolvedValue(['HH-205']);
    await user.upload(input, photo);
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('HH-205'));
    expect(decoder.fromImage).toHaveBeenCalledWith(photo);
    expect(getUserMedia).not.toHaveBeenCalled();

    decoder.fromImage.mockResolvedValue([]);
    await user.upload(input, photo);
    expect(await screen.findByText(t.photoNoCode)).toBeTruthy();
    expect(onCode).toHaveBeenCalledTimes(1);
  });

  it('is disabled until a vehicle is chosen', () => {
    secure(true);
    render(<CameraScanner onCode={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: new RegExp(t.camera) })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
