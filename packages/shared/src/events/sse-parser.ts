/** One dispatched server-sent event. `id` is the last event id after it (SSE keeps the last). */
export type SseMessage = { event: string; data: string; id: string | undefined };

/**
 * An incremental parser of `text/event-stream` (the WHATWG rules that matter here): feed it text
 * as it arrives, in chunks cut anywhere; it returns the events completed so far. Comments (`:`)
 * are heartbeats and are skipped; `id:` sets the last event id even on an event without data;
 * `retry:` is kept as the reconnect delay asked by the server.
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  lastEventId: string | undefined;
  retryMs: number | undefined;

  feed(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const out: SseMessage[] = [];
    for (;;) {
      const end = this.buffer.search(/\r\n|\r|\n/);
      if (end < 0) break;
      // A lone CR at the very end may be the first half of CRLF: wait for the next chunk.
      if (this.buffer[end] === '\r' && end === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + (this.buffer.startsWith('\r\n', end) ? 2 : 1));
      const message = this.line(line);
      if (message) out.push(message);
    }
    return out;
  }

  private line(line: string): SseMessage | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    return undefined;
  }

  private dispatch(): SseMessage | undefined {
    const event = this.event || 'message';
    const hadData = this.data.length > 0;
    const data = this.data.join('\n');
    this.event = '';
    this.data = [];
    return hadData ? { event, data, id: this.lastEventId } : undefined;
  }
}
