import { useEffect, useRef, type PointerEvent } from 'react';
import { Button, Flex, Typography, theme } from 'antd';
import { TAP_SIZE } from './phone/phone-theme';

/** Tall enough for a signature by finger on a phone, short enough to keep the dialog's buttons in view. */
const HEIGHT = 180;
const LINE_WIDTH = 2.5;
const INK = '#000';
const PAPER = '#fff';

type Point = { x: number; y: number };
/** The stroke being drawn: the pointer drawing it, its last point and the middle of its last segment. */
type Stroke = { pointerId: number; last: Point; mid: Point };

export type SignaturePadProps = {
  value: string | null;
  onChange: (png: string | null) => void;
  disabled?: boolean;
};

/**
 * Sizes the drawing buffer to the element's size times the screen's pixel ratio (lines stay
 * sharp on a phone), lays white paper so the PNG prints as signed, and leaves the context set
 * to draw in CSS pixels. Null where the browser gives no 2D context (tests, a locked-down device).
 */
function resetCanvas(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const ratio = window.devicePixelRatio || 1;
  // Setting a size clears the buffer and the context's settings, even when it is unchanged.
  canvas.width = Math.max(1, Math.round(canvas.clientWidth * ratio));
  canvas.height = Math.round(HEIGHT * ratio);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = PAPER;
  context.fillRect(0, 0, canvas.width / ratio, HEIGHT);
  context.lineWidth = LINE_WIDTH;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = INK;
  context.fillStyle = INK;
  return context;
}

/** Clears the pad and, for a signature given from outside, draws it back in the current size. */
function paint(canvas: HTMLCanvasElement, png: string | null, stillWanted: () => boolean) {
  const context = resetCanvas(canvas);
  if (!context || !png) return;
  const image = new Image();
  image.onload = () => {
    // A reset or another signature may have come while the image loaded.
    if (stillWanted()) context.drawImage(image, 0, 0, canvas.clientWidth, HEIGHT);
  };
  image.src = png;
}

/** Where on the pad the pointer is, in CSS pixels; a fast finger's coalesced events included. */
function pointsOf(event: PointerEvent<HTMLCanvasElement>, all = true): Point[] {
  const rect = event.currentTarget.getBoundingClientRect();
  const native = event.nativeEvent;
  // One event per frame misses the turns of a fast stroke; not every browser has the rest.
  const coalesced =
    all && typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
  return (coalesced.length ? coalesced : [native]).map((e) => ({
    x: e.clientX - rect.left,
    y: e.clientY - rect.top,
  }));
}

/**
 * Where the receiver signs for the goods with a finger, a pen or a mouse. The value is the
 * signature as a PNG data URL, null while nothing is signed.
 */
export function SignaturePad({ value, onChange, disabled }: SignaturePadProps) {
  const { token } = theme.useToken();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<Stroke | null>(null);
  // What the canvas shows: the pad's own last report or a value painted from outside. A value
  // equal to it is already drawn; any other (a reset form, a stored signature) is painted.
  const shown = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || value === shown.current) return;
    shown.current = value;
    paint(canvas, value, () => shown.current === value);
  }, [value]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Turning the phone changes the width; the new buffer gets the signature drawn back.
    const observer = new ResizeObserver(() => {
      const width = Math.max(1, Math.round(canvas.clientWidth * (window.devicePixelRatio || 1)));
      if (width === canvas.width || stroke.current) return;
      const png = shown.current ?? null;
      paint(canvas, png, () => shown.current === png);
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  const context = () => canvasRef.current?.getContext('2d') ?? null;
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || stroke.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const ink = context();
    if (!ink) return;
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Without capture the stroke still ends at pointerup on the pad or pointercancel.
    }
    const [point = { x: 0, y: 0 }] = pointsOf(event, false);
    stroke.current = { pointerId: event.pointerId, last: point, mid: point };
    // A tap leaves a dot, as a pen would.
    ink.beginPath();
    ink.arc(point.x, point.y, LINE_WIDTH / 2, 0, Math.PI * 2);
    ink.fill();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    const ink = context();
    if (!current || current.pointerId !== event.pointerId || !ink) return;
    for (const point of pointsOf(event)) {
      // Curves through the middles of the segments, bent at the points: no corners.
      const mid = { x: (current.last.x + point.x) / 2, y: (current.last.y + point.y) / 2 };
      ink.beginPath();
      ink.moveTo(current.mid.x, current.mid.y);
      ink.quadraticCurveTo(current.last.x, current.last.y, mid.x, mid.y);
      ink.stroke();
      current.last = point;
      current.mid = mid;
    }
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    if (!current || current.pointerId !== event.pointerId) return;
    stroke.current = null;
    const canvas = canvasRef.current;
    const ink = context();
    if (!canvas || !ink) return;
    ink.beginPath();
    ink.moveTo(current.mid.x, current.mid.y);
    ink.lineTo(current.last.x, current.last.y);
    ink.stroke();
    const png = canvas.toDataURL('image/png');
    shown.current = png;
    onChange(png);
  };

  const clear = () => {
    const canvas = canvasRef.current;
    stroke.current = null;
    shown.current = null;
    if (canvas) resetCanvas(canvas);
    onChange(null);
  };

  return (
    <Flex vertical gap={8}>
      <div
        style={{
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          overflow: 'hidden',
          background: PAPER,
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label="Chữ ký người nhận"
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          style={{
            display: 'block',
            width: '100%',
            height: HEIGHT,
            // The page must not scroll or zoom under the finger that signs.
            touchAction: 'none',
            userSelect: 'none',
            cursor: disabled ? 'not-allowed' : 'crosshair',
          }}
        />
      </div>
      <Flex justify="space-between" align="center" gap={8} wrap>
        {value === null ? (
          <Typography.Text type="secondary">Người nhận ký vào khung trên</Typography.Text>
        ) : (
          <Button onClick={clear} disabled={disabled} style={{ minHeight: TAP_SIZE }}>
            Ký lại
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
