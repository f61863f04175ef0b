import type { FastifyInstance } from 'fastify';
import { userCache } from '../users/user-cache';
import type { EventBus } from './bus';
import { MemoryBus } from './bus';
import { PostgresBus } from './bus-postgres';
import { RedisBus } from './bus-redis';
import { Dispatcher } from './dispatcher';
import { onEventsCommitted } from './outbox';
import { StreamHub } from './stream-hub';
import { StreamLimiter } from './stream-limiter';
import { StreamTickets } from './stream-tickets';

const PUBLISH_USER_TIMEOUT_MS = 1_000;

export interface EventsContext {
  bus: EventBus;
  hub: StreamHub;
  dispatcher: Dispatcher;
  tickets: StreamTickets;
  limiter: StreamLimiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventsContext;
  }
}

export interface EventsOptions {
  jwtSecret: string;
  /** Redis pub/sub between processes when set; else PostgreSQL LISTEN/NOTIFY, or in-process on SQLite. */
  redisUrl?: string | undefined;
  /** Stream openings per user per minute (EVENT_STREAMS_PER_MINUTE). */
  streamsPerMinute: number;
  /** TEST ONLY: see DispatcherOptions.testDelayMs. */
  testOutboxDelayMs?: number | undefined;
}

/** The bus between this app's server processes. */
async function openBus(app: FastifyInstance, redisUrl: string | undefined): Promise<EventBus> {
  const log = (error: unknown) => app.log.warn({ err: error }, 'event bus connection problem');
  if (redisUrl) {
    const bus = new RedisBus(redisUrl, log);
    await bus.start();
    return bus;
  }
  const { newClient } = app.db;
  if (newClient) {
    const bus = new PostgresBus(app.db.kysely, newClient, log);
    await bus.start();
    return bus;
  }
  return new MemoryBus();
}

/**
 * Live updates: the outbox's dispatcher, the bus that carries event ids (and "user changed")
 * between the server processes, and the open streams of this one. Streams end before the server
 * closes (so it need not wait for them; clients reconnect elsewhere); the bus closes after.
 */
export async function registerEvents(app: FastifyInstance, options: EventsOptions): Promise<void> {
  const db = app.db.kysely;
  const bus = await openBus(app, options.redisUrl);
  const hub = new StreamHub(db, app.log);
  const dispatcher = new Dispatcher(db, bus, {
    testDelayMs: options.testOutboxDelayMs,
    onError: (error) => app.log.error({ err: error }, 'event dispatch failed'),
  });
  bus.subscribe((message) => {
    if (message.type === 'event') {
      hub.receive(message.ids);
      return;
    }
    // Another process deleted, deactivated or changed this user: their token must stop working here now.
    userCache(db).forget(message.id);
    hub.closeUser(message.id);
  });
  // Messages may have been missed: streams reconnect and resume from the database.
  bus.onGap(() => hub.closeAll());
  const stopKicks = onEventsCommitted(db, () => dispatcher.kick());
  const stopEvictions = userCache(db).onEvict(async (id) => {
    hub.closeUser(id);
    // Bounded: a bus that is away must not hold the request that changed the user (the cache's TTL still applies elsewhere).
    await Promise.race([bus.publishUser(id), new Promise((resolve) => setTimeout(resolve, PUBLISH_USER_TIMEOUT_MS).unref())]);
  });
  app.decorate('events', { bus, hub, dispatcher, tickets: new StreamTickets(options.jwtSecret), limiter: new StreamLimiter(options.streamsPerMinute) });
  app.addHook('onReady', async () => {
    hub.start();
    dispatcher.start();
  });
  app.addHook('preClose', async () => hub.stop());
  app.addHook('onClose', async () => {
    stopKicks();
    stopEvictions();
    await dispatcher.stop();
    await bus.close();
  });
}
