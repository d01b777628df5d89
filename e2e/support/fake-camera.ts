import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/** The fake camera's picture: a phone's usual 640 × 480. */
const WIDTH = 640;
const HEIGHT = 480;

/**
 * Writes a Y4M video of one frame, the PNG centred on white and scaled by `scale` (nearest
 * pixel), for Chromium's `--use-file-for-fake-video-capture`, which plays it in a loop as the
 * camera. Y4M is raw YUV 4:2:0: one brightness plane, then two colour planes at half size.
 */
export function writeFakeCameraY4m(png: Buffer, file: string, scale = 1.5): void {
  const image = PNG.sync.read(png);
  const w = Math.round(image.width * scale);
  const h = Math.round(image.height * scale);
  if (w > WIDTH || h > HEIGHT) throw new Error(`picture ${w}×${h} larger than the frame`);
  const left = Math.floor((WIDTH - w) / 2);
  const top = Math.floor((HEIGHT - h) / 2);
  const rgb = (x: number, y: number): [number, number, number] => {
    const ix = x - left;
    const iy = y - top;
    if (ix < 0 || iy < 0 || ix >= w || iy >= h) return [255, 255, 255];
    const at = (Math.floor(iy / scale) * image.width + Math.floor(ix / scale)) * 4;
    const a = image.data[at + 3]! / 255;
    const c = (i: number) => Math.round(image.data[at + i]! * a + 255 * (1 - a));
    return [c(0), c(1), c(2)];
  };
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  for (let row = 0; row < HEIGHT; row++) {
    for (let col = 0; col < WIDTH; col++) {
      const [r, g, b] = rgb(col, row);
      y[row * WIDTH + col] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const at = (row / 2) * (WIDTH / 2) + col / 2;
        u[at] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[at] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, Buffer.from('FRAME\n'), y, u, v]));
}
