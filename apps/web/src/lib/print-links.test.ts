import { describe, expect, it } from 'vitest';
import { labelsUrl, labelUrl, printUrl } from './print-links';

describe('the addresses of the receipts', () => {
  it('prints every receipt of the vehicle and date, or one customer receipt', () => {
    expect(printUrl(4, '2026-11-23')).toBe('/report/cart/print/4/2026-11-23');
    expect(printUrl(4, '2026-11-23', 9)).toBe('/report/cart/print/4/2026-11-23/9');
  });
});

describe('the addresses of the goods labels', () => {
  it('prints one label by the goods id', () => {
    expect(labelUrl(42)).toBe('/products/label/42');
  });

  it('prints several labels with their ids comma-separated, in order', () => {
    expect(labelsUrl([3, 1, 2])).toBe('/products/labels?ids=3,1,2');
  });
});
