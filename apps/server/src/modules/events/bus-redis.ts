import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { decodeMessage, encodeMessage, type BusMessage, type EventBus } from './bus';

const CHANNEL = 'lyceum:events';
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * Redis pub/sub between the server processes, when REDIS_URL is set (Redis then already holds the
 * shared rate limits; it also suits deployments whose connection pooler cannot keep a PostgreSQL
 * LISTEN). Subscribing takes a connection of its own. A message published while a
 * subscriber is disconnected is lost to it: when it is back, `onGap` handlers resume from the
 * database. Publishing is at least once: the dispatcher marks the rows after Redis took them.
 */
export class RedisBus implements EventBus {
  private readonly handlers: ((message: BusMessage) => void)[] = [];
  private readonly gapHandlers: (() => void)[] = [];
  private readonly origin = randomBytes(6).toString('hex');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private subscribedOnce = false;

  constructor(
    url: string,
    private readonly log: (error: unknown) => void,
  ) {
    const options = { connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true };
    this.publisher = new Redis(url, options);
    // The subscriber queues its SUBSCRIBE until connected, and ioredis subscribes again after a reconnection.
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.publisher.on('error', log);
    this.subscriber.on('error', log);
    this.subscriber.on('message', (channel: string, payload: string) => {
      if (channel === CHANNEL) this.receive(payload);
    });
    // Every ready after the first is a reconnection: messages may have been missed meanwhile.
    this.subscriber.on('ready', () => {
      if (this.subscribedOnce) this.gapHandlers.forEach((handler) => handler());
    });
  }

  /** Connects; a Redis that is away does not stop the server starting (ioredis keeps trying, and subscribes once it is back). */
  async start(): Promise<void> {
    await Promise.all([this.publisher.connect().catch(this.log), this.subscriber.connect().catch(this.log)]);
    const subscribed = this.subscriber.subscribe(CHANNEL).then(() => {
      this.subscribedOnce = true;
    }, this.log);
    if (this.subscriber.status === 'ready') await subscribed;
  }

  private receive(payload: string): void {
    const at = payload.indexOf('|');
    const [origin, text] = at >= 0 ? [payload.slice(0, at), payload.slice(at + 1)] : ['', payload];
    const message = decodeMessage(text);
    if (!message || (message.type === 'user' && origin === this.origin)) return;
    this.handlers.forEach((handler) => handler(message));
  }

  async publishEvents(ids: number[]): Promise<void> {
    await this.publisher.publish(CHANNEL, encodeMessage({ type: 'event', ids }));
  }

  async publishUser(id: string): Promise<void> {
    await this.publisher.publish(CHANNEL, `${this.origin}|${encodeMessage({ type: 'user', id })}`);
  }

  subscribe(handler: (message: BusMessage) => void): void {
    this.handlers.push(handler);
  }

  onGap(handler: () => void): void {
    this.gapHandlers.push(handler);
  }

  async close(): Promise<void> {
    // QUIT waits for the server's answer: to a Redis that is away (the subscriber keeps trying, its
    // queue open) it would wait for ever and hold the server's shutdown. Such a client just disconnects.
    const end = async (client: Redis) => {
      if (client.status !== 'ready') return client.disconnect();
      await client.quit().catch(() => client.disconnect());
    };
    await Promise.all([end(this.publisher), end(this.subscriber)]);
  }
}
