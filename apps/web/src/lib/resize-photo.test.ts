import { describe, expect, it } from 'vitest';
import { fitWithin } from './resize-photo';

describe('fitWithin', () => {
  it('shrinks a large landscape photo so its width is the limit', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
  });

  it('shrinks a large portrait photo so its height is the limit', () => {
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('leaves a photo already within the limit as it is, never enlarging it', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });

  it('leaves a photo exactly at the limit as it is', () => {
    expect(fitWithin(1600, 900, 1600)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(1600, 1600, 1600)).toEqual({ width: 1600, height: 1600 });
  });

  it('rounds to whole pixels and keeps a thin strip at least one pixel wide', () => {
    expect(fitWithin(4001, 3001, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(10000, 2, 1600)).toEqual({ width: 1600, height: 1 });
  });
});
