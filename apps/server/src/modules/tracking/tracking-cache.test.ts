import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../errors';
import { trackingCache } from './tracking-cache';

// The public tracking's answers kept a few seconds (docs/domain.md, "Tracking").

describe('the tracking cache', () => {
  it('reads once per key while the answer is kept, and again once it expired', async () => {
    let clock = 0;
    let reads = 0;
    const cache = trackingCache(3_000, () => clock);
    const read = async () => ++reads;
    const together = await Promise.all([cache('t:a', read), cache('t:a', read)]);
    expect(together).toEqual([1, 1]);
    clock = 2_999;
    expect(await cache('t:a', read)).toBe(1);
    expect(await cache('t:b', read)).toBe(2);
    clock = 3_000;
    expect(await cache('t:a', read)).toBe(3);
  });

  it('keeps a refusal (a wrong code), never a failure of the database', async () => {
    const cache = trackingCache(3_000, () => 0);
    let reads = 0;
    const refuse = async () => {
      reads++;
      throw new NotFoundError('Không tìm thấy');
    };
    await expect(cache('c:x', refuse)).rejects.toThrow('Không tìm thấy');
    await expect(cache('c:x', refuse)).rejects.toThrow('Không tìm thấy');
    expect(reads).toBe(1);
    const broken = async () => {
      reads++;
      throw new Error('connection terminated');
    };
    await expect(cache('c:y', broken)).rejects.toThrow('connection terminated');
    await expect(cache('c:y', broken)).rejects.toThrow('connection terminated');
    expect(reads).toBe(3);
  });

  it('stays bounded: past 10 000 keys the oldest go', async () => {
    const cache = trackingCache(60_000, () => 0);
    let reads = 0;
    const read = async () => ++reads;
    for (let i = 0; i <= 10_000; i++) await cache(`t:${i}`, read);
    expect(reads).toBe(10_001);
    // The first key was dropped to make room: asked again, it is read again.
    await cache('t:0', read);
    expect(reads).toBe(10_002);
    await cache('t:10000', read);
    expect(reads).toBe(10_002);
  });

  it('reads every time when turned off (tests, a depot that wants it)', async () => {
    const cache = trackingCache(0);
    let reads = 0;
    await cache('t:a', async () => ++reads);
    await cache('t:a', async () => ++reads);
    expect(reads).toBe(2);
  });
});
