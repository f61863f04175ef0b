import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/** One server-sent event as a browser's EventSource would dispatch it. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * A minimal EventSource for tests: one GET, the text/event-stream parsed as the HTML standard
 * says (fields per line, a blank line dispatches, comment lines ignored), every event kept in
 * order so a test can wait for the next one matching what it expects.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  /** Comment lines (heartbeats) seen. */
  comments = 0;
  /** The body of a refusal (not text/event-stream). */
  body = '';
  private consumed = 0;
  private waiters: (() => void)[] = [];
  private ended = false;
  readonly closed: Promise<void>;

  private constructor(
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
    private readonly res: IncomingMessage,
  ) {
    let buffer = '';
    let current: { id?: string; event?: string; data: string[] } = { data: [] };
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      if (status !== 200) {
        this.body += chunk;
        return;
      }
      buffer += chunk;
      let at: number;
      while ((at = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, at).replace(/\r$/, '');
        buffer = buffer.slice(at + 1);
        if (line === '') {
          if (current.data.length > 0 || current.event) this.events.push({ id: current.id, event: current.event ?? 'message', data: current.data.join('\n') });
          current = { data: [] };
          this.wake();
        } else if (line.startsWith(':')) {
          this.comments += 1;
        } else {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id') current.id = value;
          else if (field === 'event') current.event = value;
          else if (field === 'data') current.data.push(value);
        }
      }
    });
    this.closed = new Promise((resolve) => {
      const done = () => {
        this.ended = true;
        this.wake();
        resolve();
      };
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
  }

  /** Opens the stream; resolves once the answer's headers are in (any status). */
  static open(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const req = request(`${baseUrl}${path}`, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res) => {
        resolve(new SseClient(res.statusCode ?? 0, res.headers, res));
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** The data of the refusal as JSON. */
  json(): unknown {
    return JSON.parse(this.body);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }

  /** The next event not yet taken that matches (skipping the others), or an error after `timeoutMs`. */
  async next(match: (event: SseEvent) => boolean = () => true, timeoutMs = 5_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.consumed < this.events.length) {
        const event = this.events[this.consumed] as SseEvent;
        this.consumed += 1;
        if (match(event)) return event;
      }
      if (this.ended) throw new Error(`stream ended while waiting; got ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The data of the next `update` event, parsed. */
  async nextUpdate(match: (data: UpdateData) => boolean = () => true, timeoutMs = 5_000): Promise<UpdateData> {
    const event = await this.next((e) => e.event === 'update' && match(JSON.parse(e.data) as UpdateData), timeoutMs);
    return JSON.parse(event.data) as UpdateData;
  }

  /** Every event received and not yet taken by next(). */
  rest(): SseEvent[] {
    return this.events.slice(this.consumed);
  }

  close(): void {
    this.res.destroy();
  }
}

export interface UpdateData {
  id: number;
  changes: { type: string; [key: string]: unknown }[];
  notification: { kind: string; title: string; [key: string]: unknown } | null;
  unreadCount: number | null;
}
