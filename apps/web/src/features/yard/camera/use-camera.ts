import { useEffect, useRef, useState } from 'react';
import { getDecoder } from './decoder-cache';

/** Pause between two frames read: enough for a label moved into view, light on the battery. */
const FRAME_MS = 150;

export type CameraState = 'closed' | 'opening' | 'open' | 'denied' | 'failed';

/** Browsers give the camera to secure pages only (HTTPS, or localhost). */
export function cameraAvailable(): boolean {
  return window.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * The rear camera once opened, its frames read for QR codes one after another; each code read
 * goes to `onCodes`. The stream stops on `close()`, while `paused`, or when the screen closes.
 */
export function useCamera(onCodes: (codes: string[]) => void, paused = false) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('closed');
  const latest = useRef(onCodes);
  useEffect(() => {
    latest.current = onCodes;
  });
  const running = state !== 'closed' && !paused;

  useEffect(() => {
    if (!running) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      // Both at once: the browser's permission prompt does not wait for the decoder.
      const [media, loaded] = await Promise.allSettled([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        getDecoder(),
      ]);
      // Refused, no camera, or a camera held by another app: the photo input still works.
      if (media.status === 'rejected') return void (stopped || setState('denied'));
      stream = media.value;
      const decoder = loaded.status === 'fulfilled' ? loaded.value : undefined;
      // Closed while the browser was asking: the camera is let go at once.
      if (stopped || !decoder) stream.getTracks().forEach((track) => track.stop());
      if (stopped) return;
      if (!decoder) return setState('failed');
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setState('open');
      const tick = async () => {
        if (stopped) return;
        const codes = await decoder.fromVideo(element).catch(() => []);
        if (stopped) return;
        if (codes.length) latest.current(codes);
        timer = setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    };
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [running]);

  return {
    video,
    state: paused ? 'closed' : state,
    open: () => setState('opening'),
    close: () => setState('closed'),
  };
}
