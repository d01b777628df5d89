import { describe, expect, it } from 'vitest';
import { labelsUrl, labelUrl } from './print-links';

describe('the addresses of the goods labels', () => {
  it('prints one label by the goods id', () => {
    expect(labelUrl(42)).toBe('/products/label/42');
  });

  it('prints several labels with their ids comma-separated, in order', () => {
    expect(labelsUrl([3, 1, 2])).toBe('/products/labels?ids=3,1,2');
  });
});
