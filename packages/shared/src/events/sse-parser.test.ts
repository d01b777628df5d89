import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('returns events completed so far, whatever the chunks cut', () => {
    const text =
      'retry: 2000\n\n: ping\n\nid: 7\nevent: change\ndata: {"a":1}\n\nid: 8\nevent: change\ndata: x\n\n';
    for (const size of [1, 3, 7, text.length]) {
      const parser = new SseParser();
      const got = [];
      for (let i = 0; i < text.length; i += size) got.push(...parser.feed(text.slice(i, i + size)));
      expect(got).toEqual([
        { event: 'change', data: '{"a":1}', id: '7' },
        { event: 'change', data: 'x', id: '8' },
      ]);
      expect(parser.retryMs).toBe(2000);
      expect(parser.lastEventId).toBe('8');
    }
  });

  it('joins data lines, reads CRLF and CR, names unnamed events `message`', () => {
    const parser = new SseParser();
    expect(parser.feed('data: a\r\ndata: b\r\n\r\ndata:c\r\r\n')).toEqual([
      { event: 'message', data: 'a\nb', id: undefined },
      { event: 'message', data: 'c', id: undefined },
    ]);
  });

  it('keeps the id of an event without data, dispatching nothing', () => {
    const parser = new SseParser();
    expect(parser.feed('id: 41\nevent: ready\n\n')).toEqual([]);
    expect(parser.lastEventId).toBe('41');
    expect(parser.feed('event: change\ndata: {}\n\n')).toEqual([
      { event: 'change', data: '{}', id: '41' },
    ]);
  });
});
