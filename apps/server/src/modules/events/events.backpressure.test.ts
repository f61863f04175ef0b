import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { SseClient } from '../../../test/sse-client';
import { HARD_LIMIT_BYTES } from './stream-hub';

/**
 * A client that opens the stream and never reads must not make the server buffer without bound:
 * once the socket's buffers are full, Node's grows only up to the hard limit, then the server
 * drops it. A client that reads, in the same class, gets every event meanwhile.
 */
let ctx: TestContext;
let port: number;
let baseUrl: string;
let lazy: TestUser;
let reader: TestUser;
let classId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  lazy = await ctx.factories.user('student');
  reader = await ctx.factories.user('student');
  classId = (await ctx.factories.klass({ students: [lazy.id, reader.id] })).id;
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(baseUrl).port);
});
afterAll(() => ctx.close());

async function ticketOf(user: TestUser): Promise<string> {
  const res = await ctx.request({ method: 'POST', url: '/api/events/ticket', token: user.token });
  return encodeURIComponent(res.json<{ ticket: string }>().ticket);
}

/** A raw socket that sends the request, reads until the stream's first message, then stops reading (and so sees no end until it reads again). */
async function openAndStopReading(ticket: string): Promise<{ socket: Socket; closedByServer: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(`GET /api/events?ticket=${ticket} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
  let head = '';
  await new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      head += chunk.toString();
      if (head.includes('event: ready')) {
        socket.off('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
  });
  expect(head.startsWith('HTTP/1.1 200')).toBe(true);
  socket.pause();
  const closedByServer = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closedByServer };
}

describe('a client that never reads', () => {
  it('is dropped once its waiting bytes pass the bound; memory stays bounded; a reading client misses nothing', async () => {
    const { socket, closedByServer } = await openAndStopReading(await ticketOf(lazy));
    const good = await SseClient.open(baseUrl, `/api/events?ticket=${await ticketOf(reader)}`);
    await good.next((e) => e.event === 'ready');
    const { stats } = ctx.app.events.hub;
    // Events of the class, 2 KB each (what changed names a long id), 100 at a time: up to 16 MB, far
    // more than the kernel's socket buffers take.
    const changes = JSON.stringify([{ type: 'comments', targetType: 'material', targetId: 'x'.repeat(2_000) }]);
    const ids: number[] = [];
    for (let batch = 0; batch < 80 && stats.dropped === 0; batch += 1) {
      const now = new Date().toISOString();
      const rows = await ctx.db.kysely
        .insertInto('events')
        .values(Array.from({ length: 100 }, () => ({ kind: 'test', class_id: classId, audience: 'class' as const, actor_id: null, changes, created_at: now, published_at: now })))
        .returning('id')
        .execute();
      const batchIds = rows.map((r) => Number(r.id));
      ids.push(...batchIds);
      ctx.app.events.hub.receive(batchIds);
      await ctx.app.events.hub.idle();
      // Let the sockets move what they can.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(stats.dropped).toBe(1);
    expect(ctx.app.events.hub.size).toBe(1);
    // The server closed its end: reading again, the client finds the stream ended.
    socket.resume();
    await closedByServer;
    // At most the bound plus the one message that crossed it, however many megabytes were sent.
    expect(stats.maxBuffered).toBeLessThanOrEqual(HARD_LIMIT_BYTES + 8_192);
    expect(ids.length * 2_000).toBeGreaterThan(HARD_LIMIT_BYTES * 2);
    // The reading client got every one, in order.
    const received: number[] = [];
    while (received.length < ids.length) received.push((await good.nextUpdate(() => true, 20_000)).id);
    expect(received).toEqual(ids);
    good.close();
  }, 120_000);
});
